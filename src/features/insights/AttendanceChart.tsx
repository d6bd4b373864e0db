import { useMemo } from 'react';
import { peakOf, type AttendancePoint } from '../../domain/insights/insightTables';
import { FormError } from '../../ui/FormError';
import { useLazyChart } from '../../ui/useLazyChart';
import type { ChartInput } from './drawAttendanceChart';
import { useInsightLabels, type InsightLabels } from './insightLabels';

/** What the chart shows, in words: the canvas's accessible name. */
function chartSummary(series: AttendancePoint[], { t, slotLabel, people }: InsightLabels) {
  const range = {
    first: slotLabel(series[0]?.at ?? 0),
    last: slotLabel(series.at(-1)?.at ?? 0),
  };
  const peak = peakOf(series);
  if (!peak) return t('insights.chartSummary', range);
  return t('insights.chartSummaryPeak', {
    ...range,
    people: people(peak.present),
    time: slotLabel(peak.at),
  });
}

const drawSeries = (canvas: HTMLCanvasElement, input: ChartInput) =>
  import('./drawAttendanceChart').then(({ drawAttendanceChart }) =>
    drawAttendanceChart(canvas, input),
  );

/**
 * People present over time: a chart.js line (its chunk loads only here), described in words
 * for screen readers; the figures are in the table beside it. Drawn again when the series or
 * the language changes (the axis's title and the times are the language's).
 */
export function AttendanceChart({ series }: { series: AttendancePoint[] }) {
  const labels = useInsightLabels();
  const { t, language, slotLabel } = labels;
  const input = useMemo(
    () => ({ series, title: t('insights.col.present'), slotLabel }),
    // slotLabel and t are new each render; they change with the language only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [series, language],
  );
  const { canvas, failed } = useLazyChart(input, drawSeries);

  return (
    <>
      <div className="insights__chart">
        <canvas ref={canvas} role="img" aria-label={chartSummary(series, labels)} />
      </div>
      <FormError message={failed ? t('insights.chartFailed') : null} />
    </>
  );
}
