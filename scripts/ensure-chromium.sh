#!/usr/bin/env bash
# Installs Debian's Chromium for the browser tests when it is missing (the machines run as root).
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
echo "Chromium no está instalado: instalándolo desde los paquetes de Debian…"
if [ "$(id -u)" != 0 ]; then
  echo "Se necesita root para instalar chromium (apt-get install -y chromium)." >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq chromium >/dev/null
