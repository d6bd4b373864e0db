import { formatDayMonthYear } from '../../../domain/dates';
import type { UsagePoint } from '../../../domain/reports';
import { FormError } from '../../../ui/FormError';
import { useLazyChart } from '../../../ui/useLazyChart';

/** What the chart shows, in words: the canvas's accessible name. */
function chartSummary(series: UsagePoint[]): string {
  const total = Math.round(series.reduce((sum, p) => sum + p.minutes, 0) * 10) / 10;
  const first = formatDayMonthYear(series[0]?.day ?? '');
  const last = formatDayMonthYear(series.at(-1)?.day ?? '');
  const busiest = series.reduce<UsagePoint | null>(
    (best, p) => (p.minutes > (best?.minutes ?? 0) ? p : best),
    null,
  );
  const peak = busiest
    ? `; the busiest day was ${formatDayMonthYear(busiest.day)} with ${busiest.minutes}`
    : '';
  return `Bar chart of user-minutes per day from ${first} to ${last}: ${total} in all${peak}.`;
}

const drawSeries = (canvas: HTMLCanvasElement, series: UsagePoint[]) =>
  import('./drawUsageChart').then(({ drawUsageChart }) => drawUsageChart(canvas, series));

/**
 * Usage over time: a chart.js bar chart (its chunk loads only here) described in words for
 * screen readers, with every day's figure in a table below it.
 */
export function UsageChart({ series }: { series: UsagePoint[] }) {
  const { canvas, failed } = useLazyChart(series, drawSeries);

  return (
    <section className="reports-chart" aria-labelledby="reports-chart-title">
      <h3 id="reports-chart-title">Usage over time</h3>
      <div className="reports-chart-canvas">
        <canvas ref={canvas} role="img" aria-label={chartSummary(series)} />
      </div>
      <FormError
        message={failed ? 'The chart could not be drawn; the table below has the figures.' : null}
      />
      <details>
        <summary>Usage per day as a table</summary>
        <table className="reports-days">
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">User-minutes</th>
            </tr>
          </thead>
          <tbody>
            {series.map((point) => (
              <tr key={point.day}>
                <td>{formatDayMonthYear(point.day)}</td>
                <td>{point.minutes}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
