import type { StageZoneCue } from '../../domain/voice';

/**
 * The stage cue's icon, drawn (emoji fonts are missing on many machines): a live dot, a crossed
 * microphone, a padlock, an arrow stepping out. Decorative: the words beside it say the same.
 */
export function StageIcon({ icon }: { icon: StageZoneCue['icon'] }) {
  return (
    <svg className="stage-icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
      {icon === 'live' && <circle cx="8" cy="8" r="5" fill="currentColor" />}
      {icon === 'mic-off' && (
        <g fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round">
          <rect x="5.5" y="2" width="5" height="8" rx="2.5" />
          <path d="M3.5 8a4.5 4.5 0 0 0 9 0M8 12.5V14M2 2l12 12" />
        </g>
      )}
      {icon === 'lock' && (
        <g fill="none" stroke="currentColor" strokeWidth="1.6">
          <rect x="3" y="7" width="10" height="7" rx="1" />
          <path d="M5 7V5a3 3 0 0 1 6 0v2" />
        </g>
      )}
      {icon === 'leaving' && (
        <path
          d="M9 3H3v10h6M7 8h7m-3-3 3 3-3 3"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
        />
      )}
    </svg>
  );
}
