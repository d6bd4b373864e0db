import { useState } from 'react';
import { Button } from '../../ui/Button';
import { FormError } from '../../ui/FormError';
import { MessageScreen } from '../../ui/MessageScreen';

/** Another tab took the session over; this one may take it back. */
export function TakenOverScreen({ onResume }: { onResume: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <MessageScreen
      title="You are logged in on another browser window or tab."
      actions={
        <>
          <Button
            disabled={busy}
            onClick={() => {
              setBusy(true);
              setError(null);
              onResume()
                .catch(() =>
                  setError(
                    'The connection could not be resumed. Check your network and try again.',
                  ),
                )
                .finally(() => setBusy(false));
            }}
          >
            {busy ? 'Resuming...' : 'Resume connection here'}
          </Button>
          <FormError message={error} />
        </>
      }
    />
  );
}
