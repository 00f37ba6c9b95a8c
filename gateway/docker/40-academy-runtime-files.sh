#!/bin/sh
# Runs before nginx starts (official image's /docker-entrypoint.d): writes /config.json and the
# Content-Security-Policy map from this container's environment. A configuration error stops the
# container instead of serving a wrong configuration.
set -eu
node /opt/academy/write-runtime-files.mjs /var/lib/academy-gateway
