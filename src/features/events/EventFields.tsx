import { LIMITS } from '../../domain/constants';
import { eventDisplayName, eventNameProblem, newEventNameProblem } from '../../domain/events';
import { slugProblem, toSlug } from '../../domain/slugs';
import { TextField } from '../../ui/TextField';
import { useT } from '../languages';
import { useEventText } from './eventTexts';

interface EventNameFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The form was submitted: problems show. */
  shown: boolean;
  /** The URL the event will have: what a blank name is shown as (the display rule). */
  slug: string | null;
  id: string | null;
  /** A new event's name: blank is refused (an existing event's may be blank). */
  required?: boolean;
}

/**
 * 'Event name' (at most 48 characters), create and settings. In settings a blank name shows the
 * event by its URL; creating one needs a name.
 */
export function EventNameField({
  value,
  onChange,
  shown,
  slug,
  id,
  required,
}: EventNameFieldProps) {
  const t = useT();
  const eventText = useEventText();
  const blankAs = eventDisplayName({ id: id ?? '', name: null, slug });
  return (
    <TextField
      label={t('events.nameLabel')}
      value={value}
      onChange={onChange}
      limit={LIMITS.eventNameMax}
      required={required}
      error={eventText(required ? newEventNameProblem(value) : eventNameProblem(value))}
      shown={shown}
      hint={
        !required && value.trim() === '' && blankAs
          ? t('events.blankShownAs', { shown: blankAs })
          : undefined
      }
    />
  );
}

interface EventUrlFieldProps {
  value: string;
  onChange: (value: string) => void;
  shown: boolean;
  /** The server's refusal of this URL (already in use). */
  refusal: string | null;
  /** The URL when nothing usable is typed (a generated one, or the event's first URL). */
  fallback: string;
}

/** 'Event URL': what is typed, and under it the address it makes (the slug rule applied). */
export function EventUrlField({ value, onChange, shown, refusal, fallback }: EventUrlFieldProps) {
  const t = useT();
  const eventText = useEventText();
  const slug = toSlug(value);
  // An address, the same in every language.
  const address = slug ? `${window.location.origin}/event/${slug}` : null;
  return (
    <TextField
      label={t('events.urlLabel')}
      value={value}
      onChange={onChange}
      error={eventText(refusal ?? slugProblem(value))}
      shown={shown || refusal !== null}
      hint={address ?? fallback}
    />
  );
}

/** Whether the fields as typed can be sent (`isNew`: the create form, a name is needed). */
export function eventFieldsProblem(name: string, url: string, isNew = false): boolean {
  const nameProblem = isNew ? newEventNameProblem(name) : eventNameProblem(name);
  return nameProblem !== null || slugProblem(url) !== null;
}
