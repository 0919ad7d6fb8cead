// Warren's JavaScript code context (docs/code.md): one vm context that lives as long as the runner,
// so declarations (`const`, `let`, `function`, `class`) stay for the next run, and a run may use
// `await` at its top level (Node's REPL transform, reached with --expose-internals). It speaks the
// lines of protocol.py: argv[2] is the spec as JSON ({"cwd", "env"}); requests on stdin, {"run",
// "code", "env", "max_output"}, one at a time; frames on stdout tagged with the run's id. `console`
// and `process.stdout`/`stderr` writes of a run become its frames; the value of its last
// expression is its result (text/plain, util.inspect). SIGINT interrupts the run: synchronous code
// through the evaluator's breakOnSigint, an awaited promise by giving up on it. `Math.random` draws
// from the kernel's CSPRNG, so copies of a forked or restored context never repeat each other.

import { Console } from 'node:console';
import { randomFillSync } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { PassThrough, Writable } from 'node:stream';
import { inspect } from 'node:util';
import vm from 'node:vm';

// Node's own top-level-await transform for the REPL (the runner is started with --expose-internals).
const { processTopLevelAwait } = createRequire(import.meta.url)('internal/repl/await');

const DEFAULT_MAX_OUTPUT = 16 << 20;
const spec = JSON.parse(process.argv[2] ?? '{}');
if (spec.cwd) process.chdir(spec.cwd);
Object.assign(process.env, spec.env ?? {});

// The protocol's lines go through stdout's own write; what a run writes is routed into frames.
const protoWrite = process.stdout.write.bind(process.stdout);
const ownStderr = process.stderr.write.bind(process.stderr);
const emitLine = (frame) => protoWrite(`${JSON.stringify(frame)}\n`);

/** The run in progress, or null. */
let current = null;

class Run {
  constructor(req) {
    this.id = String(req.run);
    this.cap = Number(req.max_output) || DEFAULT_MAX_OUTPUT;
    this.left = this.cap;
    this.truncated = false;
    this.interrupted = false;
    this.emit({ type: 'start' });
  }

  emit(frame) {
    if (['stdout', 'stderr', 'result', 'display_data'].includes(frame.type)) {
      if (this.truncated) return;
      const size = JSON.stringify(frame).length;
      if (size > this.left) {
        this.truncated = true;
        const room = Math.max(0, this.left - 64);
        if ((frame.type === 'stdout' || frame.type === 'stderr') && room > 0) {
          emitLine({ run: this.id, ...frame, text: frame.text.slice(0, room) });
        }
        emitLine({ run: this.id, type: 'stderr', text: `\n[warren: output past ${this.cap} bytes dropped]\n` });
        return;
      }
      this.left -= size;
    }
    emitLine({ run: this.id, ...frame });
  }

  end(status) {
    emitLine({ run: this.id, type: 'end', status, truncated: this.truncated });
  }
}

/** A writable whose text becomes `stream` frames of the run in progress (dropped between runs). */
function frames(stream) {
  return new Writable({
    write(chunk, _encoding, done) {
      current?.emit({ type: stream, text: chunk.toString() });
      done();
    },
  });
}

const outFrames = frames('stdout');
const errFrames = frames('stderr');
// What code writes through `process` is the run's too (the protocol keeps protoWrite).
process.stdout.write = (chunk, encoding, cb) => outFrames.write(chunk, encoding, cb);
process.stderr.write = (chunk, encoding, cb) => errFrames.write(chunk, encoding, cb);

// A context like the REPL's: a fresh global with everything of Node's own global that it lacks,
// and a require that resolves from the working directory.
const context = vm.createContext({});
const builtins = new Set(vm.runInContext('Object.getOwnPropertyNames(globalThis)', context));
for (const name of Object.getOwnPropertyNames(globalThis)) {
  if (!builtins.has(name)) Object.defineProperty(context, name, Object.getOwnPropertyDescriptor(globalThis, name));
}
Object.assign(context, {
  global: context,
  require: createRequire(join(process.cwd(), 'context.js')),
  console: new Console({ stdout: outFrames, stderr: errFrames }),
});
vm.runInContext('Math', context).random = () => {
  const words = randomFillSync(new Uint32Array(2));
  return (words[0] * 2 ** 21 + (words[1] >>> 11)) / 2 ** 53;
};

/** Rejects the promise an interrupted run waits on. */
let interrupt = null;
process.on('SIGINT', () => {
  if (!current) return;
  current.interrupted = true;
  // The same error the evaluator throws when SIGINT stops synchronous code.
  const err = new Error('Script execution was interrupted by `SIGINT`');
  interrupt?.(Object.assign(err, { code: 'ERR_SCRIPT_EXECUTION_INTERRUPTED' }));
});
process.on('SIGTERM', () => process.exit(0));
// Errors thrown later by a run's callbacks belong to whichever run is in progress.
process.on('uncaughtException', (err) => current?.emit({ type: 'stderr', text: `Uncaught ${inspect(err)}\n` }));
process.on('unhandledRejection', (err) => current?.emit({ type: 'stderr', text: `Unhandled rejection ${inspect(err)}\n` }));

const scriptOptions = {
  filename: 'cell.js',
  // Dynamic import() in a cell, where this Node has the main context's loader for scripts (22+).
  ...(vm.constants?.USE_MAIN_CONTEXT_DEFAULT_LOADER ? { importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER } : {}),
};

/**
 * Compiles a cell as the REPL does: code with a top-level await becomes an async function whose
 * declarations are hoisted out of it (Node's own transform), and `{...}` alone is an object.
 */
function compile(code) {
  if (code.includes('await')) {
    let wrapped = null;
    try {
      wrapped = processTopLevelAwait(code);
    } catch {
      // not valid with the transform: compiled as it is below, which reports the error
    }
    if (wrapped !== null) return { script: new vm.Script(wrapped, scriptOptions), awaited: true };
  }
  if (/^\s*{/.test(code) && !/;\s*$/.test(code)) {
    try {
      return { script: new vm.Script(`(${code.trim()})\n`, scriptOptions), awaited: false };
    } catch {
      // a block after all
    }
  }
  return { script: new vm.Script(code, scriptOptions), awaited: false };
}

/** Runs a cell: its value, or the error it threw. */
async function evaluate(code) {
  try {
    const { script, awaited } = compile(code);
    const value = script.runInContext(context, { breakOnSigint: true });
    if (!awaited) return { value };
    const stop = new Promise((_, reject) => {
      interrupt = reject;
    });
    const done = await Promise.race([value, stop]);
    return { value: done?.value };
  } catch (err) {
    return { err };
  } finally {
    interrupt = null;
  }
}

function errorFrame(err) {
  const e = err;
  const name = typeof e?.name === 'string' ? e.name : 'Error';
  const value = typeof e?.message === 'string' ? e.message : inspect(e);
  // Down to the cell's last frame: the runner's and the evaluator's below it say nothing to its author.
  const lines = (typeof e?.stack === 'string' ? e.stack : `${name}: ${value}`).split('\n');
  const last = lines.findLastIndex((line) => line.includes('cell.js:'));
  const traceback = (last >= 0 ? lines.slice(0, last + 1) : lines.filter((l) => !/^\s+at /.test(l))).join('\n');
  return { type: 'error', name, value, traceback };
}

let count = 0;
async function runOne(req) {
  const run = new Run(req);
  current = run;
  count += 1;
  run.emit({ type: 'execution_count', execution_count: count });
  const env = req.env ?? {};
  const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
  Object.assign(process.env, env);
  const { err, value } = await evaluate(req.code);
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  let status = 'ok';
  if (err) {
    status = run.interrupted || err.code === 'ERR_SCRIPT_EXECUTION_INTERRUPTED' ? 'interrupted' : 'error';
    run.emit(errorFrame(err));
  } else if (value !== undefined) {
    run.emit({ type: 'result', data: { 'text/plain': inspect(value) }, is_main_result: true });
  }
  // Console writes still queued in the streams go out before the end.
  await new Promise((r) => setImmediate(r));
  current = null;
  run.end(status);
}

const requests = [];
let busy = false;
async function drain() {
  if (busy) return;
  busy = true;
  while (requests.length > 0) await runOne(requests.shift());
  busy = false;
}

const lines = createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY });
lines.on('line', (line) => {
  let req;
  try {
    req = JSON.parse(line);
    if (typeof req !== 'object' || req === null || req.run === undefined || typeof req.code !== 'string') {
      throw new Error('a request is {"run", "code"}');
    }
  } catch (err) {
    ownStderr(`code context: bad request line: ${err.message}\n`);
    return;
  }
  requests.push(req);
  drain();
});
lines.on('close', async () => {
  while (busy) await new Promise((r) => setTimeout(r, 10));
  process.exit(0);
});
emitLine({ type: 'ready', pid: process.pid });
