/** A link signal's body: a description or candidate tagged with its link id (and offer number). */
export type LinkBody = { link: string; gen?: number } & Record<string, unknown>;

/** A link signal's payload parsed, or null (request, release, bye... carry none). */
export function parseLinkBody(payload: string): LinkBody | null {
  try {
    const body: unknown = JSON.parse(payload);
    if (body && typeof body === 'object' && typeof (body as { link?: unknown }).link === 'string') {
      return body as LinkBody;
    }
  } catch {
    // Not a link signal.
  }
  return null;
}

/** Candidates kept per peer while its offer is on its way (a few per network interface). */
const MAX_EARLY_CANDIDATES = 32;

/**
 * Signals may overtake each other: a candidate that arrives before its offer waits here for
 * the link its id names (one link per peer; a newer link id replaces the kept ones).
 */
export class EarlyCandidates {
  private readonly kept = new Map<string, { link: string; candidates: RTCIceCandidateInit[] }>();

  keep(peerId: string, link: string, candidate: RTCIceCandidateInit): void {
    const kept = this.kept.get(peerId);
    if (kept?.link === link) {
      if (kept.candidates.length < MAX_EARLY_CANDIDATES) kept.candidates.push(candidate);
    } else {
      this.kept.set(peerId, { link, candidates: [candidate] });
    }
  }

  take(peerId: string, link: string): RTCIceCandidateInit[] {
    const kept = this.kept.get(peerId);
    this.kept.delete(peerId);
    return kept?.link === link ? kept.candidates : [];
  }
}
