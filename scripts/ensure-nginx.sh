#!/usr/bin/env bash
# Installs Debian's nginx for `npm run cluster` and its test when it is missing (the machines run
# as root). Only the program is used: each run writes its own configuration into a temporary
# folder and starts nginx as a child process; the system's nginx service is neither started nor
# configured.
set -euo pipefail
exec bash "$(dirname "$0")/ensure-debian-package.sh" /usr/sbin/nginx nginx
