#!/usr/bin/env bash
# The whole test suite, as README and .ci/run call it: typecheck, lint, unit tests, server
# integration tests on PGlite and on a throwaway PostgreSQL cluster, then browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."
step() { printf '\n\033[1m== %s\033[0m (%s)\n' "$*" "$(date +%T)"; }

# npm puts node_modules/.bin first on PATH, where the pinned Node 22 of package.json lives.
step "Node $(node --version)"
case "$(node --version)" in v2[2-9].*) ;; *) echo "Node >= 22 is required (run through npm test so the pinned node is used)" >&2; exit 1;; esac
step "Typecheck"
npm run -s typecheck
step "Lint and format (Biome), import boundaries, migrations drift"
npx biome ci .
npx tsx scripts/check-boundaries.ts
bash scripts/check-migrations.sh
step "Unit tests"
npx vitest run --project unit
step "Server integration tests on PGlite"
# The report tests open their files as a user would: PDFs with poppler, workbooks with LibreOffice.
bash scripts/ensure-report-tools.sh
env -u DATABASE_URL npx vitest run --project 'db*'
step "Server integration tests on PostgreSQL"
bash scripts/with-postgres.sh npx vitest run --project 'db*'
step "Build the web app"
npm run -s build -w apps/web
step "Browser tests (Playwright, Debian Chromium)"
bash scripts/ensure-chromium.sh
env -u DATABASE_URL npx playwright test -c e2e/playwright.config.ts
step "All test stages passed"
