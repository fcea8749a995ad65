import ArgumentParser

/// The shell completion scripts, ArgumentParser's with the default command's options at the top level.
///
/// `lifediagram --svg` runs `render`, the default command, but ArgumentParser's scripts complete its options only
/// after the word `render`: `lifediagram --model-file <TAB>` offered the subcommands. Each script is changed in
/// one place so that, where no subcommand is named, the words are completed as `render`'s (its options, their
/// values and files), and the subcommands are still offered as the first word. A script whose shape is not the
/// one expected (another ArgumentParser) is left as ArgumentParser writes it; `CompletionTests` runs all three.
enum CompletionScripts {
  /// The default command's name, and ArgumentParser's names for the functions that complete it.
  static let defaultCommand = LifeDiagramCommand.name(of: LifeDiagramCommand.configuration.defaultSubcommand!)

  /// The script `--generate-completion-script` asked for, or nil when the arguments ask for something else.
  static func requested(by arguments: [String]) -> String? {
    let shell: String?
    switch arguments.count {
    case 1 where arguments[0].hasPrefix("--generate-completion-script="):
      shell = String(arguments[0].split(separator: "=", maxSplits: 1)[1])
    case 2 where arguments[0] == "--generate-completion-script": shell = arguments[1]
    default: shell = nil
    }
    guard let name = shell, let kind = CompletionShell(rawValue: name) else { return nil }
    return script(for: kind)
  }

  /// ArgumentParser's script for `shell`, with the default command's completions at the top level.
  static func script(for shell: CompletionShell) -> String {
    let script = LifeDiagramCommand.completionScript(for: shell)
    switch shell {
    case .bash: return bash(script)
    case .zsh: return zsh(script)
    case .fish: return fish(script)
    default: return script
    }
  }

  /// Where the first word is no subcommand: the default command's completion function, given the words back, and
  /// the subcommands while the first word is being typed.
  static func bash(_ script: String) -> String {
    let anchor = "        # Offer subcommand completions\n"
    guard let start = script.firstRange(of: anchor),
      let end = script[start.upperBound...].firstRange(of: "        ;;\n")
    else { return script }
    let offer = script[start.upperBound..<end.lowerBound]
    let replacement = """
              # No subcommand named: the words are the default command's (\(defaultCommand)), all of them again (the
              # top level took the options it does not know), and the first word may be a subcommand
              COMPREPLY=()
              unparsed_words=("${COMP_WORDS[@]:1:${COMP_CWORD}}")
              _lifediagram_\(defaultCommand)
              if [[ "${COMP_CWORD}" -eq 1 && "${cur}" != -* ]]; then
          \(offer.dropLast())
              fi

      """
    var result = script
    result.replaceSubrange(start.lowerBound..<end.lowerBound, with: replacement)
    return result
  }

  /// A first word that is an option is the default command's: its completion function takes the words as they are.
  static func zsh(_ script: String) -> String {
    let anchor = "    local -ir current_word_index=\"$((CURRENT - 1))\"\n"
    guard let place = script.firstRange(of: anchor), script.contains("\n_lifediagram_\(defaultCommand)() {\n") else {
      return script
    }
    let insertion = """

          # A first word that is an option is the default command's (\(defaultCommand)): its options at the top level.
          if [[ "${words[2]}" == -* ]]; then
              _lifediagram_\(defaultCommand)
              return
          fi

      """
    var result = script
    result.replaceSubrange(place, with: anchor + insertion)
    return result
  }

  /// The top level parses the default command's options, and offers each of its completions too.
  static func fish(_ script: String) -> String {
    let root = "        __lifediagram_parse_subcommand 0 'h/help'\n"
    let own = "        case '\(defaultCommand)'\n            __lifediagram_parse_subcommand 0 "
    guard let rootRange = script.firstRange(of: root), let ownRange = script.firstRange(of: own),
      let specEnd = script[ownRange.upperBound...].firstIndex(of: "\n")
    else { return script }
    let spec = script[ownRange.upperBound..<specEnd]
    var result = script
    result.replaceSubrange(rootRange, with: "        __lifediagram_parse_subcommand 0 \(spec)\n")
    let marker = "\"lifediagram \(defaultCommand)\""
    let copies = script.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { $0.hasPrefix("complete -c 'lifediagram' ") && $0.contains(marker) && !$0.contains("-l 'help'") }
      .map { $0.replacing(marker, with: "\"lifediagram\"") }
    if !result.hasSuffix("\n") { result += "\n" }
    return result + "# The default command's (\(defaultCommand)) options at the top level\n"
      + copies.joined(separator: "\n") + "\n"
  }
}
