#!/usr/bin/env bash
# The browser client's CI (the lead calls it from .ci/run): installs the locked packages,
# checks the generated protocol types and the committed build are current, runs Vitest, and
# plays the end-to-end journey in Chromium against a real camelot-server on 127.0.0.1.
# Needs Node 20+; installs Debian's chromium if missing (as root); CHROMIUM names another.
set -euo pipefail
cd "$(dirname "$0")"
root=$(cd .. && pwd)

npm ci --no-audit --no-fund
# Debian's Chromium for the end-to-end journey (never a browser download of Playwright's own).
if [ -z "${CHROMIUM:-}" ] && ! [ -x /usr/bin/chromium ]; then
  apt-get update -qq && apt-get install -y -qq chromium
fi

# The TypeScript types are generated from the Rust protocol: fail if they are stale.
(cd "$root" && cargo test -p camelot-protocol --features ts --test typescript)

# The server embeds web-dist/: rebuild it and fail if the committed one differs.
npm run build
if ! git -C "$root" diff --quiet --exit-code -- crates/camelot-server/web-dist \
  || [ -n "$(git -C "$root" ls-files --others --exclude-standard -- crates/camelot-server/web-dist)" ]; then
  git -C "$root" status --short -- crates/camelot-server/web-dist
  echo "crates/camelot-server/web-dist is not the build of web/: run web/build.sh and commit it" >&2
  exit 1
fi

# The import-circle and ui-writes checks, then Vitest.
npm test

# .ci/run names the binaries it has built; alone, this builds them.
if [ -z "${CAMELOT_SERVER:-}" ] || [ -z "${CAMELOT_CLI:-}" ]; then
  (cd "$root" && cargo build -p camelot-server -p camelot-cli)
  target="${CARGO_TARGET_DIR:-$root/target}"
  export CAMELOT_SERVER="$target/debug/camelot-server" CAMELOT_CLI="$target/debug/camelot-cli"
fi
node e2e/play.mjs
node e2e/lobby.mjs
node e2e/visitor.mjs
node e2e/player_pages.mjs
node e2e/learn.mjs
node e2e/liveness.mjs
node e2e/computer.mjs
node e2e/no_english.mjs
node e2e/guest.mjs
