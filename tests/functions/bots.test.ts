import { spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BotStatus, StepBotsResult } from '../../src/domain/protocol/botCallables';
import { BOTS } from '../../src/domain/constants';
import { cellOf } from '../../src/domain/positions';
import {
  adminDb,
  anonymousClient,
  closeClients,
  expectCallError,
  signedInUser,
  unique,
  warmUp,
  type Client,
} from './support/emulators';
import { createEventFixture } from './support/fixtures';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

let staff: Client;
let user: Client;

beforeAll(async () => {
  [staff, user] = await Promise.all([signedInUser({ staff: true }), signedInUser()]);
  await warmUp(staff, {
    'admin-getBotStatus': { eventId: 'warm-up-missing-event' },
    'admin-addBots': { eventId: 'warm-up-missing-event' },
    'admin-removeBots': { eventId: 'warm-up-missing-event' },
    'admin-setBotMovement': { eventId: 'warm-up-missing-event', enabled: false },
    'admin-stepBots': { eventId: 'warm-up-missing-event' },
  });
}, 60_000);
afterAll(closeClients);

async function newEvent(rooms: string[] = []) {
  return (await createEventFixture({ creatorId: user.uid, rooms })).eventId;
}

const bots = async (eventId: string) =>
  (await adminDb.collection(`events/${eventId}/users`).where('isBot', '==', true).get()).docs;

const positions = async (eventId: string, roomId: string) =>
  new Map(
    (await adminDb.collection(`events/${eventId}/rooms/${roomId}/positions`).get()).docs.map(
      (doc) => [doc.id, doc.data()],
    ),
  );

describe('bots callables', () => {
  it('add 10 bots at a time into the main room, looking like joined users', async () => {
    const eventId = await newEvent(['second']);
    expect(await staff.call('admin-getBotStatus', { eventId })).toEqual({
      count: 0,
      movementEnabled: false,
    });
    expect(await staff.call<BotStatus>('admin-addBots', { eventId })).toEqual({
      count: BOTS.addBatch,
      movementEnabled: false,
    });
    expect((await staff.call<BotStatus>('admin-addBots', { eventId })).count).toBe(20);

    const users = await bots(eventId);
    expect(users.map((doc) => doc.get('name')).sort()).toEqual(
      Array.from({ length: 20 }, (_, i) => `Bot ${i + 1}`).sort(),
    );
    for (const doc of users) {
      expect(doc.id).toMatch(/^bot-/);
      expect(doc.data()).toMatchObject({ currentRoom: '_main', online: true, isBot: true });
      expect(doc.get('lastKeepAlive').toMillis()).toBeGreaterThan(Date.now() - 60_000);
    }
    const placed = await positions(eventId, '_main');
    expect(placed.size).toBe(20);
    for (const position of placed.values()) {
      // The fields and types firestore.rules' isValidPosition demands of a client's write.
      expect(Object.keys(position).sort()).toEqual(
        [
          'angle',
          'animal',
          'cell',
          'hand',
          'interval',
          'muted',
          'name',
          'reaction',
          't',
          'x',
          'y',
        ].sort(),
      );
      expect(position.name).toMatch(/^Bot \d+$/);
      expect(position.hand).toBe(false);
      expect(position.interval).toBe(1000);
      expect(position.cell).toBe(cellOf(position.x, position.y));
      expect(Math.hypot(position.x - 512, position.y - 512)).toBeLessThanOrEqual(
        BOTS.nearSpawnRadius,
      );
    }
  });

  it('add bots to a chosen room, and refuse one that does not exist', async () => {
    const eventId = await newEvent(['second']);
    await staff.call('admin-addBots', { eventId, roomId: 'second' });
    expect((await positions(eventId, 'second')).size).toBe(BOTS.addBatch);
    await expectCallError(
      staff.call('admin-addBots', { eventId, roomId: 'nowhere' }),
      'not-found',
      { reason: 'room_not_found' },
    );
  });

  it('move bots one step a second while movement is on, and not while it is off', async () => {
    const eventId = await newEvent();
    await staff.call('admin-addBots', { eventId });
    const before = await positions(eventId, '_main');

    const still = await staff.call<StepBotsResult>('admin-stepBots', { eventId });
    expect(still).toEqual({ count: BOTS.addBatch, movementEnabled: false, moved: false });
    expect(await positions(eventId, '_main')).toEqual(before);

    expect(await staff.call('admin-setBotMovement', { eventId, enabled: true })).toEqual({
      count: BOTS.addBatch,
      movementEnabled: true,
    });
    await new Promise((done) => setTimeout(done, BOTS.updateMs));
    expect((await staff.call<StepBotsResult>('admin-stepBots', { eventId })).moved).toBe(true);
    // A second page stepping at the same moment does not double the pace.
    expect((await staff.call<StepBotsResult>('admin-stepBots', { eventId })).moved).toBe(false);
    const after = await positions(eventId, '_main');
    for (const [id, position] of after) {
      const was = before.get(id)!;
      const stride = Math.hypot(position.x - was.x, position.y - was.y);
      expect(stride).toBeGreaterThan(0.5);
      expect(stride).toBeLessThan(4);
    }

    await staff.call('admin-setBotMovement', { eventId, enabled: false });
    expect((await staff.call<BotStatus>('admin-getBotStatus', { eventId })).movementEnabled).toBe(
      false,
    );
  });

  it('remove all bots, user and position documents, and nobody else', async () => {
    const eventId = await newEvent();
    await staff.call('admin-addBots', { eventId });
    await adminDb.doc(`events/${eventId}/users/${user.uid}`).set({ name: 'Person', online: true });
    await adminDb
      .doc(`events/${eventId}/rooms/_main/positions/${user.uid}`)
      .set({ x: 1, y: 1, angle: 0, interval: 500, cell: '0_0', t: new Date() });

    expect(await staff.call('admin-removeBots', { eventId })).toEqual({
      count: 0,
      movementEnabled: false,
    });
    expect(await bots(eventId)).toHaveLength(0);
    expect([...(await positions(eventId, '_main')).keys()]).toEqual([user.uid]);
    expect((await adminDb.doc(`events/${eventId}/users/${user.uid}`).get()).exists).toBe(true);
  });

  it('refuse everyone but staff, and answer not-found for a missing event', async () => {
    const eventId = await newEvent();
    const calls: Array<[string, Record<string, unknown>]> = [
      ['admin-getBotStatus', { eventId }],
      ['admin-addBots', { eventId }],
      ['admin-removeBots', { eventId }],
      ['admin-setBotMovement', { eventId, enabled: true }],
      ['admin-stepBots', { eventId }],
    ];
    for (const [name, payload] of calls) {
      // The event's own creator is not staff either.
      await expectCallError(user.call(name, payload), 'permission-denied', {
        message: 'Only site staff can do this.',
        reason: 'not_staff',
      });
      await expectCallError(anonymousClient().call(name, payload), 'unauthenticated');
      await expectCallError(
        staff.call(name, { ...payload, eventId: unique('missing') }),
        'not-found',
        { reason: 'event_doesnt_exist' },
      );
    }
    await expectCallError(
      staff.call('admin-setBotMovement', { eventId, enabled: 'yes' }),
      'invalid-argument',
    );
    expect(await bots(eventId)).toHaveLength(0);
  });
});

/** Runs scripts/bots.mjs; resolves with its output once `until` matches it (or it exits). */
function runBots(args: string[], until?: RegExp) {
  const child = spawn('node', ['scripts/bots.mjs', ...args], { cwd: root, env: process.env });
  let output = '';
  const exited = new Promise<number | null>((done) => child.on('close', done));
  const seen = new Promise<void>((done) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (until?.test(output)) done();
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    void exited.then(() => done());
  });
  return { child, exited, seen, output: () => output };
}

describe('npm run bots', () => {
  it('adds moving clustered bots, stops on SIGTERM and removes them', async () => {
    const eventId = await newEvent();
    const run = runBots(
      ['--event', eventId, '--room', '_main', '--count', '5', '--cluster', '--near', '100,200'],
      /Moving 5 bots/,
    );
    await run.seen;
    expect(run.output()).toContain('Added 5 bots to room _main');
    const first = await positions(eventId, '_main');
    await new Promise((done) => setTimeout(done, 2.5 * BOTS.updateMs));
    const later = await positions(eventId, '_main');
    expect(later.size).toBe(5);
    for (const [id, position] of later) {
      expect(position.t.toMillis()).toBeGreaterThan(first.get(id)!.t.toMillis());
      expect(Math.hypot(position.x - 100, position.y - 200)).toBeLessThanOrEqual(
        BOTS.clusterRadius * 1.5,
      );
    }
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    expect(run.output()).toMatch(/Stopped after \d+ steps/);

    const removal = runBots(['--event', eventId, '--remove']);
    expect(await removal.exited).toBe(0);
    expect(removal.output()).toContain('Removed 5 bots');
    expect(await bots(eventId)).toHaveLength(0);
    expect((await positions(eventId, '_main')).size).toBe(0);
  }, 40_000);

  it('explains its usage', async () => {
    const run = runBots(['--count', 'many']);
    expect(await run.exited).toBe(2);
    expect(run.output()).toContain('Usage: npm run bots');
  });
});
