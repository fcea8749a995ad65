#!/usr/bin/env bash
# The Action's third step: lifediagram on the job's PATH, unpacked from the tarball the first step chose (a local
# path) or built from the action's own sources (cached by the step before): lifediagram alone, unless the command
# is `audit` or `migrate`, which run lifediagram-audit (swift-syntax: minutes more).
set -euo pipefail
bin=$RUNNER_TEMP/lifediagram-bin
mkdir -p "$bin"
if [[ -n ${LIFEDIAGRAM_TARBALL:-} ]]; then
  tar -xzf "$LIFEDIAGRAM_TARBALL" -C "$RUNNER_TEMP"
  cp "$RUNNER_TEMP"/lifediagram-*/bin/* "$bin/"
else
  read -r -a flags <<<"$("$GITHUB_ACTION_PATH/scripts/release-flags")"
  products=(lifediagram)
  [[ ${LIFEDIAGRAM_COMMAND:-check} == audit || ${LIFEDIAGRAM_COMMAND:-check} == migrate ]] && products+=(lifediagram-audit)
  for product in "${products[@]}"; do
    (cd "$GITHUB_ACTION_PATH" && swift build "${flags[@]}" --product "$product")
    cp "$GITHUB_ACTION_PATH/.build/release/$product" "$bin/"
  done
fi
echo "$bin" >> "$GITHUB_PATH"
"$bin/lifediagram" --version
