// The shape of the code, checked by the test command (scripts/test.sh, "layers"): no import
// cycles anywhere, and in the server data flows one way, down the floors and, inside control/,
// down its rooms. docs/architecture.md draws both and says why; a change that needs an import
// these rules refuse moves the shared piece down instead (a type, an interface, a pure rule).
const SRC = '^packages/server/src/';

/** Floors of the server, top to bottom; each may import only floors below it (and errors.ts). */
const forbidden = [
  {
    name: 'no-cycles',
    comment: 'An import cycle: move the piece both sides need into a module below them.',
    severity: 'error',
    from: {},
    to: { circular: true },
  },
  {
    name: 'fronts-only-through-control',
    comment:
      'api/ and e2b/ reach sandboxes through control/: never the host agent, its VMM, guests, images or the cluster. ' +
      'Types of the host contract (host/types.ts, guest/types.ts) and store rows may be named, nothing else of them.',
    severity: 'error',
    from: { path: `${SRC}(api|e2b)/` },
    to: { path: `${SRC}(host|vmm|guest|images|cluster|edge|sys)/`, pathNot: `${SRC}(host|guest)/types\\.ts$` },
  },
  {
    name: 'fronts-name-only-types-below',
    comment: 'api/ and e2b/ may name the host contract and store rows as types only.',
    severity: 'error',
    from: { path: `${SRC}(api|e2b)/` },
    to: { path: `${SRC}(store/|host/types\\.ts|guest/types\\.ts)`, dependencyTypesNot: ['type-only'] },
  },
  {
    name: 'fronts-apart',
    comment:
      "api/ and e2b/ are fronts side by side: neither imports the other, but for how schemas become validators " +
      '(api/validation.ts), which both use.',
    severity: 'error',
    from: { path: `${SRC}(api|e2b)/` },
    to: { path: `${SRC}(api|e2b)/`, pathNot: [`${SRC}$1/`, `${SRC}api/validation\\.ts$`] },
  },
  {
    name: 'e2b-rooms-apart',
    comment:
      "e2b/api/ (the REST control plane), e2b/envd/ (the daemon's protocol) and e2b/interpreter/ (the code " +
      "interpreter's port) are rooms side by side; what they share is at the root of e2b/ (sandboxes.ts, tokens.ts).",
    severity: 'error',
    from: { path: `${SRC}e2b/(api|envd|interpreter)/` },
    to: { path: `${SRC}e2b/(api|envd|interpreter)/`, pathNot: `${SRC}e2b/$1/` },
  },
  {
    name: 'e2b-assembly-on-top',
    comment: 'e2b/front.ts and e2b/routing.ts put the rooms together; nothing in e2b/ imports them.',
    severity: 'error',
    from: { path: `${SRC}e2b/`, pathNot: `${SRC}e2b/front\\.ts$` },
    to: { path: `${SRC}e2b/(front|routing)\\.ts$` },
  },
  {
    name: 'e2b-shared-files-import-no-room',
    comment: "The files at the root of e2b/ that its rooms share (sandboxes.ts, tokens.ts) import no room.",
    severity: 'error',
    from: { path: `${SRC}e2b/(sandboxes|tokens)\\.ts$` },
    to: { path: `${SRC}e2b/(api|envd|interpreter)/` },
  },
  {
    name: 'control-not-up',
    comment: 'control/ serves the fronts; it never imports them.',
    severity: 'error',
    from: { path: `${SRC}control/` },
    to: { path: `${SRC}(api|e2b|edge)/|${SRC}(server|config|index)\\.ts$` },
  },
  {
    name: 'control-speaks-the-host-contract',
    comment:
      "control/ talks to hosts through the host agent's contract (host/types.ts) and the pure rules hosts share " +
      '(egress policy, export file names), never QEMU, guests or a host module directly.',
    severity: 'error',
    from: { path: `${SRC}control/` },
    to: {
      path: `${SRC}(host|vmm|guest)/`,
      pathNot: `${SRC}host/(types|egress/policy|checkpoint-export)\\.ts$`,
    },
  },
  {
    name: 'code-is-the-top-room',
    comment:
      'control/code/ (code contexts and runs) acts on sandboxes through sandboxes/ and uses the rooms below; ' +
      'no other room imports it (a template build gets its warm step from server.ts, as a function).',
    severity: 'error',
    from: { path: `${SRC}control/`, pathNot: `${SRC}control/code/` },
    to: { path: `${SRC}control/code/` },
  },
  {
    name: 'control-rooms-flow-down',
    comment:
      'Inside control/, sandboxes/ is the top room; network/ and lifetimes/ act on a sandbox through ' +
      'control/sandbox-ops.ts, never by importing sandboxes/ (or each other).',
    severity: 'error',
    from: { path: `${SRC}control/(network|lifetimes)/` },
    to: { path: `${SRC}control/(sandboxes|network|lifetimes)/`, pathNot: `${SRC}control/$1/` },
  },
  {
    name: 'checkpoints-below-sandboxes',
    comment: 'checkpoints/ is used by sandboxes/, network/ and lifetimes/, and uses only webhooks/, metering/, access/.',
    severity: 'error',
    from: { path: `${SRC}control/checkpoints/` },
    to: { path: `${SRC}control/(sandboxes|network|lifetimes)/` },
  },
  {
    name: 'volumes-below-sandboxes',
    comment:
      'volumes/ (records, mounts, durable copies) is used by sandboxes/, which mounts them at create; it uses only ' +
      'webhooks/, metering/, access/ and the shared files of control/.',
    severity: 'error',
    from: { path: `${SRC}control/volumes/` },
    to: { path: `${SRC}control/(sandboxes|network|lifetimes|checkpoints)/` },
  },
  {
    name: 'webhooks-metering-low',
    comment: 'webhooks/ and metering/ sit above access/ only.',
    severity: 'error',
    from: { path: `${SRC}control/(webhooks|metering)/` },
    to: {
      path: `${SRC}control/(sandboxes|network|lifetimes|checkpoints|webhooks|metering|volumes)/`,
      pathNot: `${SRC}control/$1/`,
    },
  },
  {
    name: 'access-is-the-bottom-room',
    comment: 'access/ (organizations, keys, who is calling) imports no other room.',
    severity: 'error',
    from: { path: `${SRC}control/access/` },
    to: { path: `${SRC}control/`, pathNot: `${SRC}control/(access/|[a-z-]+\\.ts$)` },
  },
  {
    name: 'control-shared-files-import-no-room-but-access',
    comment: 'The files at the root of control/ are shared by every room: they import access/ at most.',
    severity: 'error',
    from: { path: `${SRC}control/[a-z-]+\\.ts$` },
    to: { path: `${SRC}control/[a-z]+/`, pathNot: `${SRC}control/access/` },
  },
  {
    name: 'cluster-below-control',
    comment: 'cluster/ (placement, leases, the host set) is used by control/; it knows hosts and the store only.',
    severity: 'error',
    from: { path: `${SRC}cluster/` },
    to: { path: `${SRC}(api|e2b|edge|control)/` },
  },
  {
    name: 'edge-beside-api',
    comment: 'The edge forwards to hosts; the routing rules reach it as an interface (server.ts wires it).',
    severity: 'error',
    from: { path: `${SRC}edge/` },
    to: { path: `${SRC}(api|e2b|control|store|cluster)/` },
  },
  {
    name: 'host-below-control',
    comment: 'The host agent owns VMs; it never imports the control plane, the store or the fronts.',
    severity: 'error',
    from: { path: `${SRC}host/` },
    to: { path: `${SRC}(api|e2b|edge|control|store|cluster)/` },
  },
  {
    name: 'machines-below-host',
    comment: 'vmm/, guest/ and images/ are what a host uses; they import sys/, objects/ and each other at most.',
    severity: 'error',
    from: { path: `${SRC}(vmm|guest|images)/` },
    to: { path: `${SRC}(api|e2b|edge|control|store|cluster|host)/` },
  },
  {
    name: 'store-alone',
    comment: 'The store holds every SQL statement and imports nothing else of the service.',
    severity: 'error',
    from: { path: `${SRC}store/` },
    to: { path: SRC, pathNot: `${SRC}store/` },
  },
  {
    name: 'objects-alone',
    comment: 'The object stores import nothing else of the service but sys/.',
    severity: 'error',
    from: { path: `${SRC}objects/` },
    to: { path: SRC, pathNot: `${SRC}(objects|sys)/` },
  },
  {
    name: 'sys-at-the-bottom',
    comment: 'sys/ wraps programs and the kernel; it imports nothing else of the service.',
    severity: 'error',
    from: { path: `${SRC}sys/` },
    to: { path: SRC, pathNot: `${SRC}sys/` },
  },
  {
    name: 'clients-through-the-api',
    comment: "The SDK, MCP tools and console speak the public API; they never import the server's code.",
    severity: 'error',
    from: { path: '^packages/(sdk|mcp|console)/src/' },
    to: { path: '^packages/server/' },
  },
];

module.exports = {
  forbidden,
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|build)/|/generated/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.mjs'] },
  },
};
