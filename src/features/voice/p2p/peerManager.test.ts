import { describe, expect, it } from 'vitest';
import type { HeardVoice } from '../../../domain/voice';
import { PeerManager, type PeerTransport } from './peerManager';

/** Records what the manager asks of the transport. */
function fakeTransport() {
  const log: string[] = [];
  const open = new Set<string>();
  const sending = new Set<string>();
  const transport: PeerTransport = {
    open: (id, initiator) => {
      open.add(id);
      log.push(`open ${id}${initiator ? ' offer' : ''}`);
    },
    close: (id) => {
      open.delete(id);
      log.push(`close ${id}`);
    },
    send: (id, kind, detail) => log.push(`${kind} ${id}${detail ? ` ${detail}` : ''}`),
    setSending: (id, on) => (on ? sending.add(id) : sending.delete(id)),
  };
  return { transport, log, open, sending };
}

const near = (id: string): HeardVoice => ({ id, reason: 'near', gain: 0.5, spatial: true });
const stage = (id: string): HeardVoice => ({ id, reason: 'stage', gain: 1, spatial: false });
const everyone = (...ids: string[]) => new Set(ids);

function setup(selfId = 'm', cap = 8, stageBudget = 40) {
  let time = 0;
  const fake = fakeTransport();
  const manager = new PeerManager(
    selfId,
    fake.transport,
    () => time,
    () => ({ cap, stageBudget }),
  );
  return { manager, ...fake, advance: (ms: number) => (time += ms) };
}

describe('PeerManager', () => {
  it('offers to a wanted peer with a larger id, and asks one with a smaller id for an offer', () => {
    const { manager, log } = setup('m');
    manager.setPlan([near('z'), near('a')], everyone('a', 'z'));
    expect(log).toEqual(['request z', 'request a', 'open z offer']);
    expect(manager.connections()).toEqual(['z']);
  });

  it('answers an offer from a smaller id when the budget allows, and counts it', () => {
    const { manager } = setup('m');
    manager.setPlan([near('a')], everyone('a'));
    expect(manager.acceptOffer('a')).toBe(true);
    expect(manager.connections()).toEqual(['a']);
  });

  it('opens a connection another peer requests even if its own plan does not want it', () => {
    const { manager, log } = setup('a');
    manager.setPlan([], everyone('b'));
    manager.onRequest('b');
    expect(log).toEqual(['open b offer']);
  });

  it('never holds more connections than the cap, refusing extra offers with a bye', () => {
    const { manager, log } = setup('m', 2);
    manager.setPlan([near('x'), near('y')], everyone('a', 'x', 'y'));
    expect(manager.acceptOffer('a')).toBe(false);
    expect(log).toContain('bye a');
    expect(manager.connections()).toHaveLength(2);
    for (const id of ['n', 'o', 'p']) manager.onRequest(id);
    expect(manager.connections()).toHaveLength(2);
  });

  it('closes a connection neither side wants any more, and says bye', () => {
    const { manager, log } = setup('a');
    manager.setPlan([near('b')], everyone('b'));
    log.length = 0;
    manager.setPlan([], everyone('b'));
    expect(log).toEqual(['release b', 'close b', 'bye b']);
    expect(manager.connections()).toEqual([]);
  });

  it('keeps a connection the other side still wants', () => {
    const { manager, log } = setup('a');
    manager.setPlan([near('b')], everyone('b'));
    manager.onRequest('b');
    log.length = 0;
    manager.setPlan([], everyone('b'));
    expect(log).toEqual(['release b']);
    expect(manager.connections()).toEqual(['b']);
    manager.onRelease('b');
    expect(log).toEqual(['release b', 'close b', 'bye b']);
  });

  it('retries a refused or failed connection only after the reconnect delay', () => {
    const { manager, log, advance } = setup('a');
    manager.setPlan([near('b')], everyone('b'));
    manager.onBye('b');
    log.length = 0;
    advance(1000);
    manager.setPlan([near('b')], everyone('b'));
    expect(log).toEqual([]);
    advance(1000);
    manager.setPlan([near('b')], everyone('b'));
    expect(log).toEqual(['open b offer']);
    manager.onFailed('b');
    expect(manager.connections()).toEqual([]);
  });

  it('repeats a request for an offer every reconnect delay while it has none', () => {
    const { manager, log, advance } = setup('z');
    manager.setPlan([near('a')], everyone('a'));
    advance(500);
    manager.setPlan([near('a')], everyone('a'));
    expect(log).toEqual(['request a']);
    advance(1500);
    manager.setPlan([near('a')], everyone('a'));
    expect(log).toEqual(['request a', 'request a']);
  });

  it('stops asking a peer that never answers after 5 attempts, until it speaks up', () => {
    const { manager, log, advance } = setup('z');
    for (let i = 0; i < 10; i++) {
      manager.setPlan([near('a')], everyone('a'));
      advance(2000);
    }
    expect(log.filter((line) => line === 'request a')).toHaveLength(5);
    manager.onRequest('a');
    manager.setPlan([near('a')], everyone('a'));
    expect(log.filter((line) => line === 'request a')).toHaveLength(6);
  });

  it('forgets requests from people who left the room', () => {
    const { manager, log } = setup('a');
    manager.setPlan([], everyone('b'));
    manager.onRequest('b');
    log.length = 0;
    manager.setPlan([], everyone());
    expect(log).toEqual(['close b', 'bye b']);
  });

  it('resolves a pair without glare: exactly one side offers', () => {
    const a = setup('a');
    const b = setup('b');
    a.manager.setPlan([near('b')], everyone('b'));
    b.manager.setPlan([near('a')], everyone('a'));
    const offers = [...a.log, ...b.log].filter((line) => line.endsWith('offer'));
    expect(offers).toEqual(['open b offer']);
  });

  it('stop closes every connection and tells the peers', () => {
    const { manager, log } = setup('a');
    manager.setPlan([near('b'), near('c')], everyone('b', 'c'));
    log.length = 0;
    manager.stop();
    expect(log).toEqual(['close b', 'bye b', 'close c', 'bye c']);
    expect(manager.connections()).toEqual([]);
  });
});

describe('PeerManager: one-way stage links and the stage budget', () => {
  it('asks a stage speaker for its stage voice, and sends nothing the speaker did not ask for', () => {
    const { manager, log, sending } = setup('a');
    manager.setPlan([stage('s')], everyone('s'));
    expect(log).toEqual(['request s stage', 'open s offer']);
    expect(sending.has('s')).toBe(false);
    expect(manager.sendsTo('s')).toBe(false);
    // The speaker's own plan wants the listener (near the stage): now both ways.
    manager.onRequest('s');
    expect(sending.has('s')).toBe(true);
    manager.onRelease('s');
    expect(sending.has('s')).toBe(false);
  });

  it('asks again when a voice becomes a stage voice (someone stepped onto the stage)', () => {
    const { manager, log } = setup('a');
    manager.setPlan([near('s')], everyone('s'));
    manager.setPlan([stage('s')], everyone('s'));
    expect(log.filter((line) => line.startsWith('request'))).toEqual([
      'request s',
      'request s stage',
    ]);
  });

  it('a speaker serves stage listeners beyond the mesh cap up to its budget, one way', () => {
    const { manager, log, sending } = setup('a', 2, 3);
    manager.setPlan([], everyone('b', 'c', 'd', 'e', 'f'));
    for (const id of ['b', 'c', 'd', 'e']) manager.onRequest(id, 'stage');
    expect(manager.connections()).toEqual(['b', 'c', 'd']);
    expect([...sending]).toEqual(['b', 'c', 'd']);
    // The fourth is told it waits, and where.
    expect(log).toContain('queued e 0');
    expect(manager.stageReach()).toEqual({ hearing: 0, waiting: ['e'] });
    for (const id of ['b', 'c', 'd']) manager.onConnected(id);
    expect(manager.stageReach().hearing).toBe(3);
    // Conversation stays within its own cap beside the stage audience.
    manager.onRequest('f');
    expect(manager.connections()).toEqual(['b', 'c', 'd', 'f']);
  });

  it('tells a waiting listener once, and again only when it asks again', () => {
    const { manager, log } = setup('a', 8, 1);
    manager.setPlan([], everyone('b', 'c'));
    manager.onRequest('b', 'stage');
    manager.onRequest('c', 'stage');
    manager.setPlan([], everyone('b', 'c'));
    expect(log.filter((line) => line.startsWith('queued'))).toEqual(['queued c 0']);
    manager.onRequest('c', 'stage');
    expect(log.filter((line) => line.startsWith('queued'))).toEqual(['queued c 0', 'queued c 0']);
  });

  it("refuses a waiting listener's offer with 'queued', not 'bye'", () => {
    const { manager, log } = setup('z', 8, 1);
    manager.setPlan([], everyone('a', 'b'));
    manager.onRequest('a', 'stage');
    manager.onRequest('b', 'stage');
    log.length = 0;
    expect(manager.acceptOffer('b')).toBe(false);
    expect(log).toEqual(['queued b 0']);
  });

  it('admits the first in line when a place frees: offers, or lets the listener offer', () => {
    const { manager, log, advance } = setup('m', 8, 1);
    manager.setPlan([], everyone('a', 'n', 'z'));
    manager.onRequest('n', 'stage');
    advance(10);
    manager.onRequest('a', 'stage');
    advance(10);
    manager.onRequest('z', 'stage');
    expect(manager.connections()).toEqual(['n']);
    expect(log.filter((line) => line.startsWith('queued'))).toEqual(['queued a 0', 'queued z 1']);
    log.length = 0;
    // 'n' leaves the stage's audience: 'a' (the smaller id, so it offers) is told to come.
    manager.onRelease('n');
    expect(log).toContain('admit a');
    expect(manager.acceptOffer('a')).toBe(true);
    // 'a' leaves too: this side offers to 'z' itself.
    log.length = 0;
    manager.onRelease('a');
    expect(log).toContain('open z offer');
  });

  it('a queued listener waits without asking again until admitted', () => {
    const { manager, log, advance } = setup('z');
    manager.setPlan([stage('a')], everyone('a'));
    manager.onQueued('a', 4);
    expect(manager.queue().get('a')).toEqual({ position: 4, since: 0 });
    log.length = 0;
    for (let i = 0; i < 5; i++) {
      advance(2000);
      manager.setPlan([stage('a')], everyone('a'));
    }
    expect(log).toEqual([]);
    manager.onAdmit('a');
    expect(log).toEqual(['request a stage']);
    expect(manager.acceptOffer('a')).toBe(true);
    manager.onConnected('a');
    expect(manager.queue().size).toBe(0);
  });

  it('closes its own offer when told it waits (the offering listener)', () => {
    const { manager, log } = setup('a');
    manager.setPlan([stage('s')], everyone('s'));
    log.length = 0;
    manager.onQueued('s', 0);
    expect(log).toEqual(['close s']);
    expect(manager.connections()).toEqual([]);
    manager.onAdmit('s');
    expect(log).toContain('open s offer');
  });

  it('forgets a queue it no longer wants', () => {
    const { manager } = setup('z');
    manager.setPlan([stage('a')], everyone('a'));
    manager.onQueued('a', 0);
    manager.setPlan([], everyone('a'));
    expect(manager.queue().size).toBe(0);
  });
});
