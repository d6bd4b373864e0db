// The walk path's part of moderation. The attendees panel and a picked person's popup are
// not exported here: src/app loads them as a chunk of their own (./panels.ts), and an export
// here would pull them into the session's chunk.
export { useMembership } from './useMembership';
