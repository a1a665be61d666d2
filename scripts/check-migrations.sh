#!/usr/bin/env bash
# Migrations drift check: the committed migrations must already describe the schema. drizzle-kit
# generates into a copy of them; any new file there means a schema change without its migration.
# `drizzle-kit check` also verifies the committed snapshots agree with each other.
set -euo pipefail
cd "$(dirname "$0")/.."
# Inside the repository (.tmp is ignored): drizzle-kit takes `out` relative to the working directory.
mkdir -p .tmp
TMP=$(mktemp -d .tmp/migrations-check.XXXXXX)
trap 'rm -rf "$TMP"' EXIT
cp -r apps/server/drizzle "$TMP/drizzle"
cat >"$TMP/drizzle.config.ts" <<CONF
export default { dialect: 'postgresql', schema: './apps/server/src/db/schema/index.ts', out: './$TMP/drizzle' };
CONF
npx drizzle-kit check --config "$TMP/drizzle.config.ts" >/dev/null
npx drizzle-kit generate --config "$TMP/drizzle.config.ts" --name drift >"$TMP/generate.log" 2>&1 || { cat "$TMP/generate.log"; exit 1; }
if ! diff -rq apps/server/drizzle "$TMP/drizzle" >/dev/null; then
  echo "The schema (apps/server/src/db/schema) differs from the committed migrations:" >&2
  diff -r apps/server/drizzle "$TMP/drizzle" | head -40 >&2 || true
  echo "Run 'npm run db:generate' and commit the new migration." >&2
  exit 1
fi
echo "Migrations: no drift from the schema"
