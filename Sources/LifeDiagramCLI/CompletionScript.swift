import ArgumentParser

/// `--generate-completion-script bash|zsh|fish`: ArgumentParser's script, taught that `lifediagram` alone runs
/// `render`. ArgumentParser completes only the subcommands after `lifediagram`, so `lifediagram --th<TAB>` offered
/// nothing; each shell's script is edited here to offer render's options and their values there too, as
/// `lifediagram render --th<TAB>` does. An edit whose anchor is not found leaves the script as it was
/// (`HelpTests` run each shell and fail then).
enum CompletionScript {
  /// The script for `shell`, or nil for a shell ArgumentParser does not know.
  static func script(for name: String) -> String? {
    guard let shell = CompletionShell(rawValue: name) else { return nil }
    let generated = LifeDiagramCommand.completionScript(for: shell)
    switch shell {
    case .bash: return bash(generated)
    case .zsh: return zsh(generated)
    case .fish: return fish(generated)
    default: return generated
    }
  }

  /// Bash: when the first word is an option, the words go to render's completion function.
  static func bash(_ script: String) -> String {
    let anchor = "    local -a non_repeating_options=()\n    __lifediagram_offer_flags_options 0\n"
    guard let root = function("_lifediagram", in: script), let place = root.firstRange(of: anchor) else { return script }
    var edited = root
    edited.replaceSubrange(
      place,
      with: """
            local -a non_repeating_options=()
            if [[ "${unparsed_words[0]}" == -* ]]; then
                # lifediagram alone runs render: complete its options and their values.
                _lifediagram_render
                return
            fi
            __lifediagram_offer_flags_options 0

        """)
    return script.replacing( root, with: edited)
  }

  /// Zsh: render's value lists and option specifications join the top level's, before its command.
  static func zsh(_ script: String) -> String {
    guard let render = function("_lifediagram_render", in: script),
      let specsStart = render.firstRange(of: "    local -ar arg_specs=(\n"),
      let specsEnd = render[specsStart.upperBound...].firstRange(of: "\n    )\n")
    else { return script }
    let lists = render[..<specsStart.lowerBound].split(separator: "\n").filter { $0.hasPrefix("    local -ar ___") }
    let specs = render[specsStart.upperBound..<specsEnd.lowerBound].split(separator: "\n").filter { !$0.contains("{-h,--help}") }
    let anchor = "    local -ar arg_specs=(\n        '(-h --help)'{-h,--help}'[Show help information.]'\n"
    guard let root = function("_lifediagram", in: script), let place = root.firstRange(of: anchor) else { return script }
    var edited = root
    edited.replaceSubrange(
      place,
      with: lists.map { $0 + "\n" }.joined() + anchor + specs.map { $0 + "\n" }.joined())
    return script.replacing( root, with: edited)
  }

  /// Fish: the top level parses render's options, and every completion of render's options is offered there too.
  static func fish(_ script: String) -> String {
    let renderCase = "        case 'render'\n            __lifediagram_parse_subcommand 0 "
    guard let start = script.firstRange(of: renderCase), let end = script[start.upperBound...].firstRange(of: "\n") else {
      return script
    }
    let specs = script[start.upperBound..<end.lowerBound]
    let rootParse = "    case 'lifediagram'\n        __lifediagram_parse_subcommand 0 'h/help'\n"
    guard script.contains(rootParse) else { return script }
    var result = script.replacing(
      rootParse, with: "    case 'lifediagram'\n        __lifediagram_parse_subcommand 0 \(specs)\n")
    let renderOption = "-n '__lifediagram_should_offer_completions_for_flags_or_options \"lifediagram render\""
    let copies = script.split(separator: "\n").filter { $0.contains(renderOption) && !$0.contains("-l 'help'") }.map {
      $0.replacing( renderOption, with: "-n '__lifediagram_should_offer_completions_for_flags_or_options \"lifediagram\"")
    }
    if !result.hasSuffix("\n") { result += "\n" }
    result += "# lifediagram alone runs render: its options at the top level.\n" + copies.map { $0 + "\n" }.joined()
    return result
  }

  /// The text of a shell function `name() { … }` up to its closing brace at the start of a line.
  private static func function(_ name: String, in script: String) -> String? {
    guard let start = script.firstRange(of: "\n\(name)() {\n"), let end = script[start.upperBound...].firstRange(of: "\n}\n") else {
      return nil
    }
    return String(script[start.lowerBound..<end.upperBound])
  }
}
