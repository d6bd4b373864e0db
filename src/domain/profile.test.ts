import { describe, expect, it } from 'vitest';
import {
  EMPTY_PROFILE,
  PROFILE_TEXTS,
  avatarFileError,
  eventNameAfterSave,
  isImageAvatar,
  profileErrors,
} from './profile';

describe('profile as typed', () => {
  it('needs a nickname; the rest may be empty', () => {
    expect(profileErrors(EMPTY_PROFILE)).toEqual({ nickname: PROFILE_TEXTS.nicknameRequired });
    expect(profileErrors({ ...EMPTY_PROFILE, nickname: '  ' })).toEqual({
      nickname: PROFILE_TEXTS.nicknameRequired,
    });
    expect(profileErrors({ ...EMPTY_PROFILE, nickname: 'Kit' })).toEqual({});
  });
  it('keeps the bio to 300 characters and names to 48', () => {
    const ok = { ...EMPTY_PROFILE, nickname: 'Kit', bio: 'b'.repeat(300), name: 'n'.repeat(48) };
    expect(profileErrors(ok)).toEqual({});
    expect(profileErrors({ ...ok, bio: 'b'.repeat(301) })).toEqual({
      bio: PROFILE_TEXTS.bioTooLong,
    });
    expect(profileErrors({ ...ok, pronouns: 'p'.repeat(49) })).toEqual({
      pronouns: PROFILE_TEXTS.tooLong,
    });
  });
});

describe('avatar images', () => {
  it('takes images up to 2 MB (2097152 bytes) only', () => {
    expect(avatarFileError({ type: 'image/png', size: 2_097_152 })).toBeNull();
    expect(avatarFileError({ type: 'image/png', size: 2_097_153 })).toBe(PROFILE_TEXTS.imageTooBig);
    expect(avatarFileError({ type: 'application/pdf', size: 10 })).toBe(PROFILE_TEXTS.notAnImage);
    expect(avatarFileError({ type: 'image/svg+xml', size: 10 })).toBe(PROFILE_TEXTS.notAnImage);
  });
  it('tells an uploaded image from an animal key', () => {
    expect(isImageAvatar('https://x/y.png')).toBe(true);
    expect(isImageAvatar('fox')).toBe(false);
  });
});

describe('the name others see after a profile save (issue 30 #15)', () => {
  const joined = { name: 'Ada Lovelace', nickname: 'Ada Lovelace' };
  it('follows a changed nickname, or else a changed name', () => {
    expect(eventNameAfterSave(joined, { ...joined, nickname: 'Ada' }, 'Ada Lovelace')).toBe('Ada');
    expect(eventNameAfterSave(joined, { ...joined, name: 'Ada King' }, 'Ada Lovelace')).toBe(
      'Ada King',
    );
    expect(eventNameAfterSave(joined, { name: 'Ada King', nickname: 'Ada' }, 'x')).toBe('Ada');
  });
  it('keeps the joined name when neither changed, or the name was emptied', () => {
    expect(eventNameAfterSave(joined, joined, 'Ada L.')).toBe('Ada L.');
    expect(eventNameAfterSave(joined, { ...joined, name: '' }, 'Ada L.')).toBe('Ada L.');
  });
});
