import { REACTION_KEYS, REACTIONS, type ReactionKey } from '../../domain/reactions';
import './reactions.css';

/**
 * The five reactions of the bottom-left bar. Each button names its reaction and its key (1 to
 * 5); the bubble appears over the own avatar and over it for everyone near.
 */
export function ReactionBar({
  onReact,
}: {
  /** `at`: the press's time on the page's clock (the click's timeStamp). */
  onReact: (key: ReactionKey, at: number) => void;
}) {
  return (
    <div className="reactions" role="group" aria-label="Reactions">
      {REACTION_KEYS.map((key) => {
        const { emoji, label, shortcut } = REACTIONS[key];
        return (
          <button
            key={key}
            type="button"
            className="reactions__button"
            aria-label={label}
            aria-keyshortcuts={shortcut}
            title={`${label} (${shortcut})`}
            onClick={(e) => onReact(key, e.timeStamp)}
          >
            <span aria-hidden="true">{emoji}</span>
          </button>
        );
      })}
    </div>
  );
}
