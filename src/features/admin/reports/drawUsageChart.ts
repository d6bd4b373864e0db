// The only importer of chart.js, loaded by UsageChart on demand: only the bar chart's pieces
// are registered, so the chunk carries no other chart types.
import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import type { UsagePoint } from '../../../domain/reports';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

/** The days, their labels (in the reader's language) and the value axis's title. */
export interface UsageChartData {
  series: UsagePoint[];
  labels: string[];
  title: string;
}

/** Bars of user-minutes per day on `canvas`; the caller destroys the chart. */
export function drawUsageChart(canvas: HTMLCanvasElement, data: UsageChartData): Chart {
  const { series, labels, title } = data;
  return new Chart(canvas, {
    type: 'bar',
    data: {
      labels,
      datasets: [
        {
          label: title,
          data: series.map((point) => point.minutes),
          backgroundColor: '#2f6fb3',
          minBarLength: 0,
        },
      ],
    },
    options: {
      // Drawn at once: no motion to wait for (reduced motion) and a stable picture.
      animation: false,
      responsive: true,
      maintainAspectRatio: false,
      scales: {
        x: { ticks: { maxRotation: 60, autoSkip: true } },
        y: { beginAtZero: true, title: { display: true, text: title } },
      },
    },
  });
}
