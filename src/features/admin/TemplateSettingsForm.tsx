import { useEffect, useState, type FormEvent } from 'react';
import { listTemplates, saveGlobalSettings } from '../../data/globalSettings';
import {
  TEMPLATE_SETTING_KEYS,
  type GlobalSettings,
  type TemplateSettingKey,
} from '../../domain/globalSettings';
import { templateLabel, type TemplateSummary } from '../../domain/editor/roomTemplates';
import { Button } from '../../ui/Button';
import { FormError, useT, type MessageId } from '../languages';
import { liveErrorMessage } from '../../ui/useLive';

const LABELS: Record<TemplateSettingKey, MessageId> = {
  defaultTemplate: 'admin.template.defaultTemplate',
  demoTemplate: 'admin.template.demoTemplate',
  demoSecondRoomTemplate: 'admin.template.demoSecondRoomTemplate',
};

type Choice = Pick<GlobalSettings, TemplateSettingKey>;

/**
 * The three room templates of settings/global (new events' main room and new rooms, the demo's
 * rooms), each chosen among templates/* — the seeded ones and those staff saved from a room
 * (the editor's Save room as template) — listed by name, merged into the settings on Save.
 */
export function TemplateSettingsForm({ settings }: { settings: GlobalSettings }) {
  const t = useT();
  const [templates, setTemplates] = useState<TemplateSummary[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [choice, setChoice] = useState<Choice>(() => ({
    defaultTemplate: settings.defaultTemplate,
    demoTemplate: settings.demoTemplate,
    demoSecondRoomTemplate: settings.demoSecondRoomTemplate,
  }));
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  useEffect(() => {
    let live = true;
    listTemplates().then(
      (found) => live && setTemplates(found),
      (error: Error) => live && setLoadError(liveErrorMessage(error)),
    );
    return () => {
      live = false;
    };
  }, []);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    setResult(null);
    try {
      await saveGlobalSettings(choice);
      setResult({ ok: true, text: t('admin.templatesSaved') });
    } catch (error) {
      setResult({ ok: false, text: liveErrorMessage(error as Error) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="admin-form" onSubmit={(e) => void save(e)} aria-labelledby="admin-templates">
      <h3 id="admin-templates">{t('admin.templates')}</h3>
      {loadError ? (
        <FormError message={loadError} />
      ) : !templates ? (
        <p role="status">{t('admin.loadingTemplates')}</p>
      ) : (
        <>
          {TEMPLATE_SETTING_KEYS.map((key) => (
            <label key={key} className="ui-field">
              {t(LABELS[key])}
              <select
                value={choice[key]}
                onChange={(e) => setChoice((c) => ({ ...c, [key]: e.target.value }))}
              >
                {templates.map((template) => (
                  <option key={template.id} value={template.id}>
                    {templateLabel(template)}
                  </option>
                ))}
                {/* A configured template that no longer exists stays visible, marked. */}
                {!templates.some((template) => template.id === choice[key]) && (
                  <option value={choice[key]}>
                    {t('admin.templateMissing', { id: choice[key] })}
                  </option>
                )}
              </select>
            </label>
          ))}
          <div className="admin-actions">
            <Button type="submit" disabled={saving}>
              {saving ? t('common.saving') : t('admin.saveTemplates')}
            </Button>
          </div>
        </>
      )}
      {result &&
        (result.ok ? <p role="status">{result.text}</p> : <FormError message={result.text} />)}
    </form>
  );
}
