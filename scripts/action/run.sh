#!/usr/bin/env bash
# The Action's third step: `lifediagram COMMAND ARGS` in the workspace. Its exit status goes to the step's
# `exit-code` output (a later step fails the job on it, after the SARIF upload); `check` and `audit` write their
# Markdown report to the job summary.
set -uo pipefail
PATH=$RUNNER_TEMP/lifediagram-bin:$PATH
read -r -a args <<<"${LIFEDIAGRAM_ARGS:-}"
command=${LIFEDIAGRAM_COMMAND:-check}
output=$RUNNER_TEMP/lifediagram-output.txt
lifediagram "$command" "${args[@]}" 2>&1 | tee "$output"
status=${PIPESTATUS[0]}
case $command in
  audit)
    { echo "## lifediagram audit"; echo; lifediagram audit --format markdown "${args[@]}" 2>&1; } >> "$GITHUB_STEP_SUMMARY"
    if [[ -n ${LIFEDIAGRAM_SARIF:-} ]]; then lifediagram audit --format sarif "${args[@]}" > "$LIFEDIAGRAM_SARIF"; fi
    ;;
  check)
    {
      echo "## lifediagram check"
      echo
      if [[ $status -eq 0 ]]; then echo "The generated docs are up to date."; else echo "The generated docs are not up to date:"; fi
      echo
      echo '```'
      cat "$output"
      echo '```'
    } >> "$GITHUB_STEP_SUMMARY"
    ;;
esac
echo "exit-code=$status" >> "$GITHUB_OUTPUT"
