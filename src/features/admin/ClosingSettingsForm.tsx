import { useRef, useState, type FormEvent } from 'react';
import { saveGlobalSettings } from '../../data/globalSettings';
import { fieldErrors } from '../../domain/fieldErrors';
import {
  CLOSING_TEXT_MAX,
  closingSchema,
  NO_CLOSING,
  type ClosingAnnouncement,
  type GlobalSettings,
} from '../../domain/globalSettings';
import { Button } from '../../ui/Button';
import { FormError, useT } from '../languages';
import { useAdminText } from './adminTexts';
import { TextField } from '../../ui/TextField';
import { useAttempt } from '../../ui/useAttempt';
import { liveErrorMessage } from '../../ui/useLive';

type Fields = ClosingAnnouncement;

/**
 * The closing announcement (text, date, learn-more link) shown on the dashboard and the
 * billing banner: validated with the shared schema (the rules check the same), merged into
 * settings/global. The site's switches have their own form (SiteSwitchesForm).
 */
export function ClosingSettingsForm({ settings }: { settings: GlobalSettings }) {
  const t = useT();
  const adminText = useAdminText();
  const [fields, setFields] = useState<Fields>(settings.closing);
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const set = (patch: Partial<Fields>) => setFields((f) => ({ ...f, ...patch }));
  const form = useRef<HTMLFormElement>(null);
  const { shown, attempt } = useAttempt(form);
  const errors = fieldErrors(closingSchema, fields);

  async function store(next: Fields, done: string) {
    if (saving) return;
    const parsed = closingSchema.safeParse(next);
    if (!parsed.success) {
      setResult({
        ok: false,
        text: adminText(parsed.error.issues[0]?.message) ?? t('admin.checkFields'),
      });
      return attempt();
    }
    setSaving(true);
    setResult(null);
    try {
      await saveGlobalSettings({ closing: parsed.data });
      setFields(parsed.data);
      setResult({ ok: true, text: done });
    } catch (error) {
      setResult({ ok: false, text: liveErrorMessage(error as Error) });
    } finally {
      setSaving(false);
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store(fields, t('admin.announcementSaved'));
  };

  return (
    <form
      ref={form}
      className="admin-form"
      onSubmit={submit}
      aria-labelledby="admin-closing"
      noValidate
    >
      <h3 id="admin-closing">{t('admin.closing')}</h3>
      <TextField
        label={t('admin.closingText')}
        rows={3}
        limit={CLOSING_TEXT_MAX}
        value={fields.text}
        onChange={(text) => set({ text })}
        error={adminText(errors.text)}
        shown={shown}
      />
      <label className="ui-field">
        {t('admin.closingDate')}
        <input type="date" value={fields.date} onChange={(e) => set({ date: e.target.value })} />
      </label>
      <TextField
        label={t('admin.closingLink')}
        value={fields.link}
        onChange={(link) => set({ link })}
        error={adminText(errors.link)}
        shown={shown}
      />
      <div className="admin-actions">
        <Button type="submit" disabled={saving}>
          {saving ? t('common.saving') : t('admin.saveAnnouncement')}
        </Button>
        <Button
          variant="secondary"
          disabled={saving}
          onClick={() => void store({ ...fields, ...NO_CLOSING }, t('admin.announcementCleared'))}
        >
          {t('admin.clearAnnouncement')}
        </Button>
      </div>
      {result &&
        (result.ok ? <p role="status">{result.text}</p> : <FormError message={result.text} />)}
    </form>
  );
}
