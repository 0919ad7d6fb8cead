// Time-series charts drawn by uPlot: one figure per measure, sized to its container (so it fits a
// narrow screen), with a text summary for people who cannot see the canvas.

import { useEffect, useRef } from 'preact/hooks';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface Line {
  label: string;
  /** One value per x; null leaves a gap (an unmeasured minute is a gap, never a zero). */
  values: (number | null)[];
  color: string;
}

const PALETTE = ['#1d4ed8', '#b45309', '#047857', '#7c3aed', '#be123c', '#0f766e'];
export const color = (i: number) => PALETTE[i % PALETTE.length];

export function Chart(props: {
  title: string;
  /** Unix seconds. */
  x: number[];
  lines: Line[];
  unit: string;
  format?: (v: number) => string;
  bars?: boolean;
}) {
  const box = useRef<HTMLDivElement>(null);
  const fmt = props.format ?? ((v: number) => `${round(v)} ${props.unit}`);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const opts: uPlot.Options = {
      width: Math.max(240, el.clientWidth),
      height: 180,
      series: [
        {},
        ...props.lines.map((l) => ({
          label: l.label,
          stroke: l.color,
          fill: `${l.color}22`,
          width: 2,
          spanGaps: false,
          value: (_u: uPlot, v: number | null) => (v == null ? '—' : fmt(v)),
          ...(props.bars ? { paths: uPlot.paths.bars!({ size: [0.8, 40] }) } : {}),
        })),
      ],
      axes: [{}, { values: (_u, ticks) => ticks.map((t) => fmt(t)), size: 70 }],
      scales: { y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] } },
    };
    const plot = new uPlot(opts, [props.x, ...props.lines.map((l) => l.values)] as uPlot.AlignedData, el);
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(240, el.clientWidth), height: 180 }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  });
  return (
    <figure class="chart">
      <figcaption>{props.title}</figcaption>
      <div ref={box} role="img" aria-label={summary(props, fmt)} />
    </figure>
  );
}

function summary(props: { title: string; x: number[]; lines: Line[] }, fmt: (v: number) => string): string {
  if (props.x.length === 0) return `${props.title}: no data yet`;
  const parts = props.lines.map((l) => {
    const vals = l.values.filter((v): v is number => v != null);
    if (vals.length === 0) return `${l.label}: no measurement`;
    return `${l.label}: latest ${fmt(vals[vals.length - 1])}, peak ${fmt(Math.max(...vals))}`;
  });
  return `${props.title}, ${props.x.length} points. ${parts.join('; ')}`;
}

function round(v: number): string {
  if (Math.abs(v) >= 100) return v.toFixed(0);
  if (Math.abs(v) >= 10) return v.toFixed(1);
  return v.toFixed(2);
}
