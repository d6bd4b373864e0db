import { describe, expect, it } from 'vitest';
import { OCCUPANCY_TEXT } from './occupancy';
import {
  checkRoomSettings,
  EMPTY_ROOM_DRAFT,
  ROOM_TEXTS,
  roomNameError,
  roomSettingsDraft,
} from './rooms';

describe('room settings', () => {
  it('turns blank audio fields into the defaults (null) and trims the name', () => {
    expect(
      checkRoomSettings({ name: '  Lounge ', attenuation: '', rolloff: ' ', capacity: '' }),
    ).toEqual({
      ok: true,
      settings: { name: 'Lounge', audioAttenuation: null, audioRolloff: null, capacity: null },
    });
    expect(
      checkRoomSettings({ name: 'Hall', attenuation: '0', rolloff: '30', capacity: '50' }),
    ).toEqual({
      ok: true,
      settings: { name: 'Hall', audioAttenuation: 0, audioRolloff: 30, capacity: 50 },
    });
  });

  it('refuses an empty or long name, attenuation outside 0..1, rolloff not above 0 or over 1000', () => {
    expect(
      checkRoomSettings({ name: ' ', attenuation: '1.5', rolloff: '0', capacity: '0' }),
    ).toEqual({
      ok: false,
      errors: {
        name: ROOM_TEXTS.nameRequired,
        attenuation: ROOM_TEXTS.attenuation,
        rolloff: ROOM_TEXTS.rolloff,
        capacity: OCCUPANCY_TEXT.capacityInvalid,
      },
    });
    expect(
      checkRoomSettings({ name: 'x', attenuation: 'loud', rolloff: '1001', capacity: '' }),
    ).toEqual({
      ok: false,
      errors: { attenuation: ROOM_TEXTS.attenuation, rolloff: ROOM_TEXTS.rolloff },
    });
    for (const capacity of ['1.5', '-3', '1001', 'ten', '1e2']) {
      expect(checkRoomSettings({ name: 'x', attenuation: '', rolloff: '', capacity })).toEqual({
        ok: false,
        errors: { capacity: OCCUPANCY_TEXT.capacityInvalid },
      });
    }
    expect(roomNameError('a'.repeat(49))).toBe(ROOM_TEXTS.nameTooLong);
    expect(roomNameError('a'.repeat(48))).toBeNull();
  });

  it('shows stored settings as text, blank for the defaults', () => {
    expect(
      roomSettingsDraft({ name: 'Hall', audioAttenuation: 0.2, audioRolloff: null, capacity: 40 }),
    ).toEqual({ name: 'Hall', attenuation: '0.2', rolloff: '', capacity: '40' });
    // A stored capacity out of bounds (an old or hand-edited room) shows as unlimited.
    expect(roomSettingsDraft({ capacity: 0 })).toEqual(EMPTY_ROOM_DRAFT);
    expect(roomSettingsDraft({})).toEqual(EMPTY_ROOM_DRAFT);
  });
});
