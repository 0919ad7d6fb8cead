// The default sandbox (spec, fact 1) on a real microVM booted from build/images/default (built by
// guest/images/default.sh): its shape, and that its Python data-science stack, Node 22, npm, git
// and curl run; then, on the same sandbox, the code interpreter (code-cases.ts), its state through
// fork, sleep and snapshot (code-lifecycle-cases.ts) and its clients (code-clients-cases.ts). One
// server and one template build for all of it (default-sandbox.ts): under TCG the template's warm
// Python kernel and the imports take a minute. Nothing here reaches the internet.

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { describeCode } from './code-cases.ts';
import { describeCodeClients } from './code-clients-cases.ts';
import { describeCodeLifecycle } from './code-lifecycle-cases.ts';
import { type DefaultSandbox, runCode, startDefaultSandbox } from './default-sandbox.ts';

let fixture: DefaultSandbox;
let t: DefaultSandbox['t'];
let vm: string;
let created: Record<string, unknown>;

before(async () => {
  fixture = await startDefaultSandbox();
  ({ t, vm, created } = fixture);
});
after(() => t?.close());

// One run in the warm kernel: every import, and a result from each library checked exactly.
const PYTHON = `
import json, io, sys
import numpy as np, pandas as pd, scipy, matplotlib, sklearn
from scipy import optimize
from sklearn.linear_model import LinearRegression
import matplotlib.pyplot as plt

x = np.linalg.solve(np.array([[2.0, 1.0], [1.0, 3.0]]), np.array([3.0, 5.0]))
df = pd.DataFrame({"k": ["a", "b", "a", "b", "a"], "v": [1, 2, 3, 4, 5]})
sums = df.groupby("k")["v"].sum().to_dict()
root = optimize.brentq(lambda z: z * z - 2.0, 0.0, 2.0)
xs = np.arange(10.0).reshape(-1, 1)
fit = LinearRegression().fit(xs, 2.0 * xs.ravel() + 1.0)
fig, ax = plt.subplots(figsize=(2, 2), dpi=50)
ax.plot([0, 1], [1, 0])
png = io.BytesIO()
fig.savefig(png, format="png")
print(json.dumps({
  "python": "%d.%d" % sys.version_info[:2],
  "solve": [round(float(v), 9) for v in x],
  "sums": {k: int(v) for k, v in sums.items()},
  "sqrt2": round(root, 9),
  "fit": [round(float(fit.coef_[0]), 9), round(float(fit.intercept_), 9)],
  "backend": matplotlib.get_backend().lower(),
  "png": png.getvalue()[:8].hex(),
}))
`;

// Syntax Python 3.11 refuses: generic functions, classes and a `type` alias (PEP 695), and an
// f-string that reuses its own quotes inside a replacement field (PEP 701).
const PYTHON_312 = `
type Pair[T] = tuple[T, T]

def first[T](xs: list[T]) -> T:
    return xs[0]

class Box[T]:
    def __init__(self, v: T) -> None:
        self.v = v

names = ["a", "b"]
print(f"{"-".join(names)}|{first([3, 4])}|{Box[int](5).v}|{Pair.__value__}|{first.__type_params__[0].__name__ == "T"}")
`;

describe('the default sandbox (no source given)', () => {
  it('is created from the default image with 2 vCPU and 1 GiB memory', async () => {
    assert.equal(created.image, 'default');
    assert.equal(created.cpus, 2);
    assert.equal(created.memory_mb, 1024);
    assert.equal(created.state, 'running');
  });

  it('runs Node 22, npm, git, curl and pip, and the guest sees 2 CPUs and about 1 GiB', async () => {
    const r = await t.client.sh(
      vm,
      [
        'nproc',
        "awk '/^MemTotal:/ {print $2}' /proc/meminfo",
        "node -e 'console.log(process.versions.node)'",
        'npm --version',
        'git --version',
        'curl --version | head -1',
        'pip --version',
      ].join(' && '),
    );
    assert.equal(r.exit_code, 0, r.stderr);
    const [cpus, memKb, node, npm, git, curl, pip] = r.stdout.trimEnd().split('\n');
    assert.equal(cpus, '2');
    // The kernel keeps some of the 1024 MiB for itself.
    assert.ok(Number(memKb) > 800 * 1024 && Number(memKb) <= 1024 * 1024, `MemTotal ${memKb} kB`);
    assert.match(node, /^22\.\d+\.\d+$/);
    assert.match(npm, /^10\.\d+\.\d+$/);
    assert.match(git, /^git version 2\./);
    assert.match(curl, /^curl \d/);
    assert.match(pip, /^pip \d.* \(python 3\.13\)$/);
  });

  it('has Python 3 (Debian 13 ships 3.13) with numpy, pandas, scipy, matplotlib (Agg) and scikit-learn', async () => {
    const r = await runCode(t, vm, { code: PYTHON });
    assert.equal(r.status, 'ok', JSON.stringify(r.error));
    // The kernel's matplotlib draws inline; a script's (python3 -c) uses the image's Agg.
    const backend = await t.client.exec(vm, ['python3', '-c', 'import matplotlib; print(matplotlib.get_backend())']);
    assert.equal(backend.stdout.trim().toLowerCase(), 'agg');
    assert.deepEqual(
      { ...JSON.parse(r.stdout), backend: 'agg' },
      {
        python: '3.13',
        solve: [0.8, 1.4],
        sums: { a: 9, b: 6 },
        sqrt2: Number(Math.SQRT2.toFixed(9)),
        fit: [2, 1],
        backend: 'agg',
        png: '89504e470d0a1a0a',
      },
    );
  });

  it('runs code written for Python 3.12: PEP 695 type parameters and PEP 701 f-strings', async () => {
    const r = await t.client.exec(vm, ['python3', '-c', PYTHON_312]);
    assert.equal(r.exit_code, 0, r.stderr);
    assert.equal(r.stdout, 'a-b|3|5|tuple[T, T]|True\n');
  });

  it('a second sandbox from the same template has randomness of its own (os.urandom, kernel uuid)', async () => {
    const other = await t.client.create({});
    assert.equal(other.status, 201, JSON.stringify(other.body));
    const sample = [
      'python3',
      '-c',
      'import os; print(os.urandom(16).hex()); print(open("/proc/sys/kernel/random/uuid").read().strip())',
    ];
    const [a, b] = await Promise.all([vm, other.body.vm_id].map((id) => t.client.exec(id, sample)));
    assert.equal(a.exit_code, 0, a.stderr);
    assert.equal(b.exit_code, 0, b.stderr);
    const [aBytes, aUuid] = a.stdout.trim().split('\n');
    const [bBytes, bUuid] = b.stdout.trim().split('\n');
    assert.match(aBytes, /^[0-9a-f]{32}$/);
    assert.notEqual(aBytes, bBytes);
    assert.notEqual(aUuid, bUuid);
    // The warm kernel's generators were seeded in the template: each sandbox reseeds them after
    // its restore, so two sandboxes never draw the same numbers.
    const draw = 'import random, numpy\n(random.random(), float(numpy.random.rand()))';
    const [x, y] = await Promise.all([vm, other.body.vm_id].map((id) => runCode(t, id, { code: draw })));
    assert.notEqual(x.results[0].data['text/plain'], y.results[0].data['text/plain']);
    await t.client.delete(`/vms/${other.body.vm_id}`);
  });
});

describeCode(() => fixture);
describeCodeLifecycle(() => fixture);
describeCodeClients(() => fixture);
