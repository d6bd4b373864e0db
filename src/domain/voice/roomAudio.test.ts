import { describe, expect, it } from 'vitest';
import { roomAudio } from './roomAudio';

describe('roomAudio', () => {
  it('defaults to attenuation 0.5 and rolloff 16 m', () => {
    expect(roomAudio()).toEqual({ attenuation: 0.5, rolloff: 16 });
    expect(roomAudio({})).toEqual({ attenuation: 0.5, rolloff: 16 });
  });

  it.each([undefined, null, '', '   ', Number.NaN, 'loud', Infinity])(
    'treats %s as blank: the default',
    (value) => {
      expect(roomAudio({ audioAttenuation: value, audioRolloff: value })).toEqual({
        attenuation: 0.5,
        rolloff: 16,
      });
    },
  );

  it('keeps set values, including numbers typed as text', () => {
    expect(roomAudio({ audioAttenuation: 0.2, audioRolloff: 30 })).toEqual({
      attenuation: 0.2,
      rolloff: 30,
    });
    expect(roomAudio({ audioAttenuation: '0.8', audioRolloff: ' 9 ' })).toEqual({
      attenuation: 0.8,
      rolloff: 9,
    });
    expect(roomAudio({ audioAttenuation: 0 }).attenuation).toBe(0);
    expect(roomAudio({ audioAttenuation: 1 }).attenuation).toBe(1);
  });

  it('clamps attenuation to 0..1', () => {
    expect(roomAudio({ audioAttenuation: -0.3 }).attenuation).toBe(0);
    expect(roomAudio({ audioAttenuation: 7 }).attenuation).toBe(1);
  });

  it('needs a rolloff above 0, else takes the default', () => {
    expect(roomAudio({ audioRolloff: 0 }).rolloff).toBe(16);
    expect(roomAudio({ audioRolloff: -4 }).rolloff).toBe(16);
    expect(roomAudio({ audioRolloff: 0.5 }).rolloff).toBe(0.5);
  });
});
