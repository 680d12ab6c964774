'use client';

import { useEffect, useLayoutEffect, useRef } from 'react';
import type uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import chart from './Chart.module.css';

/** The plot's height in rem (12.5rem: 200 px at the default 16 px), so a larger font gets a taller plot. */
const HEIGHT_REM = 12.5;

/** A design token's value on the chart's element (the theme's colours). */
function token(el: Element, name: string): string {
  return getComputedStyle(el).getPropertyValue(name).trim();
}

/** The price axis's width: its longest label, measured in the axis font (uPlot's own recipe). */
function labelWidth(plot: uPlot, values: string[] | null, axisIndex: number, cycle: number): number {
  const axis = plot.axes[axisIndex] as uPlot.Axis & { _size?: number };
  if (cycle > 1 && axis._size) return axis._size;
  const longest = (values ?? []).reduce((a, b) => (b.length > a.length ? b : a), '');
  plot.ctx.font = Array.isArray(axis.font) ? String(axis.font[0]) : String(axis.font ?? plot.ctx.font);
  return Math.ceil(12 + (longest ? plot.ctx.measureText(longest).width / devicePixelRatio : 0));
}

/**
 * The uPlot canvas (uPlot, MIT, ~23 kB gzip: imported here, on demand, so it is in no route's first
 * load, and only /coinDetail loads it). The crosshair follows the mouse (uPlot's own), a finger
 * sliding sideways (pointer events; vertical moves still scroll the page) and the arrow keys (the
 * plot is a slider over the points for assistive technology); each move reports the point's index.
 */
export function ChartPlot({
  data,
  label,
  index,
  valueText,
  priceAxis,
  timeAxis,
  onCursor,
}: {
  data: [number[], number[]];
  label: string;
  /** The point the readout shows (the crosshair's, else the last). */
  index: number;
  valueText: string;
  /** A price axis label (short: "$107.5k"). */
  priceAxis: (value: number) => string;
  /** A time axis label from Unix seconds, in the app's date style. */
  timeAxis: (seconds: number) => string;
  onCursor: (index: number | null) => void;
}) {
  const boxRef = useRef<HTMLDivElement>(null);
  const plotRef = useRef<uPlot | null>(null);
  const indexRef = useRef<number>(-1);
  const latest = useRef({ priceAxis, timeAxis, onCursor });
  useLayoutEffect(() => {
    latest.current = { priceAxis, timeAxis, onCursor };
  });

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    let cancelled = false;
    let observer: ResizeObserver | null = null;
    let removeTouch = () => {};
    void import('uplot').then(({ default: UPlot }) => {
      if (cancelled) return;
      const brand = token(box, '--brand');
      const muted = token(box, '--muted');
      const line = token(box, '--line');
      const font = `${getComputedStyle(box).fontSize} system-ui, sans-serif`;
      const height = Math.round(HEIGHT_REM * parseFloat(getComputedStyle(document.documentElement).fontSize));
      const opts: uPlot.Options = {
        width: box.clientWidth,
        height,
        scales: { x: { time: true } },
        legend: { show: false },
        cursor: { drag: { x: false, y: false, setScale: false }, points: { size: 9, fill: brand, stroke: brand } },
        series: [{}, { stroke: brand, width: 2, points: { show: false } }],
        axes: [
          { stroke: muted, font, grid: { stroke: line, width: 1 }, ticks: { stroke: line, width: 1 }, values: (_u, values) => values.map((v) => latest.current.timeAxis(v)) },
          { stroke: muted, font, size: labelWidth, grid: { stroke: line, width: 1 }, ticks: { show: false }, values: (_u, values) => values.map((v) => latest.current.priceAxis(v)) },
        ],
        hooks: {
          setCursor: [
            (u) => {
              const index = u.cursor.idx;
              indexRef.current = index ?? -1;
              latest.current.onCursor(index ?? null);
            },
          ],
        },
      };
      const plot = new UPlot(opts, data, box);
      plotRef.current = plot;
      observer = new ResizeObserver(() => plot.setSize({ width: box.clientWidth, height }));
      observer.observe(box);
      // A finger sliding over the chart moves the crosshair (uPlot follows mouse events only).
      const over = plot.over;
      const follow = (event: PointerEvent) => {
        if (event.pointerType === 'mouse') return;
        const rect = over.getBoundingClientRect();
        plot.setCursor({ left: event.clientX - rect.left, top: event.clientY - rect.top });
      };
      over.addEventListener('pointerdown', follow);
      over.addEventListener('pointermove', follow);
      removeTouch = () => {
        over.removeEventListener('pointerdown', follow);
        over.removeEventListener('pointermove', follow);
      };
    });
    return () => {
      cancelled = true;
      observer?.disconnect();
      removeTouch();
      plotRef.current?.destroy();
      plotRef.current = null;
    };
  }, [data]);

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    const plot = plotRef.current;
    const [xs, ys] = data;
    if (!plot || xs.length === 0) return;
    let index = indexRef.current < 0 ? xs.length - 1 : indexRef.current;
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      // Time runs left to right in every language (the plot is dir="ltr").
      index = Math.max(0, Math.min(xs.length - 1, index + (event.key === 'ArrowRight' ? 1 : -1)));
    } else if (event.key === 'Home') index = 0;
    else if (event.key === 'End') index = xs.length - 1;
    else return;
    event.preventDefault();
    plot.setCursor({ left: plot.valToPos(xs[index], 'x'), top: plot.valToPos(ys[index], 'y') });
  };

  return (
    <div
      ref={boxRef}
      className={chart.plot}
      // The crosshair is a slider over the points: the arrow keys move it, the readout is its value.
      role="slider"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={Math.max(0, data[0].length - 1)}
      aria-valuenow={index}
      aria-valuetext={valueText}
      aria-orientation="horizontal"
      dir="ltr"
      tabIndex={0}
      onKeyDown={onKeyDown}
      onMouseLeave={() => onCursor(null)}
      data-testid="chart-plot"
      data-points={data[0].length}
    />
  );
}
