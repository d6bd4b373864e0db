import { useEffect, useRef, useState } from 'react';
import { formatDayMonthYear } from '../../../domain/dates';
import type { UsagePoint } from '../../../domain/reports';
import { FormError } from '../../../ui/FormError';

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

/**
 * Usage over time: a chart.js bar chart (its chunk loads only here) described in words for
 * screen readers, with every day's figure in a table below it.
 */
export function UsageChart({ series }: { series: UsagePoint[] }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let chart: { destroy(): void } | null = null;
    let live = true;
    setFailed(false);
    import('./drawUsageChart')
      .then(({ drawUsageChart }) => {
        if (live && canvas.current) chart = drawUsageChart(canvas.current, series);
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
      chart?.destroy();
    };
  }, [series]);

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
