import { FieldValue } from 'firebase-admin/firestore';
import { expect, test, type Page } from '../base';
import { createAccount, createEvent, joinEventFromForm, signIn } from '../fixtures';
import { adminDb } from '../support';

/** Rows read per page by the panel (PEOPLE_PAGE_SIZE in src/features/moderation). */
const PAGE_SIZE = 50;
const CROWD = 1000;
/** The panel's online list shows 6 rows; the window adds 4 each side, plus a focused row. */
const MAX_ROWS_IN_DOM = 6 + 2 * 4 + 1 + 1;

const attendeeName = (i: number) => `Attendee ${String(i).padStart(4, '0')}`;

/** Online event users written with the admin SDK, as if that many people had joined. */
async function seedOnlineCrowd(eventId: string, count: number): Promise<void> {
  const db = adminDb();
  for (let first = 1; first <= count; first += 500) {
    const batch = db.batch();
    for (let i = first; i < Math.min(first + 500, count + 1); i += 1) {
      batch.set(db.doc(`events/${eventId}/users/crowd-${i}`), {
        name: attendeeName(i),
        avatar: 'arcticFox',
        currentRoom: '_main',
        sessionId: `session-${i}`,
        online: true,
        banned: false,
        lastKeepAlive: FieldValue.serverTimestamp(),
      });
    }
    await batch.commit();
  }
}

/** Documents the panel's queries have read (the dev server's read meter). */
function readsOf(page: Page, meter: string): Promise<number> {
  return page.evaluate((name) => window.__menagerieReads!.byMeter()[name] ?? 0, meter);
}

/** The focused element's text and the text of the row holding it. */
function focusOf(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    return {
      control: active?.textContent ?? '',
      row: active?.closest('li')?.textContent ?? '',
    };
  });
}

test('1,000 online attendees: a window of rows, the first page read on opening, keyboard focus kept, the end reached by scrolling', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const owner = await createAccount();
  const event = await createEvent(owner.uid);
  await seedOnlineCrowd(event.id, CROWD);
  await signIn(page, `/event/${event.slug}`, owner);
  await joinEventFromForm(page, event.name, 'Owner');

  await page.getByRole('button', { name: 'Attendees', exact: true }).click();
  const people = page.getByRole('dialog', { name: 'Attendees' });
  const online = people.getByRole('list', { name: 'Online attendees' });
  const rows = online.getByRole('listitem');
  await expect(rows.first()).toContainText(attendeeName(1));
  await expect(people.getByRole('list', { name: 'Banned attendees' })).toContainText(
    'Nobody is banned.',
  );
  // Only the live first page was read, and only a window of it is in the page.
  await expect.poll(() => readsOf(page, 'attendees.online')).toBe(PAGE_SIZE);
  expect(await rows.count()).toBeLessThanOrEqual(MAX_ROWS_IN_DOM);
  // More may follow: screen readers are told the size is not known yet.
  await expect(rows.first()).toHaveAttribute('aria-setsize', '-1');

  // Keyboard: the arrow keys move to the same control of the next rows.
  await rows.first().getByRole('button', { name: 'Ban' }).focus();
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowDown');
  await expect
    .poll(() => focusOf(page))
    .toEqual({
      control: 'Ban',
      row: expect.stringContaining(attendeeName(4)),
    });

  // Scrolling (the wheel, as a person would) reads pages until the last row, the owner.
  const viewport = people.locator('.ui-virtual').first();
  const last = online.getByRole('listitem').filter({ hasText: 'Owner (you)' });
  await expect(async () => {
    await viewport.hover();
    await page.mouse.wheel(0, 4000);
    await expect(last).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 90_000 });
  // Wheel scrolling ends after the last wheel event: let it settle before the keyboard acts.
  await expect
    .poll(async () => {
      const before = await viewport.evaluate((el) => el.scrollTop);
      await page.waitForTimeout(300);
      return before === (await viewport.evaluate((el) => el.scrollTop));
    })
    .toBe(true);
  await expect(last).toHaveAttribute('aria-posinset', String(CROWD + 1));
  await expect(last).toHaveAttribute('aria-setsize', String(CROWD + 1));
  expect(await rows.count()).toBeLessThanOrEqual(MAX_ROWS_IN_DOM);

  // The focused row was scrolled far away and is still there, still focused.
  expect(await focusOf(page)).toEqual({
    control: 'Ban',
    row: expect.stringContaining(attendeeName(4)),
  });
  // Each page after the first was read once, with its cursor row: every row about once.
  const pages = Math.ceil((CROWD + 1) / PAGE_SIZE);
  const reads = await readsOf(page, 'attendees.online');
  expect(reads).toBeGreaterThanOrEqual(CROWD + 1);
  expect(reads).toBeLessThanOrEqual(CROWD + 1 + pages);

  // The next arrow key brings the focused row's neighbour back into view.
  await page.keyboard.press('ArrowDown');
  await expect(
    rows.filter({ hasText: attendeeName(5) }).getByRole('button', { name: 'Ban' }),
  ).toBeFocused();
  await expect(rows.filter({ hasText: attendeeName(5) })).toBeInViewport();
});
