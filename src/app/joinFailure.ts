// What a join that failed says: the reference's sentence, then the reason in plain words.
import { mainRoomOf, roomPath } from '../domain/roomUrls';
import { useNavigate } from '../ui/routing';

/** A join the server has not confirmed by then fails visibly (offline, unreachable). */
export const JOIN_TIMEOUT_MS = 15_000;
/** The reference's text for a join that failed, followed by the reason. */
const JOIN_FAILED = 'Unable to join the event.';
export const JOIN_TIMED_OUT = 'The server did not answer: check your connection and try again.';

/** The reason said after JOIN_FAILED: the server's words, or the network's fault in plain words. */
function joinFailureReason(failure: unknown): string {
  const message = failure instanceof Error ? failure.message : '';
  // A code chunk that could not be fetched, or a request that never left: the network.
  if (!message || /failed to fetch|dynamically imported module|network/i.test(message))
    return JOIN_TIMED_OUT;
  return message;
}

/**
 * Why a join into `roomId` was refused when the room is full (src/domain/occupancy.ts), read once
 * from the room's count and capacity, with the main room's address to go to instead; null for
 * any other failure. Only a refusal is checked: a join that timed out is told at once, without
 * reads that would wait on the network too.
 */
async function fullRoomRefusal(
  failure: unknown,
  join: { eventId: string; roomId: string; demo: boolean; slug: string },
): Promise<{ text: string; mainRoomPath: string } | null> {
  const { eventId, roomId, demo, slug } = join;
  const mainRoomId = mainRoomOf(demo);
  const refused = (failure as { code?: unknown } | null)?.code === 'permission-denied';
  if (!refused || roomId === mainRoomId) return null;
  const text = await import('../data/occupancy')
    .then((occupancy) => occupancy.fullRoomRefusal(eventId, roomId))
    .catch(() => null);
  return text ? { text, mainRoomPath: roomPath({ demo, slug, roomId: mainRoomId }) } : null;
}

/**
 * What a failed join says: the reference's sentence and the reason. For a link into a full room
 * the reason is the room's (fullRoomRefusal) and the page moves to the main room, so the next
 * 'Join now' joins there.
 */
export function useJoinFailureText(join: Parameters<typeof fullRoomRefusal>[1]) {
  const navigate = useNavigate();
  return async (failure: unknown): Promise<string> => {
    const full = await fullRoomRefusal(failure, join);
    if (full) void navigate(full.mainRoomPath, { replace: true });
    return `${JOIN_FAILED} ${full?.text ?? joinFailureReason(failure)}`;
  };
}
