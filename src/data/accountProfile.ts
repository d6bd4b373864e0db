import { onSnapshot } from 'firebase/firestore';
import { accountEvents, type AccountEvent } from '../domain/accountEvents';
import { paths } from './paths';

/** What the account pages show of a profile: who it is and their events. */
export interface AccountProfile {
  name: string;
  nickname: string;
  pronouns: string;
  bio: string;
  avatar: string;
  createdEvents: AccountEvent[];
  joinedEvents: AccountEvent[];
}

/**
 * Listens to one profiles/{uid} document (the dashboard's only read: the event lists live in
 * it, so no event is listened to); `null` when there is none yet.
 */
export function watchAccountProfile(
  uid: string,
  callback: (profile: AccountProfile | null) => void,
  onError: (error: Error) => void,
): () => void {
  return onSnapshot(
    paths.profile(uid),
    (snap) => {
      const data = snap.data();
      if (!data) return callback(null);
      const text = (key: string) => (typeof data[key] === 'string' ? (data[key] as string) : '');
      callback({
        name: text('name'),
        nickname: text('nickname'),
        pronouns: text('pronouns'),
        bio: text('bio'),
        avatar: text('avatar'),
        createdEvents: accountEvents(data.createdEvents),
        joinedEvents: accountEvents(data.joinedEvents),
      });
    },
    onError,
  );
}
