import { useMemo } from 'react';
import { reportCsv } from '../../../domain/reports';
import { reportSummary } from '../../../domain/reportSummary';
import { Button } from '../../../ui/Button';
import { FormError } from '../../../ui/FormError';
import { AdminBackLink } from '../AdminBackLink';
import { downloadCsv } from '../../../ui/downloadCsv';
import { ReportForm } from './ReportForm';
import { ReportTable } from './ReportTable';
import { UsageChart } from './UsageChart';
import { defaultQuery, useUsageReport } from './useUsageReport';
import '../admin.css';
import './reports.css';

/**
 * /admin/reports (staff): events whose last conference ended between the dates, filtered, as a
 * table and a chart of usage over time, exportable as CSV (admin-getUsageReport).
 */
export default function UsageReportsPage() {
  const initial = useMemo(() => defaultQuery(), []);
  const { state, rangeError, run } = useUsageReport(initial);

  return (
    <section className="admin-page reports-page" aria-labelledby="admin-reports-title">
      <h2 id="admin-reports-title">Audio Usage Reports</h2>
      <AdminBackLink />
      <ReportForm
        initial={initial}
        busy={state.status === 'loading'}
        rangeError={rangeError}
        onRun={run}
      />
      {state.status === 'loading' && <p role="status">Loading report...</p>}
      {state.status === 'error' && (
        <div className="admin-actions">
          <FormError message={state.message} />
        </div>
      )}
      {state.status === 'ready' && (
        <>
          <div className="reports-summary">
            <p role="status">
              {reportSummary({
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
              Export CSV
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
