import Foundation
import LifeDiagramTestSupport
import Testing

/// The completion scripts, run by the shells themselves (bash's `complete -p` and its completion function, fish's
/// `complete -C`, zsh's completion system in a pseudo-terminal): option values, files and folders, and the
/// options of `lifediagram` alone, which runs `render`.
@Suite struct CompletionTests {
  let binary = BuiltBinary()

  /// A command line (the cursor at its end) and words that its completions must include; with `only`, exactly.
  struct Case: Sendable, CustomStringConvertible {
    var line: String
    var expected: [String]
    var only = false
    var description: String { line }
  }

  static let cases: [Case] = [
    Case(line: "lifediagram --th", expected: ["--theme"]),
    Case(line: "lifediagram --theme ", expected: ["auto", "dark", "light"], only: true),
    Case(line: "lifediagram --svg --la", expected: ["--lang"]),
    Case(line: "lifediagram --lang ", expected: ["en", "ko"], only: true),
    Case(line: "lifediagram --model ", expected: ["app", "scene", "viewcontroller"], only: true),
    Case(line: "lifediagram sce", expected: ["scenarios"], only: true),
    Case(line: "lifediagram render --th", expected: ["--theme"]),
    Case(line: "lifediagram docs --la", expected: ["--lang", "--layout"]),
    Case(line: "lifediagram docs --model-file ", expected: ["m.yaml"]),
    Case(line: "lifediagram scenarios cold-l", expected: ["cold-launch"]),
  ]

  @Test(arguments: ["bash", "fish", "zsh"], cases)
  func theShellCompletes(_ shell: String, _ example: Case) throws {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("out"), withIntermediateDirectories: true)
    for name in ["m.yaml", "notes.txt"] { _ = FileManager.default.createFile(atPath: folder.path(name), contents: Data()) }
    let script = try binary.run(["--generate-completion-script", shell])
    #expect(script.status == 0)
    try script.standardOutput.write(to: folder.url.appendingPathComponent("completion.\(shell)"))
    let words = try Self.complete(example.line, shell: shell, in: folder.url)
    if example.only {
      #expect(Set(words) == Set(example.expected), "\(shell): '\(example.line)' offered \(words)")
    } else {
      #expect(Set(example.expected).isSubset(of: Set(words)), "\(shell): '\(example.line)' offered \(words)")
    }
    // zsh's _files also tries every file after the pattern's, and the capture sees each try; bash and fish offer
    // what they show.
    if example.line.hasSuffix("--model-file ") && shell != "zsh" { #expect(!words.contains("notes.txt"), "\(shell): \(words)") }
  }

  /// `--generate-completion-script=SHELL` gives the same edited script as the spaced form, whose completions
  /// `theShellCompletes` runs.
  @Test(arguments: ["bash", "fish", "zsh"]) func theEqualsFormGivesTheSameScript(_ shell: String) throws {
    let spaced = try binary.run(["--generate-completion-script", shell])
    let joined = try binary.run(["--generate-completion-script=\(shell)"])
    #expect(joined.status == 0 && !joined.standardOutput.isEmpty && joined.standardOutput == spaced.standardOutput)
  }

  /// The candidates `shell` offers for `line`, with the cursor at its end.
  static func complete(_ line: String, shell: String, in folder: URL) throws -> [String] {
    let program: String
    switch shell {
    case "bash":
      program = """
        source ./completion.bash
        complete -p lifediagram >/dev/null || exit 3
        read -r -a COMP_WORDS <<< '\(line)'
        [[ '\(line)' == *' ' ]] && COMP_WORDS+=("")
        COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 )); COMP_LINE='\(line)'; COMP_POINT=${#COMP_LINE}
        _lifediagram lifediagram "${COMP_WORDS[-1]}" "${COMP_WORDS[-2]}"
        printf '%s\\n' "${COMPREPLY[@]}"
        """
    case "fish":
      program = "source ./completion.fish; complete -C '\(line)' | cut -f1 | sed 's,/$,,'"
    default:
      // An interactive zsh in a pseudo-terminal, its completion system loaded; every candidate compadd is
      // given is printed between << and >>, and a function run after the completion prints END42, which ends
      // the reading (no fixed wait).
      program = """
        zmodload zsh/zpty
        zpty z zsh -f -i
        zpty -w z "PROMPT='>'; autoload -U compinit; compinit -u -D; source ./completion.zsh"
        zpty -w z "compadd() { builtin compadd -O __hits \\"\\$@\\"; print -rl -- '<<'\\${^__hits}'>>' }"
        zpty -w z 'functions[_generated]=$functions[_lifediagram]; _lifediagram() { comppostfuncs+=(_done); _generated "$@"; }; _done() { print -r -- END$((40+2)) }'
        zpty -w -n z '\(line)'$'\\t'
        zpty -r z out '*END42*'
        zpty -d z
        print -r -- "$out" | grep -o '<<[^>$]*>>' | sed 's/^<<//; s/>>$//; s,/$,,'
        """
    }
    // A shell that never answers ends after 30 s and fails the test instead of holding the run.
    let arguments = ["30"] + (shell == "zsh" ? ["zsh", "-f", "-c", program] : [shell, "-c", program])
    let run = try Process.run("/usr/bin/timeout", arguments, in: folder, capturing: .standardOutput)
    #expect(run.status == 0, "\(shell) exited \(run.status) for '\(line)'")
    return Array(Set(run.text.split(separator: "\n").map { String($0).trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty })).sorted()
  }
}
