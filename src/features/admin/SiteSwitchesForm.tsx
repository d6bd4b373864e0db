import { useState, type FormEvent } from 'react';
import { saveGlobalSettings } from '../../data/globalSettings';
import type { GlobalSettings } from '../../domain/globalSettings';
import { Button } from '../../ui/Button';
import { FormError, useT } from '../languages';
import { liveErrorMessage } from '../../ui/useLive';

type Switches = Pick<GlobalSettings, 'subscriptionsEnabled' | 'audioQuotaEnforced'>;

/**
 * The site's switches in settings/global: whether subscriptions are enabled and whether the
 * audio quota refuses voice seats (src/domain/billing/audioQuota.ts). Saved on their own, apart from
 * the closing announcement (issue 30 #31: they sat under it and 'Save announcement' saved them).
 */
export function SiteSwitchesForm({ settings }: { settings: GlobalSettings }) {
  const t = useT();
  const [switches, setSwitches] = useState<Switches>({
    subscriptionsEnabled: settings.subscriptionsEnabled,
    audioQuotaEnforced: settings.audioQuotaEnforced,
  });
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const set = (patch: Partial<Switches>) => {
    setSwitches((current) => ({ ...current, ...patch }));
    setResult(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    setResult(null);
    try {
      await saveGlobalSettings(switches);
      setResult({ ok: true, text: t('admin.switchesSaved') });
    } catch (error) {
      setResult({ ok: false, text: liveErrorMessage(error as Error) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="admin-form" onSubmit={(e) => void submit(e)} aria-labelledby="admin-switches">
      <h3 id="admin-switches">{t('admin.switches')}</h3>
      <label className="admin-check">
        <input
          type="checkbox"
          checked={switches.subscriptionsEnabled}
          onChange={(e) => set({ subscriptionsEnabled: e.target.checked })}
        />
        {t('admin.subscriptionsEnabled')}
      </label>
      <label className="admin-check">
        <input
          type="checkbox"
          checked={switches.audioQuotaEnforced}
          onChange={(e) => set({ audioQuotaEnforced: e.target.checked })}
        />
        {t('admin.quotaEnforced')}
      </label>
      <div className="admin-actions">
        <Button type="submit" disabled={saving}>
          {saving ? t('common.saving') : t('admin.saveSwitches')}
        </Button>
      </div>
      {result &&
        (result.ok ? <p role="status">{result.text}</p> : <FormError message={result.text} />)}
    </form>
  );
}
