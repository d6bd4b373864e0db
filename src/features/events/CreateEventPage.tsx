import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { createNewEvent } from '../../data/callables';
import { toSlug } from '../../domain/slugs';
import { Button } from '../../ui/Button';
import { createEventErrorText } from './createEventErrors';
import { EventNameField, EventUrlField } from './EventFields';
import './events.css';
import { FormError } from '../../ui/FormError';

/** /create-event: 'Make a new world'. */
export function CreateEventPage() {
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [slug, setSlug] = useState('');
  const [slugEdited, setSlugEdited] = useState(false);
  const [template, setTemplate] = useState<'blank' | 'demo'>('blank');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const effective = toSlug(slugEdited ? slug : name);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    const outcome = await createNewEvent({
      developmentEvent: false,
      createFromTemplate: template,
      isNewVersion: true,
      name: name.trim() || undefined,
      slug: effective || undefined,
    });
    if (outcome.ok) {
      navigate(`/event/${outcome.data.slug}`);
      return;
    }
    setError(createEventErrorText(outcome.reason));
    setBusy(false);
  }

  return (
    <section className="events-page">
      <h2>Make a new world</h2>
      <form onSubmit={submit} className="ui-form" noValidate>
        <EventNameField value={name} onChange={setName} />
        <EventUrlField
          value={slugEdited ? slug : effective}
          onChange={(value) => {
            setSlugEdited(true);
            setSlug(value);
          }}
          inputProps={{ 'aria-describedby': 'slug-preview' }}
        />
        <p id="slug-preview" className="events-hint">
          {effective
            ? `${window.location.origin}/event/${effective}`
            : 'A URL will be generated for you.'}
        </p>
        <fieldset className="events-choice">
          <legend>Start from</legend>
          <label>
            <input
              type="radio"
              name="template"
              checked={template === 'blank'}
              onChange={() => setTemplate('blank')}
            />
            A blank room
          </label>
          <label>
            <input
              type="radio"
              name="template"
              checked={template === 'demo'}
              onChange={() => setTemplate('demo')}
            />
            The demo plaza
          </label>
        </fieldset>
        <FormError message={error} />
        <Button type="submit" disabled={busy}>
          {busy ? 'Creating...' : 'Create event'}
        </Button>
      </form>
    </section>
  );
}
