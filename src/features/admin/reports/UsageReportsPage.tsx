import { useMemo } from 'react';
import { reportCsv } from '../../../domain/reports';
import { Button } from '../../../ui/Button';
import { FormError } from '../../languages';
import { AdminBackLink } from '../AdminBackLink';
import { downloadCsv } from '../../../ui/downloadCsv';
import { ReportForm } from './ReportForm';
import { ReportTable } from './ReportTable';
import { UsageChart } from './UsageChart';
import { useReportTexts } from './reportTexts';
import { defaultQuery, useUsageReport } from './useUsageReport';
import '../admin.css';
import './reports.css';

/**
 * /admin/reports (staff): events whose last conference ended between the dates, filtered, as a
 * table and a chart of usage over time, exportable as CSV (admin-getUsageReport).
 */
export default function UsageReportsPage() {
  const { t, summary, rangeText } = useReportTexts();
  const initial = useMemo(() => defaultQuery(), []);
  const { state, rangeError, run } = useUsageReport(initial);

  return (
    <section className="admin-page reports-page" aria-labelledby="admin-reports-title">
      <h2 id="admin-reports-title">{t('admin.reports')}</h2>
      <AdminBackLink />
      <ReportForm
        initial={initial}
        busy={state.status === 'loading'}
        rangeError={rangeText(rangeError)}
        onRun={run}
      />
      {state.status === 'loading' && <p role="status">{t('reports.loadingReport')}</p>}
      {state.status === 'error' && (
        <div className="admin-actions">
          <FormError message={state.message} />
        </div>
      )}
      {state.status === 'ready' && (
        <>
          <div className="reports-summary">
            <p role="status">
              {summary({
                shown: state.result.rows.length,
                filteredOut: state.result.filteredOut,
                filters: state.query,
                start: state.query.start,
                end: state.query.end,
              })}
            </p>
            <Button
              variant="secondary"
              disabled={state.result.rows.length === 0}
              onClick={() =>
                downloadCsv(
                  `usage-report-${state.query.start}-to-${state.query.end}.csv`,
                  reportCsv(state.result.rows),
                )
              }
            >
              {t('reports.exportCsv')}
            </Button>
          </div>
          {state.result.rows.length > 0 && (
            <>
              <ReportTable rows={state.result.rows} />
              <UsageChart series={state.result.series} />
            </>
          )}
        </>
      )}
    </section>
  );
}
