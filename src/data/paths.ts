import { collection, doc } from 'firebase/firestore';
import {
  cellsCollection,
  eventDoc,
  eventUserDoc,
  eventUsersCollection,
  instanceDoc,
  instancesCollection,
  memberDoc,
  positionDoc,
  positionsCollection,
  programmeStarsDoc,
  restrictedAccessDoc,
  roomDoc,
  roomPresenceDoc,
  roomsCollection,
  sessionsCollection,
  shareDoc,
  sharesCollection,
  shareSignalsCollection,
} from '../domain/protocol/paths';
import { db } from './firestoreDb';

/**
 * Typed-by-convention references for every collection the SPA touches (ARCHITECTURE.md); the
 * paths the functions and the tests also write come from src/domain/protocol/paths.ts.
 */
export const paths = {
  globalSettings: () => doc(db, 'settings/global'),
  event: (eventId: string) => doc(db, eventDoc(eventId)),
  member: (eventId: string, uid: string) => doc(db, memberDoc(eventId, uid)),
  members: (eventId: string) => collection(db, 'events', eventId, 'members'),
  restrictedAccess: (eventId: string) => doc(db, restrictedAccessDoc(eventId)),
  eventUsers: (eventId: string) => collection(db, eventUsersCollection(eventId)),
  eventUser: (eventId: string, uid: string) => doc(db, eventUserDoc(eventId, uid)),
  rooms: (eventId: string) => collection(db, roomsCollection(eventId)),
  room: (eventId: string, roomId: string) => doc(db, roomDoc(eventId, roomId)),
  instances: (eventId: string, roomId: string) =>
    collection(db, instancesCollection(eventId, roomId)),
  instance: (eventId: string, roomId: string, instanceId: string) =>
    doc(db, instanceDoc(eventId, roomId, instanceId)),
  positions: (eventId: string, roomId: string) =>
    collection(db, positionsCollection(eventId, roomId)),
  position: (eventId: string, roomId: string, uid: string) =>
    doc(db, positionDoc(eventId, roomId, uid)),
  cells: (eventId: string, roomId: string) => collection(db, cellsCollection(eventId, roomId)),
  /** A p2p stage speaker's audience, by speaker (src/data/stageReach.ts). */
  stageReaches: (eventId: string, roomId: string) =>
    collection(db, 'events', eventId, 'rooms', roomId, 'stageReach'),
  stageReach: (eventId: string, roomId: string, uid: string) =>
    doc(db, 'events', eventId, 'rooms', roomId, 'stageReach', uid),
  /** Raised hands of a room, by owner (src/data/hands.ts; read by organisers and speakers). */
  hands: (eventId: string, roomId: string) =>
    collection(db, 'events', eventId, 'rooms', roomId, 'hands'),
  hand: (eventId: string, roomId: string, uid: string) =>
    doc(db, 'events', eventId, 'rooms', roomId, 'hands', uid),
  /** A room's screen shares, by screen (src/data/shares.ts). */
  shares: (eventId: string, roomId: string) => collection(db, sharesCollection(eventId, roomId)),
  share: (eventId: string, roomId: string, screenId: string) =>
    doc(db, shareDoc(eventId, roomId, screenId)),
  /** A p2p share's signalling: readable and deletable by the recipient only. */
  shareSignals: (eventId: string) => collection(db, shareSignalsCollection(eventId)),
  roomPresence: (eventId: string, roomId: string) => doc(db, roomPresenceDoc(eventId, roomId)),
  /** The programme's sessions (src/data/programme.ts; the programme callables write them). */
  sessions: (eventId: string) => collection(db, sessionsCollection(eventId)),
  /** A person's starred sessions (their owner writes them). */
  programmeStars: (eventId: string, uid: string) => doc(db, programmeStarsDoc(eventId, uid)),
  /** Video playback records, keyed by the encoded URL (src/domain/objects/videos.ts videoKey). */
  videos: (eventId: string) => collection(db, 'events', eventId, 'videos'),
  /** WebRTC signalling for the p2p voice engine: readable and deletable by the recipient only. */
  signals: (eventId: string) => collection(db, 'events', eventId, 'signals'),
  signal: (eventId: string, signalId: string) => doc(db, 'events', eventId, 'signals', signalId),
  /** The global-audio page's listen-only participants (src/data/globalAudioListeners.ts). */
  globalAudioListeners: (eventId: string) =>
    collection(db, 'events', eventId, 'globalAudioListeners'),
  globalAudioListener: (eventId: string, uid: string) =>
    doc(db, 'events', eventId, 'globalAudioListeners', uid),
  messages: (eventId: string) => collection(db, 'events', eventId, 'messages'),
  message: (eventId: string, id: string) => doc(db, 'events', eventId, 'messages', id),
  /** A user banned from chat (rules refuse their messages); written by event admins. */
  chatBans: (eventId: string) => collection(db, 'events', eventId, 'chatBans'),
  chatBan: (eventId: string, uid: string) => doc(db, 'events', eventId, 'chatBans', uid),
  /** The user's read mark: messages stamped later are unread. */
  chatRead: (eventId: string, uid: string) => doc(db, 'events', eventId, 'chatReads', uid),
  profile: (uid: string) => doc(db, 'profiles', uid),
  /** users/{uid}: e-mail, permissions (functions write; the owner and staff read). */
  user: (uid: string) => doc(db, 'users', uid),
  /** Room templates: staff only. */
  templates: () => collection(db, 'templates'),
  asset: (assetId: string) => doc(db, 'assets', assetId),
  assets: () => collection(db, 'assets'),
};
