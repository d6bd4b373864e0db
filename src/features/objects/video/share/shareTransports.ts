import type { ScreenShare } from '../../../../domain/share';
import { screenTransport, type IceConfig } from '../../../voice';
import { ShareReceiver, type ReceiverState } from './shareReceiver';
import { ShareSender } from './shareSender';
import type { ShareSignalPost } from './shareSignalPost';

/** What a running share or reception is to its owner: something to stop. */
export interface Running {
  /** `tellSharer` false: the share is gone, so there is nobody to say goodbye to. */
  stop(tellSharer?: boolean): void;
}

/** A running share: whether it counts its viewers (p2p does; LiveKit's server does not say). */
export interface Sending extends Running {
  counted: boolean;
}

interface P2pContext {
  post: ShareSignalPost;
  roomId: string;
  ice: () => Promise<IceConfig>;
}

/**
 * Sends a share: through the voice engine's server when it has one (LiveKit: a published
 * screen-share track, no per-viewer cost to the sharer), else on p2p links within the budget,
 * reporting how many see it and how many wait.
 */
export async function startSending(
  context: P2pContext & { budget?: () => number },
  screenId: string,
  stream: MediaStream,
  onAudience: (seeing: number, waiting: number) => void,
): Promise<Sending> {
  const server = screenTransport();
  if (server) return { stop: await server.publish(stream, screenId), counted: false };
  const sender = new ShareSender({
    post: context.post,
    about: { roomId: context.roomId, screenId },
    stream,
    ice: context.ice,
    budget: context.budget,
    onAudience,
  });
  return { stop: () => sender.stop(), counted: true };
}

/** Receives a share the way it is sent (startSending's choice, the same on every page). */
export function startReceiving(
  context: P2pContext,
  share: ScreenShare,
  onState: (state: ReceiverState) => void,
  onStream: (stream: MediaStream | null) => void,
): Running {
  const server = screenTransport();
  if (server) {
    onState({ kind: 'connecting' });
    const stop = server.receive(share.uid, share.screenId, (stream) => {
      onStream(stream);
      onState({ kind: stream ? 'showing' : 'connecting' });
    });
    return { stop: () => stop() };
  }
  return new ShareReceiver({
    post: context.post,
    about: { roomId: context.roomId, screenId: share.screenId },
    sharer: share.uid,
    ice: context.ice,
    onState,
    onStream,
  });
}
