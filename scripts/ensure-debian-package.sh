#!/usr/bin/env bash
# Installs a Debian package when the program it provides is missing (the machines run as root):
#   bash scripts/ensure-debian-package.sh /usr/bin/chromium chromium "Chromium"
# Services the package would start on installing (nginx's, say) are kept from starting: only the
# program is used, and each use starts it on its own terms.
set -euo pipefail
program="$1"
package="$2"
name="${3:-$package}"
if [ -x "$program" ]; then exit 0; fi
echo "$name no está instalado: instalándolo desde los paquetes de Debian…"
if [ "$(id -u)" != 0 ]; then
  echo "Se necesita root para instalar $package (apt-get install -y $package)." >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
policy=/usr/sbin/policy-rc.d
own_policy=false
if [ ! -e "$policy" ]; then
  printf '#!/bin/sh\nexit 101\n' >"$policy"
  chmod +x "$policy"
  own_policy=true
fi
trap '[ "$own_policy" = true ] && rm -f "$policy"' EXIT
apt-get update -qq
apt-get install -y -qq "$package" >/dev/null
