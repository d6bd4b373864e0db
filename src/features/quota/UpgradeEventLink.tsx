import { upgradeEventPath } from './upgradeLink';

/**
 * 'Upgrade this event', from inside the event (the quota note, Event settings): billing opens
 * in a new tab, so the organiser keeps their place in the world and their voice (issue 30 #26:
 * the link left the world without a word).
 */
export function UpgradeEventLink({ eventId }: { eventId: string }) {
  return (
    <a href={upgradeEventPath(eventId)} target="_blank" rel="noopener noreferrer">
      Upgrade this event<span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
