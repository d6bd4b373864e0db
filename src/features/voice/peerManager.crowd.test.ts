import { describe, expect, it } from 'vitest';
import { planHearing, roomAudio, type VoicePerson } from '../../domain/voice';
import { PeerManager, type PeerTransport } from './peerManager';

/**
 * The whole p2p protocol among many clients, with an in-memory network instead of Firestore
 * and WebRTC: each client's PeerManager, its plan from the policy, offers and byes delivered
 * in order. Checks what no single-client test can: the cap holds for everyone and both ends
 * of every pair agree on whether they are connected.
 */
function simulate(people: VoicePerson[], rounds: number) {
  let time = 0;
  const queue: (() => void)[] = [];
  const managers = new Map<string, PeerManager>();
  const deliver = (to: string, act: (manager: PeerManager) => void) =>
    queue.push(() => {
      const manager = managers.get(to);
      if (manager) act(manager);
    });
  for (const person of people) {
    const self = person.id;
    const transport: PeerTransport = {
      // The offer: the other side answers or refuses (its manager then says 'bye').
      open: (peer) => deliver(peer, (other) => void other.acceptOffer(self)),
      close: () => undefined,
      send: (peer, kind) =>
        deliver(peer, (other) => {
          if (kind === 'request') other.onRequest(self);
          else if (kind === 'release') other.onRelease(self);
          else other.onBye(self);
        }),
    };
    managers.set(self, new PeerManager(self, transport, () => time));
  }
  const present = new Set(people.map((person) => person.id));
  const heard = new Map<string, Set<string>>();
  for (let round = 0; round < rounds; round++) {
    for (const person of people) {
      const plan = planHearing(person, people, roomAudio(), heard.get(person.id) ?? new Set());
      heard.set(person.id, new Set(plan.map((voice) => voice.id)));
      managers.get(person.id)!.setPlan(plan, present);
    }
    while (queue.length) queue.shift()!();
    time += 300;
  }
  return { managers, heard };
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

describe('the p2p protocol in a crowd', () => {
  for (const [count, spread] of [
    [20, 8],
    [20, 40],
    [30, 20],
  ] as const) {
    it(`${count} people over ${spread} m: nobody holds more than 8 connections, pairs agree`, () => {
      const { managers, heard } = simulate(crowd(count, spread), 20);
      if (process.env.VOICE_CROWD_FIGURES) {
        const held = [...managers.values()].map((m) => m.connections().length);
        let planned = 0;
        let served = 0;
        for (const [id, ids] of heard) {
          planned += ids.size;
          served += [...ids].filter((peer) =>
            managers.get(id)!.connections().includes(peer),
          ).length;
        }
        console.log(
          `${count} people over ${spread} m: connections per client max ${Math.max(...held)}, ` +
            `mean ${(held.reduce((a, b) => a + b, 0) / held.length).toFixed(1)}; ` +
            `planned voices connected ${served}/${planned}`,
        );
      }
      for (const [id, manager] of managers) {
        const held = manager.connections();
        expect(held.length).toBeLessThanOrEqual(8);
        for (const peer of held) expect(managers.get(peer)!.connections()).toContain(id);
      }
    });
  }
});
