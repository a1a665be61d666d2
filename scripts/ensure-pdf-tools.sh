#!/usr/bin/env bash
# Makes sure poppler's pdftotext and pdftoppm are present: the report tests read back the PDFs the
# server makes (text, fonts, page count) as a PDF reader would. Idempotent and silent when present.
set -euo pipefail

if command -v pdftotext >/dev/null && command -v pdftoppm >/dev/null && command -v pdffonts >/dev/null; then
  exit 0
fi

if [ "$(id -u)" -ne 0 ]; then
  echo "poppler-utils is missing (pdftotext, pdftoppm). Install the Debian package as root:" >&2
  echo "  apt-get update && apt-get install -y poppler-utils" >&2
  exit 1
fi

echo "Installing the Debian package 'poppler-utils' for the PDF report tests..."
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq poppler-utils >/dev/null
echo "poppler-utils installed: $(pdftotext -v 2>&1 | head -1)"
