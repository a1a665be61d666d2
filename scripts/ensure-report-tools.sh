#!/usr/bin/env bash
# Makes sure the readers the report tests open files with are present, as a user would open them:
# poppler (pdftotext, pdffonts, pdfinfo) for PDFs and LibreOffice Calc (headless) for Excel
# workbooks. Idempotent and silent when present.
set -euo pipefail

missing=()
for tool in pdftotext pdftoppm pdffonts; do command -v "$tool" >/dev/null || missing+=(poppler-utils); done
command -v soffice >/dev/null || missing+=(libreoffice-calc-nogui)
[ ${#missing[@]} -eq 0 ] && exit 0
packages=$(printf '%s\n' "${missing[@]}" | sort -u | tr '\n' ' ')

if [ "$(id -u)" -ne 0 ]; then
  echo "Missing for the report tests: $packages. Install the Debian packages as root:" >&2
  echo "  apt-get update && apt-get install -y $packages" >&2
  exit 1
fi

echo "Installing the Debian packages $packages for the report tests..."
apt-get update -qq
# shellcheck disable=SC2086
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $packages >/dev/null
echo "Installed: $(pdftotext -v 2>&1 | head -1); $(soffice --version 2>/dev/null | head -1)"
