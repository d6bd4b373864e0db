import './ui.css';

interface LoadingScreenProps {
  text: string;
  /** 0..1 when the amount of work is known; an indeterminate spinner otherwise. */
  progress?: number;
}

export function LoadingScreen({ text, progress }: LoadingScreenProps) {
  return (
    <div className="ui-screen" role="status" aria-live="polite">
      <div className="ui-screen__box">
        {progress === undefined ? (
          <div className="ui-spinner" aria-hidden="true" />
        ) : (
          <div
            className="ui-progress"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(progress * 100)}
            aria-label={text}
          >
            <div style={{ width: `${Math.round(progress * 100)}%` }} />
          </div>
        )}
        <p>{text}</p>
      </div>
    </div>
  );
}
