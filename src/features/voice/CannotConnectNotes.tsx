import { CANNOT_CONNECT_ADVICE, cannotConnectText } from '../../domain/voice/peerAudio';
import type { PersonAudio } from './peopleAudio';

/** At most this many people are named; the badge speaks for a larger failure. */
const SHOWN = 3;

/**
 * 'Cannot connect to Alice's audio', for each person heard whose link stayed unconnected for
 * 10 s, with the likely cause from what this browser gathered and a Retry.
 */
export function CannotConnectNotes({
  people,
  nameOf,
  onRetry,
}: {
  people: ReadonlyMap<string, PersonAudio>;
  nameOf: (id: string) => string;
  onRetry: (id: string) => void;
}) {
  const failing = [...people].filter(([, audio]) => audio.state === 'cannotConnect');
  if (failing.length === 0) return null;
  return (
    // The alert wraps the list: a list given the alert role is no list for its items.
    <div className="voice-panel__error" role="alert">
      <ul className="voice-cannot-connect">
        {failing.slice(0, SHOWN).map(([id, audio]) => {
          const name = nameOf(id) || 'someone';
          return (
            <li key={id}>
              <p>
                <strong>{cannotConnectText(name)}</strong>
                {audio.cause && ` ${CANNOT_CONNECT_ADVICE[audio.cause]}`}
              </p>
              <button
                type="button"
                onClick={() => onRetry(id)}
                aria-label={`Retry ${name}'s audio`}
              >
                Retry
              </button>
            </li>
          );
        })}
        {failing.length > SHOWN && <li>And {failing.length - SHOWN} more.</li>}
      </ul>
    </div>
  );
}
