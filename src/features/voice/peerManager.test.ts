import { describe, expect, it } from 'vitest';
import type { HeardVoice } from '../../domain/voice';
import { PeerManager, type PeerTransport } from './peerManager';

/** Records what the manager asks of the transport. */
function fakeTransport() {
  const log: string[] = [];
  const open = new Set<string>();
  const transport: PeerTransport = {
    open: (id, initiator) => {
      open.add(id);
      log.push(`open ${id}${initiator ? ' offer' : ''}`);
    },
    close: (id) => {
      open.delete(id);
      log.push(`close ${id}`);
    },
    send: (id, kind) => log.push(`${kind} ${id}`),
  };
  return { transport, log, open };
}

const near = (id: string): HeardVoice => ({ id, reason: 'near', gain: 0.5, spatial: true });
const everyone = (...ids: string[]) => new Set(ids);

function setup(selfId = 'm', cap = 8) {
  let time = 0;
  const fake = fakeTransport();
  const manager = new PeerManager(selfId, fake.transport, () => time, cap);
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
