#!/bin/sh
# Container entrypoint.  `api` (the default): HTTP + Socket.IO on $PORT.  `worker`: BullMQ worker.
# `migrate`: creates the database, runs the pending migrations and exits (compose's `migrate` service,
# the Kubernetes Job); the API and the workers then start with MIGRATE_ON_BOOT=false.
# Anything else is run as given (e.g. `docker compose run --rm api sh`).
#
# Nothing secret is generated here: SESSION_SECRET must be set in production (the app stops at boot
# naming it), the same for every API process, wherever it runs.
set -eu
cd "$(dirname "$0")/.."  # /app

role="${1:-api}"
[ $# -gt 0 ] && shift

# Payments need a receiving address. Off devnet it is required (the app stops at boot naming it). On
# devnet only, for a one-host compose quick start: without SOLANA_RECEIVER, the API and the workers
# read (or the first one creates) a devnet keypair in the data volume. Several hosts: set it.
ensure_receiver() {
  [ -n "${SOLANA_RECEIVER:-}" ] && return 0
  case "${SOLANA_RPC_URL:-https://api.devnet.solana.com}" in
    *devnet*) ;;
    *) return 0 ;;
  esac
  SOLANA_RECEIVER="$(node docker/receiver.cjs)"
  export SOLANA_RECEIVER
}

case "$role" in
  api)
    ensure_receiver
    exec node backend/dist/main.api.js "$@"
    ;;
  worker)
    ensure_receiver
    exec node backend/dist/main.worker.js "$@"
    ;;
  migrate)
    exec node backend/dist/migrate.js "$@"
    ;;
  *)
    exec "$role" "$@"
    ;;
esac
