// Keeps bench/RESULTS.md as one section per benchmark, each replaced whole by its latest run.

import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const FILE = new URL('./RESULTS.md', import.meta.url);
const HEADER =
  '# Benchmark results\n\nEach section is the latest run of its benchmark; compare ratios, not absolute times (these machines are noisy).\n';

export function writeSection(id: string, title: string, body: string): void {
  let text = existsSync(FILE) ? readFileSync(FILE, 'utf8') : HEADER;
  const start = `<!-- ${id}:start -->`;
  const end = `<!-- ${id}:end -->`;
  const section = `${start}\n## ${title}\n\nRun ${new Date().toISOString()}.\n\n${body}\n${end}`;
  const re = new RegExp(`${start}[\\s\\S]*?${end}`);
  text = re.test(text) ? text.replace(re, section) : `${text.trimEnd()}\n\n${section}\n`;
  writeFileSync(FILE, text);
}
