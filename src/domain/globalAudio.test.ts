import { describe, expect, it } from 'vitest';
import { judgeGlobalAudioMessage, parseParentOrigins } from './globalAudio';

const good = { token: 'jwt', conferenceId: 'ev1', userId: 'u1', eventId: 'ev1' };
const judge = (origin: string, data: unknown, allowedOrigins: string[] = []) =>
  judgeGlobalAudioMessage({
    origin,
    data,
    ownOrigin: 'https://app.test',
    allowedOrigins,
    eventId: 'ev1',
  });

describe('parseParentOrigins', () => {
  it('splits, trims, drops blanks and trailing slashes', () => {
    expect(parseParentOrigins(' https://a.test/, ,https://b.test:8443 ')).toEqual([
      'https://a.test',
      'https://b.test:8443',
    ]);
    expect(parseParentOrigins(undefined)).toEqual([]);
    expect(parseParentOrigins('')).toEqual([]);
  });
});

describe('judgeGlobalAudioMessage', () => {
  it("accepts a well-formed message from the app's own origin", () => {
    expect(judge('https://app.test', good)).toEqual({ ok: true, message: good });
  });

  it('accepts a listed parent origin and refuses any other', () => {
    expect(judge('https://parent.test', good, ['https://parent.test']).ok).toBe(true);
    expect(judge('https://evil.test', good, ['https://parent.test'])).toEqual({
      ok: false,
      why: 'origin',
    });
    expect(judge('null', good)).toEqual({ ok: false, why: 'origin' });
  });

  it('refuses messages without every field as a non-empty string', () => {
    for (const data of [
      null,
      'token',
      { ...good, token: '' },
      { ...good, token: 5 },
      { token: 'jwt', conferenceId: 'ev1', userId: 'u1' },
    ]) {
      expect(judge('https://app.test', data)).toEqual({ ok: false, why: 'shape' });
    }
  });

  it('refuses a message for another event', () => {
    expect(judge('https://app.test', { ...good, eventId: 'other' })).toEqual({
      ok: false,
      why: 'event',
    });
  });
});
