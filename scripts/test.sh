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
TESTS=(--disable-warning=ExperimentalWarning --test --test-force-exit --test-concurrency=1 --test-reporter=spec)
# Files that look at the whole machine's network slots, or make namespaces and routes of fixed
# names and addresses (the egress tests' outside world, its metadata route), run first, alone.
# (e2b.test.ts makes that world too: the second lane runs it and the PostgreSQL egress pass in turn.)
ALONE=(packages/server/test/{engine,network,egress,sandbox-network}.test.ts)
echo "==> tests that look at the whole machine, alone"
rc=0
"$NODE" "${TESTS[@]}" "${ALONE[@]}" || rc=$?
echo "==> the other tests, in two lanes at once"
# One lane's guests keep about one core busy (61 % of two, measured on lifecycle.test.ts); two
# lanes kept both 89 % busy and took the tests from 56 to about 40 minutes on this machine. Each test
# file runs its own servers, whose network slots and jail uids are claimed machine-wide
# (host/slot-claims.ts) as for two servers on one host. The second lane takes the files that only
# drive servers from outside (the clients' packages, the E2B SDKs, the Python client, a cluster,
# commands through a remote host, the default image) and then the control plane on PostgreSQL
# (docs/storage.md, "What is tested on each"); its lines are prefixed "[lane 2]". The first lane
# takes every other file. The split keeps the lanes within a minute of each other (2026-11-28:
# 37.3 and 36.6 minutes on this machine).
SECOND=(packages/{sdk,cli,console,mcp}/test/*.test.ts
  packages/server/test/{e2b,python-client,default-image,cluster,commands-remote,templates,postgres-s3}.test.ts)
FIRST=()
for f in packages/*/test/*.test.ts "$@"; do
  [[ " ${SECOND[*]} ${ALONE[*]} " == *" $f "* ]] || FIRST+=("$f")
done
second_lane() {
  local rc=0
  "$NODE" "${TESTS[@]}" "${SECOND[@]}" || rc=$?
  echo "==> control-plane tests on PostgreSQL"
  WARREN_TEST_STORE=postgres "$NODE" "${TESTS[@]}" \
    packages/server/test/{api-validation,rate-limit,registries,sandboxes,audit,accounts,history-usage,retention,usage-minutes,labels,lifetimes,webhooks,egress}.test.ts ||
    rc=$?
  return "$rc"
}
second_lane > >(sed -u 's/^/[lane 2] /') 2>&1 &
SECOND_PID=$!
"$NODE" "${TESTS[@]}" "${FIRST[@]}" || rc=$?
wait "$SECOND_PID" || rc=$?
exit "$rc"
