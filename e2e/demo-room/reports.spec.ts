// Staff usage reports (/admin/reports and /admin/reports/event/{id}) against ledgers seeded as
// the voice functions write them (conferences/{eventId}). The report's days are picked at
// random in years no other test writes (2000-2011), so a retry or another spec's voice usage
// never lands in its range.
import { readFile } from 'node:fs/promises';
import { Timestamp } from 'firebase-admin/firestore';
import { expect, test, type Page } from '../base';
import { expectNoViolations } from '../axe';
import { checkScreen } from '../layout';
import { createAccount, createEvent, signIn, type EventFixture } from '../fixtures';
import { pixelsOf } from '../pixels';
import { adminDb } from '../support';

const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** 'YYYY-MM-DD' as the pages show it: day-month-year (issue 29 #13). */
const shown = (isoDay: string) => isoDay.split('-').reverse().join('-');

/** conferences/{eventId} with completed conferences ending at the given times. */
async function seedLedger(
  eventId: string,
  conferences: { endMs: number; userSeconds: number; users: string[] }[],
) {
  const entries = Object.fromEntries(
    conferences.map((c, i) => [
      `conf-${i}`,
      {
        alias: eventId,
        started: Timestamp.fromMillis(c.endMs - 600_000),
        ended: Timestamp.fromMillis(c.endMs),
        seconds: 600,
        totalPresenceDuration: c.userSeconds,
        activeUsers: c.users.length,
        users: c.users,
      },
    ]),
  );
  const last = Math.max(...conferences.map((c) => c.endMs));
  await adminDb()
    .doc(`conferences/${eventId}`)
    .set({ completedConferences: entries, lastConferenceEnded: Timestamp.fromMillis(last) });
}

/** The event names in the report table, top to bottom. */
const rowNames = (page: Page) =>
  page.locator('.reports-table tbody tr td:first-child').allInnerTexts();

test('staff read, filter, chart and export the usage report, and open an event', async ({
  page,
}, info) => {
  const staff = await createAccount({ staff: true });
  const creator = await createAccount();
  const firstDay = Date.UTC(2000, 0, 1) + Math.floor(Math.random() * 4000) * DAY_MS;
  const [start, middle, end] = [0, 1, 2].map((d) => dayOf(firstDay + d * DAY_MS)) as [
    string,
    string,
    string,
  ];
  const [plain, paid, big, later, quiet] = (await Promise.all(
    [0, 1, 2, 3, 4].map(() => createEvent(creator.uid)),
  )) as [EventFixture, EventFixture, EventFixture, EventFixture, EventFixture];
  // A name a spreadsheet would run as a formula, with a comma and quotes to escape.
  const formulaName = `=HYPERLINK("x"), ${plain.slug.slice(-4)}`;
  await Promise.all([
    adminDb().doc(`events/${plain.id}`).update({ name: formulaName }),
    adminDb()
      .doc(`events/${paid.id}`)
      .update({
        connectedSubscription: {
          billingAccountId: 'b',
          subscriptionId: 's',
          currentPeriodStart: 0,
        },
      }),
    adminDb().doc(`events/${big.id}`).update({ 'audioUsage.unlimitedCapacity': true }),
    seedLedger(plain.id, [
      { endMs: firstDay + 3_600_000, userSeconds: 1200, users: ['a', 'b'] },
      { endMs: firstDay + 2 * DAY_MS + 60_000, userSeconds: 600, users: ['b', 'c'] },
    ]),
    seedLedger(paid.id, [
      { endMs: firstDay + DAY_MS + 7_200_000, userSeconds: 3000, users: ['d'] },
    ]),
    seedLedger(big.id, [{ endMs: firstDay + 5_000_000, userSeconds: 2400, users: ['e', 'f'] }]),
    // Ends the day after the range.
    seedLedger(later.id, [{ endMs: firstDay + 3 * DAY_MS, userSeconds: 60, users: ['g'] }]),
  ]);

  const reportCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('admin-getUsageReport')) reportCalls.push(request.url());
  });
  await signIn(page, '/admin', staff);
  await page.getByRole('link', { name: 'Audio Usage Reports' }).click();
  await expect(page.getByRole('heading', { name: 'Audio Usage Reports' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show report' })).toBeEnabled();

  // An end before the start: said at the field, and nothing is asked.
  const callsBefore = reportCalls.length;
  await page.getByLabel('Start date').fill(end);
  await page.getByLabel('End date').fill(start);
  await page.getByRole('button', { name: 'Show report' }).click();
  await expect(page.getByRole('alert')).toHaveText('The end date cannot be before the start date.');
  await expect(page.getByLabel('End date')).toHaveAttribute('aria-invalid', 'true');
  await page.screenshot({ path: '/tmp/reports-range-error.png' });
  expect(reportCalls.length).toBe(callsBefore);

  await page.getByLabel('Start date').fill(start);
  await page.getByLabel('End date').fill(end);
  await page.getByRole('button', { name: 'Show report' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(
    page.getByText(`3 events had a conference end between ${shown(start)} and ${shown(end)}.`, {
      exact: true,
    }),
  ).toBeVisible();
  expect(await rowNames(page)).toEqual([formulaName, paid.name, big.name]);
  const plainRow = page.getByRole('row', { name: new RegExp(plain.id) });
  await expect(plainRow.getByRole('cell')).toHaveText([
    formulaName,
    plain.slug,
    plain.id,
    '3',
    '30',
    `${shown(end)} 00:01 UTC`,
    creator.uid,
    'No',
    'No',
  ]);
  // Headings people read, with their units (the CSV below keeps the field names).
  await expect(page.locator('.reports-table').getByRole('columnheader')).toHaveText([
    'Event',
    'URL',
    'Event id',
    'People in voice (distinct)',
    'Voice use (user-minutes)',
    'Last voice session ended (UTC)',
    'Creator id',
    'Subscription',
    'Unlimited audio',
  ]);

  // The chart: described in words, its figures in a table, and drawn (blue bars on the canvas).
  const canvas = page.getByRole('img', { name: /Bar chart of user-minutes per day/ });
  await expect(canvas).toHaveAttribute(
    'aria-label',
    `Bar chart of user-minutes per day from ${shown(start)} to ${shown(end)}: 120 in all; the busiest day was ${shown(start)} with 60.`,
  );
  await page.getByText('Usage per day as a table').click();
  await expect(page.locator('.reports-days tbody tr')).toHaveText([
    `${shown(start)}60`,
    `${shown(middle)}50`,
    `${shown(end)}10`,
  ]);
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  const pixels = await pixelsOf(page, {
    x: Math.round(box.x),
    y: Math.round(box.y),
    width: Math.round(box.width),
    height: Math.round(box.height),
  });
  let bar = 0;
  for (let i = 0; i < pixels.length; i += 4) {
    const [r, g, b] = [pixels[i]!, pixels[i + 1]!, pixels[i + 2]!];
    if (b - r > 80 && b - g > 30) bar++;
  }
  expect(bar / (pixels.length / 4), 'share of the canvas drawn as bars').toBeGreaterThan(0.02);
  await page.screenshot({ path: '/tmp/reports-page.png', fullPage: true });
  await expectNoViolations(page, '/admin/reports');

  // CSV: the column names, then the rows, quoted and with the formula neutralised.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`usage-report-${start}-to-${end}.csv`);
  const csv = await readFile(await download.path(), 'utf8');
  const lines = csv.split('\r\n');
  expect(lines[0]).toBe(
    'eventName,slug,eventId,activeUsers,conferenceUsage,lastConferenceEnded,creatorId,' +
      'hasSubscription,unlimitedAudioCapacity',
  );
  const quoted = `"'${formulaName.replace(/"/g, '""')}"`;
  expect(lines.slice(1)).toEqual([
    `${quoted},${plain.slug},${plain.id},3,30,${dayOf(firstDay + 2 * DAY_MS)}T00:01:00.000Z,${creator.uid},false,false`,
    `${paid.name},${paid.slug},${paid.id},1,50,${middle}T02:00:00.000Z,${creator.uid},true,false`,
    `${big.name},${big.slug},${big.id},2,40,${start}T01:23:20.000Z,${creator.uid},false,true`,
    '',
  ]);

  // Filters change the rows at once, and the sentence names the filter and what it left out
  // (issue 30 #18: 'No events...' read as if there were none).
  const between = `between ${shown(start)} and ${shown(end)}`;
  await page.getByLabel('Only events with a subscription').check();
  await expect(
    page.getByText(
      `1 event with a subscription had a conference end ${between}. The filter left out 2 events.`,
      { exact: true },
    ),
  ).toBeVisible();
  expect(await rowNames(page)).toEqual([paid.name]);
  await page.getByLabel('Only events with a subscription').uncheck();
  await page.getByLabel('Only events with unlimited audio capacity').check();
  await expect(
    page.getByText(
      `1 event with unlimited audio capacity had a conference end ${between}. ` +
        'The filter left out 2 events.',
      { exact: true },
    ),
  ).toBeVisible();
  expect(await rowNames(page)).toEqual([big.name]);
  await page.getByLabel('Only events with a subscription').check();
  await expect(
    page.getByText(
      `No events with a subscription and unlimited audio capacity had a conference end ${between}. ` +
        'The filters left out 3 events.',
      { exact: true },
    ),
  ).toBeVisible();
  await expect(page.getByText(/^No events had a conference end/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  await page.getByLabel('Only events with a subscription').uncheck();
  await page.getByLabel('Only events with unlimited audio capacity').uncheck();

  // Phone and laptop: rows become cards on a phone, nothing scrolls sideways or is cut off.
  await checkScreen(page, info, 'usage report', page.getByRole('link', { name: formulaName }));

  // An event's conferences, newest first.
  await page.getByRole('link', { name: formulaName }).click();
  await expect(page).toHaveURL(`/admin/reports/event/${plain.id}`);
  await expect(page.getByRole('heading', { name: `Conferences of ${formulaName}` })).toBeVisible();
  const conferenceRows = page.locator('.reports-table tbody tr');
  await expect(conferenceRows).toHaveCount(2);
  await expect(page.locator('.reports-table').getByRole('columnheader')).toHaveText([
    'Started (UTC)',
    'Ended (UTC)',
    'Voice use (user-minutes)',
    'People in voice (distinct)',
  ]);
  await expect(conferenceRows.nth(0).getByRole('cell')).toHaveText([
    `${shown(middle)} 23:51 UTC`,
    `${shown(end)} 00:01 UTC`,
    '10',
    '2',
  ]);
  await expect(conferenceRows.nth(1).getByRole('cell')).toHaveText([
    `${shown(start)} 00:50 UTC`,
    `${shown(start)} 01:00 UTC`,
    '20',
    '2',
  ]);
  await page.screenshot({ path: '/tmp/reports-event.png', fullPage: true });
  await checkScreen(page, info, 'event conferences', conferenceRows.first());
  await expectNoViolations(page, '/admin/reports/event/{id}');

  // An event that never had voice.
  await page.goto(`/admin/reports/event/${quiet.id}`);
  await expect(
    page.getByText('No Conferences Available for reporting. Change the search parameters.', {
      exact: true,
    }),
  ).toBeVisible();
  await page.screenshot({ path: '/tmp/reports-event-empty.png' });
});
