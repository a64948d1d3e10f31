#!/usr/bin/env bash
# Browser tests run in Debian's Chromium (no browser download is possible on these machines).
set -euo pipefail
if [ -n "${CHROME_PATH:-}" ] && [ -x "$CHROME_PATH" ]; then exit 0; fi
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's Chromium for the browser tests…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
cat >&2 <<'MSG'
Browser tests need Chromium. Install it, then run npm test again:
  sudo apt-get install -y chromium        # Debian/Ubuntu, gives /usr/bin/chromium
or point CHROME_PATH at an installed Chromium or Chrome binary.
MSG
exit 1
