import { doc, serverTimestamp, setDoc } from 'firebase/firestore';
import type { ReactionKey } from '../domain/reactions';
import { db } from './firestoreDb';

/**
 * Records a reaction for the organisers' insights: events/{e}/reactions/{uid}, one document a
 * person rewritten at each reaction ({ reaction, timestamp }: the rules' isValidReaction), which
 * the functions count per 5 minutes (functions/src/insights/countReaction.ts). The bubble others
 * see travels on the position, not here. Loaded with the first reaction (WorldView).
 */
export async function recordReaction(eventId: string, uid: string, key: ReactionKey) {
  await setDoc(doc(db, 'events', eventId, 'reactions', uid), {
    reaction: key,
    timestamp: serverTimestamp(),
  });
}
