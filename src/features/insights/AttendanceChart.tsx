import { peakOf, type AttendancePoint } from '../../domain/insights/insightTables';
import { FormError } from '../../ui/FormError';
import { useLazyChart } from '../../ui/useLazyChart';
import { people, slotLabel } from './insightLabels';

/** What the chart shows, in words: the canvas's accessible name. */
function chartSummary(series: AttendancePoint[]): string {
  const first = slotLabel(series[0]?.at ?? 0);
  const last = slotLabel(series.at(-1)?.at ?? 0);
  const peak = peakOf(series);
  const busiest = peak ? `; the most were ${people(peak.present)} at ${slotLabel(peak.at)}` : '';
  return `Line chart of people present every 5 minutes from ${first} to ${last}${busiest}.`;
}

const drawSeries = (canvas: HTMLCanvasElement, series: AttendancePoint[]) =>
  import('./drawAttendanceChart').then(({ drawAttendanceChart }) =>
    drawAttendanceChart(canvas, series),
  );

/**
 * People present over time: a chart.js line (its chunk loads only here), described in words
 * for screen readers; the figures are in the table beside it.
 */
export function AttendanceChart({ series }: { series: AttendancePoint[] }) {
  const { canvas, failed } = useLazyChart(series, drawSeries);

  return (
    <>
      <div className="insights__chart">
        <canvas ref={canvas} role="img" aria-label={chartSummary(series)} />
      </div>
      <FormError
        message={failed ? 'The chart could not be drawn; the table below has the figures.' : null}
      />
    </>
  );
}
