import { describe, expect, it } from 'vitest';
import { checkRoomSettings, ROOM_TEXTS, roomNameError, roomSettingsDraft } from './rooms';

describe('room settings', () => {
  it('turns blank audio fields into the defaults (null) and trims the name', () => {
    expect(checkRoomSettings({ name: '  Lounge ', attenuation: '', rolloff: ' ' })).toEqual({
      ok: true,
      settings: { name: 'Lounge', audioAttenuation: null, audioRolloff: null },
    });
    expect(checkRoomSettings({ name: 'Hall', attenuation: '0', rolloff: '30' })).toEqual({
      ok: true,
      settings: { name: 'Hall', audioAttenuation: 0, audioRolloff: 30 },
    });
  });

  it('refuses an empty or long name, attenuation outside 0..1, rolloff not above 0 or over 1000', () => {
    expect(checkRoomSettings({ name: ' ', attenuation: '1.5', rolloff: '0' })).toEqual({
      ok: false,
      errors: {
        name: ROOM_TEXTS.nameRequired,
        attenuation: ROOM_TEXTS.attenuation,
        rolloff: ROOM_TEXTS.rolloff,
      },
    });
    expect(checkRoomSettings({ name: 'x', attenuation: 'loud', rolloff: '1001' })).toEqual({
      ok: false,
      errors: { attenuation: ROOM_TEXTS.attenuation, rolloff: ROOM_TEXTS.rolloff },
    });
    expect(roomNameError('a'.repeat(49))).toBe(ROOM_TEXTS.nameTooLong);
    expect(roomNameError('a'.repeat(48))).toBeNull();
  });

  it('shows stored settings as text, blank for the defaults', () => {
    expect(roomSettingsDraft({ name: 'Hall', audioAttenuation: 0.2, audioRolloff: null })).toEqual({
      name: 'Hall',
      attenuation: '0.2',
      rolloff: '',
    });
    expect(roomSettingsDraft({})).toEqual({ name: '', attenuation: '', rolloff: '' });
  });
});
