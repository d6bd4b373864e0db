import { useEffect, useId, useState } from 'react';
import { AUDIO_CHECK_TEXT } from '../../domain/voice/audioCheckText';
import {
  NETWORK_CHECK_TEXT,
  NETWORK_CHECK_TIMEOUT_MS,
  networkVerdict,
} from '../../domain/voice/networkCheck';
import { iceServersFor } from './iceServers';
import { gatherCandidates } from './networkProbe';

/** One check: the servers the voice would use (and its transport policy), then gathering. */
async function checkNetwork(eventId: string, signal: AbortSignal): Promise<string> {
  if (typeof RTCPeerConnection === 'undefined') return NETWORK_CHECK_TEXT.unsupported;
  // A failed fetch answers no servers (iceServers.ts): the verdict is then 'unchecked'.
  const config = await iceServersFor(eventId).get();
  const candidates = await gatherCandidates(config, NETWORK_CHECK_TIMEOUT_MS, signal);
  const serversOffered = config.iceServers.length > 0;
  return NETWORK_CHECK_TEXT[networkVerdict({ serversOffered, candidates })];
}

/**
 * The network part: runs when the dialog opens and again on 'Check my network', with the ICE
 * servers of the event's voice, and says in one sentence (a live region) whether this network
 * allows direct calls, only relayed calls, or none. A new check or closing the dialog aborts
 * the one running, whose peer connection is closed.
 */
export function NetworkCheck({ eventId }: { eventId: string }) {
  const headingId = useId();
  const [run, setRun] = useState(0);
  // The sentence of the check `run`; a result of an earlier run means this one is checking.
  const [result, setResult] = useState<{ run: number; text: string } | null>(null);

  useEffect(() => {
    const control = new AbortController();
    checkNetwork(eventId, control.signal).then(
      (text) => !control.signal.aborted && setResult({ run, text }),
      (error: unknown) => {
        console.warn('The network check failed.', error);
        if (!control.signal.aborted) setResult({ run, text: NETWORK_CHECK_TEXT.unchecked });
      },
    );
    return () => control.abort();
  }, [eventId, run]);

  const text = result?.run === run ? result.text : NETWORK_CHECK_TEXT.checking;
  return (
    <section className="check-audio__part" aria-labelledby={headingId}>
      <h3 id={headingId}>{AUDIO_CHECK_TEXT.network}</h3>
      <p className="check-audio__result" role="status">
        {text}
      </p>
      <button type="button" className="ui-button" onClick={() => setRun((count) => count + 1)}>
        {AUDIO_CHECK_TEXT.checkNetwork}
      </button>
    </section>
  );
}
