import { describe, expect, it } from 'vitest';
import {
  decideVoiceJoin,
  quotaNotice,
  quotaPlan,
  quotaWarning,
  remainingMinutes,
  usageHours,
  usedMinutes,
  type VoiceJoinInput,
} from './audioQuota';

describe('quotaWarning', () => {
  it.each([
    // remaining, online, warns
    [11, 0, false],
    [10, 0, true],
    [0, 0, true],
    [10, 4, true],
    [12, 4, false], // 2x only counts from 5 people
    [8, 4, true],
    [10, 5, true], // 2x5 = 10
    [11, 5, false],
    [12, 6, true], // exactly 2x
    [13, 6, false],
    [40, 20, true],
    [41, 20, false],
    [Infinity, 50, false],
  ])('remaining %s with %s online → %s', (remaining, online, warns) => {
    expect(quotaWarning(remaining, online)).toBe(warns);
  });
});

describe('quotaPlan', () => {
  const active = { status: 'active', priceLabel: '50-user' };
  it.each([
    ['no plan', undefined, null, false, 300, 25],
    ['bonus minutes', { bonusFreeMinutes: 60 }, null, false, 360, 25],
    ['unlimited capacity', { unlimitedCapacity: true }, null, false, 300, Infinity],
    ['ignore trial limit', { ignoreTrialLimit: true }, null, false, 300, Infinity],
    [
      'custom plan',
      { customPlan: 'company', ignoreTrialLimit: true },
      null,
      true,
      Infinity,
      Infinity,
    ],
    ['active 50-user subscription', {}, active, true, Infinity, 50],
    [
      'active Regular subscription',
      {},
      { status: 'active', priceLabel: 'Regular' },
      true,
      Infinity,
      Infinity,
    ],
    ['cancelled subscription', {}, { status: 'canceled', priceLabel: '50-user' }, false, 300, 25],
    ['pending subscription', {}, { status: 'incomplete', priceLabel: '50-user' }, false, 300, 25],
  ] as const)('%s', (_name, usage, subscription, paid, free, capacity) => {
    const plan = quotaPlan(usage, subscription);
    expect(plan.paid).toBe(paid);
    expect(plan.freeMinutes).toBe(free);
    expect(plan.capacity).toBe(capacity);
  });

  it('free audio is disabled only without a plan', () => {
    expect(quotaPlan({ freeAudioDisabled: true }, null).freeAudioDisabled).toBe(true);
    expect(quotaPlan({ freeAudioDisabled: true, customPlan: 'x' }, null).freeAudioDisabled).toBe(
      false,
    );
  });

  it("an active subscription's capacity is its price label's", () => {
    const active = (priceLabel: string) => quotaPlan({}, { status: 'active', priceLabel });
    expect(active('100-user').capacity).toBe(100);
    expect(active('150-user').capacity).toBe(150);
    expect(active('Regular').capacity).toBe(Infinity);
    expect(quotaPlan({}, { status: 'canceled', priceLabel: 'Regular' }).capacity).toBe(25);
  });
});

describe('usage', () => {
  it('adds completed presence and the open sessions up to now', () => {
    const now = 10 * 60_000;
    const used = usedMinutes(
      { a: { totalPresenceDuration: 600 }, b: { totalPresenceDuration: 120 }, c: {} },
      [{ closedPresenceMs: 60_000, sessions: { u1: now - 120_000, u2: now - 60_000 } }],
      now,
    );
    expect(used).toBe(10 + 2 + 1 + 2 + 1);
  });

  it('remaining is whole minutes, never negative; hours have one decimal', () => {
    const plan = quotaPlan(undefined, null);
    expect(remainingMinutes(plan, 289.5)).toBe(10);
    expect(remainingMinutes(plan, 400)).toBe(0);
    expect(remainingMinutes(quotaPlan({ customPlan: 'x' }, null), 1e6)).toBe(Infinity);
    expect(usageHours(90)).toBe(1.5);
    expect(usageHours(100)).toBe(1.7);
  });
});

describe('quotaNotice', () => {
  const free = quotaPlan(undefined, null);
  it.each([
    [free, 10, 0, '10 user-minutes of free audio remaining.'],
    [free, 11, 0, null],
    [free, 12, 6, '12 user-minutes of free audio remaining.'],
    [quotaPlan({ freeAudioDisabled: true }, null), 300, 0, 'Free audio is disabled. Upgrade now.'],
    [quotaPlan({ customPlan: 'x' }, null), 0, 0, null],
  ])('%#', (plan, remaining, online, text) => {
    expect(quotaNotice(plan, remaining, online)).toBe(text);
  });
});

describe('decideVoiceJoin', () => {
  const base: VoiceJoinInput = {
    plan: quotaPlan(undefined, null),
    usedMinutes: 0,
    othersInVoice: 0,
    seated: false,
    enforced: true,
  };
  it.each([
    ['first talker', {}, null],
    ['25th talker', { othersInVoice: 24 }, null],
    ['26th talker', { othersInVoice: 25 }, 'trial_capacity'],
    ['26th, already seated', { othersInVoice: 25, seated: true }, null],
    [
      '26th, unlimited',
      { othersInVoice: 25, plan: quotaPlan({ unlimitedCapacity: true }, null) },
      null,
    ],
    [
      '26th, ignore limit',
      { othersInVoice: 25, plan: quotaPlan({ ignoreTrialLimit: true }, null) },
      null,
    ],
    ['26th, enforcement off', { othersInVoice: 25, enforced: false }, null],
    ['minutes used up', { usedMinutes: 300 }, 'free_audio_exhausted'],
    ['less than a minute left', { usedMinutes: 299.5 }, 'free_audio_exhausted'],
    ['one minute left', { usedMinutes: 299 }, null],
    ['bonus minutes', { usedMinutes: 300, plan: quotaPlan({ bonusFreeMinutes: 5 }, null) }, null],
    [
      'custom plan',
      { usedMinutes: 9999, plan: quotaPlan({ customPlan: 'eventOrganizer' }, null) },
      null,
    ],
    [
      'free audio disabled',
      { plan: quotaPlan({ freeAudioDisabled: true }, null) },
      'free_audio_disabled',
    ],
    [
      '51st on a 50-user subscription',
      { othersInVoice: 50, plan: quotaPlan({}, { status: 'active', priceLabel: '50-user' }) },
      'trial_capacity',
    ],
  ] as const)('%s', (_name, change, reason) => {
    const decision = decideVoiceJoin({ ...base, ...change });
    if (reason === null) expect(decision).toEqual({ allowed: true });
    else expect(decision).toMatchObject({ allowed: false, reason });
  });

  it('tells a refused person why, and that they can still walk and chat', () => {
    const decision = decideVoiceJoin({ ...base, othersInVoice: 25 });
    expect(decision.allowed).toBe(false);
    if (!decision.allowed) {
      expect(decision.message).toMatch(/full \(25 people\)/);
      expect(decision.message).toMatch(/still walk around and chat/);
    }
  });
});
