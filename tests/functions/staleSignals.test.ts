// presence-sweepStaleSignals: the voice and screen-share signals a dead tab never read are
// deleted by the scheduled sweep, run through the functions emulator as Cloud Scheduler would
// call it; a signal just sent, which a live tab reads within seconds, stays.
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRESENCE } from '../../src/domain/constants';
import { adminDb, closeClients, signedInUser, type Client } from './support/emulators';
import { createEventFixture, type EventFixture } from './support/fixtures';
import { scheduledTriggerUrl } from './support/scheduled';

let creator: Client;
let event: EventFixture;
let other: EventFixture;

beforeAll(async () => {
  creator = await signedInUser();
  [event, other] = await Promise.all([
    createEventFixture({ creatorId: creator.uid }),
    createEventFixture({ creatorId: creator.uid }),
  ]);
}, 60_000);
afterAll(closeClients);

/** A signal as src/data/voiceSignals.ts sends it, stamped `agoMs` before now by the server. */
async function signal(eventId: string, to: string, agoMs: number): Promise<string> {
  const ref = await adminDb.collection(`events/${eventId}/signals`).add({
    from: 'sender',
    to,
    kind: 'offer',
    payload: '{"type":"offer","sdp":"v=0"}',
    sessionId: 'session-1',
    t: Date.now() - agoMs,
    seq: 1,
    at: Timestamp.fromMillis(Date.now() - agoMs),
  });
  return ref.path;
}

/** A screen share's signal (src/domain/share.ts), stamped `agoMs` before now by the server. */
async function shareSignal(eventId: string, to: string, agoMs: number): Promise<string> {
  const ref = await adminDb.collection(`events/${eventId}/shareSignals`).add({
    from: 'sharer',
    to,
    roomId: '_main',
    screenId: 'screen-1',
    session: 'page-1',
    kind: 'offer',
    payload: '{"type":"offer","sdp":"v=0"}',
    t: Date.now() - agoMs,
    seq: 1,
    at: Timestamp.fromMillis(Date.now() - agoMs),
  });
  return ref.path;
}

const exists = async (path: string) => (await adminDb.doc(path).get()).exists;

describe('the sweep of unread signals', () => {
  it('deletes what a dead tab never read, in every event, and keeps what was just sent', async () => {
    const stale = PRESENCE.staleAfterMs + 60_000;
    const forDeadTab = await signal(event.eventId, 'crashed-tab', stale);
    const elsewhere = await signal(other.eventId, 'crashed-tab', stale);
    const justSent = await signal(event.eventId, 'live-tab', 1_000);
    // Sent within the stale window: its recipient may still be connecting.
    const recent = await signal(event.eventId, 'live-tab', PRESENCE.staleAfterMs - 30_000);

    const response = await fetch(await scheduledTriggerUrl('presence-sweepStaleSignals'), {
      method: 'POST',
    });
    expect(response.status).toBe(200);
    expect(await exists(forDeadTab)).toBe(false);
    expect(await exists(elsewhere)).toBe(false);
    expect(await exists(justSent)).toBe(true);
    expect(await exists(recent)).toBe(true);
  });

  it("deletes a screen share's signals a dead tab never read, and keeps the fresh ones", async () => {
    const stale = PRESENCE.staleAfterMs + 60_000;
    const forDeadTab = await shareSignal(event.eventId, 'crashed-viewer', stale);
    const elsewhere = await shareSignal(other.eventId, 'crashed-viewer', stale);
    const justSent = await shareSignal(event.eventId, 'live-viewer', 1_000);

    const response = await fetch(await scheduledTriggerUrl('presence-sweepStaleSignals'), {
      method: 'POST',
    });
    expect(response.status).toBe(200);
    expect(await exists(forDeadTab)).toBe(false);
    expect(await exists(elsewhere)).toBe(false);
    expect(await exists(justSent)).toBe(true);
  });
});
