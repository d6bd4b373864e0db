import { RetryScreen } from '../../ui/RetryScreen';
import { CONNECTION_TEXTS } from './useConnection';

/** Shown when the network was lost; 'Reconnect' restores the session without a reload. */
export function DisconnectedScreen({ onReconnect }: { onReconnect: () => Promise<void> }) {
  return (
    <RetryScreen
      title={CONNECTION_TEXTS.title}
      action={CONNECTION_TEXTS.reconnect}
      busyAction="Reconnecting..."
      failure={CONNECTION_TEXTS.failed}
      onAction={onReconnect}
    >
      <p>{CONNECTION_TEXTS.body}</p>
    </RetryScreen>
  );
}
