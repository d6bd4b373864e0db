import { getDoc, setDoc } from 'firebase/firestore';
import { EMPTY_PROFILE, type ProfileFields } from '../domain/profileFields';
import { paths } from './paths';

/** The user's profile (profiles/{uid}), empty fields where nothing was saved. */
export async function readProfile(uid: string): Promise<ProfileFields> {
  const data = (await getDoc(paths.profile(uid))).data() ?? {};
  const text = (key: keyof ProfileFields) => (typeof data[key] === 'string' ? data[key] : '');
  return {
    name: text('name'),
    nickname: text('nickname'),
    pronouns: text('pronouns'),
    bio: text('bio'),
    avatar: text('avatar'),
  };
}

/** Saves the fields the owner edits (merge: functions keep joined and created events). */
export async function saveProfile(uid: string, fields: ProfileFields): Promise<void> {
  await setDoc(paths.profile(uid), { ...EMPTY_PROFILE, ...fields }, { merge: true });
}

/** The animal key stored for the account (profiles/{uid}.animal), or null when none is. */
export async function readAccountAnimal(uid: string): Promise<string | null> {
  const animal: unknown = (await getDoc(paths.profile(uid))).get('animal');
  return typeof animal === 'string' && animal ? animal : null;
}

/** Stores the animal the account joins as on every device (merge: the rest stays). */
export async function saveAccountAnimal(uid: string, animal: string): Promise<void> {
  await setDoc(paths.profile(uid), { animal }, { merge: true });
}
