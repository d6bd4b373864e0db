import { useMemo } from 'react';
import { canControlVideo } from '../../../../domain/objects/videos';
import { browserCanShare, canShareScreen, type SightBand } from '../../../../domain/share';
import { loadIceServers } from '../../../voice';
import { useCanEditRoom, useEventSession } from '../../../session';
import { shareBudget } from './shareBudget';
import { ShareSignalPost } from './shareSignalPost';
import { useOwnShare } from './useOwnShare';
import { useScreenShares } from './useScreenShares';
import { useShareViewing } from './useShareViewing';

/** A share's picture as one screen's player shows it. */
export interface SharePicture {
  stream: MediaStream;
  /** The sharer's own preview: silent. */
  silent: boolean;
}

/**
 * Everything about the room's screen shares for the video layer: the shares, this person's own
 * (and whether they may start one here: the right, and a browser that can capture a screen),
 * the ones received in sight, and each screen's picture.
 */
export function useScreenSharing(sight: Readonly<Record<string, SightBand>>) {
  const eventId = useEventSession((s) => s.eventId);
  const roomId = useEventSession((s) => s.roomId);
  const uid = useEventSession((s) => s.uid);
  const name = useEventSession((s) => s.name);
  const canControl = useEventSession((s) => canControlVideo(s.roles, s.demo));
  const canEdit = useCanEditRoom();
  const allowed = canShareScreen(canControl, canEdit);
  const post = useMemo(() => new ShareSignalPost(eventId, uid), [eventId, uid]);
  const ice = useMemo(() => () => loadIceServers(eventId), [eventId]);
  const shares = useScreenShares(eventId, roomId);
  const own = useOwnShare({
    eventId,
    roomId,
    uid,
    name,
    allowed,
    shares,
    post,
    ice,
    budget: shareBudget,
  });
  const viewed = useShareViewing({ roomId, uid, shares, sight, post, ice });

  const pictures = useMemo(() => {
    const all = new Map<string, SharePicture>();
    for (const [screenId, view] of viewed) {
      if (view.stream) all.set(screenId, { stream: view.stream, silent: false });
    }
    if (own.own) all.set(own.own.screenId, { stream: own.own.stream, silent: true });
    return all;
  }, [viewed, own.own]);

  return {
    uid,
    shares,
    viewed,
    pictures,
    mayShare: allowed && browserCanShare(navigator.mediaDevices),
    ...own,
  };
}

export type ScreenSharing = ReturnType<typeof useScreenSharing>;
