import { describe, expect, it } from 'vitest';
import { VOICE } from '../../../domain/constants';
import { planHearing, roomAudio, type VoicePerson } from '../../../domain/voice';
import { PeerManager, type PeerTransport } from './peerManager';

/**
 * The whole p2p protocol among many clients, with an in-memory network instead of Firestore
 * and WebRTC: each client's PeerManager, its plan from the policy, offers, byes and the stage
 * queue's signals delivered in order, a connection up as soon as its offer is answered. Checks
 * what no single-client test can: the budgets hold for everyone, both ends of every pair agree
 * on whether they are connected, and a stage reaches past the mesh cap one way.
 */
function simulate(
  people: VoicePerson[],
  rounds: number,
  present = new Set(people.map((p) => p.id)),
) {
  let time = 0;
  const queue: (() => void)[] = [];
  const managers = new Map<string, PeerManager>();
  /** `${from}>${to}`: `from` sends its voice to `to`. */
  const sending = new Set<string>();
  const deliver = (to: string, act: (manager: PeerManager) => void) =>
    queue.push(() => {
      const manager = managers.get(to);
      if (manager && present.has(to)) act(manager);
    });
  for (const person of people) {
    const self = person.id;
    const transport: PeerTransport = {
      // The offer: the other side answers (both ends are then up) or refuses.
      open: (peer) =>
        deliver(peer, (other) => {
          if (!other.acceptOffer(self)) return;
          other.onConnected(self);
          deliver(self, (me) => me.onConnected(peer));
        }),
      close: (peer) => {
        sending.delete(`${self}>${peer}`);
      },
      send: (peer, kind, detail) =>
        deliver(peer, (other) => {
          if (kind === 'request') other.onRequest(self, detail === 'stage' ? 'stage' : 'talk');
          else if (kind === 'release') other.onRelease(self);
          else if (kind === 'queued') other.onQueued(self, Number(detail));
          else if (kind === 'admit') other.onAdmit(self);
          else other.onBye(self);
        }),
      setSending: (peer, on) => {
        if (on) sending.add(`${self}>${peer}`);
        else sending.delete(`${self}>${peer}`);
      },
    };
    managers.set(self, new PeerManager(self, transport, () => time));
  }
  const heard = new Map<string, Set<string>>();
  const step = (count: number) => {
    for (let round = 0; round < count; round++) {
      const here = people.filter((person) => present.has(person.id));
      for (const person of here) {
        const plan = planHearing(person, here, roomAudio(), heard.get(person.id) ?? new Set());
        heard.set(person.id, new Set(plan.map((voice) => voice.id)));
        managers.get(person.id)!.setPlan(plan, present);
      }
      while (queue.length) queue.shift()!();
      time += 300;
    }
  };
  step(rounds);
  const linked = (a: string, b: string) =>
    managers.get(a)!.connections().includes(b) && managers.get(b)!.connections().includes(a);
  return { managers, heard, sending, step, linked };
}

function crowd(count: number, spread: number, seed = 1): VoicePerson[] {
  let state = seed;
  const random = () => (state = (state * 1664525 + 1013904223) % 4294967296) / 4294967296;
  return Array.from({ length: count }, (_, i) => ({
    id: `p${String(i).padStart(2, '0')}`,
    x: random() * spread,
    y: random() * spread,
    channelId: null,
    onStage: false,
    muted: false,
  }));
}

const figures = (line: string) => {
  if (process.env.VOICE_CROWD_FIGURES) console.log(line);
};

describe('the p2p protocol in a crowd', () => {
  for (const [count, spread] of [
    [20, 8],
    [20, 40],
    [30, 20],
  ] as const) {
    it(`${count} people over ${spread} m: nobody holds more than 8 connections, pairs agree`, () => {
      const { managers, heard } = simulate(crowd(count, spread), 20);
      const held = [...managers.values()].map((m) => m.connections().length);
      let planned = 0;
      let served = 0;
      for (const [id, ids] of heard) {
        planned += ids.size;
        served += [...ids].filter((peer) => managers.get(id)!.connections().includes(peer)).length;
      }
      figures(
        `${count} people over ${spread} m: connections per client max ${Math.max(...held)}, ` +
          `mean ${(held.reduce((a, b) => a + b, 0) / held.length).toFixed(1)}; ` +
          `planned voices connected ${served}/${planned}`,
      );
      for (const [id, manager] of managers) {
        const mine = manager.connections();
        expect(mine.length).toBeLessThanOrEqual(8);
        for (const peer of mine) expect(managers.get(peer)!.connections()).toContain(id);
      }
    });
  }
});

describe('a p2p stage in a crowd', () => {
  // The speaker stands in the middle of 50 listeners spread over 40 x 40 m: some are near
  // enough to talk with, most hear the stage only.
  const listeners = crowd(50, 40, 7);
  const speaker: VoicePerson = { ...listeners[0]!, id: 'speaker', x: 20, y: 20, onStage: true };
  const people = [speaker, ...listeners];

  it('reaches its budget of one-way listeners beyond the mesh cap; the rest wait, told why', () => {
    const { managers, sending, linked } = simulate(people, 25);
    const stage = managers.get('speaker')!;
    const reach = stage.stageReach();
    const hearing = listeners.filter((l) => linked('speaker', l.id)).map((l) => l.id);
    const own = stage.connections().filter((id) => !stage.stageReach().waiting.includes(id));
    figures(
      `stage: 1 speaker, ${listeners.length} listeners over 40 m: reaches ${reach.hearing} ` +
        `(budget ${VOICE.stageBudget} one-way + its conversation), ${reach.waiting.length} wait; ` +
        `speaker's connections ${own.length}`,
    );
    expect(hearing.length).toBeGreaterThan(VOICE.maxHeard);
    expect(reach.hearing).toBe(hearing.length);
    expect(reach.hearing + reach.waiting.length).toBe(listeners.length);
    expect(stage.connections().length).toBeLessThanOrEqual(VOICE.maxHeard + VOICE.stageBudget);
    for (const listener of listeners) {
      const manager = managers.get(listener.id)!;
      if (hearing.includes(listener.id)) {
        expect(sending.has(`speaker>${listener.id}`)).toBe(true);
        // One way: a listener the speaker's own plan does not want sends it nothing.
        const talked = stage.sendsTo(listener.id) && manager.sendsTo('speaker');
        expect(sending.has(`${listener.id}>speaker`)).toBe(talked);
      } else {
        const position = reach.waiting.indexOf(listener.id);
        expect(position).toBeGreaterThanOrEqual(0);
        expect(manager.queue().get('speaker')?.position).toBe(position);
      }
      const talk = manager.connections().filter((id) => id !== 'speaker');
      expect(talk.length).toBeLessThanOrEqual(VOICE.maxHeard);
    }
  });

  it('gives a freed place to the first in line', () => {
    const present = new Set(people.map((p) => p.id));
    const { managers, step, linked } = simulate(people, 25, present);
    const first = managers.get('speaker')!.stageReach().waiting[0]!;
    expect(first).toBeDefined();
    const leaver = listeners.find((l) => linked('speaker', l.id))!;
    present.delete(leaver.id);
    step(10);
    expect(linked('speaker', first)).toBe(true);
    expect(managers.get(first)!.queue().has('speaker')).toBe(false);
  });
});
