/*
 * 'Check my audio', the network part: what the ICE candidates a browser gathered say about
 * calls from this network. A module of its own (not in the voice index) so its texts load with
 * the dialog's lazy chunk, never on the walk path.
 */

/** How long the check waits for the browser to finish gathering candidates. */
export const NETWORK_CHECK_TIMEOUT_MS = 8_000;

/** RTCIceCandidateType: the kinds of address a browser can offer a peer. */
export type CandidateType = 'host' | 'srflx' | 'prflx' | 'relay';

export interface GatheredCandidate {
  type: CandidateType;
  /** The candidate's IP address (or an mDNS name ending in .local), null when not given. */
  address: string | null;
}

export interface NetworkCheckFacts {
  /** The ICE configuration offered at least one STUN or TURN server. */
  serversOffered: boolean;
  candidates: readonly GatheredCandidate[];
}

/**
 * - direct: an address the internet can reach (a STUN-mapped one, or the machine's own public
 *   address), so two people can connect without a relay;
 * - relayOnly: only the TURN server's relay (UDP to STUN blocked, or a symmetric firewall);
 * - blocked: servers were offered and none answered: no call leaves this network;
 * - unchecked: no server was offered (the servers could not be fetched), so there is nothing
 *   to judge by; saying 'blocked' then would blame the person's network for our outage.
 */
export type NetworkVerdict = 'direct' | 'relayOnly' | 'blocked' | 'unchecked';

/** The one sentence each verdict is told in; `unsupported`: a browser without WebRTC. */
export const NETWORK_CHECK_TEXT = {
  checking: 'Checking your network…',
  direct: 'This network allows direct calls.',
  relayOnly: "This network allows only relayed calls, which go through the event's relay server.",
  blocked:
    'Your network blocks calls; ask your network administrator to allow UDP 3478 or TCP 443.',
  unchecked:
    'Your network could not be checked because the call servers did not answer; try again in a minute.',
  unsupported: 'This browser cannot make calls; use a recent Chrome, Edge, Firefox or Safari.',
} as const satisfies Record<NetworkVerdict | 'checking' | 'unsupported', string>;

const CANDIDATE_TYPES: readonly string[] = ['host', 'srflx', 'prflx', 'relay'];

/**
 * The type and address of an SDP candidate line ('candidate:<foundation> <component>
 * <protocol> <priority> <address> <port> typ <type> ...'), for browsers whose RTCIceCandidate
 * lacks the parsed fields; null when it is not one.
 */
export function parseCandidateLine(line: string): GatheredCandidate | null {
  const fields = line.trim().replace(/^a=/, '').split(/\s+/);
  const typ = fields.indexOf('typ');
  const type = typ >= 0 ? fields[typ + 1] : undefined;
  if (!fields[0]?.startsWith('candidate:') || typ !== 6 || !type) return null;
  if (!CANDIDATE_TYPES.includes(type)) return null;
  return { type: type as CandidateType, address: fields[4] ?? null };
}

function ipv4Octets(address: string): number[] | null {
  const parts = address.split('.');
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part))) return null;
  const octets = parts.map(Number);
  return octets.every((octet) => octet <= 255) ? octets : null;
}

function publicIpv4([a, b]: number[]): boolean {
  if (a === undefined || b === undefined) return false;
  if (a === 0 || a === 10 || a === 127 || a >= 224) return false; // this, private, loopback, multicast
  if (a === 169 && b === 254) return false; // link-local
  if (a === 172 && b >= 16 && b <= 31) return false; // private
  if (a === 192 && b === 168) return false; // private
  if (a === 100 && b >= 64 && b <= 127) return false; // carrier-grade NAT: shared, not reachable
  return true;
}

/**
 * Whether the internet can address this IP: not private, loopback, link-local, carrier-grade
 * NAT or an mDNS name (the .local names browsers show instead of a host's address). IPv6
 * counts when global unicast (2000::/3).
 */
export function isPublicAddress(address: string): boolean {
  const lower = address.toLowerCase().split('%')[0] ?? '';
  const v4 = ipv4Octets(lower);
  if (v4) return publicIpv4(v4);
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (mapped?.[1]) return isPublicAddress(mapped[1]);
  if (!lower.includes(':')) return false;
  const first = lower.startsWith(':') ? 0 : parseInt(lower.split(':')[0] ?? '', 16);
  return first >= 0x2000 && first <= 0x3fff;
}

/** A candidate another network can reach without a relay. */
function reachableDirectly(candidate: GatheredCandidate): boolean {
  if (candidate.type === 'srflx' || candidate.type === 'prflx') return true;
  return (
    candidate.type === 'host' && candidate.address !== null && isPublicAddress(candidate.address)
  );
}

/**
 * The decision table, first row that holds:
 * | a directly reachable candidate | a relay candidate | servers offered | verdict   |
 * | yes                            | any               | any             | direct    |
 * | no                             | yes               | any             | relayOnly |
 * | no                             | no                | yes             | blocked   |
 * | no                             | no                | no              | unchecked |
 */
export function networkVerdict(facts: NetworkCheckFacts): NetworkVerdict {
  if (facts.candidates.some(reachableDirectly)) return 'direct';
  if (facts.candidates.some((candidate) => candidate.type === 'relay')) return 'relayOnly';
  return facts.serversOffered ? 'blocked' : 'unchecked';
}

/** Once a direct candidate is in, later ones cannot change the verdict: the check may stop. */
export function verdictSettled(candidates: readonly GatheredCandidate[]): boolean {
  return candidates.some(reachableDirectly);
}
