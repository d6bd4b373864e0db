import { useMemo } from 'react';
import type { UsagePoint } from '../../../domain/reports';
import { useLazyChart } from '../../../ui/useLazyChart';
import { FormError } from '../../languages';
import type { UsageChartData } from './drawUsageChart';
import { useReportTexts } from './reportTexts';

const drawSeries = (canvas: HTMLCanvasElement, data: UsageChartData) =>
  import('./drawUsageChart').then(({ drawUsageChart }) => drawUsageChart(canvas, data));

/**
 * Usage over time: a chart.js bar chart (its chunk loads only here) described in words for
 * screen readers, with every day's figure in a table below it; days and words in the person's
 * language (the chart is drawn again when it changes).
 */
export function UsageChart({ series }: { series: UsagePoint[] }) {
  const { t, day, figure: number } = useReportTexts();
  const title = t('reports.userMinutes');
  const labels = series.map((point) => day(point.day)).join('\n');
  const data = useMemo<UsageChartData>(
    () => ({ series, labels: labels.split('\n'), title }),
    [series, labels, title],
  );
  const { canvas, failed } = useLazyChart(data, drawSeries);

  const total = Math.round(series.reduce((sum, p) => sum + p.minutes, 0) * 10) / 10;
  const busiest = series.reduce<UsagePoint | null>(
    (best, p) => (p.minutes > (best?.minutes ?? 0) ? p : best),
    null,
  );
  const range = {
    first: day(series[0]?.day ?? ''),
    last: day(series.at(-1)?.day ?? ''),
    total: number(total),
  };
  const summary = busiest
    ? t('reports.chartSummaryPeak', {
        ...range,
        day: day(busiest.day),
        minutes: number(busiest.minutes),
      })
    : t('reports.chartSummary', range);

  return (
    <section className="reports-chart" aria-labelledby="reports-chart-title">
      <h3 id="reports-chart-title">{t('reports.usageOverTime')}</h3>
      <div className="reports-chart-canvas">
        <canvas ref={canvas} role="img" aria-label={summary} />
      </div>
      <FormError message={failed ? t('reports.chartFailed') : null} />
      <details>
        <summary>{t('reports.perDayTable')}</summary>
        <table className="reports-days">
          <thead>
            <tr>
              <th scope="col">{t('reports.day')}</th>
              <th scope="col">{title}</th>
            </tr>
          </thead>
          <tbody>
            {series.map((point) => (
              <tr key={point.day}>
                <td>{day(point.day)}</td>
                <td>{number(point.minutes)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
