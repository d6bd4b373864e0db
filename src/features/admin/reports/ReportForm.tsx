import { useState, type FormEvent } from 'react';
import { Button } from '../../../ui/Button';
import { FormError, useT } from '../../languages';
import type { ReportQuery } from './useUsageReport';

interface ReportFormProps {
  initial: ReportQuery;
  busy: boolean;
  rangeError: string | null;
  onRun: (query: ReportQuery) => void;
}

/**
 * The report's dates and filters. Dates apply on 'Show report' (a half-typed date is not a
 * request); a filter applies as soon as it is ticked.
 */
export function ReportForm({ initial, busy, rangeError, onRun }: ReportFormProps) {
  const t = useT();
  const [query, setQuery] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onRun(query);
  };
  const toggle = (change: Partial<ReportQuery>) => {
    const next = { ...query, ...change };
    setQuery(next);
    onRun(next);
  };
  const invalid = rangeError !== null;

  return (
    <form
      className="admin-form reports-form"
      onSubmit={submit}
      noValidate
      aria-label={t('reports.formLabel')}
    >
      <div className="reports-dates">
        <label className="ui-field">
          {t('reports.startDate')}
          <input
            type="date"
            value={query.start}
            required
            onChange={(e) => setQuery({ ...query, start: e.target.value })}
          />
        </label>
        <label className="ui-field">
          {t('reports.endDate')}
          <input
            type="date"
            value={query.end}
            required
            aria-invalid={invalid}
            aria-describedby={invalid ? 'reports-range-error' : undefined}
            onChange={(e) => setQuery({ ...query, end: e.target.value })}
          />
        </label>
      </div>
      <FormError id="reports-range-error" message={rangeError} />
      <label className="admin-check">
        <input
          type="checkbox"
          checked={query.hasSubscription === true}
          onChange={(e) => toggle({ hasSubscription: e.target.checked })}
        />
        {t('reports.onlySubscription')}
      </label>
      <label className="admin-check">
        <input
          type="checkbox"
          checked={query.unlimitedCapacity === true}
          onChange={(e) => toggle({ unlimitedCapacity: e.target.checked })}
        />
        {t('reports.onlyUnlimited')}
      </label>
      <div className="admin-actions">
        <Button type="submit" disabled={busy}>
          {busy ? t('common.loading') : t('reports.showReport')}
        </Button>
      </div>
    </form>
  );
}
