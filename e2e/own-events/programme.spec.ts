import { readFileSync } from 'node:fs';
import ICAL from 'ical.js';
import { expectNoViolations } from '../axe';
import { expect, test, type Locator, type Page } from '../base';
import { createAccount, createEvent, joinEventFromForm, signIn } from '../fixtures';
import { furnishHall, PORTAL } from '../hallPortal';
import { adminDb, waitForWorld, walkUntilThere } from '../support';
import { eventDoc, programmeStarsDoc, sessionDoc } from '../../src/domain/protocol/paths';

/**
 * The attendees' programme (issue 33), for an attendee in New York at an event held in Tokyo:
 * Now and Next in their own time with Tokyo's beside it, a star kept across a reload, the .ics
 * of the starred sessions, the 5-minute notice and its 'Go to room', the portal's title while a
 * session runs in its room, axe, and a phone's width.
 */

const MINUTE = 60_000;
const ATTENDEE_ZONE = 'America/New_York';
const EVENT_ZONE = 'Asia/Tokyo';

/**
 * The test's "now", on the minute just ahead of the real clock: the page's Date.now is fixed
 * there (the world and Firestore keep real timers), close enough to the real time that the
 * sign-in's tokens stay fresh when it is moved on by 35 minutes.
 */
const T = Math.ceil(Date.now() / MINUTE) * MINUTE;
const SESSIONS = {
  posters: {
    title: 'Posters A–F',
    description: 'Walk the posters. Abstracts: https://example.test/abstracts',
    startsAt: T - 30 * MINUTE,
    endsAt: T + 20 * MINUTE,
    roomId: 'hall',
    speakers: ['Ada Lovelace'],
  },
  demos: {
    title: 'Live demos',
    description: 'Three teams show their work.',
    startsAt: T + 40 * MINUTE,
    endsAt: T + 70 * MINUTE,
    roomId: 'hall',
    speakers: ['Grace Hopper', 'Alan Turing'],
  },
  closing: {
    title: 'Closing words',
    description: '',
    startsAt: T + 180 * MINUTE,
    endsAt: T + 240 * MINUTE,
    roomId: '_main',
    speakers: [],
  },
};

async function furnish(eventId: string) {
  const db = adminDb();
  await db.doc(eventDoc(eventId)).update({ timeZone: EVENT_ZONE });
  await furnishHall(eventId);
  await Promise.all(
    Object.entries(SESSIONS).map(([id, session]) =>
      db
        .doc(sessionDoc(eventId, id))
        .set({ ...session, screenId: null, createdAt: T - 60 * MINUTE, updatedAt: T }),
    ),
  );
}

/** 'HH:mm–HH:mm' of a session in a zone, worked out here apart from the app's code. */
function range(session: { startsAt: number; endsAt: number }, timeZone: string) {
  const clock = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return `${clock.format(session.startsAt)}–${clock.format(session.endsAt)}`;
}

/** Opens the panel from the Menu (at every width: the toolbar's rows have no room for it). */
async function openProgramme(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Programme' }).click();
  const panel = page.getByRole('dialog', { name: 'Programme' });
  // 'Next' is never empty while a session is to come (programmeBuckets).
  await expect(panel.getByRole('heading', { name: 'Next' })).toBeVisible({ timeout: 15_000 });
  return panel;
}

type Box = { x: number; y: number; width: number; height: number };

/**
 * What is wrong with the toolbars' layout (as e2e/demo-room/mobile.spec.ts checks it): the
 * bottom bar's buttons, 'Menu', 'Programme', 'Check my audio' and the view controls, each pair
 * that overlaps and each that leaves the screen.
 */
async function toolbarProblems(page: Page): Promise<string[]> {
  const bar = page.locator('.event-toolbar__bottom-left');
  // The chat's code comes a moment after the world (DeferredChatDock): its dock is measured.
  await expect(bar.locator('.chat [aria-live="polite"]')).toBeAttached({ timeout: 15_000 });
  const boxes: [string, Box][] = [];
  for (const button of [
    ...(await bar.getByRole('button').all()),
    ...['Menu', 'Check my audio', 'Nearby', 'Change view', 'Map'].map((name) =>
      page.getByRole('button', { name, exact: true }),
    ),
  ]) {
    // Hidden on a phone ('Programme' is in the Menu there): not on screen, nothing to measure.
    if (!(await button.isVisible())) continue;
    const box = await button.boundingBox();
    const name = (await button.getAttribute('aria-label')) ?? (await button.innerText());
    if (box) boxes.push([name, box]);
  }
  const { width, height } = page.viewportSize()!;
  const problems: string[] = [];
  boxes.forEach(([name, a], i) => {
    if (a.x < 0 || a.y < 0 || a.x + a.width > width || a.y + a.height > height)
      problems.push(`${name} leaves the screen`);
    for (const [other, b] of boxes.slice(i + 1))
      if (
        a.x < b.x + b.width &&
        b.x < a.x + a.width &&
        a.y < b.y + b.height &&
        b.y < a.y + a.height
      )
        problems.push(`${name} overlaps ${other}`);
  });
  return problems;
}

const starOf = (panel: Locator, title: string) =>
  panel.getByRole('button', { name: `Star “${title}”` });

test('an attendee follows the programme in their own time zone, stars a session, gets its notice and goes to its room', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const [owner, guest] = await Promise.all([createAccount(), createAccount()]);
  const event = await createEvent(owner.uid);
  await furnish(event.id);
  const context = await browser.newContext({ timezoneId: ATTENDEE_ZONE });
  const page = await context.newPage();
  await page.clock.setFixedTime(T);
  await signIn(page, `/event/${event.slug}`, guest);
  await joinEventFromForm(page, event.name, 'Guest');
  await waitForWorld(page);
  // A laptop's width: the bottom bar clear of the view controls and the voice's buttons.
  const laptopProblems = await toolbarProblems(page);
  await page.screenshot({ path: test.info().outputPath('programme-laptop-toolbar.png') });
  expect(laptopProblems).toEqual([]);

  // The portal to the hall, where the posters session runs now, says so.
  await walkUntilThere(page, PORTAL.x - 1, PORTAL.y);
  const overlay = page.getByRole('region', { name: 'Room portal' });
  // ...and how many are in it ('· 0 here', issue 33's occupancy).
  await expect(overlay.getByRole('heading')).toHaveText('Poster hall · Posters A–F, now · 0 here');

  // Now and Next in New York's time, Tokyo's beside it; each with its room.
  let panel = await openProgramme(page);
  const now = panel.getByRole('region', { name: 'Now' });
  const next = panel.getByRole('region', { name: 'Next' });
  const later = panel.getByRole('region', { name: 'Later' });
  await expect(now.getByRole('listitem')).toHaveCount(1);
  await expect(now).toContainText('Posters A–F');
  await expect(now).toContainText(range(SESSIONS.posters, ATTENDEE_ZONE));
  await expect(now).toContainText(`${range(SESSIONS.posters, EVENT_ZONE)} in Asia/Tokyo)`);
  await expect(now).toContainText('Room: Poster hall');
  await expect(now).toContainText('Speakers: Ada Lovelace');
  await expect(now.getByRole('link', { name: 'https://example.test/abstracts' })).toBeVisible();
  await expect(next.getByRole('listitem')).toHaveCount(1);
  await expect(next).toContainText('Live demos');
  await expect(next).toContainText(range(SESSIONS.demos, ATTENDEE_ZONE));
  await expect(next).toContainText(`${range(SESSIONS.demos, EVENT_ZONE)} in Asia/Tokyo)`);
  await expect(later).toContainText('Closing words');
  // The closing words are in the room the attendee stands in.
  await expect(later).toContainText('You are here');
  await expect(now.getByRole('button', { name: 'Go to room Poster hall' })).toBeEnabled();
  await expectNoViolations(page, 'the programme panel');

  // A star, kept by the server and across a reload.
  await expect(starOf(panel, 'Live demos')).toHaveAttribute('aria-pressed', 'false');
  await starOf(panel, 'Live demos').click();
  await expect(starOf(panel, 'Live demos')).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(async () =>
      (await adminDb().doc(programmeStarsDoc(event.id, guest.uid)).get()).get('sessions'),
    )
    .toEqual(['demos']);
  await page.screenshot({ path: test.info().outputPath('programme-panel.png') });
  await page.reload();
  await joinEventFromForm(page, event.name, 'Guest');
  await waitForWorld(page);
  panel = await openProgramme(page);
  await expect(starOf(panel, 'Live demos')).toHaveAttribute('aria-pressed', 'true');
  await expect(starOf(panel, 'Posters A–F')).toHaveAttribute('aria-pressed', 'false');

  // The starred sessions' calendar file: the right UTC times, title and room.
  const downloading = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Add starred to calendar' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${event.slug}-starred.ics`);
  const ics = readFileSync(await download.path(), 'utf8');
  const events = new ICAL.Component(ICAL.parse(ics))
    .getAllSubcomponents('vevent')
    .map((vevent) => new ICAL.Event(vevent));
  expect(events.map((e) => e.summary)).toEqual(['Live demos']);
  expect(events[0]!.startDate.toJSDate().getTime()).toBe(SESSIONS.demos.startsAt);
  expect(events[0]!.endDate.toJSDate().getTime()).toBe(SESSIONS.demos.endsAt);
  expect(events[0]!.location).toBe('Poster hall');
  expect(ics).toMatch(/^DTSTART:\d{8}T\d{6}Z\r?$/m);
  expect(ics).toContain('X-WR-TIMEZONE:Asia/Tokyo');
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);

  // Five minutes before the starred session: the notice, then its 'Go to room'.
  await page.clock.setFixedTime(SESSIONS.demos.startsAt - 5 * MINUTE + 10_000);
  const notice = page.getByRole('region', { name: 'Live demos' });
  await expect(notice.getByRole('alert')).toHaveText(
    '“Live demos” starts in 5 minutes in Poster hall.',
    { timeout: 20_000 },
  );
  await page.screenshot({ path: test.info().outputPath('programme-notice.png') });
  await notice.getByRole('button', { name: 'Go to room Poster hall' }).click();
  await expect(page).toHaveURL(new RegExp(`/event/${event.slug}/hall$`));
  await expect
    .poll(async () =>
      (
        await adminDb()
          .doc(`${eventDoc(event.id)}/users/${guest.uid}`)
          .get()
      ).get('currentRoom'),
    )
    .toBe('hall');
  await waitForWorld(page);
  await expect(notice).toHaveCount(0);

  // A phone: the bottom bar keeps to one row, clear of the view controls ('Attendees' is in the
  // Menu there, as 'Programme' is at every width); the panel has no sideways scrolling.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: 'Attendees', exact: true })).toBeHidden();
  const phoneProblems = await toolbarProblems(page);
  await page.screenshot({ path: test.info().outputPath('programme-phone-toolbar.png') });
  expect(phoneProblems).toEqual([]);
  panel = await openProgramme(page);
  await expect(panel.getByRole('region', { name: 'Next' })).toContainText('You are here');
  expect(
    await panel.evaluate((dialog) => ({
      dialog: dialog.scrollWidth - dialog.clientWidth,
      page: document.documentElement.scrollWidth - window.innerWidth,
    })),
  ).toEqual({ dialog: 0, page: 0 });
  await page.screenshot({ path: test.info().outputPath('programme-phone.png') });
});
