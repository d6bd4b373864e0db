import { useRef, useState, type FormEvent } from 'react';
import { updateEventDetails } from '../../data/callables';
import type { PublicEvent } from '../../data/events';
import { EVENT_ERROR_TEXT, PAYMENT_POINTER_MAX, paymentPointerProblem } from '../../domain/events';
import { effectiveSlug, toSlug } from '../../domain/slugs';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { TextField } from '../../ui/TextField';
import { useAttempt } from '../../ui/useAttempt';
import { FormError, useT } from '../languages';
import { EventAudioPlan } from '../quota';
import { EventNameField, EventUrlField, eventFieldsProblem } from './EventFields';
import { SOMETHING_WRONG, useEventText } from './eventTexts';
import { InLanguage } from './InLanguage';
import { TimeZoneField } from './TimeZoneField';
import './events.css';

interface EventSettingsModalProps {
  event: PublicEvent;
  onClose: () => void;
  /** Called with the saved slug, so the page can move to the new URL. */
  onSaved: (slug: string) => void;
}

/**
 * Event settings: name, URL slug, payment pointer, time zone (the programme's), instanced models
 * (config.instancingEnabled). Save is active only once something changed: for the time zone of
 * an event without one, once the organiser chooses a zone (the browser's, shown by default, is
 * stored by the first programme session anyway).
 * A blank name is allowed: the event is then shown as 'Event /{slug}' (the display rule, said
 * under the field); a blank URL goes back to the event's first one (the default slug).
 * In the person's language, inside the world's English page (InLanguage).
 */
export function EventSettingsModal(props: EventSettingsModalProps) {
  return (
    <InLanguage>
      <EventSettingsContent {...props} />
    </InLanguage>
  );
}

function EventSettingsContent({ event, onClose, onSaved }: EventSettingsModalProps) {
  const t = useT();
  const eventText = useEventText();
  const [name, setName] = useState(event.name ?? '');
  const [slug, setSlug] = useState(event.slug ?? '');
  const [paymentPointer, setPaymentPointer] = useState(event.paymentPointer ?? '');
  const [instancing, setInstancing] = useState(event.instancingEnabled);
  // null while the event has no zone and none was chosen (TimeZoneField shows the browser's).
  const [timeZone, setTimeZone] = useState(event.timeZone);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [slugRefusal, setSlugRefusal] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const { shown, attempt } = useAttempt(form);
  const changed =
    name !== (event.name ?? '') ||
    slug !== (event.slug ?? '') ||
    paymentPointer !== (event.paymentPointer ?? '') ||
    instancing !== event.instancingEnabled ||
    timeZone !== event.timeZone;
  const savedSlug = effectiveSlug(slug, event.defaultSlug, event.id);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy || !changed) return;
    if (eventFieldsProblem(name, slug) || paymentPointerProblem(paymentPointer)) return attempt();
    setBusy(true);
    setError(null);
    const outcome = await updateEventDetails({
      eventId: event.id,
      name: name.trim(),
      slug: toSlug(slug),
      paymentPointer: paymentPointer.trim() || null,
      instancingEnabled: instancing,
      // Only a chosen zone: an event without one is not given the browser's by a rename. Left
      // out, not undefined: the callable client would send that as null, which is refused.
      ...(timeZone ? { timeZone } : {}),
    });
    setBusy(false);
    if (outcome.ok) return onSaved(outcome.data.slug);
    if (outcome.reason === 'already_exists') setSlugRefusal(EVENT_ERROR_TEXT.slugInUse);
    else setError(outcome.message || SOMETHING_WRONG);
    attempt();
  }

  return (
    <Modal title={t('events.settingsTitle')} onClose={onClose}>
      <form ref={form} onSubmit={submit} className="ui-form" noValidate>
        <EventNameField
          value={name}
          onChange={setName}
          shown={shown}
          slug={savedSlug}
          id={event.id}
        />
        <EventUrlField
          value={slug}
          onChange={(value) => {
            setSlug(value);
            setSlugRefusal(null);
          }}
          shown={shown}
          refusal={slugRefusal}
          fallback={t('events.blankUrl', { slug: savedSlug })}
        />
        <TextField
          label={t('events.paymentPointer')}
          value={paymentPointer}
          onChange={setPaymentPointer}
          limit={PAYMENT_POINTER_MAX}
          error={eventText(paymentPointerProblem(paymentPointer))}
          shown={shown}
        />
        <TimeZoneField value={timeZone} onChange={setTimeZone} />
        <label className="event-check">
          <input
            type="checkbox"
            checked={instancing}
            onChange={(e) => setInstancing(e.target.checked)}
          />
          {t('events.instanced')}
        </label>
        <FormError message={eventText(error)} />
        <div className="ui-actions">
          <Button variant="secondary" onClick={onClose}>
            {t('common.close')}
          </Button>
          <Button type="submit" disabled={!changed || busy}>
            {busy ? t('events.saving') : t('events.save')}
          </Button>
        </div>
      </form>
      <EventAudioPlan eventId={event.id} />
    </Modal>
  );
}
