#!/usr/bin/env bash
# Two StayNaija servers (`node server.mjs`) behind nginx, on one PostgreSQL and one Redis: the production setup of the
# README's operations section, on one machine.
#
#   scripts/multi-server.sh [run]   start everything, stay in the foreground; Ctrl-C (or SIGTERM) stops it all
#   scripts/multi-server.sh start   start whatever of it is not running (a stopped server is started again), return
#   scripts/multi-server.sh stop    stop the processes `start` started (by their recorded process ids, nothing else)
#   scripts/multi-server.sh status  which of them run and answer /api/health
#
# Environment:
#   DATABASE_URL         required: postgres://… shared by both servers (the embedded database cannot be shared)
#   REDIS_URL            rate-limit counters shared by both servers (without it they are counted in the database)
#   NGINX_PORT           port nginx listens on at 127.0.0.1 (default 8080)
#   TLS_CERT, TLS_KEY    certificate and key files: nginx then speaks HTTPS (and tells the servers so)
#   APP_PORTS            the two servers' ports, on 127.0.0.1 (default "3001 3002")
#   SITE_URL             default http://127.0.0.1:$NGINX_PORT (https:// with TLS_CERT)
#   MULTI_SERVER_DIR     state folder: process ids, logs, nginx's configuration (default .data/multi-server)
#   START_TIMEOUT        seconds to wait for every server to answer (default 180)
# Every other variable of the README's configuration table is passed on to both servers as it is.
#
# Needs a production build (`npm run build`). nginx is Debian's package: when it is missing and this runs as root it
# is installed with apt-get. It runs as a process of this script with a configuration, logs and process id of its
# own under MULTI_SERVER_DIR (`nginx -p … -c … -e … -g 'daemon off; pid …;'`): the machine's nginx service and
# /etc/nginx are never touched. The site configuration is deploy/nginx/staynaija.conf with its @…@ words filled in.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT="$(pwd)"

COMMAND="${1:-run}"
NGINX_PORT="${NGINX_PORT:-8080}"
read -r -a PORTS <<<"${APP_PORTS:-3001 3002}"
if [ "${#PORTS[@]}" -ne 2 ]; then
  echo "APP_PORTS must name two ports, e.g. \"3001 3002\"" >&2
  exit 2
fi
STATE="${MULTI_SERVER_DIR:-.data/multi-server}"
mkdir -p "$STATE"
STATE="$(cd "$STATE" && pwd)"
NGINX_DIR="$STATE/nginx"
START_TIMEOUT="${START_TIMEOUT:-180}"
if [ -n "${TLS_CERT:-}" ]; then SCHEME=https; else SCHEME=http; fi

log() { printf '[multi-server] %s\n' "$*"; }

find_nginx() {
  if command -v nginx >/dev/null 2>&1; then command -v nginx
  elif [ -x /usr/sbin/nginx ]; then echo /usr/sbin/nginx
  else return 1
  fi
}

ensure_nginx() {
  if find_nginx >/dev/null; then return 0; fi
  if [ "$(id -u)" -ne 0 ]; then
    echo "nginx is missing: install it with 'sudo apt-get install -y nginx'." >&2
    exit 1
  fi
  log "installing nginx from Debian's packages"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends nginx >/dev/null
  find_nginx >/dev/null
}

# A recorded process id that is still one of ours: alive, and the program we started (not a reused id).
running() {
  local file="$1" expect="$2" pid
  [ -f "$file" ] || return 1
  pid="$(cat "$file")"
  [ -n "$pid" ] && [ -r "/proc/$pid/cmdline" ] || return 1
  [[ "$(tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null)" == *"$expect"* ]]
}

answers() {
  # nginx's certificate may be one of this machine's own making: trusted for this check only.
  NODE_EXTRA_CA_CERTS="${TLS_CERT:-}" node -e 'fetch(process.argv[1], { signal: AbortSignal.timeout(2000) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))' "$1"
}

write_nginx_config() {
  mkdir -p "$NGINX_DIR/conf.d" "$NGINX_DIR/logs" "$NGINX_DIR/temp"
  local listen="127.0.0.1:$NGINX_PORT" tls=""
  if [ -n "${TLS_CERT:-}" ]; then
    listen="$listen ssl"
    tls="ssl_certificate $TLS_CERT; ssl_certificate_key $TLS_KEY;"
  fi
  sed -e "s|@LISTEN@|$listen|" \
    -e "s|@TLS@|$tls|" \
    -e "s|@APP_1@|127.0.0.1:${PORTS[0]}|" \
    -e "s|@APP_2@|127.0.0.1:${PORTS[1]}|" \
    -e "s|@LOG_DIR@|$NGINX_DIR/logs|" \
    deploy/nginx/staynaija.conf >"$NGINX_DIR/conf.d/staynaija.conf"
  # Debian's /etc/nginx/nginx.conf plays this part on a real host; here everything stays under the state folder.
  cat >"$NGINX_DIR/nginx.conf" <<EOF
# Written by scripts/multi-server.sh; the site itself is conf.d/staynaija.conf.
worker_processes 1;
events { worker_connections 1024; }
http {
  client_body_temp_path $NGINX_DIR/temp/client_body;
  proxy_temp_path $NGINX_DIR/temp/proxy;
  fastcgi_temp_path $NGINX_DIR/temp/fastcgi;
  uwsgi_temp_path $NGINX_DIR/temp/uwsgi;
  scgi_temp_path $NGINX_DIR/temp/scgi;
  include $NGINX_DIR/conf.d/staynaija.conf;
}
EOF
}

start_app() {
  local n="$1" port="$2"
  if running "$STATE/app-$n.pid" server.mjs; then
    log "server $n already runs (pid $(cat "$STATE/app-$n.pid"), port $port)"
    return 0
  fi
  # setsid: a process group of its own, so that `stop` can end it (and anything it started) and nothing else. Bound to
  # loopback: only nginx, on the same host, reaches it.
  setsid node server.mjs -H 127.0.0.1 -p "$port" >>"$STATE/app-$n.log" 2>&1 </dev/null &
  echo $! >"$STATE/app-$n.pid"
  log "server $n started (pid $!, port $port, log $STATE/app-$n.log)"
}

start_nginx() {
  local nginx
  nginx="$(find_nginx)"
  if running "$STATE/nginx.pid" nginx; then
    log "nginx already runs (pid $(cat "$STATE/nginx.pid"), port $NGINX_PORT)"
    return 0
  fi
  write_nginx_config
  local args=(-p "$NGINX_DIR" -c "$NGINX_DIR/nginx.conf" -e "$NGINX_DIR/logs/error.log")
  "$nginx" "${args[@]}" -g "pid $NGINX_DIR/nginx.pid;" -t -q
  setsid "$nginx" "${args[@]}" -g "daemon off; pid $NGINX_DIR/nginx.pid;" >>"$NGINX_DIR/logs/stderr.log" 2>&1 </dev/null &
  echo $! >"$STATE/nginx.pid"
  log "nginx started (pid $!, $SCHEME://127.0.0.1:$NGINX_PORT, logs $NGINX_DIR/logs)"
}

wait_until_answering() {
  local deadline=$((SECONDS + START_TIMEOUT)) n
  for n in 1 2; do
    until answers "http://127.0.0.1:${PORTS[$((n - 1))]}/api/health"; do
      if ! running "$STATE/app-$n.pid" server.mjs; then
        echo "server $n stopped while starting; the end of its log:" >&2
        tail -n 20 "$STATE/app-$n.log" >&2 || true
        return 1
      fi
      if [ "$SECONDS" -ge "$deadline" ]; then
        echo "server $n did not answer /api/health within ${START_TIMEOUT}s" >&2
        return 1
      fi
      sleep 0.5
    done
  done
  until answers "$SCHEME://127.0.0.1:$NGINX_PORT/api/health"; do
    if ! running "$STATE/nginx.pid" nginx || [ "$SECONDS" -ge "$deadline" ]; then
      echo "nginx does not answer; the end of its error log:" >&2
      tail -n 20 "$NGINX_DIR/logs/error.log" >&2 || true
      return 1
    fi
    sleep 0.2
  done
}

do_start() {
  if [ -z "${DATABASE_URL:-}" ]; then
    echo "DATABASE_URL must name a PostgreSQL database: two servers cannot share the embedded one." >&2
    exit 2
  fi
  if [ ! -f .next/BUILD_ID ]; then
    echo "No production build: run 'npm run build' first." >&2
    exit 2
  fi
  [ -n "${REDIS_URL:-}" ] || log "REDIS_URL is not set: rate limits are counted in the database"
  ensure_nginx
  export NODE_ENV=production
  export TRUSTED_PROXY_COUNT="${TRUSTED_PROXY_COUNT:-1}"
  export SITE_URL="${SITE_URL:-$SCHEME://127.0.0.1:$NGINX_PORT}"
  # Both servers start together: the first migrates (and seeds an empty database) while the other waits on the lock.
  start_app 1 "${PORTS[0]}"
  start_app 2 "${PORTS[1]}"
  start_nginx
  if ! wait_until_answering; then
    do_stop
    exit 1
  fi
  log "ready: $SCHEME://127.0.0.1:$NGINX_PORT (servers on ${PORTS[0]} and ${PORTS[1]})"
}

stop_one() {
  local file="$1" expect="$2" what="$3" pid i
  if ! running "$file" "$expect"; then
    rm -f "$file"
    return 0
  fi
  pid="$(cat "$file")"
  # The process group that setsid made for it: the process and anything it started.
  kill -TERM -- "-$pid" 2>/dev/null || true
  for ((i = 0; i < 150; i++)); do
    running "$file" "$expect" || break
    sleep 0.1
  done
  if running "$file" "$expect"; then
    log "$what (pid $pid) still runs after 15 s: killing it"
    kill -KILL -- "-$pid" 2>/dev/null || true
  fi
  rm -f "$file"
  log "$what stopped (pid $pid)"
}

do_stop() {
  stop_one "$STATE/nginx.pid" nginx nginx
  stop_one "$STATE/app-1.pid" server.mjs "server 1"
  stop_one "$STATE/app-2.pid" server.mjs "server 2"
}

do_status() {
  local n port
  for n in 1 2; do
    port="${PORTS[$((n - 1))]}"
    if running "$STATE/app-$n.pid" server.mjs; then
      if answers "http://127.0.0.1:$port/api/health"; then health=healthy; else health='not answering'; fi
      log "server $n: pid $(cat "$STATE/app-$n.pid"), port $port, $health"
    else
      log "server $n: stopped"
    fi
  done
  if running "$STATE/nginx.pid" nginx; then
    log "nginx: pid $(cat "$STATE/nginx.pid"), $SCHEME://127.0.0.1:$NGINX_PORT"
  else
    log "nginx: stopped"
  fi
}

case "$COMMAND" in
  start) do_start ;;
  stop) do_stop ;;
  status) do_status ;;
  run)
    trap 'do_stop; exit 0' INT TERM
    do_start
    log "Ctrl-C stops nginx and both servers"
    while running "$STATE/nginx.pid" nginx; do sleep 1; done
    log "nginx ended"
    do_stop
    ;;
  *)
    echo "usage: $0 [run|start|stop|status]" >&2
    exit 2
    ;;
esac
