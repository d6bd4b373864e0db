import type { RemoteVoice } from '../audioGraph';
import type { LinkReport } from '../engine';
import type { PeerLink } from './peerLink';

/** Per-link transport facts for test diagnostics and the relay tests (getStats). */
export function inspectLinks(
  links: ReadonlyMap<string, PeerLink>,
  voices: ReadonlyMap<string, RemoteVoice>,
): Promise<LinkReport[]> {
  return Promise.all(
    [...links].map(async ([peer, link]) => {
      const traffic = await link.traffic();
      const sender = link.pc.getSenders()[0]?.track;
      return {
        peer,
        initiator: link.initiator,
        connection: link.pc.connectionState,
        signaling: link.pc.signalingState,
        playing: voices.has(peer),
        bytesReceived: traffic.received,
        bytesSent: traffic.sent,
        route: traffic.route,
        relayProtocol: traffic.relayProtocol,
        iceRestarts: link.iceRestarts,
        gathered: [...link.gatheredTypes].sort(),
        remoteCandidates: link.remoteCandidates,
        sending: sender ? `${sender.readyState}${sender.enabled ? '' : ' disabled'}` : 'none',
      };
    }),
  );
}
