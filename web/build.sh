#!/usr/bin/env bash
# Rebuilds the browser client into crates/camelot-server/web-dist (committed: the server
# embeds it, so cargo alone builds everything). Run after changing web/ or assets/i18n/.
set -euo pipefail
cd "$(dirname "$0")"
[ -d node_modules ] || npm ci --no-audit --no-fund
npm run build
