#!/usr/bin/env node
// `warren`: one command line for operators (serve, org, key, doctor: on this machine, see
// operator.ts; host: host.ts) and users (sandboxes through the API with SVC_TOKEN/SVC_API_URL or --token/
// --api-url, see user/), plus `warren mcp`, the tool interface over stdio. Parsed by commander;
// errors print one line (the API's word and a hint) and exit 1; bad usage exits 2.

import { Command, CommanderError } from 'commander';
import { registerHostCommand } from './host.ts';
import { registerOperatorCommands } from './operator.ts';
import { registerCodeCommands } from './user/code.ts';
import { registerCommandCommands } from './user/commands.ts';
import { errorLine } from './user/context.ts';
import { registerCpCommand } from './user/cp.ts';
import { registerResourceCommands } from './user/resources.ts';
import { registerSandboxCommands } from './user/sandbox.ts';
import { registerShellCommand } from './user/shell.ts';
import { registerVolumeCommands } from './user/volumes.ts';

const USAGE = `usage:
  warren serve [--listen HOST:PORT] [--data DIR] [--accel auto|kvm|tcg] [--warm-pool N]
               [--secret-key-file FILE] [--public-host NAME] [--edge-ports A-B]
               [--tls-cert FILE --tls-key FILE] [--stop-sandboxes-on-exit] [--orphan-timeout T]
               [--idle-after T] [--expiry-notice T] [--webhook-allow CIDR] [--jail-uids FIRST-LAST]
               [--disk-reserve SIZE] [--egress-dns HOST:PORT] [--postgres URL]
               [--s3-bucket NAME [--s3-endpoint URL] [--s3-region R] [--s3-credentials-file FILE]]
               [--no-e2b | [--e2b-listen HOST:PORT] [--e2b-sandbox-listen HOST:PORT]
                           [--e2b-domain NAME [--e2b-domain-listen HOST:PORT]]]
                                               the E2B-compatible API (docs/e2b.md) is on by default,
                                               on the two ports after --listen's
  warren org create NAME [--data DIR] [--postgres URL]
  warren key create --org NAME [--operator] [--data DIR] [--postgres URL]
  warren org limits NAME [--acquisitions N|default] [--other N|default] [--data DIR] [--postgres URL]
  warren invite create EMAIL [--data DIR] [--url BASE] [--postgres URL]
                                               (BASE: the server's URL, default http://127.0.0.1:8080)
  warren recover VM [--api-url BASE] [--token OPERATOR_KEY]
                                               a new sandbox from an interrupted one's latest
                                               durable snapshot; prints its id
  warren host --secret-file FILE [--listen HOST:PORT] [--data DIR] [--node NAME] [--accel auto|kvm|tcg]
              [--warm-pool N] [--tls-cert FILE --tls-key FILE] [--stop-sandboxes-on-exit] [--orphan-timeout T]
              [--s3-bucket NAME [--s3-endpoint URL] [--s3-region R] [--s3-credentials-file FILE]]
              [--postgres URL [--advertise URL] [--memory-mb N]] [--jail-uids FIRST-LAST] [--disk-reserve SIZE]
              [--egress-dns HOST:PORT]
                                               this machine's host agent alone, for control planes
                                               elsewhere (docs/hosts.md); with --postgres it
                                               registers in a cluster (docs/deploy.md)
  warren api (--host URL | --postgres URL) --host-secret-file FILE [--host-ca FILE] [--listen HOST:PORT]
             [--data DIR] [--secret-key-file FILE] [--public-host NAME] [--edge-ports A-B]
             [--tls-cert FILE --tls-key FILE] [--host-loss-timeout T] [--replicas N] [--idle-after T]
             [--expiry-notice T] [--webhook-allow CIDR]
             [--s3-bucket NAME ...]
                                               the API and edge alone, driving the warren host at
                                               URL (docs/hosts.md), or without --host every host
                                               registered in the PostgreSQL store (docs/deploy.md)
  warren doctor
  warren mcp                                   MCP tools over stdio (SVC_TOKEN, SVC_API_URL)

  warren sandbox create [--image REF] [--template T] [--snapshot ID] [--cpus N] [--memory MB]
                        [--label K=V]... [--idle-after S] [--on-idle sleep|archive|delete]
                        [--max-lifetime S] [--on-expiry archive|delete] [--volume NAME:/path[:ro]]...
  warren sandbox list [--label K=V|K]... [--state S] | get VM | delete VM...
  warren sandbox pause|resume|sleep|stop|start|reboot VM | label VM K=V... | extend VM SECONDS
  warren volume create NAME [--size MB] [--label K=V]... | ls [--label K=V|K]... | get VOLUME | rm VOLUME...
  warren volume cp SRC DST                     SRC or DST is VOLUME:/path (name or id); no sandbox needed
  warren webhook create URL [--event TYPE]... | list | delete ID | deliveries ID
  warren exec VM [-i] [-e K=V]... [--cwd DIR] [--timeout S] -- CMD [ARGS...]
                                               streams its output; exits with the command's exit code
  warren shell VM [CMD...] [--session ID]      a terminal in the sandbox (--session: line mode)
  warren commands list VM | attach VM ID | kill VM ID [-s INT|TERM|KILL|HUP]
  warren code VM (-c CODE | FILE | -) [-l python|javascript|bash] [--context ID] [-e K=V]... [--timeout S] [-o DIR]
                                               runs code in a context; images saved to DIR, paths printed
  warren contexts list VM | create VM [-l LANG] [--cwd DIR] | restart VM ID | delete VM ID
  warren cp SRC DST                            SRC or DST is VM:/path; files and directories
  warren snapshot VM [--wait] | fork VM [-n N] | expose VM PORT
  warren logs VM | events VM | metrics VM
  warren snapshots list|restore|export|delete, templates list|get|create|wait|delete,
  warren exports get|wait|download|delete
User commands read SVC_TOKEN and SVC_API_URL (or --token, --api-url) and take --json.
warren help COMMAND shows a command's options.`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

function program(): Command {
  const root = new Command('warren').enablePositionalOptions();
  // An unknown command prints the usage first (main does), then commander's one line.
  root.configureOutput({
    outputError: (message, write) => {
      if (!message.includes('unknown command')) write(message);
    },
  });
  root.helpInformation = () => `${USAGE}\n`;
  registerOperatorCommands(root);
  registerHostCommand(root);
  root
    .command('mcp')
    .description('the tool interface over stdio (Model Context Protocol)')
    .action(async () => {
      const { serveStdio } = await import('@warren/mcp');
      await serveStdio();
    });
  registerSandboxCommands(root);
  registerCommandCommands(root);
  registerCodeCommands(root);
  registerShellCommand(root);
  registerCpCommand(root);
  registerResourceCommands(root);
  registerVolumeCommands(root);
  // Subcommands stop at usage mistakes the same way the root does.
  const exitOverride = (cmd: Command) => {
    cmd.exitOverride();
    for (const sub of cmd.commands) exitOverride(sub);
  };
  exitOverride(root);
  return root;
}

async function main(argv: string[]): Promise<number> {
  if (argv.length === 0) {
    console.log(USAGE);
    return 2;
  }
  try {
    await program().parseAsync(argv, { from: 'user' });
    return typeof process.exitCode === 'number' ? process.exitCode : 0;
  } catch (err) {
    if (err instanceof CommanderError) {
      if (err.code === 'commander.helpDisplayed' || err.code === 'commander.help' || err.code === 'commander.version') {
        return 0;
      }
      if (err.code === 'commander.unknownCommand')
        console.error(`${USAGE}\nwarren: ${err.message.replace(/^error: /, '')}`);
      return 2;
    }
    const flag = argv.indexOf('--api-url');
    const apiUrl = flag >= 0 ? argv[flag + 1] : process.env.SVC_API_URL;
    console.error(
      errorLine(
        err,
        apiUrl,
        argv.find((a) => UUID.test(a)),
      ),
    );
    return 1;
  }
}

main(process.argv.slice(2)).then((code) => process.exit(code));
