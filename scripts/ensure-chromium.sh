#!/usr/bin/env bash
# Installs Debian's Chromium for the browser tests when it is missing (the machines run as root).
set -euo pipefail
exec bash "$(dirname "$0")/ensure-debian-package.sh" /usr/bin/chromium chromium Chromium
