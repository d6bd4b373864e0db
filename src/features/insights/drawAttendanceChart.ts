// The insights page's only importer of chart.js, loaded by AttendanceChart on demand: only the
// line chart's pieces are registered, so its chunk carries no other chart types.
import {
  CategoryScale,
  Chart,
  Filler,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import type { AttendancePoint } from '../../domain/insights/insightTables';

/** The series and its words in the person's language: the axis's title and the slots' times. */
export interface ChartInput {
  series: AttendancePoint[];
  title: string;
  slotLabel: (ms: number) => string;
}

Chart.register(
  CategoryScale,
  Filler,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
);

/** Up to 4 hours of 5-minute samples. */
const SHORT_SERIES = 48;

/** People present per 5 minutes on `canvas`; the caller destroys the chart. */
export function drawAttendanceChart(
  canvas: HTMLCanvasElement,
  { series, title, slotLabel }: ChartInput,
): Chart {
  return new Chart(canvas, {
    type: 'line',
    data: {
      labels: series.map((point) => slotLabel(point.at)),
      datasets: [
        {
          label: title,
          data: series.map((point) => point.present),
          borderColor: '#2f6fb3',
          backgroundColor: 'rgba(47, 111, 179, 0.25)',
          fill: true,
          // A few hours' points are marked (one sample is a dot, not a hairline); a week's
          // 2,000 are a line.
          pointRadius: series.length <= SHORT_SERIES ? 3 : 0,
        },
      ],
    },
    options: {
      // Drawn at once: no motion to wait for (reduced motion) and a stable picture.
      animation: false,
      responsive: true,
      maintainAspectRatio: false,
      interaction: { mode: 'index', intersect: false },
      scales: {
        x: { ticks: { maxRotation: 0, autoSkip: true, maxTicksLimit: 8 } },
        y: {
          beginAtZero: true,
          ticks: { precision: 0 },
          title: { display: true, text: title },
        },
      },
    },
  });
}
