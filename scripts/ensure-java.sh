#!/usr/bin/env bash
# The valid-HTML gate runs the Nu HTML Checker (node_modules/vnu-jar), a Java program.
set -euo pipefail
if command -v java >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing a Java runtime for the Nu HTML Checker…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless >/dev/null
  exit 0
fi
cat >&2 <<'MSG'
The HTML checker needs Java. Install it, then run npm test again:
  sudo apt-get install -y default-jre-headless
MSG
exit 1
