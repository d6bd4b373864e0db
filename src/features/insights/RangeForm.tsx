import { useState, type FormEvent } from 'react';
import { dayRange, localDay } from '../../domain/insights/insightRange';
import { Button } from '../../ui/Button';
import { FormError } from '../../ui/FormError';
import { useInsightLabels } from './insightLabels';

interface RangeFormProps {
  /** The range shown, and the event's life that bounds the fields. */
  fromMs: number;
  toMs: number;
  lifeStartMs: number;
  lifeEndMs: number;
  busy: boolean;
  onRun: (range: { fromMs: number; toMs: number }) => void;
}

/**
 * The days to look at, within the event's life; applied on 'Show' (a half-typed date is not a
 * request). A range the callable would refuse is refused here with its words.
 */
export function RangeForm({ fromMs, toMs, lifeStartMs, lifeEndMs, busy, onRun }: RangeFormProps) {
  const { t, sentence } = useInsightLabels();
  const [from, setFrom] = useState(() => localDay(fromMs));
  // The range's end is exclusive: its last day is the one holding the millisecond before it.
  const [to, setTo] = useState(() => localDay(toMs - 1));
  const [error, setError] = useState<string | null>(null);
  const bounds = { min: localDay(lifeStartMs), max: localDay(lifeEndMs) };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const range = dayRange(from, to, Date.now());
    setError(range.ok ? null : range.error);
    if (range.ok) onRun({ fromMs: range.fromMs, toMs: range.toMs });
  };

  return (
    <form className="insights__range" onSubmit={submit} noValidate aria-label={t('insights.dates')}>
      <label className="ui-field">
        {t('insights.from')}
        <input type="date" value={from} {...bounds} onChange={(e) => setFrom(e.target.value)} />
      </label>
      <label className="ui-field">
        {t('insights.to')}
        <input
          type="date"
          value={to}
          {...bounds}
          aria-invalid={error !== null}
          aria-describedby={error ? 'insights-range-error' : undefined}
          onChange={(e) => setTo(e.target.value)}
        />
      </label>
      <Button type="submit" disabled={busy}>
        {busy ? t('common.loading') : t('insights.show')}
      </Button>
      <FormError id="insights-range-error" message={sentence(error)} />
    </form>
  );
}
