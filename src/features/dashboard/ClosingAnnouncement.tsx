import { formatDayMonthYear } from '../../domain/dates';
import { hasClosingAnnouncement, type GlobalSettings } from '../../domain/globalSettings';
import { RichText, useFormats, useT } from '../languages';
import './dashboard.css';

interface ClosingAnnouncementProps {
  settings: GlobalSettings;
  /** The billing page's banner also says that subscriptions are disabled. */
  withSubscriptions?: boolean;
}

/** The closing day: day-month-year in English (the reference's), the language's own else. */
function useClosingDay(): (isoDay: string) => string {
  const { language, date } = useFormats();
  return (isoDay) =>
    language === 'en' || !formatDayMonthYear(isoDay)
      ? formatDayMonthYear(isoDay)
      : date(new Date(`${isoDay}T00:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' });
}

/**
 * The closing announcement of settings/global: its text (staff's words, shown as written), the
 * closing date and a learn-more link. Hidden when no text is set (the billing banner still
 * says when subscriptions are disabled).
 */
export function ClosingAnnouncement({
  settings,
  withSubscriptions = false,
}: ClosingAnnouncementProps) {
  const t = useT();
  const closingDay = useClosingDay();
  const { closing, subscriptionsEnabled } = settings;
  const announced = hasClosingAnnouncement(closing);
  const sayDisabled = withSubscriptions && !subscriptionsEnabled;
  if (!announced && !sayDisabled) return null;
  const external = closing.link.startsWith('https://');
  return (
    <section className="closing-announcement" aria-label={t('closing.label')}>
      {announced && <p className="closing-announcement__text">{closing.text}</p>}
      {announced && closing.date && (
        <p>
          <RichText
            id="closing.date"
            values={{ date: closingDay(closing.date) }}
            components={{ 0: <time dateTime={closing.date} /> }}
          />
        </p>
      )}
      {sayDisabled && <p>{t('closing.subscriptionsDisabled')}</p>}
      {announced && closing.link && (
        <a
          href={closing.link}
          {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {t('closing.learnMore')}
          {external && <span className="visually-hidden">{t('common.opensInNewTab')}</span>}
        </a>
      )}
    </section>
  );
}
