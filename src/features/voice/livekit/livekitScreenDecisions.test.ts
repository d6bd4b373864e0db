import { describe, expect, it } from 'vitest';
import { screenSubscriptionChanges, type ScreenPublication } from './livekitScreenDecisions';

const pub = (identity: string, trackName: string, subscribed = false): ScreenPublication => ({
  identity,
  trackName,
  subscribed,
});

describe('which screen shares a LiveKit viewer subscribes to', () => {
  it("subscribes to the wanted sharer's tracks for that screen, video and sound", () => {
    const video = pub('ann', 'screen:s1');
    const sound = pub('ann', 'screen:s1');
    const changes = screenSubscriptionChanges(
      [video, sound, pub('ann', 'screen:s2'), pub('bob', 'screen:s1')],
      [{ sharer: 'ann', screenId: 's1' }],
    );
    expect(changes.subscribe).toEqual([video, sound]);
    expect(changes.unsubscribe).toEqual([]);
  });

  it('lets go of a share no longer wanted (out of sight), and of a stale sharer on the screen', () => {
    const old = pub('bob', 'screen:s1', true);
    const gone = pub('ann', 'screen:s2', true);
    const changes = screenSubscriptionChanges([old, gone], [{ sharer: 'ann', screenId: 's1' }]);
    expect(changes.unsubscribe).toEqual([old, gone]);
  });

  it('leaves voices alone (they are the voice plan’s) and asks nothing twice', () => {
    const changes = screenSubscriptionChanges(
      [pub('ann', '', false), pub('bob', 'microphone', true), pub('ann', 'screen:s1', true)],
      [{ sharer: 'ann', screenId: 's1' }],
    );
    expect(changes).toEqual({ subscribe: [], unsubscribe: [] });
  });
});
