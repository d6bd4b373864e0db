/**
 * Firestore paths that more than one side writes (the app's src/data, functions/src, the tests'
 * and e2e helpers), as slash-separated strings so that both SDKs take them (`doc(db, path)`,
 * `db.doc(path)`). One spelling keeps a renamed collection from silently splitting the two
 * sides. firestore.rules cannot import this; its match blocks spell the same paths.
 */
export const eventDoc = (eventId: string) => `events/${eventId}`;

/** An access grant (roles, bans, early access): written only by event-requestEventAccess. */
export const memberDoc = (eventId: string, uid: string) => `${eventDoc(eventId)}/members/${uid}`;

/** The event's password and access settings: organisers and the functions only. */
export const restrictedAccessDoc = (eventId: string) => `${eventDoc(eventId)}/restricted/access`;

/** The event's audio quota (seats, minutes): written by the functions. */
export const audioQuotaDoc = (eventId: string) => `${eventDoc(eventId)}/restricted/audioQuota`;

export const eventUsersCollection = (eventId: string) => `${eventDoc(eventId)}/users`;
export const eventUserDoc = (eventId: string, uid: string) =>
  `${eventUsersCollection(eventId)}/${uid}`;

export const roomsCollection = (eventId: string) => `${eventDoc(eventId)}/rooms`;
export const roomDoc = (eventId: string, roomId: string) => `${roomsCollection(eventId)}/${roomId}`;

/** A room's placed objects. */
export const instancesCollection = (eventId: string, roomId: string) =>
  `${roomDoc(eventId, roomId)}/instances`;
export const instanceDoc = (eventId: string, roomId: string, instanceId: string) =>
  `${instancesCollection(eventId, roomId)}/${instanceId}`;

/** Each person's position in a room (sparse rooms); dense rooms read cells instead. */
export const positionsCollection = (eventId: string, roomId: string) =>
  `${roomDoc(eventId, roomId)}/positions`;
export const positionDoc = (eventId: string, roomId: string, uid: string) =>
  `${positionsCollection(eventId, roomId)}/${uid}`;
/** A dense room's ticker snapshots, by spatial cell. */
export const cellsCollection = (eventId: string, roomId: string) =>
  `${roomDoc(eventId, roomId)}/cells`;

/** What a room's readers listen to: { fast, dense }. */
export const roomPresenceDoc = (eventId: string, roomId: string) =>
  `${eventDoc(eventId)}/roomPresence/${roomId}`;

/** Each room's head count ({ count }, src/domain/occupancy.ts): the positions functions write it. */
export const roomCountsCollection = (eventId: string) => `${eventDoc(eventId)}/roomCounts`;

/** Who waits at a full room's portal ({ roomId, at }, occupancy.ts): one entry a person. */
export const roomQueuesCollection = (eventId: string) => `${eventDoc(eventId)}/roomQueues`;
export const roomQueueDoc = (eventId: string, uid: string) =>
  `${roomQueuesCollection(eventId)}/${uid}`;

/** A screen's share (one per screen: the document's id is the screen's), src/domain/share.ts. */
export const sharesCollection = (eventId: string, roomId: string) =>
  `${roomDoc(eventId, roomId)}/shares`;
export const shareDoc = (eventId: string, roomId: string, screenId: string) =>
  `${sharesCollection(eventId, roomId)}/${screenId}`;

/** A p2p share's WebRTC signals, between its sharer and one viewer. */
export const shareSignalsCollection = (eventId: string) => `${eventDoc(eventId)}/shareSignals`;

/** The event's chat ({ message, author, authorName, timestamp, removed, ... }). */
export const messagesCollection = (eventId: string) => `${eventDoc(eventId)}/messages`;

/** The programme's sessions (src/domain/programme.ts): written by the programme callables. */
export const sessionsCollection = (eventId: string) => `${eventDoc(eventId)}/sessions`;
export const sessionDoc = (eventId: string, sessionId: string) =>
  `${sessionsCollection(eventId)}/${sessionId}`;
/** How many sessions the programme holds ({ sessionCount }): the functions only. */
export const programmeCounterDoc = (eventId: string) => `${eventDoc(eventId)}/restricted/programme`;

/** A person's starred sessions ({ sessions: ids, updatedAt }): written by their owner. */
export const programmeStarsDoc = (eventId: string, uid: string) =>
  `${eventDoc(eventId)}/programmeStars/${uid}`;

/** Insights (src/domain/insights/insights.ts): written and read by the functions only. */
export const insightSlotsCollection = (eventId: string) => `${eventDoc(eventId)}/insightSlots`;
export const insightSlotDoc = (eventId: string, slotStartMs: number) =>
  `${insightSlotsCollection(eventId)}/${slotStartMs}`;
export const insightVisitorsCollection = (eventId: string) =>
  `${eventDoc(eventId)}/insightVisitors`;
export const insightVisitorDoc = (eventId: string, uid: string) =>
  `${insightVisitorsCollection(eventId)}/${uid}`;
export const insightTotalsDoc = (eventId: string) => `${eventDoc(eventId)}/restricted/insights`;
