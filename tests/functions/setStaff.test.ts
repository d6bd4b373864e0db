import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getAuth } from 'firebase/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminAuth,
  anonymousClient,
  closeClients,
  expectCallError,
  signedInUser,
  unique,
  warmUp,
  type Client,
} from './support/emulators';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

let staff: Client;
let user: Client;

beforeAll(async () => {
  [staff, user] = await Promise.all([signedInUser({ staff: true }), signedInUser()]);
  await warmUp(staff, { 'admin-setStaff': { userId: 'warm-up-missing-user', staff: false } });
}, 60_000);
afterAll(closeClients);

const claimsOf = async (uid: string) => (await adminAuth.getUser(uid)).customClaims ?? {};

describe('admin-setStaff', () => {
  it('lets staff grant and remove the staff claim, keeping other claims', async () => {
    const target = await signedInUser();
    await adminAuth.setCustomUserClaims(target.uid, { beta: true });
    expect(await staff.call('admin-setStaff', { userId: target.uid, staff: true })).toEqual({
      userId: target.uid,
      staff: true,
    });
    expect(await claimsOf(target.uid)).toEqual({ beta: true, staff: true });

    // With a refreshed token the new staff member can use staff-only callables.
    await getAuth(target.app).currentUser!.getIdToken(true);
    await target.call('admin-setStaff', { userId: user.uid, staff: false });

    await staff.call('admin-setStaff', { userId: target.uid, staff: false });
    expect(await claimsOf(target.uid)).toEqual({ beta: true });
  });

  it('refuses callers without the staff claim', async () => {
    await expectCallError(
      user.call('admin-setStaff', { userId: user.uid, staff: true }),
      'permission-denied',
      { message: 'Only site staff can do this.', reason: 'not_staff' },
    );
    expect(await claimsOf(user.uid)).toEqual({});
  });

  it('answers not-found, invalid-argument and unauthenticated', async () => {
    await expectCallError(
      staff.call('admin-setStaff', { userId: unique('nobody'), staff: true }),
      'not-found',
      { message: "This user doesn't exist." },
    );
    await expectCallError(
      staff.call('admin-setStaff', { userId: user.uid, staff: 'yes' }),
      'invalid-argument',
      { fields: ['staff'] },
    );
    await expectCallError(
      anonymousClient().call('admin-setStaff', { userId: user.uid, staff: true }),
      'unauthenticated',
    );
  });
});

describe('scripts/set-staff.mjs', () => {
  const run = (...args: string[]) =>
    spawnSync('node', ['scripts/set-staff.mjs', ...args], {
      cwd: root,
      encoding: 'utf8',
      env: process.env,
    });

  it('grants and removes the staff claim by e-mail', async () => {
    const target = await signedInUser();
    await adminAuth.setCustomUserClaims(target.uid, { beta: true });
    const grant = run(target.email);
    expect(grant.status, grant.stderr).toBe(0);
    expect(grant.stdout).toContain('is now staff');
    expect(await claimsOf(target.uid)).toEqual({ beta: true, staff: true });

    const remove = run(target.email, '--remove');
    expect(remove.status, remove.stderr).toBe(0);
    expect(await claimsOf(target.uid)).toEqual({ beta: true });
  });

  it('fails for an unknown e-mail and without arguments', () => {
    const unknown = run(`${unique('nobody')}@functions.menagerie.test`);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('No user with e-mail');
    expect(run().status).toBe(2);
  });
});
