import { useId, useMemo } from 'react';
import { localTimeZone, timeZoneChoices } from '../../domain/zonedTime';
import { useT } from '../languages';

interface TimeZoneFieldProps {
  /** The zone chosen here, else the event's; null when neither (the browser's is shown). */
  value: string | null;
  onChange: (zone: string) => void;
}

/**
 * The event's time zone (events/{e}.timeZone, the programme's): a list of every zone Intl knows.
 * An event without one shows the organiser's browser zone, said to be unset: it is stored when
 * they choose a zone here, or when the first session is saved (programme-saveSession).
 */
export function TimeZoneField({ value, onChange }: TimeZoneFieldProps) {
  const t = useT();
  const id = useId();
  const browserZone = useMemo(localTimeZone, []);
  const shown = value ?? browserZone;
  const zones = useMemo(() => {
    const all = timeZoneChoices();
    // A stored zone this browser's list lacks (an alias, an older list) is still shown.
    return all.includes(shown) ? all : [shown, ...all];
  }, [shown]);
  return (
    <div className="ui-field">
      <label htmlFor={id}>{t('events.timeZone')}</label>
      <select
        id={id}
        value={shown}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={`${id}-h`}
      >
        {zones.map((zone) => (
          <option key={zone} value={zone}>
            {zone}
          </option>
        ))}
      </select>
      <p id={`${id}-h`} className="ui-hint">
        {value === null
          ? t('events.timeZoneUnset', { zone: browserZone })
          : t('events.timeZoneHint')}
      </p>
    </div>
  );
}
