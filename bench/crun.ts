// The local container baseline (issue 25): `crun run` of `true` in a bundle holding only Debian's
// static busybox, timed to the end of the run, as a create to first exec is. crun refuses this
// host's hybrid cgroup layout, so each run happens in a mount namespace whose /sys/fs/cgroup is
// the (controller-less) v2 tree, with crun's cgroup manager off; only the crun run itself is timed
// (by the shell around it, `date +%s%N`), not the namespace's set-up.

import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SCRATCH } from '../packages/server/test/helpers.ts';

export interface CrunBundle {
  /** One `crun run` of `true` to its end, in ms. */
  runTrue(): number;
  remove(): void;
}

export function crunBundle(): CrunBundle {
  const dir = mkdtempSync(join(SCRATCH, 'warren-crun-'));
  mkdirSync(join(dir, 'rootfs/bin'), { recursive: true });
  copyFileSync('/bin/busybox', join(dir, 'rootfs/bin/busybox'));
  symlinkSync('busybox', join(dir, 'rootfs/bin/true'));
  execFileSync('crun', ['spec'], { cwd: dir });
  const config = JSON.parse(readFileSync(join(dir, 'config.json'), 'utf8'));
  config.process.args = ['/bin/true'];
  config.process.terminal = false;
  writeFileSync(join(dir, 'config.json'), JSON.stringify(config));
  let n = 0;
  return {
    runTrue() {
      const id = `warren-bench-${process.pid}-${n++}`;
      const script = `mount -t cgroup2 none /sys/fs/cgroup && t0=$(date +%s%N) && crun --cgroup-manager=disabled run --bundle ${dir} ${id} && t1=$(date +%s%N) && echo $(( (t1 - t0) / 1000 ))`;
      const us = execFileSync('unshare', ['-m', '--propagation', 'private', 'sh', '-c', script], { encoding: 'utf8' });
      return Number(us.trim()) / 1000;
    },
    remove() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
