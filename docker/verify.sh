#!/usr/bin/env bash
# Runs the Dockerfile's commands outside Docker (there is no Docker engine on CI): a clean copy of
# the tree, npm ci, npm run build, npm prune --omit=dev, then the runtime command with the
# production environment and the HEALTHCHECK command against it.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work=$(mktemp -d /tmp/vv-docker-XXXXXX)
chmod 755 "$work"
trap 'kill "$pid" 2>/dev/null || true; rm -rf "$work"' EXIT
pid=""
mkdir -p "$work/app"
# the build context: tracked files only (what .dockerignore leaves in)
git -C "$root" ls-files -z | (cd "$root" && xargs -0 tar -cf - --) | tar -xf - -C "$work/app"
cd "$work/app"
npm ci --no-audit --no-fund >/dev/null
npm run build >/dev/null
npm prune --omit=dev --no-audit --no-fund >/dev/null
port=$((20000 + RANDOM % 20000))
NODE_ENV=production HOST=127.0.0.1 PORT=$port DATA_DIR="$work/data" EMBEDDED_PG_PORT=$((port + 1)) \
  PUBLIC_URL="http://127.0.0.1:$port" MAIL_FILE_OUTBOX=true \
  JWT_SECRET="$(node -e "console.log(require('crypto').randomBytes(48).toString('base64url'))")" \
  ${CI_DATABASE_URL:+DATABASE_URL=$CI_DATABASE_URL} \
  node backend/dist/main.js >"$work/app.log" 2>&1 &
pid=$!
for _ in $(seq 1 60); do
  if PORT=$port node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"; then
    echo "docker runtime command is healthy on the pruned production install"
    kill -TERM "$pid"
    wait "$pid" || true
    exit 0
  fi
  sleep 0.5
done
cat "$work/app.log"
exit 1
