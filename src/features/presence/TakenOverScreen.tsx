import { useState } from 'react';
import { Button } from '../../ui/Button';
import { MessageScreen } from '../../ui/MessageScreen';

export function TakenOverScreen({ onResume }: { onResume: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  return (
    <MessageScreen
      title="You are logged in on another browser window or tab."
      actions={
        <Button
          disabled={busy}
          onClick={() => {
            setBusy(true);
            void onResume().finally(() => setBusy(false));
          }}
        >
          Resume connection here
        </Button>
      }
    />
  );
}
