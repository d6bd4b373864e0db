import { Timestamp } from 'firebase-admin/firestore';
import { expect, test, type Page } from '../base';
import { createAccount, createEvent, joinEventFromForm, signIn } from '../fixtures';
import { adminDb } from '../support';

const chatButton = (page: Page) => page.getByRole('button', { name: /^Chat/ });
const messageLog = (page: Page) => page.getByRole('log', { name: 'Messages' });
const messageField = (page: Page) => page.getByRole('textbox', { name: 'Message' });

async function send(page: Page, text: string) {
  await messageField(page).fill(text);
  await messageField(page).press('Enter');
  await expect(messageLog(page)).toContainText(text);
  await expect(messageField(page)).toHaveValue('');
}

test('two people chat both ways: keyboard sending, unread badge, previews, safe links, a read mark that survives a reload', async ({
  ownerAndGuest,
}) => {
  test.setTimeout(180_000);
  const { event, guest, ownerPage, guestPage } = ownerAndGuest;

  // The guest, keyboard only: focus the Chat button, open it, type, Enter sends.
  await chatButton(guestPage).focus();
  await guestPage.keyboard.press('Enter');
  await expect(messageField(guestPage)).toBeFocused();
  await guestPage.keyboard.type('Hello from the guest, see https://example.com/page.');
  await guestPage.keyboard.press('Enter');
  await expect(messageLog(guestPage)).toContainText('Hello from the guest');
  await expect(messageField(guestPage)).toHaveValue('');
  // Movement keys typed into the field did not move anyone: the field had focus.

  // The owner's chat is closed: a badge and a preview.
  await expect(ownerPage.getByRole('button', { name: 'Chat 1 unread' })).toBeVisible();
  await expect(ownerPage.getByRole('list', { name: 'New chat messages' })).toContainText(
    'Guest Hello from the guest',
  );
  // Screen readers hear it too (a polite live region).
  await expect(
    ownerPage.getByRole('status').filter({ hasText: 'New message from Guest: Hello from' }),
  ).toHaveCount(1);
  await chatButton(ownerPage).click();
  await expect(ownerPage.getByRole('list', { name: 'New chat messages' })).toHaveCount(0);
  await expect(ownerPage.getByRole('button', { name: 'Chat', exact: true })).toBeVisible();
  const link = messageLog(ownerPage).getByRole('link', { name: 'https://example.com/page' });
  await expect(link).toHaveAttribute('href', 'https://example.com/page');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);

  // Blank cannot be sent; past 500 characters nothing typed is cut: the count says by how much.
  await messageField(ownerPage).fill('   ');
  await expect(ownerPage.getByRole('button', { name: 'Send' })).toBeDisabled();
  await messageField(ownerPage).fill('x'.repeat(600));
  await expect(messageField(ownerPage)).toHaveValue('x'.repeat(600));
  await expect(ownerPage.getByText('100 characters too many')).toBeVisible();
  await expect(messageField(ownerPage)).toHaveAttribute('aria-invalid', 'true');
  await expect(ownerPage.getByRole('button', { name: 'Send' })).toBeDisabled();

  // The guest closes the chat (Escape); ten replies make the badge '9+'.
  await messageField(guestPage).press('Escape');
  await expect(messageField(guestPage)).toHaveCount(0);
  await expect(chatButton(guestPage)).toBeFocused();
  // Opened again by keyboard (its code is here now): the focus goes to the message field again.
  await guestPage.keyboard.press('Enter');
  await expect(messageField(guestPage)).toBeFocused();
  await guestPage.keyboard.press('Escape');
  await expect(chatButton(guestPage)).toBeFocused();
  for (let i = 1; i <= 10; i += 1) await send(ownerPage, `Reply ${i}`);
  await expect(guestPage.getByRole('button', { name: 'Chat 9+ unread' })).toBeVisible();
  await expect(guestPage.getByRole('list', { name: 'New chat messages' })).toContainText(
    'Reply 10',
  );

  // Unread survives a reload; reading clears it, and that survives a reload too.
  const readMark = adminDb().doc(`events/${event.id}/chatReads/${guest.uid}`);
  const readAt = async () => (await readMark.get()).get('readAt')?.toMillis() ?? 0;
  const readBefore = await readAt();
  await guestPage.reload();
  await joinEventFromForm(guestPage, event.name, 'Guest');
  await expect(guestPage.getByRole('button', { name: 'Chat 9+ unread' })).toBeVisible();
  await chatButton(guestPage).click();
  await expect(messageLog(guestPage)).toContainText('Reply 10');
  await expect(guestPage.getByRole('button', { name: 'Chat', exact: true })).toBeVisible();
  // The read mark is written as the chat opens; a reload a moment later must find it stored.
  await expect.poll(readAt).toBeGreaterThan(readBefore);
  await guestPage.reload();
  await joinEventFromForm(guestPage, event.name, 'Guest');
  await expect(chatButton(guestPage)).toBeVisible();
  await send(ownerPage, 'One more');
  await expect(guestPage.getByRole('button', { name: 'Chat 1 unread' })).toBeVisible();
});

test('an event admin removes and restores a message and bans its author from chat; others see no options', async ({
  ownerAndGuest,
}) => {
  test.setTimeout(150_000);
  const { ownerPage, guestPage } = ownerAndGuest;
  await chatButton(guestPage).click();
  await send(guestPage, 'Buy cheap stuff');
  await chatButton(ownerPage).click();
  await send(ownerPage, 'Welcome, everyone');

  const ownerLog = messageLog(ownerPage);
  const spam = ownerLog.getByRole('listitem').filter({ hasText: 'Buy cheap stuff' });
  const own = ownerLog.getByRole('listitem').filter({ hasText: 'Welcome, everyone' });
  // Never on oneself; never for non-admins.
  await expect(own.getByRole('button', { name: /Chat options/ })).toHaveCount(0);
  await expect(messageLog(guestPage).getByRole('button', { name: /Chat options/ })).toHaveCount(0);

  await spam.getByRole('button', { name: "Chat options for Guest's message" }).click();
  await spam.getByRole('button', { name: 'Remove message' }).click();
  await expect(spam).toContainText('This message was removed.');
  await expect(messageLog(guestPage)).not.toContainText('Buy cheap stuff');
  await expect(messageLog(guestPage)).toContainText('Welcome, everyone');

  await spam.getByRole('button', { name: "Chat options for Guest's message" }).click();
  await spam.getByRole('button', { name: 'Restore message' }).click();
  await expect(spam).not.toContainText('This message was removed.');
  await expect(messageLog(guestPage)).toContainText('Buy cheap stuff');

  await spam.getByRole('button', { name: "Chat options for Guest's message" }).click();
  await spam.getByRole('button', { name: 'Ban from chat' }).click();
  await expect(spam).toContainText('Banned from chat');
  await expect(guestPage.getByText('You have been banned from chat.')).toBeVisible();
  await expect(messageField(guestPage)).toHaveCount(0);
  // Kept with the test's results: what a moderator sees (removed and banned marks, options).
  await ownerPage.screenshot({ path: test.info().outputPath('moderator-chat.png') });

  await spam.getByRole('button', { name: "Chat options for Guest's message" }).click();
  await spam.getByRole('button', { name: 'Un-ban from chat' }).click();
  await expect(spam).not.toContainText('Banned from chat');
  await send(guestPage, 'Sorry about that');
  await expect(ownerLog).toContainText('Sorry about that');
});

test('a chat read back a page keeps every message when its listener falls behind by more than a page', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const owner = await createAccount();
  const event = await createEvent(owner.uid);
  const messages = adminDb().collection(`events/${event.id}/messages`);
  const base = Date.now() - 60_000;
  /** Lines `from` to `to` in one batch: the listener gets them in one snapshot. */
  const write = async (from: number, to: number) => {
    const batch = adminDb().batch();
    for (let n = from; n <= to; n += 1) {
      batch.set(messages.doc(), {
        message: `Line ${n}`,
        author: 'talker',
        authorName: 'Talker',
        timestamp: Timestamp.fromMillis(base + n * 100),
        removed: false,
        bannedAuthor: false,
      });
    }
    await batch.commit();
  };
  await write(1, 35);

  const page = await (await browser.newContext()).newPage();
  await signIn(page, `/event/${event.slug}`, owner);
  await joinEventFromForm(page, event.name, 'Owner');
  await chatButton(page).click();
  const shownLines = async () =>
    (await messageLog(page).getByRole('listitem').allTextContents()).map((text) =>
      Number(/Line (\d+)/.exec(text)?.[1]),
    );
  const lines = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => from + i);
  // The latest page is 6 to 35; reading back one page brings 1 to 5.
  await expect.poll(shownLines).toEqual(lines(6, 35));
  await page.getByRole('button', { name: 'Load earlier messages' }).click();
  await expect.poll(shownLines).toEqual(lines(1, 35));

  // Forty lines arrive in one snapshot, as a listener that fell behind (a saturated machine, a
  // stalled stream) is served what came meanwhile: the new live page (46 to 75) shares nothing
  // with the one it had (6 to 35). Lines 36 to 45 were never in any snapshot; they are read once,
  // so the log shows no hole.
  await write(36, 75);
  await expect.poll(shownLines).toEqual(lines(1, 75));

  // Two hundred more at once: a gap past what is read back (four pages) is not filled; the log
  // is the newest page again, whole, and reading back goes on from it without a hole.
  await write(76, 275);
  await expect.poll(shownLines).toEqual(lines(246, 275));
  await page.getByRole('button', { name: 'Load earlier messages' }).click();
  await expect.poll(shownLines).toEqual(lines(216, 275));
});
