// Volumes against the sandbox's own disk (docs/volumes.md, "Performance"), one sandbox of the
// default image (git is in it) mounting one volume, both sides in the same run and rounds
// alternating volume and disk: sequential write (dd, fsync at the end) and read (page cache of the
// guest dropped first, then read again from it) in MiB/s, small files made per second (bash builtins, no fork; sync at the
// end), and `git status` of a checked-out tree (warm: once before, untimed). Every time is taken
// inside the guest (date +%s%N), so the API's round trip is not in it.
// Targets (issue 34): sequential at least 50 % of the own disk, small files at least 25 %.
//   node bench/volumes.ts [--write]   (ROUNDS=n, default 5; SEQ_MB, default 64; FILES, default 1000)

import { loadavg } from 'node:os';
import { startTestServer } from '../packages/server/test/helpers.ts';
import { writeSection } from './results.ts';
import { machine, type Summary, summarize, table } from './stats.ts';

const ROUNDS = Number(process.env.ROUNDS ?? 5);
const SEQ_MB = Number(process.env.SEQ_MB ?? 64);
const FILES = Number(process.env.FILES ?? 1000);
/** Files in the git tree: as many as the small-file step makes, in 20 directories. */
const TREE_DIRS = 20;
const SIDES = [
  ['volume', '/vol/bench'],
  ['own disk', '/root/bench'],
] as const;

const t = await startTestServer({
  defaultImage: 'default',
  idle: { idleAfterMs: 3_600_000, checkEveryMs: 3_600_000 },
});
const c = t.client;
const loadBefore = loadavg()[0];

/** Runs a bash script in the sandbox as root; its stdout, or a throw with its stderr. */
async function bash(vm: string, script: string): Promise<string> {
  const r = await c.exec(vm, ['bash', '-c', `set -e; ${script}`], { user: 'root', timeout_s: 900 });
  if (r.exit_code !== 0) throw new Error(`${script.slice(0, 200)}: exit ${r.exit_code}: ${r.stderr}`);
  return r.stdout;
}

/** Microseconds the script takes inside the guest. */
async function micros(vm: string, script: string): Promise<number> {
  const out = await bash(vm, `t0=$(date +%s%N); ${script}; t1=$(date +%s%N); echo $(( (t1 - t0) / 1000 ))`);
  return Number(out.trim().split('\n').pop());
}

const dropCaches = 'sync; echo 3 > /proc/sys/vm/drop_caches';

try {
  const vol = await c.post('/volumes', { name: 'bench', size_mb: Math.max(512, SEQ_MB * 4) });
  if (vol.status !== 201) throw new Error(`volume: ${vol.status} ${JSON.stringify(vol.body)}`);
  const made = await c.create({ cpus: 2, memory_mb: 1024, volumes: [{ volume: 'bench', path: '/vol' }] });
  if (made.status !== 201) throw new Error(`create: ${made.status} ${JSON.stringify(made.body)}`);
  const vm = made.body.vm_id;

  // The tree git looks at, committed on each side (untimed).
  for (const [, dir] of SIDES) {
    await bash(
      vm,
      `mkdir -p ${dir}/tree && cd ${dir}/tree && git init -q && git config user.email b@x && git config user.name b
       for d in $(seq ${TREE_DIRS}); do mkdir d$d; for f in $(seq $((${FILES} / ${TREE_DIRS}))); do
         printf 'line %s of %s\\n' $f $d > d$d/f$f; done; done
       git add -A && git commit -qm tree && git status --porcelain | wc -l`,
    );
  }

  const samples = new Map<string, number[]>();
  const add = (name: string, v: number) => samples.set(name, [...(samples.get(name) ?? []), v]);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [side, dir] of SIDES) {
      const file = `${dir}/seq`;
      const write = await micros(vm, `dd if=/dev/zero of=${file} bs=1M count=${SEQ_MB} conv=fsync 2>/dev/null`);
      add(`${side}: sequential write`, SEQ_MB / (write / 1e6));
      await bash(vm, dropCaches);
      const read = await micros(vm, `dd if=${file} of=/dev/null bs=1M 2>/dev/null`);
      add(`${side}: sequential read`, SEQ_MB / (read / 1e6));
      // Again, unchanged: from the guest's page cache on both sides (a volume keeps a file's pages
      // across opens while the host's copy is unchanged: docs/volumes.md, "Coherence").
      const again = await micros(vm, `dd if=${file} of=/dev/null bs=1M 2>/dev/null`);
      add(`${side}: sequential read again`, SEQ_MB / (again / 1e6));
      await bash(vm, `rm -rf ${file} ${dir}/small && mkdir ${dir}/small`);
      const small = await micros(
        vm,
        `cd ${dir}/small && for ((i = 0; i < ${FILES}; i++)); do echo hello > f$i; done; sync`,
      );
      add(`${side}: small files made`, FILES / (small / 1e6));
      await bash(vm, `cd ${dir}/tree && git status --porcelain >/dev/null`);
      const status = await micros(vm, `cd ${dir}/tree && git status --porcelain >/dev/null`);
      add(`${side}: git status (${FILES} files)`, status / 1000);
    }
  }

  const units: Record<string, string> = {
    'sequential write': 'MiB/s',
    'sequential read': 'MiB/s',
    'sequential read again': 'MiB/s',
    'small files made': 'files/s',
  };
  const rows: Summary[] = [...samples].map(([name, s]) =>
    summarize(name, s, units[name.split(': ')[1]] ?? (name.includes('git status') ? 'ms' : '')),
  );
  const median = (name: string) => rows.find((r) => r.name === name)?.median ?? Number.NaN;
  const ratio = (what: string, higherIsBetter: boolean) => {
    const v = median(`volume: ${what}`);
    const d = median(`own disk: ${what}`);
    return higherIsBetter ? v / d : d / v;
  };
  const pct = (x: number) => `${(x * 100).toFixed(0)} %`;
  const verdicts = [
    ['sequential write', ratio('sequential write', true), 0.5],
    ['sequential read', ratio('sequential read', true), 0.5],
    ['sequential read again', ratio('sequential read again', true), undefined],
    ['small files made', ratio('small files made', true), 0.25],
    [`git status (${FILES} files)`, ratio(`git status (${FILES} files)`, false), undefined],
  ] as const;
  const ratioLines = [
    '| measurement | volume / own disk (medians) | target | met |',
    '|---|---|---|---|',
    ...verdicts.map(
      ([what, r, target]) =>
        `| ${what} | ${pct(r)} | ${target === undefined ? '' : `≥ ${pct(target)}`} | ${
          target === undefined ? '' : r >= target ? 'yes' : 'no'
        } |`,
    ),
  ];
  const text = [
    `Machine: ${machine()}; guests under ${process.env.WARREN_ACCEL ?? 'the accelerator found (TCG where there is no KVM)'}; 1-minute load ${loadBefore.toFixed(1)} before, ${loadavg()[0].toFixed(1)} after (the machine is shared: compare ratios).`,
    `One sandbox of the default image (2 vCPUs, 1 GiB) mounting a ${Math.max(512, SEQ_MB * 4)} MiB volume at /vol; its own disk is /root. ${ROUNDS} rounds, volume and own disk alternating; ${SEQ_MB} MiB sequential (dd bs=1M, conv=fsync on write; the guest's page cache dropped before the read, then the same read again), ${FILES} files of 6 bytes made by a bash loop then sync, and \`git status --porcelain\` (warm) of a committed tree of ${FILES} files in ${TREE_DIRS} directories. Times are taken in the guest. Rates are per round; for git status lower is better, and its ratio is own disk / volume.`,
    '',
    table(rows),
    '',
    ...ratioLines,
  ].join('\n');
  console.log(text);
  if (process.argv.includes('--write'))
    writeSection('volumes', 'Volumes against the own disk (bench/volumes.ts)', text);
  await c.delete(`/vms/${vm}`);
} finally {
  await t.close();
}
