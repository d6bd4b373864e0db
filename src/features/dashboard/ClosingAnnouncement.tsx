import { formatDayMonthYear } from '../../domain/dates';
import { hasClosingAnnouncement, type GlobalSettings } from '../../domain/globalSettings';
import './dashboard.css';

interface ClosingAnnouncementProps {
  settings: GlobalSettings;
  /** The billing page's banner also says that subscriptions are disabled. */
  withSubscriptions?: boolean;
}

/**
 * The closing announcement of settings/global: its text, the closing date day-month-year and a
 * learn-more link. Hidden when no text is set (the billing banner still says when
 * subscriptions are disabled).
 */
export function ClosingAnnouncement({
  settings,
  withSubscriptions = false,
}: ClosingAnnouncementProps) {
  const { closing, subscriptionsEnabled } = settings;
  const announced = hasClosingAnnouncement(closing);
  const sayDisabled = withSubscriptions && !subscriptionsEnabled;
  if (!announced && !sayDisabled) return null;
  const external = closing.link.startsWith('https://');
  return (
    <section className="closing-announcement" aria-label="Announcement">
      {announced && <p className="closing-announcement__text">{closing.text}</p>}
      {announced && closing.date && (
        <p>
          Closing date: <time dateTime={closing.date}>{formatDayMonthYear(closing.date)}</time>
        </p>
      )}
      {sayDisabled && <p>Subscriptions are disabled.</p>}
      {announced && closing.link && (
        <a
          href={closing.link}
          {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          Learn more
          {external && <span className="visually-hidden"> (opens in a new tab)</span>}
        </a>
      )}
    </section>
  );
}
