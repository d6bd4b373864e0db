import { addInstance } from './instanceWrites';
import type { NewInstance } from '../domain/editor/editor';

/**
 * For the end-to-end tests only (reached through the world's handle in builds with test hooks,
 * DebugHandle.tsx): places an object from this page's own Firebase client, past the UI (which
 * shows no Editor to someone without the right), so a test can see the rules refuse it.
 * Resolves 'written' or the refusal's code (e.g. 'permission-denied').
 */
export async function tryAddInstance(
  eventId: string,
  roomId: string,
  instance: NewInstance,
): Promise<string> {
  try {
    await addInstance(eventId, roomId, instance);
    return 'written';
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}
