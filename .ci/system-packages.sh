#!/usr/bin/env bash
# Installs the Debian packages the test suite needs when they are missing:
#   chromium    story tests and end-to-end tests (never a browser downloaded by a tool)
#   postgresql  the API suite also runs against a real PostgreSQL server
# Runs at the start of `pnpm test`, so the README's test command works on a fresh machine.
set -euo pipefail

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || missing+=(postgresql)
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -eq 0 ]; then
  sudo=()
elif command -v sudo >/dev/null 2>&1; then
  sudo=(sudo)
else
  echo "The test suite needs these Debian packages: ${missing[*]}. Install them with apt-get." >&2
  exit 1
fi
echo "Installing ${missing[*]} with apt-get..."
"${sudo[@]}" apt-get update -qq
DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
