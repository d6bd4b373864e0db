import { useCallback, useEffect, useRef, useState } from 'react';
import { endShare, startShare } from '../../../../data/shares';
import { busyLine, SHARE, SHARE_TEXT, type ScreenShare } from '../../../../domain/share';
import type { IceConfig } from '../../../voice';
import type { ShareSignalPost } from './shareSignalPost';
import { startSending, type Sending } from './shareTransports';

/** The sharer's own share: where, the captured picture, and how many see it. */
export interface OwnShare {
  screenId: string;
  stream: MediaStream;
  /** Viewers who see it (p2p), or null where the server does not say (LiveKit). */
  seeing: number | null;
  waiting: number;
}

interface Options {
  eventId: string;
  roomId: string;
  uid: string;
  name: string;
  /** Whether this person may share now (the role); losing it ends the share. */
  allowed: boolean;
  shares: ReadonlyMap<string, ScreenShare>;
  post: ShareSignalPost;
  ice: () => Promise<IceConfig>;
  /** Viewers served at once, read at each decision (SHARE.p2pViewers unless a test lowers it). */
  budget?: () => number;
}

interface Running {
  screenId: string;
  stream: MediaStream;
  sender: Sending;
}

/** Why getDisplayMedia said no, in the person's words. */
function captureRefusal(error: unknown): string {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError') return SHARE_TEXT.cancelled;
  if (name === 'NotSupportedError' || name === 'SecurityError') return SHARE_TEXT.notAllowed;
  return `${SHARE_TEXT.failed} ${error instanceof Error ? error.message : String(error)}`;
}

/**
 * Sharing this person's screen onto one of the room's screens: the browser's picker, the share
 * document (the rules refuse a second share on a screen), and the p2p sender. It ends with
 * 'Stop sharing', the browser's own stop (the track ends), leaving or travelling (unmount),
 * losing the right, or an organiser removing the share.
 */
export function useOwnShare(options: Options) {
  const { eventId, roomId, uid, allowed, shares } = options;
  const [own, setOwn] = useState<OwnShare | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const running = useRef<Running | null>(null);
  const latest = useRef(options);
  latest.current = options;

  /** Ends the share here; `removeDocument` false when it is already gone. */
  const end = useCallback(
    async (removeDocument = true) => {
      const current = running.current;
      if (!current) return;
      running.current = null;
      current.sender.stop();
      current.stream.getTracks().forEach((track) => track.stop());
      setOwn(null);
      if (!removeDocument) return;
      try {
        await endShare(eventId, roomId, current.screenId);
      } catch (error) {
        setProblem(`${SHARE_TEXT.stopFailed} ${error instanceof Error ? error.message : ''}`);
      }
    },
    [eventId, roomId],
  );

  const start = useCallback(
    async (screenId: string) => {
      const { name, post, ice, budget } = latest.current;
      setProblem(null);
      const holder = latest.current.shares.get(screenId);
      if (holder && holder.uid !== uid) return setProblem(busyLine(holder.name));
      // This person's own share from an earlier page load: replaced (the effect below removes it).
      if (holder) await endShare(eventId, roomId, screenId).catch(() => undefined);
      setStarting(true);
      let stream: MediaStream;
      try {
        stream = await navigator.mediaDevices.getDisplayMedia({
          video: { ...SHARE.capture },
          audio: true,
        });
      } catch (error) {
        setStarting(false);
        return setProblem(captureRefusal(error));
      }
      const video = stream.getVideoTracks()[0];
      // Slides and code: keep the text sharp rather than the motion smooth.
      if (video) video.contentHint = 'detail';
      try {
        await startShare(eventId, roomId, screenId, { uid, name, session: post.session });
      } catch (error) {
        stream.getTracks().forEach((track) => track.stop());
        setStarting(false);
        const now = latest.current.shares.get(screenId);
        return setProblem(
          now && now.uid !== uid
            ? busyLine(now.name)
            : `${SHARE_TEXT.failed} ${error instanceof Error ? error.message : ''}`,
        );
      }
      let sender: Sending;
      try {
        sender = await startSending(
          { post, roomId, ice, budget },
          screenId,
          stream,
          (seeing, waiting) => setOwn((current) => current && { ...current, seeing, waiting }),
        );
      } catch (error) {
        stream.getTracks().forEach((track) => track.stop());
        setStarting(false);
        await endShare(eventId, roomId, screenId).catch(() => undefined);
        return setProblem(`${SHARE_TEXT.failed} ${error instanceof Error ? error.message : ''}`);
      }
      running.current = { screenId, stream, sender };
      setOwn({ screenId, stream, seeing: sender.counted ? 0 : null, waiting: 0 });
      setStarting(false);
      // The browser's own 'Stop sharing' ends the capture.
      video?.addEventListener('ended', () => {
        if (running.current?.stream === stream) void end();
      });
    },
    [eventId, roomId, uid, end],
  );

  // Losing the right ends it; so does an organiser removing the share document.
  useEffect(() => {
    if (!allowed) void end();
  }, [allowed, end]);
  useEffect(() => {
    const current = running.current;
    if (current && shares.get(current.screenId)?.uid !== uid) void end(false);
  }, [shares, uid, end]);
  // Leaving the room or the event.
  useEffect(() => () => void end(), [end]);
  // A share of this person's from an earlier page load (a reload, a crash) sends nothing any
  // more: viewers would wait for it, and it would keep the screen. It is removed.
  const { session } = options.post;
  useEffect(() => {
    for (const share of shares.values()) {
      if (share.uid !== uid || share.session === session) continue;
      void endShare(eventId, roomId, share.screenId).catch(() => undefined);
    }
  }, [shares, uid, session, eventId, roomId]);

  return { own, problem, starting, start, stop: () => void end() };
}
