import { onSchedule } from 'firebase-functions/v2/scheduler';
import { DEMO_EDITOR_RESET } from '../../../src/domain/constants';
import { logDemoEditorRoomRestored } from '../shared/log';
import { checkDemoEditorRoom } from './restoreEditorRoom';

/** demo-restoreEditorRoom: /demo/editor back to its template after it has stood empty a while. */
export const restoreEditorRoom = onSchedule(
  { schedule: `every ${DEMO_EDITOR_RESET.checkEveryMinutes} minutes`, timeoutSeconds: 300 },
  async () => {
    const outcome = await checkDemoEditorRoom(Date.now());
    if (outcome === 'restored') logDemoEditorRoomRestored();
  },
);
