#!/usr/bin/env bash
# The Action's second step: lifediagram on the job's PATH, unpacked from a release tarball (a URL or a path in the
# workspace) or built from the action's own sources (cached by the step before).
set -euo pipefail
bin=$RUNNER_TEMP/lifediagram-bin
mkdir -p "$bin"
if [[ -n ${LIFEDIAGRAM_TARBALL:-} ]]; then
  tarball=$LIFEDIAGRAM_TARBALL
  if [[ $tarball == http://* || $tarball == https://* ]]; then
    curl -fsSL "$tarball" -o "$RUNNER_TEMP/lifediagram.tar.gz"
    tarball=$RUNNER_TEMP/lifediagram.tar.gz
  fi
  tar -xzf "$tarball" -C "$RUNNER_TEMP"
  cp "$RUNNER_TEMP"/lifediagram-*/bin/* "$bin/"
else
  read -r -a flags <<<"$("$GITHUB_ACTION_PATH/scripts/release-flags")"
  (cd "$GITHUB_ACTION_PATH" && swift build "${flags[@]}" --product lifediagram \
    && swift build "${flags[@]}" --product lifediagram-audit)
  cp "$GITHUB_ACTION_PATH/.build/release/lifediagram" "$GITHUB_ACTION_PATH/.build/release/lifediagram-audit" "$bin/"
fi
echo "$bin" >> "$GITHUB_PATH"
"$bin/lifediagram" --version
