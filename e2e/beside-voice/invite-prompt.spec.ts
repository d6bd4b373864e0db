import { expectNoViolations } from '../axe';
import { expect, test } from '../base';
import { joinEventFromForm } from '../fixtures';
import { checkScreen, PHONE } from '../layout';
import { adminDb } from '../support';

test("an event's organiser is offered its link until dismissing the prompt, for good; attendees never see it", async ({
  ownerAndGuest,
}, testInfo) => {
  const { event, ownerPage, guestPage } = ownerAndGuest;
  const link = `${new URL(ownerPage.url()).origin}/event/${event.slug}`;
  const prompt = ownerPage.getByRole('region', { name: 'Invite people' });
  await expect(prompt).toContainText("Invite people: share this event's link.");
  await expect(guestPage.getByRole('region', { name: 'Invite people' })).toHaveCount(0);
  await expectNoViolations(ownerPage, "the organiser's invite prompt");
  await ownerPage.screenshot({ path: 'test-results/invite-prompt.png' });
  // Clear of the bottom bars and readable at the phone's and the laptop's size.
  await checkScreen(ownerPage, testInfo, 'invite prompt', prompt);
  await ownerPage.screenshot({ path: 'test-results/invite-prompt-laptop.png' });
  await ownerPage.setViewportSize(PHONE);
  await ownerPage.screenshot({ path: 'test-results/invite-prompt-phone.png' });
  await ownerPage.setViewportSize({ width: 960, height: 600 });

  await ownerPage.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await prompt.getByRole('button', { name: 'Copy link' }).click();
  await expect(prompt.getByRole('status')).toHaveText('Copied.');
  expect(await ownerPage.evaluate(() => navigator.clipboard.readText())).toBe(link);

  // Dismissed: stored on the event (the reference's field), so it stays gone after a reload.
  await prompt.getByRole('button', { name: 'Dismiss' }).click();
  await expect(prompt).toHaveCount(0);
  await expect
    .poll(async () => (await adminDb().doc(`events/${event.id}`).get()).get('config'))
    .toMatchObject({ inviteUsersPromptDismissed: true });
  await ownerPage.reload();
  await joinEventFromForm(ownerPage, event.name, 'Owner');
  await expect(ownerPage.getByRole('button', { name: 'Organizer' })).toBeVisible();
  await expect(prompt).toHaveCount(0);
});
