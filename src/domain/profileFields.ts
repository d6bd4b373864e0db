// The profile's shape, texts and image checks without zod: the world's user popup and the
// profile reader load this, and zod stays off the walk path (profile.ts has the schema).
import { LIMITS } from './constants';

export const PROFILE_TEXTS = {
  nicknameRequired: 'A nickname is required.',
  bioTooLong: `A bio is at most ${LIMITS.bioMax} characters.`,
  tooLong: `At most ${LIMITS.nameMax} characters.`,
  notAnImage: 'Choose an image file (PNG, JPEG, GIF or WebP).',
  imageTooBig: 'Images are at most 2 MB.',
  saved: 'Profile saved.',
} as const;

/** The user profile (profiles/{uid}) as stored; firestore.rules isValidProfile says the same. */
export interface ProfileFields {
  name: string;
  nickname: string;
  pronouns: string;
  bio: string;
  /** An animal key or the URL of an uploaded image ('' for none). */
  avatar: string;
}

/**
 * Every key profiles/{uid} may hold; firestore.rules isValidProfile allows only these (a rules
 * test compares the two lists). Beside the editor's fields: the animal the account joins as,
 * the language chosen in the picker (one of LANGUAGES, src/domain/languages.ts), and the event
 * lists that functions maintain.
 */
export const PROFILE_KEYS = [
  'avatar',
  'name',
  'nickname',
  'pronouns',
  'bio',
  'animal',
  'language',
  'joinedEvents',
  'createdEvents',
] as const;

export const EMPTY_PROFILE: ProfileFields = {
  name: '',
  nickname: '',
  pronouns: '',
  bio: '',
  avatar: '',
};

/**
 * The profile as the editor opens it: an empty name and nickname start as the name the person
 * joined with (they still choose to save it).
 */
export function withSuggestedName(profile: ProfileFields, suggested: string): ProfileFields {
  const name = suggested.trim();
  return { ...profile, name: profile.name || name, nickname: profile.nickname || name };
}

/**
 * The name others see in the event after a profile save (issue 30 #15): the field the person
 * changed, the nickname when both changed (it is what they go by); a save that changed neither
 * (a bio, an image) keeps the name they joined with.
 */
export function eventNameAfterSave(
  before: Pick<ProfileFields, 'name' | 'nickname'>,
  after: Pick<ProfileFields, 'name' | 'nickname'>,
  current: string,
): string {
  if (after.nickname !== before.nickname && after.nickname) return after.nickname;
  if (after.name !== before.name && after.name) return after.name;
  return current;
}

/** Image types an upload may have (no SVG: it can carry script). storage.rules says the same. */
export const UPLOAD_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

/** Why an avatar file cannot be uploaded (checked before uploading), or null. */
export function avatarFileError(file: { type: string; size: number }): string | null {
  if (!UPLOAD_IMAGE_TYPES.includes(file.type)) return PROFILE_TEXTS.notAnImage;
  if (file.size > LIMITS.uploadMaxBytes) return PROFILE_TEXTS.imageTooBig;
  return null;
}

/** Whether a stored avatar is an uploaded image (else an animal key). */
export function isImageAvatar(avatar: string): boolean {
  return /^https?:\/\//.test(avatar);
}
