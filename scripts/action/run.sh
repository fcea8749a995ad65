#!/usr/bin/env bash
# The Action's third step: `lifediagram COMMAND ARGS` in the workspace. Its exit status goes to the step's
# `exit-code` output (a later step fails the job on it, after the SARIF upload); `check` and `audit` write their
# Markdown report to the job summary.
set -uo pipefail
PATH=$RUNNER_TEMP/lifediagram-bin:$PATH
read -r -a args <<<"${LIFEDIAGRAM_ARGS:-}"
command=${LIFEDIAGRAM_COMMAND:-check}
output=$RUNNER_TEMP/lifediagram-output.txt
# Nothing the tool prints is a workflow command: a file name a pull request chose (`::error file=…::…`) would
# otherwise forge an annotation. GitHub ignores commands between `::stop-commands::TOKEN` and `::TOKEN::`; the
# token is random, so the output cannot end the block itself.
token=lifediagram-$(od -An -N16 -tx1 /dev/urandom | tr -d ' \n')
echo "::stop-commands::$token"
lifediagram "$command" "${args[@]}" 2>&1 | tee "$output"
status=${PIPESTATUS[0]}
echo "::$token::"
case $command in
  audit)
    # The only annotations: the audit's own findings, each property escaped by the tool (--format github).
    lifediagram audit "${args[@]}" --format github 2>/dev/null
    lifediagram audit "${args[@]}" --format markdown >> "$GITHUB_STEP_SUMMARY" 2>&1
    if [[ -n ${LIFEDIAGRAM_SARIF:-} ]]; then lifediagram audit "${args[@]}" --format sarif > "$LIFEDIAGRAM_SARIF"; fi
    ;;
  check)
    {
      echo "## lifediagram check"
      echo
      if [[ $status -eq 0 ]]; then echo "The generated docs are up to date."; else echo "The generated docs are not up to date:"; fi
      echo
      # As preformatted HTML with <, > and & escaped: a file name with a fence of backticks cannot end the block.
      echo '<pre>'
      sed -e 's/&/\&amp;/g' -e 's/</\&lt;/g' -e 's/>/\&gt;/g' "$output"
      echo '</pre>'
    } >> "$GITHUB_STEP_SUMMARY"
    ;;
esac
echo "exit-code=$status" >> "$GITHUB_OUTPUT"
