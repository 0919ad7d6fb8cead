#!/bin/bash
# The whole test suite on a fresh Debian 12 machine (as root): installs what is missing, checks
# types, lint and the layers of the code, then runs every test against real microVMs. A test file's
# process ends once its tests and hooks are done (--test-force-exit): a timer a third-party SDK left
# behind (the E2B SDKs' request timeouts) does not hold it for minutes.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
cd "$ROOT"
scripts/setup.sh scripts/test-apt-packages.txt
NODE="$ROOT/node_modules/.bin/node"
echo "==> typecheck"
"$NODE" node_modules/.bin/tsc --noEmit -p .
echo "==> lint"
"$NODE" node_modules/.bin/biome check packages bench
echo "==> layers (.dependency-cruiser.cjs, docs/architecture.md)"
"$NODE" node_modules/.bin/depcruise --config .dependency-cruiser.cjs packages bench
echo "==> guest agent unit tests"
(cd guest/agent && go vet ./... && go test ./...)
echo "==> tests"
"$NODE" --disable-warning=ExperimentalWarning --test --test-force-exit --test-concurrency=1 --test-reporter=spec \
  packages/*/test/*.test.ts "$@"
# The control plane again with its store on PostgreSQL (docs/storage.md, "What is tested on each").
echo "==> control-plane tests on PostgreSQL"
WARREN_TEST_STORE=postgres "$NODE" --disable-warning=ExperimentalWarning --test --test-force-exit --test-concurrency=1 \
  --test-reporter=spec packages/server/test/{api-validation,rate-limit,registries,sandboxes,audit,accounts,history-usage,retention,usage-minutes,labels,lifetimes,webhooks,egress}.test.ts
