import {
  audienceLine,
  SHARE_TEXT,
  sharingLine,
  waitingLine,
  type ScreenShare,
} from '../../../../domain/share';
import { Button } from '../../../../ui/Button';
import type { ScreenSharing } from './useScreenSharing';
import type { ViewedShare } from './useShareViewing';

/** What a viewer reads about a share on this screen, by how its picture is coming. */
function viewerLine(share: ScreenShare, view: ViewedShare | undefined): string {
  const who = sharingLine(share.name);
  switch (view?.state.kind) {
    case 'waiting':
      return `${who} ${waitingLine(view.state.served, view.state.position)}`;
    case 'lost':
      return `${who} ${SHARE_TEXT.lost}`;
    case 'showing':
      return who;
    default:
      return `${who} ${SHARE_TEXT.connecting}`;
  }
}

/**
 * The screen panel's share row: 'Share my screen' for who may share here (not on a phone), the
 * sharer's 'Stop sharing' and audience, and for everyone who is sharing. One share per screen:
 * a second person is told who shares instead of the picker opening.
 */
export function ShareControls({ screenId, sharing }: { screenId: string; sharing: ScreenSharing }) {
  const share = sharing.shares.get(screenId);
  const mine = sharing.own?.screenId === screenId ? sharing.own : null;
  const sharingElsewhere = sharing.own !== null && mine === null;
  return (
    <div className="video-overlay__share">
      {mine ? (
        <>
          <p className="video-overlay__share-state" role="status">
            {SHARE_TEXT.youShare}
            {mine.seeing !== null && ` ${audienceLine(mine.seeing, mine.waiting)}`}
          </p>
          <Button onClick={sharing.stop}>{SHARE_TEXT.stop}</Button>
        </>
      ) : (
        <>
          {share && share.uid !== sharing.uid && (
            <p className="video-overlay__share-state" role="status">
              {viewerLine(share, sharing.viewed.get(screenId))}
            </p>
          )}
          {sharing.mayShare && !sharingElsewhere && (
            <Button
              variant="secondary"
              disabled={sharing.starting}
              onClick={() => void sharing.start(screenId)}
            >
              {SHARE_TEXT.share}
            </Button>
          )}
        </>
      )}
      {sharing.problem && (
        <p className="video-overlay__error" role="alert">
          {sharing.problem}
        </p>
      )}
    </div>
  );
}
