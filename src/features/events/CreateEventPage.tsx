import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from '../../ui/routing';
import { createNewEvent } from '../../data/callables';
import { toSlug } from '../../domain/slugs';
import { Button } from '../../ui/Button';
import { FormError, useT } from '../languages';
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
  const t = useT();
  const canCreate = useCanCreateEvents();
  if (canCreate.status === 'loading') {
    return (
      <section className="events-page" aria-busy="true">
        <h2>{t('events.createTitle')}</h2>
        <p role="status">{t('common.loading')}</p>
      </section>
    );
  }
  if (canCreate.status === 'ready' && !canCreate.value) {
    return (
      <section className="events-page">
        <h2>{t('events.createTitle')}</h2>
        <InvitationCodeStep />
      </section>
    );
  }
  return <CreateEventForm />;
}

/** The form itself. The URL follows the name until it is edited. */
function CreateEventForm() {
  const t = useT();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [url, setUrl] = useState<string | null>(null);
  const [template, setTemplate] = useState<'blank' | 'demo'>('blank');
  const [busy, setBusy] = useState(false);
  // The refusal as the callable gave it: its words follow the language when it changes.
  const [refusal, setRefusal] = useState<{ reason: string | null; message: string } | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const { shown, attempt } = useAttempt(form);
  const typedUrl = url ?? toSlug(name);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    if (eventFieldsProblem(name, typedUrl, true)) return attempt();
    setBusy(true);
    setRefusal(null);
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
    setRefusal({ reason: outcome.reason, message: outcome.message });
    setBusy(false);
    attempt();
  }

  const refusalText = refusal && createEventErrorText(refusal.reason, refusal.message, t);
  const urlTaken = refusal?.reason === 'already_exists';

  return (
    <section className="events-page">
      <h2>{t('events.createTitle')}</h2>
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
            if (urlTaken) setRefusal(null);
          }}
          shown={shown}
          refusal={urlTaken ? refusalText : null}
          fallback={t('events.urlGenerated')}
        />
        <fieldset className="events-choice">
          <legend>{t('events.startFrom')}</legend>
          <label>
            <input
              type="radio"
              name="template"
              checked={template === 'blank'}
              onChange={() => setTemplate('blank')}
            />
            {/* Not 'blank': staff choose the default template, which may hold scenery. */}
            {t('events.starterRoom')}
          </label>
          <label>
            <input
              type="radio"
              name="template"
              checked={template === 'demo'}
              onChange={() => setTemplate('demo')}
            />
            {t('events.demoPlaza')}
          </label>
        </fieldset>
        <FormError message={urlTaken ? null : refusalText} />
        <Button type="submit" disabled={busy}>
          {busy ? t('events.creating') : t('events.create')}
        </Button>
      </form>
    </section>
  );
}
