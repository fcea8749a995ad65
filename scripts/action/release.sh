#!/usr/bin/env bash
# The Action's first step: which lifediagram the job gets. A tarball the workflow names (`version`: a URL or a path
# in the workspace); else, on a Linux runner, the release tarball of the action's own tag when one is published
# (`uses: OWNER/lifediagram@v0.1.0` looks for lifediagram-0.1.0-linux-ARCH.tar.gz, the name `make dist` gives, among
# that release's assets); else none, and the action builds from its sources. Outputs `tarball` (a local path, or
# empty) and, to build, `swift` (the compiler's version, for the build cache's key).
set -euo pipefail
tarball=${LIFEDIAGRAM_TARBALL:-}
ref=${GITHUB_ACTION_REF:-}
if [[ -z $tarball && $(uname -s) == Linux && $ref =~ ^v[0-9]+\.[0-9]+\.[0-9]+$ && -n ${GITHUB_ACTION_REPOSITORY:-} ]]; then
  name=lifediagram-${ref#v}-linux-$(uname -m).tar.gz
  url=${LIFEDIAGRAM_RELEASES:-https://github.com}/$GITHUB_ACTION_REPOSITORY/releases/download/$ref/$name
  if curl -fsSL --retry 2 "$url" -o "$RUNNER_TEMP/$name" 2>/dev/null; then
    echo "lifediagram: the release tarball of $ref ($url)"
    tarball=$RUNNER_TEMP/$name
  else
    echo "lifediagram: no release tarball at $url; building $ref from source"
  fi
elif [[ $tarball == http://* || $tarball == https://* ]]; then
  curl -fsSL --retry 2 "$tarball" -o "$RUNNER_TEMP/lifediagram.tar.gz"
  tarball=$RUNNER_TEMP/lifediagram.tar.gz
fi
echo "tarball=$tarball" >> "$GITHUB_OUTPUT"
if [[ -z $tarball ]]; then
  echo "swift=$(swift --version 2>/dev/null | head -n 1 | tr -c 'A-Za-z0-9.\n' '-')" >> "$GITHUB_OUTPUT"
fi
