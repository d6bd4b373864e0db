import { useEffect, useRef, useState } from 'react';
import { peakOf, type AttendancePoint } from '../../domain/insights/insightTables';
import { FormError } from '../../ui/FormError';
import { people, slotLabel } from './insightLabels';

/** What the chart shows, in words: the canvas's accessible name. */
function chartSummary(series: AttendancePoint[]): string {
  const first = slotLabel(series[0]?.at ?? 0);
  const last = slotLabel(series.at(-1)?.at ?? 0);
  const peak = peakOf(series);
  const busiest = peak ? `; the most were ${people(peak.present)} at ${slotLabel(peak.at)}` : '';
  return `Line chart of people present every 5 minutes from ${first} to ${last}${busiest}.`;
}

/**
 * People present over time: a chart.js line (its chunk loads only here), described in words
 * for screen readers; the figures are in the table beside it.
 */
export function AttendanceChart({ series }: { series: AttendancePoint[] }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let chart: { destroy(): void } | null = null;
    let live = true;
    setFailed(false);
    import('./drawAttendanceChart')
      .then(({ drawAttendanceChart }) => {
        if (live && canvas.current) chart = drawAttendanceChart(canvas.current, series);
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
