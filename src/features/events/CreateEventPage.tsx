import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from '../../ui/routing';
import { createNewEvent } from '../../data/callables';
import { toSlug } from '../../domain/slugs';
import { Button } from '../../ui/Button';
import { FormError } from '../../ui/FormError';
import { useAttempt } from '../../ui/useAttempt';
import { createEventErrorText } from './createEventErrors';
import { EventNameField, EventUrlField, eventFieldsProblem } from './EventFields';
import { InvitationCodeStep } from './InvitationCodeStep';
import { useCanCreateEvents } from './useCanCreateEvents';
import './events.css';

/**
 * /create-event: 'Make a new world', for accounts that may create events; the others are told
 * what they need, with the invitation-code step, before any form (the server refuses them
 * anyway: 'You don't have permission to create events.' stays for a permission lost meanwhile).
 */
export function CreateEventPage() {
  const canCreate = useCanCreateEvents();
  if (canCreate.status === 'loading') {
    return (
      <section className="events-page" aria-busy="true">
        <h2>Make a new world</h2>
        <p role="status">Loading...</p>
      </section>
    );
  }
  if (canCreate.status === 'ready' && !canCreate.value) {
    return (
      <section className="events-page">
        <h2>Make a new world</h2>
        <InvitationCodeStep />
      </section>
    );
  }
  return <CreateEventForm />;
}

/** The form itself. The URL follows the name until it is edited. */
function CreateEventForm() {
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [url, setUrl] = useState<string | null>(null);
  const [template, setTemplate] = useState<'blank' | 'demo'>('blank');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [urlRefusal, setUrlRefusal] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const { shown, attempt } = useAttempt(form);
  const typedUrl = url ?? toSlug(name);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    if (eventFieldsProblem(name, typedUrl, true)) return attempt();
    setBusy(true);
    setError(null);
    setUrlRefusal(null);
    const outcome = await createNewEvent({
      developmentEvent: false,
      createFromTemplate: template,
      isNewVersion: true,
      name: name.trim(),
      slug: toSlug(typedUrl),
    });
    if (outcome.ok) {
      navigate(`/event/${outcome.data.slug}`);
      return;
    }
    const text = createEventErrorText(outcome.reason, outcome.message);
    if (outcome.reason === 'already_exists') setUrlRefusal(text);
    else setError(text);
    setBusy(false);
    attempt();
  }

  return (
    <section className="events-page">
      <h2>Make a new world</h2>
      <form ref={form} onSubmit={submit} className="ui-form" noValidate>
        <EventNameField
          value={name}
          onChange={setName}
          shown={shown}
          slug={toSlug(typedUrl) || null}
          id={null}
          required
        />
        <EventUrlField
          value={typedUrl}
          onChange={(value) => {
            setUrl(value);
            setUrlRefusal(null);
          }}
          shown={shown}
          refusal={urlRefusal}
          fallback="A URL will be generated for you."
        />
        <fieldset className="events-choice">
          <legend>Start from</legend>
          <label>
            <input
              type="radio"
              name="template"
              checked={template === 'blank'}
              onChange={() => setTemplate('blank')}
            />
            {/* Not 'blank': staff choose the default template, which may hold scenery. */}
            The starter room
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
