import { type TimeWindow, zoomWindow } from '@sw/domain';
import { useState } from 'react';

export interface ChartZoom {
  /** The window drawn: the zoomed one, else the original. */
  window: TimeWindow;
  zoomed: boolean;
  /** The range dragged out and not yet applied. */
  selection: TimeWindow | null;
  /** A drag from a to b (epoch ms, any order); a drag with equal ends is ignored (G-057). */
  select: (a: number, b: number) => void;
  /** 'Zoom In' applies the selection (G-055). */
  zoomIn: () => void;
  /** 'Reset Zoom' returns to the original window (G-056). */
  reset: () => void;
}

/** Zoom state of one chart over `original`; another original (a new range) starts unzoomed. */
export function useChartZoom(original: TimeWindow): ChartZoom {
  const [zoomed, setZoomed] = useState<TimeWindow | null>(null);
  const [selection, setSelection] = useState<TimeWindow | null>(null);
  const key = `${original.from}-${original.to}`;
  const [seen, setSeen] = useState(key);
  if (seen !== key) {
    // React's "adjust state when a prop changes": no effect, no frame drawn with the old zoom.
    setSeen(key);
    setZoomed(null);
    setSelection(null);
  }
  const window = seen === key && zoomed ? zoomed : original;
  return {
    window,
    zoomed: window !== original,
    selection,
    select: (a, b) => setSelection(zoomWindow(window, a, b)),
    zoomIn: () => {
      if (!selection) return;
      setZoomed(selection);
      setSelection(null);
    },
    reset: () => {
      setZoomed(null);
      setSelection(null);
    },
  };
}
