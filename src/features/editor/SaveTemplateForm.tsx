import { useRef, useState, type FormEvent } from 'react';
import { storeRoomAssetInstancesAsTemplate } from '../../data/callables';
import { LIMITS } from '../../domain/constants';
import { TEMPLATE_TEXTS, templateNameSchema } from '../../domain/editor/roomTemplates';
import { Button } from '../../ui/Button';
import { FormError } from '../../ui/FormError';
import { TextField } from '../../ui/TextField';
import { useAttempt } from '../../ui/useAttempt';

type Outcome = { ok: true; text: string } | { ok: false; text: string } | null;

/**
 * Staff: 'Save room as template' (reference: storeRoomAssetInstancesAsTemplate). The room's
 * objects as stored now become a new template under the name typed, offered next in the /admin
 * template selectors. Its own lazy chunk: only staff's editors load it.
 */
export default function SaveTemplateForm({ eventId, roomId }: { eventId: string; roomId: string }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useRef<HTMLFormElement>(null);
  const { shown, attempt } = useAttempt(form);
  const check = templateNameSchema.safeParse(name);
  const nameError = check.success ? null : (check.error.issues[0]?.message ?? null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    if (!check.success) return attempt();
    setBusy(true);
    setOutcome(null);
    const result = await storeRoomAssetInstancesAsTemplate({ eventId, roomId, name: check.data });
    setBusy(false);
    if (result.ok) {
      setOutcome({ ok: true, text: TEMPLATE_TEXTS.saved(result.data.name, result.data.count) });
      setOpen(false);
      setName('');
    } else {
      setOutcome({ ok: false, text: result.message });
    }
  }

  return (
    <section className="room-editor__template">
      {open ? (
        <form
          ref={form}
          onSubmit={(e) => void submit(e)}
          className="ui-form"
          noValidate
          aria-label={TEMPLATE_TEXTS.open}
        >
          <TextField
            label={TEMPLATE_TEXTS.nameLabel}
            value={name}
            onChange={setName}
            limit={LIMITS.nameMax}
            required
            error={nameError}
            shown={shown}
          />
          <FormError message={outcome && !outcome.ok ? outcome.text : null} />
          <div className="ui-actions">
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={busy}>
              {TEMPLATE_TEXTS.cancel}
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? TEMPLATE_TEXTS.saving : TEMPLATE_TEXTS.save}
            </Button>
          </div>
        </form>
      ) : (
        <Button
          variant="secondary"
          onClick={() => {
            setOpen(true);
            setOutcome(null);
          }}
        >
          {TEMPLATE_TEXTS.open}
        </Button>
      )}
      {outcome?.ok && <p role="status">{outcome.text}</p>}
    </section>
  );
}
