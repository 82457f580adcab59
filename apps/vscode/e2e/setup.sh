#!/usr/bin/env bash
# Installs what the VS Code end-to-end test needs, idempotently:
#   - Debian's Chromium (the browser playwright-core drives) and ripgrep (code-server's search);
#   - code-server 4.100.3 (VS Code 1.100.3; the last line that runs on Node 20) into a cache
#     directory outside the repository.
# code-server's own postinstall downloads ripgrep from GitHub, which this network can't reach,
# so it is installed with --ignore-scripts and the native parts are rebuilt by hand
# (docs/toolchain notes §7). A finished install leaves a marker; a second run does nothing.
#
# Prints the code-server directory's path as its last line. Override the cache with
# RECYCLE_RULES_E2E_CACHE.
set -euo pipefail

CODE_SERVER_VERSION=4.100.3
CACHE="${RECYCLE_RULES_E2E_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/recycle-rules-e2e}"
PREFIX="$CACHE/code-server-$CODE_SERVER_VERSION"
MARKER="$PREFIX/.ready"

log() { echo "[vscode-e2e setup] $*" >&2; }

# --- system packages -------------------------------------------------------------------------
need_apt=()
[ -x /usr/bin/chromium ] || need_apt+=(chromium)
command -v rg >/dev/null 2>&1 || need_apt+=(ripgrep)
# Headers for code-server's native modules (kerberos, native-keymap, keytar), built from source.
for pkg in libkrb5-dev libxkbfile-dev libsecret-1-dev; do
  dpkg -s "$pkg" >/dev/null 2>&1 || need_apt+=("$pkg")
done
if [ "${#need_apt[@]}" -gt 0 ]; then
  if [ "$(id -u)" -ne 0 ]; then
    log "missing Debian packages: ${need_apt[*]} (run as root, or install them: apt-get install -y ${need_apt[*]})"
    exit 1
  fi
  log "apt-get install ${need_apt[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${need_apt[@]}" >/dev/null
fi

# --- code-server -----------------------------------------------------------------------------
if [ -f "$MARKER" ]; then
  log "code-server $CODE_SERVER_VERSION already installed in $PREFIX"
  echo "$PREFIX"
  exit 0
fi

log "installing code-server $CODE_SERVER_VERSION into $PREFIX (about 2-3 minutes)"
rm -rf "$PREFIX"
mkdir -p "$PREFIX"
cd "$PREFIX"
echo '{"name":"recycle-rules-e2e-code-server","private":true}' > package.json
export npm_config_yes=true npm_config_fund=false npm_config_audit=false npm_config_update_notifier=false

npm install --no-save --ignore-scripts --loglevel=error "code-server@$CODE_SERVER_VERSION" >&2
# argon2 has no prebuilt binary reachable here; node-pre-gyp falls back to building it.
npm rebuild argon2 --loglevel=error >&2

CS="$PREFIX/node_modules/code-server"
(
  cd "$CS/lib/vscode"
  npm install --omit=dev --ignore-scripts --loglevel=error >&2
  mkdir -p node_modules/@vscode/ripgrep/bin
  cp "$(command -v rg)" node_modules/@vscode/ripgrep/bin/rg
  npm rebuild kerberos node-pty @parcel/watcher @vscode/spdlog @vscode/deviceid native-watchdog --loglevel=error >&2
  # code-server expects the packaged layout (an asar next to node_modules) and these helpers.
  ln -sfn node_modules node_modules.asar
  ln -sfn code-linux.sh bin/remote-cli/code-server
  ln -sfn browser-linux.sh bin/helpers/browser.sh
  cd extensions
  npm install --omit=dev --loglevel=error >&2
)

"$CS/out/node/entry.js" --version >/dev/null 2>&1 || node "$CS/out/node/entry.js" --version >&2
touch "$MARKER"
log "done"
echo "$PREFIX"
