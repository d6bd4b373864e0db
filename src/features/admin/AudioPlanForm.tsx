import { useState, type FormEvent } from 'react';
import { setEventAudioPlan } from '../../data/callables';
import { AUDIO_PLANS, audioPlanOf, type AudioPlan } from '../../domain/billing/audioPlan';
import { Button } from '../../ui/Button';
import { FormError, useT, type MessageId } from '../languages';

const PLAN_LABELS: Record<AudioPlan, MessageId> = {
  default: 'admin.plan.default',
  unlimitedTrial: 'admin.plan.unlimitedTrial',
  eventOrganizer: 'admin.plan.eventOrganizer',
  company: 'admin.plan.company',
};

/**
 * The custom audio plan of an event (admin-setEventAudioPlan): the select starts at the plan
 * the live event document amounts to; the page shows the written fields as they arrive.
 */
export function AudioPlanForm({ eventId, audioUsage }: { eventId: string; audioUsage: unknown }) {
  const t = useT();
  const current = audioPlanOf(audioUsage);
  const [plan, setPlan] = useState<AudioPlan>(current);
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    setResult(null);
    const outcome = await setEventAudioPlan({ eventId, plan });
    setSaving(false);
    setResult(
      outcome.ok
        ? { ok: true, text: t('admin.planSet', { plan: t(PLAN_LABELS[plan]) }) }
        : { ok: false, text: outcome.message },
    );
  }

  return (
    <form className="admin-form" onSubmit={(e) => void save(e)} aria-labelledby="audio-plan">
      <h3 id="audio-plan">{t('admin.customPlan')}</h3>
      <p className="admin-hint">{t('admin.currentPlan', { plan: t(PLAN_LABELS[current]) })}</p>
      <label className="ui-field">
        {t('admin.planForEvent')}
        <select value={plan} onChange={(e) => setPlan(e.target.value as AudioPlan)}>
          {AUDIO_PLANS.map((option) => (
            <option key={option} value={option}>
              {t(PLAN_LABELS[option])}
            </option>
          ))}
        </select>
      </label>
      <div className="admin-actions">
        <Button type="submit" disabled={saving || plan === current}>
          {saving ? t('common.saving') : t('admin.savePlan')}
        </Button>
      </div>
      {result &&
        (result.ok ? <p role="status">{result.text}</p> : <FormError message={result.text} />)}
    </form>
  );
}
