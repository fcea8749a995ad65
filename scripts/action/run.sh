#!/usr/bin/env bash
# The Action's third step: `lifediagram COMMAND ARGS` in the workspace. Its exit status goes to the step's
# `exit-code` output (a later step fails the job on it, after the SARIF upload); `check` and `audit` write their
# Markdown report to the job summary.
set -uo pipefail
PATH=$RUNNER_TEMP/lifediagram-bin:$PATH
# The arguments: one per line when `args` has several lines (a YAML block: a path with spaces is one line), else
# split at white space. Nothing is evaluated by a shell: no quotes, globs or variables are read, so a quote on a
# single line is refused rather than taken as part of an argument.
args=()
given=${LIFEDIAGRAM_ARGS:-}
if [[ $given == *$'\n'* ]]; then
  while IFS= read -r line; do
    line=${line#"${line%%[![:space:]]*}"}
    line=${line%"${line##*[![:space:]]}"}
    [[ -n $line ]] && args+=("$line")
  done <<<"$given"
else
  if [[ $given == *[\"\']* ]]; then
    echo "lifediagram: error: args: quotes are not read; give one argument per line (args: |, then a line each)" >&2
    exit 64
  fi
  read -r -a args <<<"$given"
fi
command=${LIFEDIAGRAM_COMMAND:-check}
output=$RUNNER_TEMP/lifediagram-output.txt
# Nothing the tool prints is a workflow command: a file name a pull request chose (`::error file=…::…`) would
# otherwise forge an annotation. GitHub ignores commands between `::stop-commands::TOKEN` and `::TOKEN::`; the
# token is random, so the output cannot end the block itself.
token=lifediagram-$(od -An -N16 -tx1 /dev/urandom | tr -d ' \n')
echo "::stop-commands::$token"
lifediagram "$command" ${args[@]+"${args[@]}"} 2>&1 | tee "$output"
status=${PIPESTATUS[0]}
echo "::$token::"
case $command in
  audit)
    # The only annotations: the audit's own findings, each property escaped by the tool (--format github).
    lifediagram audit ${args[@]+"${args[@]}"} --format github 2>/dev/null
    # Its errors were shown in the log above; in the summary, text the tool did not write as Markdown (a folder
    # name in an error) would be read as Markdown.
    lifediagram audit ${args[@]+"${args[@]}"} --format markdown >> "$GITHUB_STEP_SUMMARY" 2>/dev/null
    if [[ -n ${LIFEDIAGRAM_SARIF:-} ]]; then lifediagram audit ${args[@]+"${args[@]}"} --format sarif > "$LIFEDIAGRAM_SARIF"; fi
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
