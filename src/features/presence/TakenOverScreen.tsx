import { RetryScreen } from '../../ui/RetryScreen';

/** Another tab took the session over; this one may take it back. */
export function TakenOverScreen({ onResume }: { onResume: () => Promise<void> }) {
  return (
    <RetryScreen
      title="You are logged in on another browser window or tab."
      action="Resume connection here"
      busyAction="Resuming..."
      failure="The connection could not be resumed. Check your network and try again."
      onAction={onResume}
    />
  );
}
