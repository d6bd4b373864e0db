import { expect, type Browser, type Page } from '@playwright/test';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, type Timestamp } from 'firebase-admin/firestore';
import { cellOf } from '../src/domain/positions';
import { adminDb } from './support';
import {
  eventDoc,
  eventUserDoc,
  memberDoc,
  positionDoc,
  restrictedAccessDoc,
  roomDoc,
} from '../src/domain/protocol/paths';

const PASSWORD = 'password-123';

function unique(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
}

/** A signed-up e-mail account in the Auth emulator. */
export async function createAccount(options: { staff?: boolean; email?: string } = {}) {
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';
  adminDb();
  const email = options.email ?? `${unique('user')}@example.com`;
  const user = await getAuth().createUser({ email, password: PASSWORD });
  if (options.staff) await getAuth().setCustomUserClaims(user.uid, { staff: true });
  return { uid: user.uid, email, password: PASSWORD };
}

export interface EventFixture {
  id: string;
  slug: string;
  name: string;
}

/** An event written directly with the admin SDK (like createNewEvent would). */
export async function createEvent(
  creatorId: string,
  access: Partial<{ isClosed: boolean; accessType: 'public' | 'password' | 'invite' }> = {},
  extra: { archived?: boolean; eventPassword?: string; approvedEmails?: string[] } = {},
): Promise<EventFixture> {
  const db = adminDb();
  const slug = unique('ev');
  const id = unique('id');
  const name = `Event ${slug.slice(-4)}`;
  await db.doc(eventDoc(id)).set({
    name,
    slug,
    defaultSlug: slug,
    creatorId,
    paymentPointer: null,
    access: { isClosed: false, publicEditingEnabled: false, accessType: 'public', ...access },
    config: { instancingEnabled: false, inviteUsersPromptDismissed: false },
    eventStage: { participants: {} },
    archived: extra.archived === true,
  });
  await db.doc(restrictedAccessDoc(id)).set({
    eventPassword: extra.eventPassword ?? null,
    approvedEmails: extra.approvedEmails ?? [],
  });
  await db
    .doc(roomDoc(id, '_main'))
    .set({ name: 'Main', audioAttenuation: null, audioRolloff: null });
  await db.doc(`slugs/${slug}`).set({ eventId: id });
  return { id, slug, name };
}

export async function setMember(
  eventId: string,
  uid: string,
  fields: Partial<{
    banned: boolean;
    earlyAccess: boolean;
    granted: boolean;
    roles: Record<string, boolean>;
  }>,
) {
  await adminDb()
    .doc(memberDoc(eventId, uid))
    .set(
      {
        granted: false,
        banned: false,
        earlyAccess: false,
        roles: {},
        grantedAt: FieldValue.serverTimestamp(),
        ...fields,
      },
      { merge: true },
    );
}

/** Opens a page that asks for sign-in and signs in with e-mail and password. */
export async function signIn(
  page: Page,
  path: string,
  account: { email: string; password: string },
) {
  await page.goto(path);
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in with e-mail' }).click();
  await expect(page.getByLabel('E-mail')).toHaveCount(0, { timeout: 15_000 });
}

/** Joins the event whose join form is on screen (picking the default animal). */
export async function joinEventFromForm(page: Page, eventName: string, name: string) {
  const form = page.getByRole('dialog', { name: `Join ${eventName}` });
  await expect(form).toBeVisible({ timeout: 20_000 });
  await form.getByLabel('Your Name').fill(name);
  await form.getByRole('button', { name: 'Join now' }).click();
  // Accounts that have never picked an animal are asked to right after the form.
  const picker = page.getByRole('dialog', { name: 'Pick your animal' });
  const inWorld = () => Boolean(window.__menagerie);
  await Promise.race([
    picker.waitFor({ timeout: 30_000 }),
    page.waitForFunction(inWorld, undefined, { timeout: 30_000 }),
  ]);
  if (await picker.isVisible()) {
    await expect(picker.getByText('Pick an animal below and join the event.')).toBeVisible();
    // Keyboard activation: the picker photographs 47 previews in the background, which on a
    // busy software renderer keeps Playwright's "stable" click check waiting for frames.
    await picker.getByRole('button', { name: "Let's go!" }).press('Enter');
  }
  await page.waitForFunction(inWorld, undefined, { timeout: 30_000 });
}

/** A new account's own new event, its owner signed in on `page` and joined as `name`. */
export async function ownerInOwnEvent(page: Page, name = 'Owner') {
  const owner = await createAccount();
  const event = await createEvent(owner.uid);
  await signIn(page, `/event/${event.slug}`, owner);
  await joinEventFromForm(page, event.name, name);
  return { owner, event };
}

/**
 * The event's creator and a guest account, each signed in in its own browser context and
 * joined into a new event. `prepare` runs after the event exists and before anyone opens it
 * (e.g. to place a room object).
 */
export async function ownerAndGuestInEvent(
  browser: Browser,
  prepare: (event: EventFixture) => Promise<unknown> = async () => undefined,
) {
  const owner = await createAccount();
  const guest = await createAccount();
  const event = await createEvent(owner.uid);
  await prepare(event);
  const ownerPage = await (await browser.newContext()).newPage();
  const guestPage = await (await browser.newContext()).newPage();
  await signIn(ownerPage, `/event/${event.slug}`, owner);
  await joinEventFromForm(ownerPage, event.name, 'Owner');
  await signIn(guestPage, `/event/${event.slug}`, guest);
  await joinEventFromForm(guestPage, event.name, 'Guest');
  return { owner, guest, event, ownerPage, guestPage };
}

/**
 * Someone online in an event without a browser: a granted member and an online event user
 * (the attendees list shows them), and with `at`, a position in the room (the world draws them,
 * the Nearby list names them). Returns their id; `remove` takes them out again.
 */
export async function addPresentPerson(
  eventId: string,
  name: string,
  at?: { roomId: string; x: number; y: number },
  /** Their last sign of life (keep-alive and position) when not now: a ghost's, long ago. */
  lastSeen?: Timestamp,
) {
  const db = adminDb();
  const uid = unique('person');
  await setMember(eventId, uid, { granted: true });
  await db.doc(eventUserDoc(eventId, uid)).set({
    name,
    sessionId: `session-${uid}`,
    avatar: 'fox',
    currentRoom: at?.roomId ?? '_main',
    online: true,
    banned: false,
    lastKeepAlive: lastSeen ?? FieldValue.serverTimestamp(),
    mutedTemporarily: false,
  });
  const position = at && db.doc(positionDoc(eventId, at.roomId, uid));
  await position?.set({
    x: at!.x,
    y: at!.y,
    angle: 0,
    interval: 1000,
    cell: cellOf(at!.x, at!.y),
    t: lastSeen ?? FieldValue.serverTimestamp(),
    name,
    animal: 'fox',
    muted: true,
    reaction: '',
    hand: false,
  });
  return {
    uid,
    remove: async () => {
      await position?.delete();
      await db.doc(eventUserDoc(eventId, uid)).delete();
    },
  };
}
