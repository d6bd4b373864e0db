import { readFileSync } from 'node:fs';
import { Timestamp } from 'firebase-admin/firestore';
import { expectNoViolations } from '../axe';
import { expect, test, type Page } from '../base';
import { addPresentPerson, createAccount, createEvent, setMember, signIn } from '../fixtures';
import { furnishHall } from '../hallPortal';
import { checkScreen } from '../layout';
import { runScheduled, scheduledTriggerUrl } from '../scheduler';
import { adminDb } from '../support';
import { INSIGHTS } from '../../src/domain/insights/insights';
import { sessionDoc } from '../../src/domain/protocol/paths';

/**
 * The organisers' numbers (issue 33): three people came (two in the hall, one in the main
 * room), one chat line was written and a session runs in the hall; the 5-minute sample is
 * taken by the scheduled function itself. The organiser sees who came, per room and per
 * session, and downloads the tables; an attendee is refused; staff reach the page from the
 * admin event detail. No world is drawn: the page is apart from it.
 */

const MINUTE = 60_000;
const headCount = async (eventId: string, roomId: string) =>
  (await adminDb().doc(`events/${eventId}/roomCounts/${roomId}`).get()).get('count') as unknown;

/** 'DD-MM-YYYY HH:MM' in the browser's zone, worked out here apart from the app's code. */
async function localLabel(page: Page, ms: number): Promise<string> {
  return page.evaluate((at) => {
    const date = new Date(at);
    const two = (n: number) => String(n).padStart(2, '0');
    return `${two(date.getDate())}-${two(date.getMonth() + 1)}-${date.getFullYear()} ${two(date.getHours())}:${two(date.getMinutes())}`;
  }, ms);
}

async function downloaded(page: Page, button: string): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  return readFileSync((await download.path())!, 'utf8');
}

test('an organiser sees who came, per room and per session, and downloads the tables; attendees are refused; staff open it from the admin page', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const [owner, guest, staff] = await Promise.all([
    createAccount(),
    createAccount(),
    createAccount({ staff: true }),
  ]);
  const event = await createEvent(owner.uid);
  await furnishHall(event.id);
  await setMember(event.id, guest.uid, { granted: true });
  await Promise.all([
    addPresentPerson(event.id, 'Ann', { roomId: 'hall', x: 490, y: 500 }),
    addPresentPerson(event.id, 'Ben', { roomId: 'hall', x: 510, y: 500 }),
    addPresentPerson(event.id, 'Cy', { roomId: '_main', x: 500, y: 500 }),
  ]);
  // Both rooms' head counts (kept by triggers) before the sample: a run once sampled Main
  // before Cy's arrival was counted.
  await expect.poll(() => headCount(event.id, 'hall'), { timeout: 30_000 }).toBe(2);
  await expect.poll(() => headCount(event.id, '_main'), { timeout: 30_000 }).toBe(1);

  // The sample must fall in the slot worked out here: close to a slot's end, wait for the next.
  const slotOf = (ms: number) => Math.floor(ms / INSIGHTS.slotMs) * INSIGHTS.slotMs;
  await expect
    .poll(() => slotOf(Date.now() + 30_000) === slotOf(Date.now()), { timeout: 40_000 })
    .toBe(true);
  const now = Date.now();
  const slot = slotOf(now);
  const db = adminDb();
  // A chat line of the slot before: the sample counts the messages of the slot that ended.
  await db.collection(`events/${event.id}/messages`).add({
    message: 'Hello all',
    author: 'someone',
    authorName: 'Ann',
    timestamp: Timestamp.fromMillis(slot - 2 * MINUTE),
    removed: false,
  });
  await db.doc(sessionDoc(event.id, 'posters')).set({
    title: 'Posters A–F',
    description: '',
    startsAt: slot,
    endsAt: slot + 30 * MINUTE,
    roomId: 'hall',
    speakers: [],
    screenId: null,
    createdAt: now,
    updatedAt: now,
  });
  await runScheduled(await scheduledTriggerUrl('insights-recordSlot'));

  // The organiser opens the page (no world on the way).
  await signIn(page, `/event/${event.slug}/insights`, owner);
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Insights: ${event.name}`);
  await expect(main).toContainText('Unique attendees: 3 in these days (3 since the event began)');
  await expect(main).toContainText(`Peak: 3 people at ${await localLabel(page, slot)}`);
  await expect(main).toContainText('Chat messages: 1');
  const rooms = page.getByRole('table', { name: 'Time spent per room' });
  await expect(rooms.getByRole('row', { name: 'Poster hall 10' })).toBeVisible();
  await expect(rooms.getByRole('row', { name: 'Main 5' })).toBeVisible();
  const sessions = page.getByRole('table', { name: 'Programme sessions' });
  await expect(sessions.getByRole('row')).toHaveCount(2);
  await expect(sessions.getByRole('row').nth(1)).toContainText('Posters A–F');
  await expect(sessions.getByRole('row').nth(1).getByRole('cell').last()).toHaveText('2');
  // The chart is drawn: the canvas has coloured pixels (not a blank white box).
  const canvas = page.locator('.insights__chart canvas');
  await expect(canvas).toHaveAttribute('aria-label', /the most were 3 people at/);
  await expect
    .poll(() =>
      canvas.evaluate((el: HTMLCanvasElement) => {
        const data = el.getContext('2d')!.getImageData(0, 0, el.width, el.height).data;
        let blue = 0;
        for (let i = 0; i < data.length; i += 4) {
          if (data[i + 2]! > 150 && data[i]! < 120) blue++;
        }
        return blue;
      }),
    )
    .toBeGreaterThan(50);
  await expectNoViolations(page, 'the insights page');

  // The exports hold the same figures, times in ISO UTC.
  const roomsCsv = await downloaded(page, 'Download CSV of time spent per room');
  expect(roomsCsv.split('\r\n')).toEqual(['room,person_minutes', 'Poster hall,10', 'Main,5', '']);
  const peopleCsv = await downloaded(page, 'Download CSV of people present every 5 minutes');
  expect(peopleCsv).toContain(`\r\n${new Date(slot).toISOString()},3\r\n`);
  const sessionsCsv = await downloaded(page, 'Download CSV of programme sessions');
  expect(sessionsCsv.split('\r\n')[1]).toBe(
    `Posters A–F,Poster hall,${new Date(slot).toISOString()},${new Date(slot + 30 * MINUTE).toISOString()},2`,
  );

  // A backwards range is refused at the field, by keyboard.
  const from = page.getByLabel('From', { exact: true });
  const to = page.getByLabel('To', { exact: true });
  const today = await from.inputValue();
  await to.fill('2020-01-01');
  await to.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('The range must end after it starts.');
  await expect(to).toHaveAttribute('aria-invalid', 'true');
  await to.fill(today);
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await checkScreen(page, test.info(), 'insights', page.getByRole('heading', { level: 1 }));

  // An attendee is refused, with the way back.
  const guestContext = await browser.newContext();
  const guestPage = await guestContext.newPage();
  await signIn(guestPage, `/event/${event.slug}/insights`, guest);
  await expect(guestPage.getByRole('alert')).toHaveText(
    "Only the event's organisers can see its insights.",
  );
  await expect(guestPage.getByRole('link', { name: 'Go to your dashboard' })).toBeVisible();
  await guestContext.close();

  // Staff: from the admin event detail.
  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  await signIn(staffPage, `/admin/event/${event.id}`, staff);
  await staffPage.getByRole('link', { name: 'Insights' }).click();
  await expect(staffPage.getByRole('main')).toContainText(
    'Unique attendees: 3 in these days (3 since the event began)',
  );
  await staffContext.close();
});
