import { useId, useMemo } from 'react';
import { localTimeZone, timeZoneChoices } from '../../domain/zonedTime';

const TIME_ZONE_TEXT = {
  label: 'Time zone',
  hint: "The programme's times are typed and shown in this zone; attendees also see them in their own. Changing it keeps each session's moment in time.",
  unset: (zone: string) =>
    `Not set yet: ${zone} is your browser's. Choose the event's, or it becomes ${zone} when the first programme session is saved.`,
} as const;

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
      <label htmlFor={id}>{TIME_ZONE_TEXT.label}</label>
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
        {value === null ? TIME_ZONE_TEXT.unset(browserZone) : TIME_ZONE_TEXT.hint}
      </p>
    </div>
  );
}
