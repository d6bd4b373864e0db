import { describe, expect, it } from 'vitest';
import { ANIMAL_KEYS } from './avatars/animals';
import {
  KEEP_ALIVE_EVERY_STEPS,
  SPREAD_AREA,
  botPositionDoc,
  botStepDoc,
  botWearer,
  botUserDoc,
  clusterArea,
  keepAliveDue,
  newBotId,
  placeBot,
  stepBot,
} from './bots';
import { BOTS } from './constants';
import { cellOf } from './positions';

/** A deterministic stand-in for Math.random (a linear congruential generator). */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) % 2 ** 32;
    return state / 2 ** 32;
  };
}

const distance = (a: { x: number; y: number }, b: { x: number; y: number }) =>
  Math.hypot(a.x - b.x, a.y - b.y);

describe('bot random walk', () => {
  it('places bots inside their area', () => {
    const random = seeded(1);
    const area = clusterArea({ x: 100, y: 900 });
    for (let i = 0; i < 200; i++) {
      expect(distance(placeBot(area, random), area)).toBeLessThanOrEqual(area.radius);
    }
  });

  it('stays inside the area once rounded, even for a point drawn on its rim', () => {
    const area = { x: 512, y: 512, radius: BOTS.nearSpawnRadius };
    for (let turn = 0; turn < 1; turn += 1 / 360) {
      // Distance at the rim (random() just under 1), then the direction, then the angle.
      const draws = [1 - 1e-12, turn, 0.5];
      const placed = placeBot(area, () => draws.shift()!);
      expect(distance(placed, area)).toBeLessThanOrEqual(area.radius);
    }
  });

  it('walks one second at walking speed per step, turning at most a quarter turn either way', () => {
    const random = seeded(2);
    let bot = { x: 512, y: 512, angle: 0 };
    for (let i = 0; i < 50; i++) {
      const next = stepBot(bot, SPREAD_AREA, random);
      expect(distance(bot, next)).toBeCloseTo(3.25, 1);
      const turned = Math.abs(
        Math.atan2(Math.sin(next.angle - bot.angle), Math.cos(next.angle - bot.angle)),
      );
      expect(turned).toBeLessThanOrEqual(BOTS.maxTurn / 2 + 0.001);
      bot = next;
    }
  });

  it('heads back into its area, so a clustered crowd stays within a few metres', () => {
    const random = seeded(3);
    const area = clusterArea({ x: 300, y: 300 });
    let bot = placeBot(area, random);
    let farthest = 0;
    for (let i = 0; i < 500; i++) {
      bot = stepBot(bot, area, random);
      farthest = Math.max(farthest, distance(bot, area));
    }
    // A stride is at most half the radius, so a step that starts inside ends within 1.5 radii.
    expect(farthest).toBeLessThanOrEqual(area.radius * 1.5);
    // And a bot dropped far outside walks back.
    let lost = { x: 320, y: 300, angle: 0 };
    for (let i = 0; i < 20; i++) lost = stepBot(lost, area, random);
    expect(distance(lost, area)).toBeLessThanOrEqual(area.radius * 1.5);
  });

  it('never leaves the floor', () => {
    const random = seeded(4);
    let bot = { x: 0.5, y: 1023.5, angle: 0 };
    for (let i = 0; i < 100; i++) {
      bot = stepBot(bot, { x: 0, y: 1024, radius: 30 }, random);
      expect(bot.x).toBeGreaterThanOrEqual(0);
      expect(bot.y).toBeLessThanOrEqual(1024);
    }
  });
});

describe('bot documents', () => {
  it('writes positions exactly as a client does: rounded, with interval, cell, wearer and time', () => {
    const doc = botPositionDoc({ x: 600.12, y: 70.5, angle: 1.234 }, botWearer(2), 'SERVER_TIME');
    expect(doc).toEqual({
      x: 600.12,
      y: 70.5,
      angle: 1.234,
      interval: 1000,
      cell: cellOf(600.12, 70.5),
      name: 'Bot 2',
      animal: botUserDoc('bot-b', 2, 'demo', 'NOW').avatar,
      muted: true,
      reaction: '',
      hand: false,
      t: 'SERVER_TIME',
    });
    const step = botStepDoc({ x: 1, y: 2, angle: 0 }, 'SERVER_TIME');
    expect(Object.keys(step).sort()).toEqual(['angle', 'cell', 'interval', 't', 'x', 'y']);
  });

  it('names bots by number and gives them animals in turn', () => {
    const first = botUserDoc('bot-a', 1, 'demo', 'NOW');
    expect(first).toMatchObject({
      name: 'Bot 1',
      avatar: ANIMAL_KEYS[0],
      currentRoom: 'demo',
      sessionId: 'bot-a',
      online: true,
      banned: false,
      isBot: true,
      lastKeepAlive: 'NOW',
    });
    expect(botUserDoc('bot-b', ANIMAL_KEYS.length + 2, 'demo', 'NOW').avatar).toBe(ANIMAL_KEYS[1]);
  });

  it('makes bot ids that say they are bots', () => {
    const random = seeded(5);
    const ids = new Set(Array.from({ length: 100 }, () => newBotId(random)));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(id).toMatch(/^bot-[0-9a-z]{10}$/);
  });

  it('spreads keep-alives: each bot once a minute, a crowd evenly over the minute', () => {
    expect(KEEP_ALIVE_EVERY_STEPS).toBe(60);
    const perStep = Array.from(
      { length: 60 },
      (_, step) =>
        Array.from({ length: 600 }, (_, i) => i + 1).filter((ordinal) =>
          keepAliveDue(ordinal, step),
        ).length,
    );
    expect(new Set(perStep)).toEqual(new Set([10]));
    const botSeven = Array.from({ length: 180 }, (_, step) => step).filter((step) =>
      keepAliveDue(7, step),
    );
    expect(botSeven).toEqual([53, 113, 173]);
  });
});
