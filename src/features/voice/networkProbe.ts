import {
  parseCandidateLine,
  verdictSettled,
  type CandidateType,
  type GatheredCandidate,
} from '../../domain/voice/networkCheck';
import type { IceConfig } from './iceServers';

function gathered(candidate: RTCIceCandidate): GatheredCandidate | null {
  const parsed = parseCandidateLine(candidate.candidate);
  const type = (candidate.type as CandidateType | null) ?? parsed?.type;
  if (!type) return null;
  return { type, address: candidate.address ?? parsed?.address ?? null };
}

/**
 * The candidates this browser can gather with `config`: a peer connection with one data
 * channel (something to gather for) makes an offer, and collects until gathering completes,
 * a directly reachable candidate settles the answer, `timeoutMs` passes (an unanswered TURN
 * server can keep gathering going for long) or `signal` aborts (the dialog closed). The
 * connection is always closed: it never talks to anyone.
 */
export async function gatherCandidates(
  config: IceConfig,
  timeoutMs: number,
  signal: AbortSignal,
): Promise<GatheredCandidate[]> {
  const connection = new RTCPeerConnection({
    iceServers: config.iceServers,
    iceTransportPolicy: config.iceTransportPolicy,
  });
  const candidates: GatheredCandidate[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let finish = () => {};
  const finished = new Promise<void>((resolve) => (finish = resolve));
  try {
    timer = setTimeout(finish, timeoutMs);
    signal.addEventListener('abort', finish, { once: true });
    connection.onicecandidate = (event) => {
      // A null candidate is the end of gathering.
      if (!event.candidate) return finish();
      const found = gathered(event.candidate);
      if (found) candidates.push(found);
      if (verdictSettled(candidates)) finish();
    };
    connection.onicegatheringstatechange = () => {
      if (connection.iceGatheringState === 'complete') finish();
    };
    connection.createDataChannel('network-check');
    await connection.setLocalDescription(await connection.createOffer());
    await finished;
    return candidates;
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', finish);
    connection.onicecandidate = null;
    connection.onicegatheringstatechange = null;
    connection.close();
  }
}
