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
