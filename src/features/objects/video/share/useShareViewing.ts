import { useEffect, useRef, useState } from 'react';
import { inSight, type ScreenShare, type SightBand } from '../../../../domain/share';
import type { IceConfig } from '../../../voice';
import type { ReceiverState } from './shareReceiver';
import { startReceiving, type Running } from './shareTransports';
import type { ShareSignalPost } from './shareSignalPost';

/** What a viewer has of one screen's share: its state and, once it arrived, the picture. */
export interface ViewedShare {
  state: ReceiverState;
  stream: MediaStream | null;
}

interface Options {
  roomId: string;
  uid: string;
  shares: ReadonlyMap<string, ScreenShare>;
  /** Where the player stands for each screen, as of the last check. */
  sight: Readonly<Record<string, SightBand>>;
  post: ShareSignalPost;
  ice: () => Promise<IceConfig>;
}

/**
 * The shares this viewer receives: one receiver per screen holding someone else's share while
 * the screen is in sight (SHARE.sightRadius, let go beyond SHARE.sightRelease), so what a viewer
 * costs the sharer follows what it sees. A new share on a screen (another sharer, or the same
 * after a reload) is a new receiver.
 */
export function useShareViewing({ roomId, uid, shares, sight, post, ice }: Options) {
  const [viewed, setViewed] = useState<ReadonlyMap<string, ViewedShare>>(new Map());
  const receivers = useRef(new Map<string, { key: string; sharer: string; receiver: Running }>());
  const iceRef = useRef(ice);
  iceRef.current = ice;

  useEffect(() => {
    const current = receivers.current;
    const wanted = new Map<string, ScreenShare>();
    for (const [screenId, share] of shares) {
      if (share.uid === uid) continue;
      if (inSight(sight[screenId] ?? 'out', current.has(screenId))) wanted.set(screenId, share);
    }
    const update = (screenId: string, change: Partial<ViewedShare>) =>
      setViewed((all) => {
        const next = new Map(all);
        const before = all.get(screenId) ?? { state: { kind: 'connecting' }, stream: null };
        next.set(screenId, { ...before, ...change });
        return next;
      });
    for (const [screenId, held] of [...current]) {
      const share = wanted.get(screenId);
      if (share && held.key === `${share.uid}/${share.session}`) continue;
      // The same sharer's share, still there (out of sight now, or started again), hears
      // goodbye; a share gone, or now another's, has nobody to tell.
      held.receiver.stop(shares.get(screenId)?.uid === held.sharer);
      current.delete(screenId);
      setViewed((all) => {
        const next = new Map(all);
        next.delete(screenId);
        return next;
      });
    }
    for (const [screenId, share] of wanted) {
      if (current.has(screenId)) continue;
      const receiver = startReceiving(
        { post, roomId, ice: () => iceRef.current() },
        share,
        (state) => update(screenId, { state }),
        (stream) => update(screenId, { stream }),
      );
      current.set(screenId, { key: `${share.uid}/${share.session}`, sharer: share.uid, receiver });
    }
  }, [shares, sight, uid, roomId, post]);

  useEffect(
    () => () => {
      for (const held of receivers.current.values()) held.receiver.stop();
      receivers.current.clear();
    },
    [],
  );
  return viewed;
}
