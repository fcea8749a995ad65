#!/usr/bin/env bash
# The Action's first step: Graphviz's, libyaml's and fontconfig's runtime and the fonts; to build from source, their
# development files too (scripts/install-deps). Runs on Debian and Ubuntu runners.
set -euo pipefail
if [[ -n ${LIFEDIAGRAM_TARBALL:-} ]]; then
  packages=(libgvc6 libyaml-0-2 libfontconfig1 fonts-dejavu-core fonts-nanum)
  missing=()
  for package in "${packages[@]}"; do dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package"); done
  if ((${#missing[@]})); then
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
  fi
else
  "$GITHUB_ACTION_PATH/scripts/install-deps"
fi
