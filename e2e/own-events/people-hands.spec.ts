import { expect, test } from '../base';

/**
 * A raised hand shows in the attendees list (the world reads it from the person's position, so
 * the list reads no hands itself): the guest raises it by key, the owner's list marks them, and
 * lowering it takes the mark away.
 */
test('the attendees list marks someone whose hand is raised, and unmarks them when it is lowered', async ({
  ownerAndGuest,
}) => {
  test.setTimeout(120_000);
  const { ownerPage, guestPage } = ownerAndGuest;
  await ownerPage.getByRole('button', { name: 'Attendees', exact: true }).click();
  const people = ownerPage.getByRole('dialog', { name: 'Attendees' });
  const guestRow = people.getByRole('listitem').filter({ hasText: 'Guest' });
  await expect(guestRow).toBeVisible();
  await expect(guestRow).not.toContainText('hand raised');

  await guestPage.keyboard.press('h');
  await expect(guestPage.getByRole('button', { name: 'Lower hand' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(guestRow.getByRole('button', { name: 'Guest (hand raised)' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(guestRow).toContainText('✋');

  await guestPage.keyboard.press('h');
  await expect(guestRow).not.toContainText('hand raised', { timeout: 15_000 });
  await expect(guestRow).not.toContainText('✋');
});
