// `warren host`: runs this machine's host agent alone and serves its internal API, for control
// planes on other machines (docs/hosts.md). Its interface is stable (systemd units depend on it):
//   warren host --secret-file FILE [--listen HOST:PORT] [--data DIR] [--node NAME]
//               [--accel auto|kvm|tcg] [--warm-pool N] [--tls-cert FILE --tls-key FILE]
//               [--stop-sandboxes-on-exit] [--orphan-timeout T] [--jail-uids FIRST-LAST] [--disk-reserve SIZE]
//               [--egress-dns HOST:PORT]
//               [--s3-bucket NAME [--s3-endpoint URL] [--s3-region R] [--s3-credentials-file FILE]]
//               [--postgres URL [--advertise URL] [--memory-mb N]]
//     FILE: the cluster secret (at least 16 bytes) every control plane sends; HOST:PORT default
//     127.0.0.1:7070 (the host's mgmtd_addr); NAME default this machine's host name; the rest as
//     for `warren serve`; the bucket is where its checkpoints are pushed to and fetched from
//     (docs/storage.md), without one they cannot be made durable. With --postgres the host
//     registers in the cluster's store and heartbeats there (docs/deploy.md): control planes reach
//     it at the advertised URL (default http(s)://HOST:PORT of --listen) and place up to N MiB of
//     resident sandboxes on it (default: the machine's memory less a tenth, at least 2 GiB).

import { hostname } from 'node:os';
import { resolve } from 'node:path';
import type { Command } from 'commander';
import { storageFromFlags } from './storage.ts';

interface HostFlags {
  secretFile: string;
  listen: string;
  data?: string;
  node?: string;
  accel?: string;
  warmPool?: string;
  tlsCert?: string;
  tlsKey?: string;
  stopSandboxesOnExit?: boolean;
  orphanTimeout?: string;
  jailUids?: string;
  diskReserve?: string;
  egressDns?: string;
  s3Bucket?: string;
  s3Endpoint?: string;
  s3Region?: string;
  s3CredentialsFile?: string;
  postgres?: string;
  advertise?: string;
  memoryMb?: string;
}

/** A registered host's heartbeat period (control planes count it lost after their --host-loss-timeout). */
const HEARTBEAT_MS = 2000;

export function registerHostCommand(program: Command): void {
  program
    .command('host')
    .description("run this machine's host agent alone, serving its internal API (docs/hosts.md)")
    .requiredOption('--secret-file <file>', 'the cluster secret (at least 16 bytes)')
    .option('--listen <host:port>', 'address of the internal API (mgmtd_addr)', '127.0.0.1:7070')
    .option('--data <dir>', 'data directory')
    .option('--node <name>', "this host's node name (default: the machine's host name)")
    .option('--accel <auto|kvm|tcg>', 'accelerator')
    .option('--warm-pool <n>', 'ready restores kept per template (0: none)')
    .option('--tls-cert <file>', 'serve HTTPS with this certificate')
    .option('--tls-key <file>', 'its key')
    .option('--stop-sandboxes-on-exit', 'a stop also stops every sandbox (default: they keep running)')
    .option('--orphan-timeout <duration>', 'kill VMs this process has been gone this long (default 10m; 0: never)')
    .option('--s3-bucket <name>', 'checkpoints are pushed to and fetched from this S3-compatible bucket')
    .option('--s3-endpoint <url>', 'the S3-compatible endpoint')
    .option('--s3-region <r>', 'the bucket region')
    .option('--s3-credentials-file <file>', '{"access_key_id", "secret_access_key"}')
    .option('--postgres <url>', "register in the cluster's store and heartbeat there")
    .option('--advertise <url>', 'the URL control planes reach this host at (default: from --listen)')
    .option('--memory-mb <n>', 'guest memory placed on this host, in MiB')
    .option('--jail-uids <first-last>', 'uids of jailed VMs, one each (default 1879048192-1879113727)')
    .option('--disk-reserve <size>', 'free space on the data store guests may not write into (default 2G or 5 %)')
    .option('--egress-dns <host:port>', "resolver of sandboxes with egress rules (default: resolv.conf's first)")
    .action(async (flags: HostFlags) => {
      const {
        defaultConfig,
        parseDuration,
        parseListen,
        parseSize,
        parseUidRange,
        readSecretFile,
        register,
        startHostProcess,
      } = await import('@warren/server');
      const defaults = defaultConfig();
      if (Boolean(flags.tlsCert) !== Boolean(flags.tlsKey)) throw new Error('give --tls-cert and --tls-key together');
      if (flags.accel && !['auto', 'kvm', 'tcg'].includes(flags.accel)) {
        throw new Error(`--accel wants auto, kvm or tcg, got ${flags.accel}`);
      }
      if (flags.warmPool !== undefined && !/^\d{1,4}$/.test(flags.warmPool)) {
        throw new Error(`--warm-pool wants a whole number, got ${flags.warmPool}`);
      }
      if (!flags.postgres && (flags.advertise || flags.memoryMb))
        throw new Error('--advertise and --memory-mb need --postgres');
      if (flags.advertise && !/^https?:\/\/[^/\s]+$/.test(flags.advertise)) {
        throw new Error(`--advertise wants http://HOST:PORT or https://HOST:PORT, got ${flags.advertise}`);
      }
      if (flags.memoryMb !== undefined && !/^[1-9]\d{0,7}$/.test(flags.memoryMb)) {
        throw new Error(`--memory-mb wants a whole number of MiB, got ${flags.memoryMb}`);
      }
      const listen = parseListen(flags.listen);
      const { s3, postgresUrl } = storageFromFlags(flags, process.env);
      const host = await startHostProcess({
        s3,
        dataDir: flags.data ? resolve(flags.data) : defaults.dataDir,
        buildDir: defaults.buildDir,
        node: flags.node ?? hostname(),
        accel: (flags.accel ?? 'auto') as 'auto' | 'kvm' | 'tcg',
        listen,
        secret: readSecretFile(resolve(flags.secretFile)),
        tls:
          flags.tlsCert && flags.tlsKey
            ? { certFile: resolve(flags.tlsCert), keyFile: resolve(flags.tlsKey) }
            : undefined,
        warm: { ...defaults.warmPool, ...(flags.warmPool !== undefined ? { perSource: Number(flags.warmPool) } : {}) },
        // A restart or an upgrade is not an outage: the next start adopts the running VMs.
        keepVmsOnClose: !flags.stopSandboxesOnExit,
        orphanTimeoutMs:
          flags.orphanTimeout !== undefined
            ? parseDuration(flags.orphanTimeout, '--orphan-timeout')
            : defaults.orphanTimeoutMs,
        jail: flags.jailUids !== undefined ? { uids: parseUidRange(flags.jailUids) } : undefined,
        diskReserveBytes: flags.diskReserve !== undefined ? parseSize(flags.diskReserve, '--disk-reserve') : undefined,
        egressDns: flags.egressDns,
      });
      // Registered only once it serves: a control plane that reads the row can connect at once.
      const registration = postgresUrl
        ? await register(host.agent.node, {
            postgresUrl,
            mgmtdAddr: flags.advertise ?? host.server.url,
            memoryMb: flags.memoryMb ? Number(flags.memoryMb) : defaults.hostMemoryMb,
            heartbeatMs: HEARTBEAT_MS,
          }).catch(async (err) => {
            await host.close();
            throw err;
          })
        : undefined;
      const registered = postgresUrl ? `, registered as ${flags.advertise ?? host.server.url}` : '';
      console.log(
        `warren: host ${host.agent.node} serving ${host.server.url}${registered} (data ${flags.data ? resolve(flags.data) : defaults.dataDir}, accelerator ${host.agent.accel}, objects ${s3 ? `s3 bucket ${s3.bucket}` : 'none'})`,
      );
      const stop = async () => {
        // Heartbeats stop first: control planes count the host lost after their timeout.
        await registration?.stop();
        await host.close();
        process.exit(0);
      };
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
      await new Promise(() => {});
    });
}
