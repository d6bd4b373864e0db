import { z } from 'zod';
import { LIMITS } from './constants';
import { fieldErrors } from './fieldErrors';
import { PROFILE_TEXTS, type ProfileFields } from './profileFields';

export * from './profileFields';

const short = z.string().trim().max(LIMITS.nameMax, PROFILE_TEXTS.tooLong);

/** The profile as its owner edits it (the editor and its tests validate with this). */
export const profileSchema: z.ZodType<ProfileFields> = z.object({
  name: short,
  nickname: short.min(1, PROFILE_TEXTS.nicknameRequired),
  pronouns: short,
  bio: z.string().trim().max(LIMITS.bioMax, PROFILE_TEXTS.bioTooLong),
  /** An animal key or the URL of an uploaded image ('' for none). */
  avatar: z.string().max(2048),
});

/** Per-field errors of a profile as typed (empty when it can be saved). */
export function profileErrors(fields: ProfileFields): Partial<Record<keyof ProfileFields, string>> {
  return fieldErrors(profileSchema, fields);
}
