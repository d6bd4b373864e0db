import { z } from 'zod';
import { LIMITS } from './constants';

/** The user profile (profiles/{uid}) as its owner edits it; firestore.rules isValidProfile. */
export const PROFILE_TEXTS = {
  nicknameRequired: 'A nickname is required.',
  bioTooLong: `A bio is at most ${LIMITS.bioMax} characters.`,
  tooLong: `At most ${LIMITS.nameMax} characters.`,
  notAnImage: 'Choose an image file (PNG, JPEG, GIF or WebP).',
  imageTooBig: 'Images are at most 2 MB.',
  saved: 'Profile saved.',
} as const;

const short = z.string().trim().max(LIMITS.nameMax, PROFILE_TEXTS.tooLong);

export const profileSchema = z.object({
  name: short,
  nickname: short.min(1, PROFILE_TEXTS.nicknameRequired),
  pronouns: short,
  bio: z.string().trim().max(LIMITS.bioMax, PROFILE_TEXTS.bioTooLong),
  /** An animal key or the URL of an uploaded image ('' for none). */
  avatar: z.string().max(2048),
});
export type ProfileFields = z.infer<typeof profileSchema>;

export const EMPTY_PROFILE: ProfileFields = {
  name: '',
  nickname: '',
  pronouns: '',
  bio: '',
  avatar: '',
};

/** Per-field errors of a profile as typed (empty when it can be saved). */
export function profileErrors(fields: ProfileFields): Partial<Record<keyof ProfileFields, string>> {
  const parsed = profileSchema.safeParse(fields);
  if (parsed.success) return {};
  const errors: Partial<Record<keyof ProfileFields, string>> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as keyof ProfileFields;
    errors[key] ??= issue.message;
  }
  return errors;
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
