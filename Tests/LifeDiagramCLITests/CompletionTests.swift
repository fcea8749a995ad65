import Foundation
import LifeDiagramTestSupport
import Testing

/// The completion scripts, run by the shells themselves (bash's `complete -p` and its completion function, fish's
/// `complete -C`, zsh's completion system in a pseudo-terminal): subcommands, option values, files and folders.
@Suite struct CompletionTests {
  let binary = BuiltBinary()

  /// A command line (the cursor at its end) and words that its completions must include; with `only`, exactly.
  struct Case: Sendable, CustomStringConvertible {
    var line: String
    var expected: [String]
    var only = false
    var description: String { line }
  }

  /// ArgumentParser's scripts, with the default command at the top level (`CompletionScripts`): `lifediagram`
  /// completes its subcommands, and render's options both after `render` and where no subcommand is named.
  static let cases: [Case] = [
    Case(line: "lifediagram render --th", expected: ["--theme"]),
    Case(line: "lifediagram render --theme ", expected: ["auto", "dark", "light"], only: true),
    Case(line: "lifediagram render --svg --la", expected: ["--lang"]),
    Case(line: "lifediagram render --lang ", expected: ["en", "ko"], only: true),
    Case(line: "lifediagram render --model ", expected: ["app", "scene", "viewcontroller", "swiftui"], only: true),
    Case(line: "lifediagram sce", expected: ["scenarios"], only: true),
    Case(line: "lifediagram docs --la", expected: ["--lang", "--layout"]),
    Case(line: "lifediagram docs --model-file ", expected: ["m.yaml"]),
    Case(line: "lifediagram scenarios cold-l", expected: ["cold-launch"]),
    // The default command's options at the top level too (issue #58, item 9): options, their values, files.
    Case(line: "lifediagram --th", expected: ["--theme"]),
    Case(line: "lifediagram --theme ", expected: ["auto", "dark", "light"], only: true),
    Case(line: "lifediagram --svg --la", expected: ["--lang"]),
    Case(line: "lifediagram --model-file ", expected: ["m.yaml"]),
    Case(line: "lifediagram --svg --model ", expected: ["app", "scene", "viewcontroller", "swiftui"], only: true),
  ]

  /// Every case in one shell process per shell: a shell starts once (zsh's completion system takes a third of a
  /// second to load), then completes each line in turn.
  @Test(arguments: ["bash", "fish", "zsh"])
  func theShellCompletes(_ shell: String) throws {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("out"), withIntermediateDirectories: true)
    for name in ["m.yaml", "notes.txt"] { _ = FileManager.default.createFile(atPath: folder.path(name), contents: Data()) }
    let script = try #require(try Self.scripts.get()[shell])
    try script.write(to: folder.url.appendingPathComponent("completion.\(shell)"))
    let offered = try Self.complete(Self.cases.map(\.line), shell: shell, in: folder.url)
    #expect(offered.count == Self.cases.count, "\(shell) answered \(offered.count) of \(Self.cases.count) lines")
    for (example, words) in zip(Self.cases, offered) {
      if example.only {
        #expect(Set(words) == Set(example.expected), "\(shell): '\(example.line)' offered \(words)")
      } else {
        #expect(Set(example.expected).isSubset(of: Set(words)), "\(shell): '\(example.line)' offered \(words)")
      }
      // zsh's _files also tries every file after the pattern's, and the capture sees each try; bash and fish
      // offer what they show.
      if example.line.hasSuffix("--model-file ") && shell != "zsh" { #expect(!words.contains("notes.txt"), "\(shell): \(words)") }
      if example.line.hasSuffix("--model-file ") { #expect(!words.contains("scenarios"), "\(shell): subcommands offered for a file: \(words)") }
    }
  }

  /// Each shell's script, generated once for all the cases.
  static let scripts = Result { () throws -> [String: Data] in
    var scripts: [String: Data] = [:]
    for shell in ["bash", "fish", "zsh"] {
      let run = try BuiltBinary().run(["--generate-completion-script", shell])
      guard run.status == 0 else { throw ScriptFailed(shell: shell, status: run.status) }
      scripts[shell] = run.standardOutput
    }
    return scripts
  }

  struct ScriptFailed: Error, CustomStringConvertible {
    var shell: String
    var status: Int32
    var description: String { "lifediagram --generate-completion-script \(shell) exited \(status)" }
  }

  /// `--generate-completion-script=SHELL` gives the same script as the spaced form, whose completions
  /// `theShellCompletes` runs.
  @Test(arguments: ["bash", "fish", "zsh"]) func theEqualsFormGivesTheSameScript(_ shell: String) throws {
    let spaced = try binary.run(["--generate-completion-script", shell])
    let joined = try binary.run(["--generate-completion-script=\(shell)"])
    #expect(joined.status == 0 && !joined.standardOutput.isEmpty && joined.standardOutput == spaced.standardOutput)
  }

  /// The candidates `shell` offers for each of `lines`, with the cursor at its end: one shell process prints
  /// `@@` before each line's candidates.
  static func complete(_ lines: [String], shell: String, in folder: URL) throws -> [[String]] {
    let program: String
    switch shell {
    case "bash":
      program = """
        source ./completion.bash
        complete -p lifediagram >/dev/null || exit 3
        complete_line() {
          read -r -a COMP_WORDS <<< "$1"
          [[ "$1" == *' ' ]] && COMP_WORDS+=("")
          COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 )); COMP_LINE="$1"; COMP_POINT=${#COMP_LINE}; COMPREPLY=()
          _lifediagram lifediagram "${COMP_WORDS[-1]}" "${COMP_WORDS[-2]}"
          printf '%s\\n' "${COMPREPLY[@]}"
        }

        """ + lines.map { "echo @@; complete_line '\($0)'" }.joined(separator: "\n")
    case "fish":
      program = "source ./completion.fish\n"
        + lines.map { "echo @@; complete -C '\($0)' | cut -f1 | sed 's,/$,,'" }.joined(separator: "\n")
    default:
      // An interactive zsh in a pseudo-terminal, its completion system loaded. Before line K, `__n=K` is run;
      // every candidate compadd is given is printed as <<K:candidate>>, and a function run after each completion
      // prints END followed by K and a dot, which ends that line's reading (no fixed wait). Ctrl-U then clears
      // the line (Ctrl-C would make the terminal drop the input typed after it). A completion zsh runs twice
      // prints its candidates twice, under its own K. Killed by the timeout, the shell ends its pseudo-terminal's
      // shell too, which would otherwise hold the output open.
      program = """
        zmodload zsh/zpty
        trap 'zpty -d z 2>/dev/null; exit 124' TERM
        zpty z zsh -f -i
        zpty -w z "PROMPT='>'; autoload -U compinit; compinit -u -D; source ./completion.zsh"
        zpty -w z "compadd() { builtin compadd -O __hits \\"\\$@\\"; print -rl -- '<<'\\$__n:\\${^__hits}'>>' }"
        zpty -w z 'functions[_generated]=$functions[_lifediagram]; _lifediagram() { comppostfuncs+=(_done); _generated "$@"; }; _done() { print -r -- END$__n. }'

        """ + lines.enumerated().map { index, line in
          """
          zpty -w z '__n=\(index)'
          zpty -w -n z '\(line)'$'\\t'
          zpty -r z out '*END\(index).*'
          print -r -- @@
          print -r -- "$out" | grep -o '<<\(index):[^>$]*>>' | sed 's/^<<\(index)://; s/>>$//; s,/$,,'
          zpty -w -n z $'\\C-u'
          """
        }.joined(separator: "\n") + "\nzpty -d z"
    }
    // A shell that never answers ends after 30 s and fails the test instead of holding the run.
    let arguments = ["30"] + (shell == "zsh" ? ["zsh", "-f", "-c", program] : [shell, "-c", program])
    let run = try Process.run("/usr/bin/timeout", arguments, in: folder, capturing: .standardOutput)
    #expect(run.status == 0, "\(shell) exited \(run.status)")
    let sections = run.text.components(separatedBy: "@@\n").dropFirst()
    return sections.map { section in
      Array(Set(section.split(separator: "\n").map { String($0).trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty })).sorted()
    }
  }
}
