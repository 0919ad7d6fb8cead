// Small statistics and reporting shared by the benchmarks.

import { cpus, release, totalmem } from 'node:os';

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, i)];
}

export interface Summary {
  name: string;
  n: number;
  median: number;
  p95: number;
  max: number;
  unit: string;
}

export function summarize(name: string, samples: number[], unit = 'ms'): Summary {
  const s = [...samples].sort((a, b) => a - b);
  return { name, n: s.length, median: percentile(s, 50), p95: percentile(s, 95), max: s[s.length - 1], unit };
}

export async function timed<T>(fn: () => Promise<T>): Promise<[number, T]> {
  const t0 = performance.now();
  const v = await fn();
  return [performance.now() - t0, v];
}

export function machine(): string {
  const c = cpus();
  return `${c.length} × ${c[0]?.model ?? 'cpu'}, ${(totalmem() / 1024 ** 3).toFixed(0)} GiB RAM, Linux ${release()}, Node ${process.version}`;
}

export function table(rows: Summary[], targets: Record<string, string> = {}): string {
  const fmt = (v: number) => (v >= 100 ? v.toFixed(0) : v.toFixed(1));
  const lines = ['| measurement | n | median | p95 | max | target |', '|---|---|---|---|---|---|'];
  for (const r of rows) {
    lines.push(
      `| ${r.name} | ${r.n} | ${fmt(r.median)} ${r.unit} | ${fmt(r.p95)} ${r.unit} | ${Number.isNaN(r.max) ? '' : `${fmt(r.max)} ${r.unit}`} | ${targets[r.name] ?? ''} |`,
    );
  }
  return lines.join('\n');
}
