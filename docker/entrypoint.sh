#!/bin/sh
# Container entrypoint.  `api` (the default): HTTP + Socket.IO on $PORT.  `worker`: BullMQ worker.
# Anything else is run as given (e.g. `docker compose run --rm api sh`).
set -eu
cd "$(dirname "$0")/.."  # /app

role="${1:-api}"
[ $# -gt 0 ] && shift

# Payments need a receiving address, which production requires. On devnet (the default RPC) the stack
# works out of the box: without SOLANA_RECEIVER, the API and the workers read (or the first one
# creates) a devnet keypair in the shared data volume, as `npm start` does in development.
ensure_receiver() {
  [ -n "${SOLANA_RECEIVER:-}" ] && return 0
  case "${SOLANA_RPC_URL:-https://api.devnet.solana.com}" in
    *devnet*) ;;
    *) return 0 ;;  # any other cluster: the setting is required, and the app says so at boot
  esac
  SOLANA_RECEIVER="$(node docker/receiver.cjs)"
  export SOLANA_RECEIVER
}

case "$role" in
  api)
    # Sessions need a secret shared by every API replica. Without SESSION_SECRET, one is read from
    # (or, the first time, created in) the shared data volume.
    if [ -z "${SESSION_SECRET:-}" ]; then
      secret_file="${SESSION_SECRET_FILE:-/app/data/session-secret}"
      if [ ! -s "$secret_file" ]; then
        mkdir -p "$(dirname "$secret_file")"
        tmp="$(mktemp "$secret_file.XXXXXX")"
        node -e "process.stdout.write(require('node:crypto').randomBytes(48).toString('base64url'))" >"$tmp"
        chmod 600 "$tmp"
        # A hard link appears atomically and fails if the file exists: when two replicas start
        # together, the first one's secret wins and both use it.
        if ln "$tmp" "$secret_file" 2>/dev/null; then
          echo "[entrypoint] SESSION_SECRET not set: generated one in $secret_file" >&2
        fi
        rm -f "$tmp"
      fi
      SESSION_SECRET="$(cat "$secret_file")"
      export SESSION_SECRET
    fi
    ensure_receiver
    exec node backend/dist/main.api.js "$@"
    ;;
  worker)
    ensure_receiver
    exec node backend/dist/main.worker.js "$@"
    ;;
  *)
    exec "$role" "$@"
    ;;
esac
