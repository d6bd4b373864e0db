import { expect, test, type Locator, type Page } from '../base';
import { expectNoViolations } from '../axe';
import { createAccount, createEvent, signIn, type EventFixture } from '../fixtures';
import { adminDb } from '../support';
import { checkScreen } from '../layout';
import { LOCKS } from '../locks';

test.describe.configure({ lock: [LOCKS.globalSettings] });

/** The Stripe fake beside the emulators (scripts/stripe-fake), standing in for Stripe.js. */
const FAKE = `http://127.0.0.1:${process.env.STRIPE_FAKE_PORT ?? '12111'}`;
const settingsDoc = () => adminDb().doc('settings/global');

/** An organiser with one event of their own in their profile (as createNewEvent writes it). */
async function organiserWithEvent() {
  const person = await createAccount();
  const event = await createEvent(person.uid);
  await adminDb()
    .doc(`profiles/${person.uid}`)
    .set(
      { createdEvents: { [event.id]: { name: event.name, slug: event.slug } } },
      { merge: true },
    );
  return { person, event };
}

async function createBillingAccount(page: Page, name: string) {
  await expect(page.getByRole('heading', { name: 'Your Billing Accounts' })).toBeVisible();
  await page.getByLabel('Account name (optional)').fill(name);
  await page.getByRole('button', { name: 'Create billing account' }).click();
  // An account without a name is called 'Billing account'.
  await expect(
    page.getByRole('heading', { name: name || 'Billing account', exact: true }),
  ).toBeVisible({
    timeout: 30_000,
  });
  await expect(page).toHaveURL(/\/user\/billing\/account\/[^/]+$/);
}

/**
 * What Stripe.js would do with the card typed into the dialog: the fake confirms the dialog's
 * SetupIntent with that card number, then the dialog is closed.
 */
async function confirmCardInFake(dialog: Locator, number: string) {
  const setupIntentId = await dialog
    .locator('[data-setup-intent]')
    .getAttribute('data-setup-intent');
  expect(setupIntentId).toMatch(/^seti_/);
  const confirmed = await fetch(`${FAKE}/test/setup_intents/${setupIntentId}/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ card: { number, exp_month: 4, exp_year: 2031 }, name: 'Ada Organiser' }),
  });
  expect(confirmed.status).toBe(200);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
}

/** Add card: offline the form says Stripe cannot be reached; the fake confirms the intent. */
async function addCard(page: Page) {
  await page.getByRole('button', { name: 'Add card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add card' });
  await expect(dialog.getByRole('alert')).toHaveText(
    /^The card form could not load: Stripe cannot be reached\./,
    { timeout: 30_000 },
  );
  await page.screenshot({ path: 'test-results/billing-card-unreachable.png' });
  await expectNoViolations(page, 'the add-card dialog');
  await confirmCardInFake(dialog, '4242424242424242');
  const card = page.locator('.billing-card');
  await expect(card).toHaveCount(1, { timeout: 30_000 });
  await expect(card).toContainText('Visa •••• 4242, expires 04/2031');
  await expect(card).toContainText('Ada Organiser');
  await card.getByRole('button', { name: /^Set default: Visa/ }).click();
  await expect(card.getByText('Default', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(card.getByRole('button', { name: /^Set default/ })).toHaveCount(0);
}

async function subscribe(page: Page, event: EventFixture) {
  await page.getByRole('button', { name: 'Create subscription' }).click();
  const wizard = page.getByRole('dialog', { name: 'Create subscription' });
  await expect(wizard.getByText('Subscriptions are disabled.')).toHaveCount(0);
  await wizard.getByLabel('Creator/Community: Regular').check();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByLabel('Visa •••• 4242, expires 04/2031')).toBeChecked();
  await wizard.getByRole('button', { name: 'Subscribe' }).click();
  const created = page.getByRole('dialog', { name: 'Subscription Created' });
  await expect(created).toBeVisible({ timeout: 60_000 });
  await created.getByRole('button', { name: `Add ${event.name}` }).click();
  const row = created.locator(`[data-event-id="${event.id}"]`);
  await expect(row.getByText('Connected', { exact: true })).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: 'test-results/billing-subscription-created.png' });
  await expectNoViolations(page, 'the Subscription Created step');
  await created.getByRole('button', { name: 'Done' }).click();
}

test('an organiser creates a billing account, adds a card, subscribes, connects an event, cancels and undoes', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const before = (await settingsDoc().get()).data() ?? {};
  const { person, event } = await organiserWithEvent();
  // A second event of theirs, already paid for by another subscription.
  const other = await createEvent(person.uid);
  await adminDb()
    .doc(`events/${other.id}`)
    .update({
      connectedSubscription: {
        billingAccountId: 'another-account',
        subscriptionId: 'sub_another',
        currentPeriodStart: 0,
      },
    });
  await adminDb()
    .doc(`profiles/${person.uid}`)
    .set(
      { createdEvents: { [other.id]: { name: other.name, slug: other.slug } } },
      { merge: true },
    );
  try {
    // Staff switch subscriptions on (what the /admin toggle writes).
    await settingsDoc().set({ subscriptionsEnabled: true }, { merge: true });
    await signIn(page, '/user/billing', person);
    await expect(page.getByText('You have no billing accounts.')).toBeVisible();
    await expect(page.getByText('Subscriptions are disabled.')).toHaveCount(0);
    await expectNoViolations(page, '/user/billing');

    await createBillingAccount(page, 'Ada Events');
    await expect(page.getByRole('link', { name: 'Back to billing accounts' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Active subscriptions' })).toBeVisible();
    await addCard(page);
    await page.screenshot({ path: 'test-results/billing-account.png', fullPage: true });
    await expectNoViolations(page, 'the billing account page');
    await checkScreen(page, test.info(), 'billing account', page.locator('.billing-card'));

    await subscribe(page, event);
    await expect(page).toHaveURL(/\/subscription\/[^/]+$/);
    await expect(page.getByRole('heading', { name: 'Creator/Community · Regular' })).toBeVisible();
    await expect(page.getByTestId('subscription-status')).toHaveText('active');
    await expect(page.getByTestId('subscription-usage')).toHaveText('0.0 hours');
    await checkScreen(page, test.info(), 'subscription', page.getByTestId('subscription-usage'));
    // The current period's usage (what the quota's accumulation writes) shows as hours, live.
    const [, accountId, subscriptionId] =
      /\/account\/([^/]+)\/subscription\/([^/]+)$/.exec(page.url()) ?? [];
    const subscriptionRef = adminDb().doc(
      `billingAccounts/${accountId}/subscriptions/${subscriptionId}`,
    );
    const periodStart = (await subscriptionRef.get()).get('current_period_start') as number;
    await subscriptionRef.collection('usage').doc(String(periodStart)).set({ totalUsage: 100 });
    await expect(page.getByTestId('subscription-usage')).toHaveText('1.7 hours');
    const row = page.locator(`[data-event-id="${event.id}"]`);
    await expect(row.getByText('Connected', { exact: true })).toBeVisible();
    await expect(
      page.locator(`[data-event-id="${other.id}"]`).getByText('Connected to other subscription'),
    ).toBeVisible();
    const connected = (await adminDb().doc(`events/${event.id}`).get()).get(
      'connectedSubscription',
    );
    expect(connected?.subscriptionId).toMatch(/^sub_/);
    await expect(page.getByRole('table')).toContainText('$20.00', { timeout: 30_000 });

    // Disconnect and connect again from the subscription page.
    await row.getByRole('button', { name: `Disconnect ${event.name}` }).click();
    await expect(row.getByRole('button', { name: `Add ${event.name}` })).toBeVisible({
      timeout: 30_000,
    });
    expect(
      (await adminDb().doc(`events/${event.id}`).get()).get('connectedSubscription'),
    ).toBeFalsy();
    await row.getByRole('button', { name: `Add ${event.name}` }).click();
    await expect(row.getByText('Connected', { exact: true })).toBeVisible({ timeout: 30_000 });

    // Cancel (asked first), then undo.
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel subscription' });
    await expect(confirm.getByRole('button', { name: 'Cancel', exact: true })).toBeFocused();
    await confirm.getByRole('button', { name: 'Cancel subscription' }).click();
    await expect(
      page.getByText(/^Pending cancellation: the subscription expires on \d{4}-\d{2}-\d{2}\.$/),
    ).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('button', { name: 'Cancel subscription' })).toHaveCount(0);
    await page.screenshot({
      path: 'test-results/billing-subscription-cancelling.png',
      fullPage: true,
    });
    await expectNoViolations(page, 'the subscription page');
    await page.getByRole('button', { name: 'Undo cancellation' }).click();
    await expect(page.getByRole('button', { name: 'Cancel subscription' })).toBeVisible({
      timeout: 30_000,
    });

    // The only card pays for an active subscription: it cannot be deleted, and the page says why.
    await page.getByRole('link', { name: 'Back to billing account' }).click();
    await page.getByRole('button', { name: /^Delete card: Visa/ }).click();
    const refusal = page.locator('.billing-refusal');
    await expect(refusal).toContainText('Unable to delete the card.');
    await expect(refusal).toContainText(
      'Please remove this card from the following subscriptions:',
    );
    await expect(refusal.getByRole('link', { name: 'Creator/Community · Regular' })).toBeVisible();
    await page.screenshot({ path: 'test-results/billing-card-refusal.png', fullPage: true });

    // A second card pays for the subscription instead (Change payment method), after which the
    // first one may go.
    await page.getByRole('button', { name: 'Add card' }).click();
    await confirmCardInFake(page.getByRole('dialog', { name: 'Add card' }), '5555555555554444');
    await expect(page.locator('.billing-card')).toHaveCount(2, { timeout: 30_000 });
    await page.getByRole('link', { name: 'Creator/Community · Regular' }).first().click();
    const method = page.getByLabel('Card that pays for this subscription');
    await method.selectOption({ label: 'Mastercard •••• 4444, expires 04/2031' });
    await page.getByRole('button', { name: 'Change payment method' }).click();
    await expect
      .poll(async () => (await subscriptionRef.get()).get('default_payment_method'), {
        timeout: 30_000,
      })
      .toBe(await method.inputValue());
    await expect(page.getByRole('button', { name: 'Change payment method' })).toBeDisabled();
    // Refresh reads the subscription from Stripe again; it stays as it is.
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByTestId('subscription-status')).toHaveText('active');
    await expect(page.getByRole('button', { name: 'Refresh' })).toBeEnabled({ timeout: 30_000 });
    await page.getByRole('link', { name: 'Back to billing account' }).click();
    await page.getByRole('button', { name: /^Delete card: Visa/ }).click();
    await page
      .getByRole('dialog', { name: 'Delete card' })
      .getByRole('button', { name: 'Delete card' })
      .click();
    await expect(page.locator('.billing-card')).toHaveCount(1, { timeout: 30_000 });
    await expect(page.locator('.billing-card')).toContainText('Mastercard •••• 4444');
  } finally {
    await settingsDoc().set(before);
  }
});

test('with subscriptions off the plans are shown disabled under the closing banner', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const before = (await settingsDoc().get()).data() ?? {};
  const { person } = await organiserWithEvent();
  try {
    await settingsDoc().set({ subscriptionsEnabled: false }, { merge: true });
    await signIn(page, '/user/billing', person);
    await expect(page.getByText('Subscriptions are disabled.')).toBeVisible();
    await createBillingAccount(page, '');
    await page.getByRole('button', { name: 'Create subscription' }).click();
    const wizard = page.getByRole('dialog', { name: 'Create subscription' });
    await expect(wizard.getByText('Subscriptions are disabled.')).toBeVisible();
    for (const label of [
      'Creator/Community: Regular',
      'Event Organizers: Regular',
      'Companies (over 50 employees): 150-user',
    ]) {
      await expect(wizard.getByLabel(label)).toBeDisabled();
    }
    await expect(wizard.getByText('$20/month')).toBeVisible();
    await expect(wizard.getByRole('button', { name: 'Next' })).toBeDisabled();
    await wizard.evaluate((dialog) => dialog.scrollTo(0, 0));
    await page.screenshot({ path: 'test-results/billing-plans-disabled.png' });
    await expectNoViolations(page, 'the disabled plans');
    await page.keyboard.press('Escape');
    await expect(wizard).toHaveCount(0);

    // Without subscriptions a card may be deleted: asked first, then gone (live).
    await addCard(page);
    await page.getByRole('button', { name: /^Delete card: Visa/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete card' });
    await expect(confirm.getByText(/^Delete Visa •••• 4242, expires 04\/2031\?/)).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete card' }).click();
    await expect(page.locator('.billing-card')).toHaveCount(0, { timeout: 30_000 });
    await expect(page.getByText('No cards yet.')).toBeVisible();
  } finally {
    await settingsDoc().set(before);
  }
});

test('upgrading an event finds or creates a billing account and opens the upgrade dialog', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { person, event } = await organiserWithEvent();
  await signIn(page, `/user/billing/upgrade-event/${event.id}`, person);
  await expect(page).toHaveURL(new RegExp(`/user/billing/account/[^/]+/create/${event.id}$`), {
    timeout: 30_000,
  });
  const owned = await adminDb()
    .collection('billingAccounts')
    .where('owners', 'array-contains', person.uid)
    .get();
  expect(owned.size).toBe(1);
  const dialog = page.getByRole('dialog', { name: 'Upgrade event' });
  await expect(dialog.getByRole('button', { name: 'Create a new subscription' })).toBeVisible();
  await expect(
    dialog.getByText('This billing account has no active subscription yet'),
  ).toBeVisible();
  await page.screenshot({ path: 'test-results/billing-upgrade-event.png' });
  await expectNoViolations(page, 'the upgrade dialog');
  // On a phone too: its two buttons once squeezed 'Close' to a letter a line.
  await checkScreen(page, test.info(), 'upgrade event', dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/user/billing/account/${owned.docs[0]!.id}$`));

  // A second upgrade finds the same account instead of creating another.
  await page.goto(`/user/billing/upgrade-event/${event.id}`);
  await expect(page).toHaveURL(new RegExp(`/account/${owned.docs[0]!.id}/create/${event.id}$`), {
    timeout: 30_000,
  });
});
