#!/usr/bin/env bash
# Installs Debian's nginx for `npm run cluster` and its test when it is missing (the machines run
# as root). Only the program is used: each run writes its own configuration into a temporary
# folder and starts nginx as a child process; the system's nginx service is left alone.
set -euo pipefail
if [ -x /usr/sbin/nginx ]; then exit 0; fi
echo "nginx no está instalado: instalándolo desde los paquetes de Debian…"
if [ "$(id -u)" != 0 ]; then
  echo "Se necesita root para instalar nginx (apt-get install -y nginx)." >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
# The package's post-install starts the system service on port 80; nothing here needs it, so a
# policy file keeps it from starting during the install (and is removed afterwards).
policy=/usr/sbin/policy-rc.d
own_policy=false
if [ ! -e "$policy" ]; then
  printf '#!/bin/sh\nexit 101\n' >"$policy"
  chmod +x "$policy"
  own_policy=true
fi
trap '[ "$own_policy" = true ] && rm -f "$policy"' EXIT
apt-get install -y -qq nginx >/dev/null
