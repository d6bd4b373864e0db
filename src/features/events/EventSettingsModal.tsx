import { useState, type FormEvent } from 'react';
import { updateEventDetails } from '../../data/callables';
import type { PublicEvent } from '../../data/events';
import { EVENT_ERROR_TEXT } from '../../domain/events';
import { toSlug } from '../../domain/slugs';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { EventNameField, EventUrlField } from './EventFields';
import { FormError } from '../../ui/FormError';

interface EventSettingsModalProps {
  event: PublicEvent;
  onClose: () => void;
  /** Called with the saved slug, so the page can move to the new URL. */
  onSaved: (slug: string) => void;
}

/** Event settings: name, URL slug, payment pointer. Save is active only once something changed. */
export function EventSettingsModal({ event, onClose, onSaved }: EventSettingsModalProps) {
  const [name, setName] = useState(event.name ?? '');
  const [slug, setSlug] = useState(event.slug ?? '');
  const [paymentPointer, setPaymentPointer] = useState(event.paymentPointer ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const changed =
    name !== (event.name ?? '') ||
    slug !== (event.slug ?? '') ||
    paymentPointer !== (event.paymentPointer ?? '');

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy || !changed) return;
    setBusy(true);
    setError(null);
    const outcome = await updateEventDetails({
      eventId: event.id,
      name: name.trim(),
      slug: toSlug(slug),
      paymentPointer: paymentPointer.trim() || null,
    });
    setBusy(false);
    if (outcome.ok) onSaved(outcome.data.slug);
    else if (outcome.reason === 'already_exists') setError(EVENT_ERROR_TEXT.slugInUse);
    else setError(outcome.message || 'Something went wrong. Please try reloading the page.');
  }

  return (
    <Modal title="Event settings" onClose={onClose}>
      <form onSubmit={submit} className="ui-form" noValidate>
        <EventNameField value={name} onChange={setName} />
        <EventUrlField value={slug} onChange={(value) => setSlug(toSlug(value))} />
        <label className="ui-field">
          Payment pointer
          <input value={paymentPointer} onChange={(e) => setPaymentPointer(e.target.value)} />
        </label>
        <FormError message={error} />
        <div className="ui-actions">
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <Button type="submit" disabled={!changed || busy}>
            {busy ? 'Saving...' : 'Save'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
