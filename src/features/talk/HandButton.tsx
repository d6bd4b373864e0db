import { useEffect, useRef, useState } from 'react';
import { TALK_TEXT } from '../../domain/talk';
import { isTyping } from '../movement';
import { useOwnHand } from './useOwnHand';
import './talk.css';

/**
 * 'Raise hand' / 'Lower hand' beside the reactions, and the key H, unless a field, dialog or
 * menu has the focus. The state is the server's (an organiser or speaker may lower the hand,
 * and giving the floor does): `onChange` passes it to the world, which wears it on the position.
 */
export function HandButton(props: {
  eventId: string;
  roomId: string;
  uid: string;
  name: string;
  onChange: (raised: boolean) => void;
}) {
  const { raised, busy, error, toggle } = useOwnHand(props);
  const { onChange } = props;
  useEffect(() => onChange(raised === true), [raised, onChange]);

  // The key does what the button does, and nothing while the button is disabled (a raise or
  // lower on its way, or the hand's state not known yet).
  const toggleRef = useRef(toggle);
  toggleRef.current = busy || raised === null ? () => undefined : toggle;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.repeat || e.altKey || e.ctrlKey || e.metaKey || isTyping(e.target)) return;
      if (e.key === 'h' || e.key === 'H') toggleRef.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  // Said when it changes, whoever changed it (a lowered hand may be an organiser's doing), not
  // when the server first answers.
  const [said, setSaid] = useState('');
  const known = useRef<boolean | null>(null);
  useEffect(() => {
    if (known.current !== null && raised !== null && raised !== known.current)
      setSaid(raised ? TALK_TEXT.handRaised : TALK_TEXT.handLowered);
    if (raised !== null) known.current = raised;
  }, [raised]);
  const label = raised ? TALK_TEXT.lowerHand : TALK_TEXT.raiseHand;
  return (
    <div className="talk-hand">
      <button
        type="button"
        className="talk-hand__button"
        aria-pressed={raised === true}
        aria-keyshortcuts={TALK_TEXT.handShortcut}
        title={`${label} (${TALK_TEXT.handShortcut})`}
        disabled={busy || raised === null}
        onClick={toggle}
      >
        <span aria-hidden="true">✋</span> <span className="talk-hand__text">{label}</span>
      </button>
      <span className="visually-hidden" role="status">
        {said}
      </span>
      {error && (
        <p className="talk-hand__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
