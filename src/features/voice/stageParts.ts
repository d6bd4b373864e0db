import { clearStageReach, publishStageReach, watchStageReaches } from '../../data/stageReach';
import { StageTracker } from './stageTracker';
import type { StageView } from './voiceFeed';

/**
 * The p2p stage's code beyond the engine (a lazy chunk, loaded once someone in the room is on
 * stage or this attendee waits for one, so it is off the walk path): the tracker that publishes
 * and reads the speakers' reach, and the notes that show it (StageQueueNote, StageReachNote).
 */
export { StageQueueNote } from './StageQueueNote';
export { StageReachNote } from './StageReachNote';

export function startStageTracker(options: {
  eventId: string;
  uid: string;
  onView: (view: StageView) => void;
}): StageTracker {
  const { eventId, uid } = options;
  return new StageTracker({
    uid,
    publish: (roomId, reach) =>
      void (
        reach ? publishStageReach(eventId, roomId, reach) : clearStageReach(eventId, roomId, uid)
      )
        // Best effort: the overlay says less, the voice itself is unaffected.
        .catch((error: unknown) => console.warn('Voice: stage reach not published', error)),
    watch: (roomId, onReaches) => watchStageReaches(eventId, roomId, onReaches),
    onView: options.onView,
  });
}
