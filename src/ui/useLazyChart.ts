import { useEffect, useRef, useState } from 'react';

/**
 * A chart drawn on a canvas by code loaded on demand (chart.js stays in the chunk of the page
 * that shows it): `draw` loads the drawing module and draws `data`; the chart is destroyed when
 * the data changes or the page leaves. Returns the canvas's ref and whether drawing failed (the
 * page then points at its table of the same figures).
 */
export function useLazyChart<T>(
  data: T,
  draw: (canvas: HTMLCanvasElement, data: T) => Promise<{ destroy(): void }>,
) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);
  // The drawing function is fixed per page: only new data draws again.
  const drawRef = useRef(draw);

  useEffect(() => {
    let chart: { destroy(): void } | null = null;
    let live = true;
    setFailed(false);
    const target = canvas.current;
    if (target) {
      drawRef
        .current(target, data)
        .then((drawn) => {
          if (live) chart = drawn;
          else drawn.destroy();
        })
        .catch(() => {
          if (live) setFailed(true);
        });
    }
    return () => {
      live = false;
      chart?.destroy();
    };
  }, [data]);

  return { canvas, failed };
}
