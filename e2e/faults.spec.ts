// Faults: nothing lost, nothing hangs. The database out of reach mid-session (one browser's
// Firestore traffic cut by a proxy, e2e/databaseOutage.ts), the functions out of reach (their
// requests refused), and a tab that crashes.
import { expect, test, type Page } from './base';
import { databaseOutageFor, type OutageMode } from './databaseOutage';
import { createAccount, createEvent, joinEventFromForm, signIn } from './fixtures';
import { adminDb } from './support';

/**
 * How long the database stays away after the test has seen everything it checks during the
 * outage. The scenario is 20 s (FAULT_OUTAGE_MS=20000); in the suite the outage lasts only as
 * long as it takes to prove the point.
 */
const EXTRA_OUTAGE_MS = Number(process.env.FAULT_OUTAGE_MS ?? 0);
/** 'refuse' (a blocked port) by default; FAULT_OUTAGE_MODE=pause for a paused process. */
const OUTAGE_MODE = (process.env.FAULT_OUTAGE_MODE ?? 'refuse') as OutageMode;

const SERVER_DOWN = 'Connection lost. Reconnecting... What you write is sent when it is back.';

const chatButton = (page: Page) => page.getByRole('button', { name: /^Chat/ });
const messageLog = (page: Page) => page.getByRole('log', { name: 'Messages' });
const messageField = (page: Page) => page.getByRole('textbox', { name: 'Message' });
const line = (page: Page, text: string) =>
  messageLog(page).getByRole('listitem').filter({ hasText: text });

/** Documents of the event's chat holding `text` (what the server stored). */
async function storedLines(eventId: string, text: string): Promise<number> {
  const messages = await adminDb().collection(`events/${eventId}/messages`).get();
  return messages.docs.filter((message) => message.get('message') === text).length;
}

test('the database out of reach mid-session: lines written meanwhile wait as "Sending...", the composer stays free, the outage is said, and each line arrives once when it is back', async ({
  browser,
}) => {
  test.setTimeout(180_000 + EXTRA_OUTAGE_MS);
  const owner = await createAccount();
  const guest = await createAccount();
  const event = await createEvent(owner.uid);
  const ownerPage = await (await browser.newContext()).newPage();
  const guestContext = await browser.newContext();
  const outage = await databaseOutageFor(guestContext);
  const guestPage = await guestContext.newPage();
  await signIn(ownerPage, `/event/${event.slug}`, owner);
  await joinEventFromForm(ownerPage, event.name, 'Owner');
  await signIn(guestPage, `/event/${event.slug}`, guest);
  await joinEventFromForm(guestPage, event.name, 'Guest');
  await chatButton(ownerPage).click();
  await chatButton(guestPage).click();
  await messageField(guestPage).fill('Before the outage');
  await messageField(guestPage).press('Enter');
  await expect(line(ownerPage, 'Before the outage')).toHaveCount(1);

  outage.start(OUTAGE_MODE);
  const startedAt = Date.now();
  const during = ['Written during the outage', 'And a second line right after'];
  // The first line: the field is free again at once, the line waits in the list.
  await messageField(guestPage).fill(during[0]!);
  await messageField(guestPage).press('Enter');
  await expect(messageField(guestPage)).toHaveValue('');
  await expect(line(guestPage, during[0]!)).toContainText('Sending...');
  // The page says the connection is down while it is.
  await expect(guestPage.getByRole('status').filter({ hasText: SERVER_DOWN })).toBeVisible();
  // The next line can be written meanwhile.
  await messageField(guestPage).fill(during[1]!);
  await guestPage.getByRole('button', { name: 'Send' }).click();
  await expect(messageField(guestPage)).toHaveValue('');
  await expect(line(guestPage, during[1]!)).toContainText('Sending...');
  await guestPage.screenshot({ path: test.info().outputPath('database-outage.png') });
  expect(await storedLines(event.id, during[0]!)).toBe(0);
  await expect(line(ownerPage, during[0]!)).toHaveCount(0);

  const left = EXTRA_OUTAGE_MS - (Date.now() - startedAt);
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  outage.end();
  const endedAt = Date.now();

  // Reconnected by itself: the notice goes, the lines are sent, each once, in order.
  await expect(guestPage.getByText(SERVER_DOWN)).toHaveCount(0, { timeout: 30_000 });
  for (const text of during) {
    await expect(line(guestPage, text)).not.toContainText('Sending...', { timeout: 30_000 });
    await expect(line(ownerPage, text)).toHaveCount(1);
    expect(await storedLines(event.id, text)).toBe(1);
  }
  console.log(
    `database outage (${OUTAGE_MODE}) ${endedAt - startedAt} ms; ` +
      `lines delivered ${Date.now() - endedAt} ms after it ended`,
  );
  await expect(messageLog(ownerPage)).toContainText(
    new RegExp(`Before the outage[\\s\\S]*${during[0]}[\\s\\S]*${during[1]}`),
  );
  await guestPage.screenshot({ path: test.info().outputPath('database-back.png') });
  await outage.close();
});
