import { useServerDown } from './useServerReach';

const SERVER_DOWN_TEXT = 'Connection lost. Reconnecting... What you write is sent when it is back.';

/**
 * Says, for as long as it lasts, that the event's database cannot be reached. The live region
 * is always there (empty while all is well), so its words are announced when they appear.
 */
export function ConnectionBanner({ eventId }: { eventId: string }) {
  const down = useServerDown(eventId);
  return <div role="status">{down && <p className="session-notice">{SERVER_DOWN_TEXT}</p>}</div>;
}
