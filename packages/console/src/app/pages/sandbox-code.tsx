// The sandbox page's cell runner (docs/code.md): code typed into a cell runs in the sandbox's code
// context of its language (POST /vms/{id}/run_code), and each run shows below it: its output, the
// value of its last expression, its charts inline and its error's traceback. Only text and images
// are shown: HTML a run produces (a DataFrame's table) is guest content and would run as the
// console's own page, so its text/plain is shown instead.

import { useState } from 'preact/hooks';
import { api, type CodeLanguage, type RunAnswer } from '../api.ts';
import { describe } from '../ui.tsx';

interface Cell {
  id: number;
  language: CodeLanguage;
  code: string;
  answer?: RunAnswer;
  failure?: string;
}

const LANGUAGES: CodeLanguage[] = ['python', 'javascript', 'bash'];
const EXAMPLE = 'import matplotlib.pyplot as plt\nplt.plot([1, 2, 3, 4], [1, 4, 9, 16])\nplt.show()';
/** Images shown inline, by MIME type, and whether the bundle holds them base64. */
const IMAGES: [mime: string, base64: boolean][] = [
  ['image/png', true],
  ['image/jpeg', true],
  ['image/svg+xml', false],
];

function imageUrl(data: Record<string, unknown>): string | undefined {
  for (const [mime, base64] of IMAGES) {
    const v = data[mime];
    if (typeof v !== 'string') continue;
    return base64
      ? `data:${mime};base64,${v.replace(/\s/g, '')}`
      : `data:${mime};charset=utf-8,${encodeURIComponent(v)}`;
  }
  return undefined;
}

export function CodePanel(props: { vmId: string }) {
  const [language, setLanguage] = useState<CodeLanguage>('python');
  const [code, setCode] = useState(EXAMPLE);
  const [cells, setCells] = useState<Cell[]>([]);
  const [running, setRunning] = useState(false);
  const run = async () => {
    if (running || !code.trim()) return;
    const cell: Cell = { id: Date.now(), language, code };
    setCells((all) => [...all, cell]);
    setRunning(true);
    try {
      cell.answer = await api.runCode(props.vmId, { code, language });
    } catch (err) {
      cell.failure = describe(err);
    } finally {
      setCells((all) => all.map((c) => (c.id === cell.id ? { ...cell } : c)));
      setRunning(false);
    }
  };
  return (
    <section class="panel wide" aria-labelledby="code-h">
      <h2 id="code-h">Code</h2>
      <ol class="cells">
        {cells.map((c) => (
          <CellView key={c.id} cell={c} />
        ))}
      </ol>
      <form
        class="cell-input"
        onSubmit={(e) => {
          e.preventDefault();
          run();
        }}
      >
        <label>
          Language{' '}
          <select value={language} onChange={(e) => setLanguage((e.target as HTMLSelectElement).value as CodeLanguage)}>
            {LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {l}
              </option>
            ))}
          </select>
        </label>
        <textarea
          aria-label="Code to run"
          rows={5}
          spellcheck={false}
          value={code}
          onInput={(e) => setCode((e.target as HTMLTextAreaElement).value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
              e.preventDefault();
              run();
            }
          }}
        />
        <button type="submit" disabled={running}>
          {running ? 'Running…' : 'Run'}
        </button>{' '}
        <span class="muted">Ctrl+Enter runs; variables last between runs of a language.</span>
      </form>
    </section>
  );
}

function CellView(props: { cell: Cell }) {
  const { cell } = props;
  const a = cell.answer;
  return (
    <li class="cell" data-status={a?.status ?? (cell.failure ? 'failed' : 'running')}>
      <div class="muted">
        {cell.language} [{a?.execution_count ?? ' '}] {a ? a.status : cell.failure ? 'failed' : 'running…'}
        {a?.timed_out ? ' (timed out)' : ''}
      </div>
      <pre class="cell-code">{cell.code}</pre>
      {cell.failure && <p class="error">{cell.failure}</p>}
      {a?.stdout && <pre class="cell-out">{a.stdout}</pre>}
      {a?.stderr && <pre class="cell-out cell-err">{a.stderr}</pre>}
      {a?.results.map((r, i) => {
        const src = imageUrl(r.data);
        const text = r.data['text/plain'];
        if (src) return <img key={i} src={src} alt={`chart ${i + 1} of this run`} />;
        return typeof text === 'string' ? (
          <pre key={i} class="cell-out">
            {text}
          </pre>
        ) : null;
      })}
      {a?.error && <pre class="cell-out cell-err">{a.error.traceback || `${a.error.name}: ${a.error.value}`}</pre>}
    </li>
  );
}
