import { useState, type ReactNode } from 'react';
import { Button } from './Button';
import { FormError } from './FormError';
import { MessageScreen } from './MessageScreen';

interface RetryScreenProps {
  title: string;
  children?: ReactNode;
  action: string;
  busyAction: string;
  /** Said when the action fails without a message of its own. */
  failure: string;
  onAction: () => Promise<void>;
}

/** A full-page message with one action that may fail: busy while it runs, the reason after. */
export function RetryScreen(props: RetryScreenProps) {
  const { title, children, action, busyAction, failure, onAction } = props;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <MessageScreen
      title={title}
      actions={
        <>
          <Button
            disabled={busy}
            onClick={() => {
              setBusy(true);
              setError(null);
              onAction()
                .catch((e: unknown) =>
                  setError(e instanceof Error && e.message ? e.message : failure),
                )
                .finally(() => setBusy(false));
            }}
          >
            {busy ? busyAction : action}
          </Button>
          <FormError message={error} />
        </>
      }
    >
      {children}
    </MessageScreen>
  );
}
