import { expect, test, type Page } from '../base';
import {
  addPresentPerson,
  createAccount,
  createEvent,
  joinEventFromForm,
  signIn,
} from '../fixtures';
import { playerOf, remotesOf, waitForWorld } from '../support';

// Name tags in a crowd (src/features/world/labelledTags.ts): the nearest eight people are
// labelled; the others show their tag only while pointed at or focused in the Nearby list.

const NEAR = Array.from({ length: 8 }, (_, i) => `Near ${i + 1}`);
const FAR = Array.from({ length: 4 }, (_, i) => `Far ${i + 1}`);

interface ShownTag {
  text: string;
  x: number;
  bottom: number;
}

/** The name tags on screen now: their text and where they point (the middle of their bottom). */
function shownTags(page: Page): Promise<ShownTag[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.world__name-tag')]
      .filter((tag) => tag.style.display !== 'none')
      .map((tag) => {
        const box = tag.getBoundingClientRect();
        return { text: tag.textContent ?? '', x: box.x + box.width / 2, bottom: box.bottom };
      }),
  );
}

const shownNames = async (page: Page) => (await shownTags(page)).map((tag) => tag.text).sort();

test('in a crowd only the nearest eight are labelled; a far one shows on focus and on hover', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const owner = await createAccount();
  const event = await createEvent(owner.uid);
  await signIn(page, `/event/${event.slug}`, owner);
  await joinEventFromForm(page, event.name, 'Tag tester');
  await waitForWorld(page);
  const me = await playerOf(page);
  // All north of the player, in the camera's view: eight 2.5-4.3 m away, four 7-7.6 m away.
  await Promise.all([
    ...NEAR.map((name, i) =>
      addPresentPerson(event.id, name, { roomId: '_main', x: me.x - 3.5 + i, y: me.y - 2.5 }),
    ),
    ...FAR.map((name, i) =>
      addPresentPerson(event.id, name, { roomId: '_main', x: me.x - 3 + 2 * i, y: me.y - 7 }),
    ),
  ]);
  await expect.poll(async () => (await remotesOf(page)).length, { timeout: 20_000 }).toBe(12);

  const labelled = [...NEAR, 'Tag tester'].sort();
  await expect.poll(() => shownNames(page)).toEqual(labelled);

  // Focused in the Nearby list (its ten nearest: the eight, then Far 2 and Far 3), a far
  // person's tag shows, on screen; it goes again with the focus.
  await page.getByRole('button', { name: 'Nearby', exact: true }).click();
  await page.getByRole('button', { name: 'Walk to Far 2' }).focus();
  await expect.poll(() => shownNames(page)).toEqual([...labelled, 'Far 2'].sort());
  const far = (await shownTags(page)).find((tag) => tag.text === 'Far 2')!;
  const viewport = page.viewportSize()!;
  expect(far.x).toBeGreaterThan(0);
  expect(far.x).toBeLessThan(viewport.width);
  expect(far.bottom).toBeGreaterThan(0);
  await page.keyboard.press('Escape');
  await expect.poll(() => shownNames(page)).toEqual(labelled);

  // Pointed at (just under where its tag was: the head), it shows again; pointed away, not.
  await page.mouse.move(far.x, far.bottom + 12);
  await expect.poll(() => shownNames(page)).toEqual([...labelled, 'Far 2'].sort());
  await page.mouse.move(5, viewport.height / 2);
  await expect.poll(() => shownNames(page)).toEqual(labelled);
});
