#!/usr/bin/env bash
# Installs the system programs the tests use, from Debian packages, when they are missing:
# Chromium for the browser journeys, nginx for the gateway and nginx's brotli static module
# (the gateway serves the builds' file.br to browsers; the nginx tests and JS budgets expect it),
# and promtool (Debian's prometheus package) for the checks and unit tests of the alert rules.
set -euo pipefail
missing=()
command -v chromium >/dev/null 2>&1 || [ -x /usr/bin/chromium ] || missing+=(chromium)
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing+=(nginx-light)
[ -r /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] || [ -n "${NGINX_BROTLI_STATIC_MODULE:-}" ] || missing+=(libnginx-mod-http-brotli-static)
command -v promtool >/dev/null 2>&1 || missing+=(prometheus)
if [ ${#missing[@]} -eq 0 ]; then
  echo "System dependencies present (chromium, nginx, nginx brotli static module, promtool)."
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Missing ${missing[*]}; install them with: sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
echo "Installing ${missing[*]} from Debian packages…"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
