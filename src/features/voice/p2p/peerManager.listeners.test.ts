import { describe, expect, it } from 'vitest';
import { PeerManager, type PeerTransport } from './peerManager';

/**
 * A stage speaker and the event's global-audio listeners (src/features/globalAudio): listen-only
 * participants in no room. The speaker's voice loop counts the announced ones as present
 * (VoiceWorld.listeners), so its PeerManager serves their one-way stage requests within the same
 * stage budget and queue as the room's listeners, and lets them go once they are no longer
 * announced (a closed page), as it does with people who leave the room.
 */
function speaker(stageBudget: number) {
  const log: string[] = [];
  const sending = new Set<string>();
  const transport: PeerTransport = {
    open: (id, initiator) => log.push(`open ${id}${initiator ? ' offer' : ''}`),
    close: (id) => log.push(`close ${id}`),
    send: (id, kind, detail) => log.push(`${kind} ${id}${detail ? ` ${detail}` : ''}`),
    setSending: (id, on) => (on ? sending.add(id) : sending.delete(id)),
  };
  let time = 0;
  const manager = new PeerManager(
    'b-speaker',
    transport,
    () => time,
    () => ({ cap: 8, stageBudget }),
  );
  return { manager, log, sending, advance: (ms: number) => (time += ms) };
}

// Ids after the speaker's: the speaker offers (the smaller id offers).
const room = ['neighbour'];
const present = (...listeners: string[]) => new Set([...room, ...listeners]);

describe('PeerManager: global-audio listeners of a stage speaker', () => {
  it('ignores a stage request from someone neither in the room nor announced', () => {
    const { manager, log } = speaker(40);
    manager.setPlan([], present());
    manager.onRequest('page', 'stage');
    expect(manager.connections()).toEqual([]);
    expect(log).toEqual([]);
    // A page with a smaller id offers itself: refused.
    manager.onRequest('a-page', 'stage');
    expect(manager.acceptOffer('a-page')).toBe(false);
    expect(log).toEqual(['bye a-page']);
  });

  it('serves an announced listener one way, sending its voice and asking for nothing', () => {
    const { manager, log, sending } = speaker(40);
    manager.setPlan([], present('page'));
    manager.onRequest('page', 'stage');
    expect(manager.connections()).toEqual(['page']);
    expect(log).toEqual(['open page offer']);
    expect([...sending]).toEqual(['page']);
    manager.onConnected('page');
    expect(manager.stageReach()).toEqual({ hearing: 1, waiting: [] });
  });

  it('shares the stage budget and the queue with the room, first come first served', () => {
    const { manager, log, advance } = speaker(1);
    manager.setPlan([], present('page'));
    manager.onRequest('neighbour', 'stage');
    advance(10);
    manager.onRequest('page', 'stage');
    expect(manager.connections()).toEqual(['neighbour']);
    expect(log).toContain('queued page 0');
    expect(manager.stageReach().waiting).toEqual(['page']);
    // The neighbour stops listening: the page's turn.
    manager.onRelease('neighbour');
    expect(manager.connections()).toEqual(['page']);
  });

  it('lets a listener go when it is no longer announced (its page closed silently)', () => {
    const { manager, log } = speaker(40);
    manager.setPlan([], present('page'));
    manager.onRequest('page', 'stage');
    log.length = 0;
    manager.setPlan([], present());
    expect(log).toEqual(['close page', 'bye page']);
    expect(manager.connections()).toEqual([]);
    expect(manager.stageReach()).toEqual({ hearing: 0, waiting: [] });
  });
});
