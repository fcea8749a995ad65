import Foundation
import LifeDiagramCLI
import LifeDiagramTestSupport
import Testing

/// Where a user looks for help: `--help`, the hint in an error, shell completions, the scenario list.
@Suite struct HelpTests {
  let binary = BuiltBinary()

  /// `lifediagram --help` is ArgumentParser's: the commands, render marked as the default, and where its options
  /// are; `lifediagram help render` lists them.
  @Test(arguments: ["--help", "-h", "help"]) func mainHelpShowsTheCommandsAndWhereRendersOptionsAre(_ flag: String) throws {
    let run = try binary.run([flag])
    #expect(run.status == 0)
    for word in ["SUBCOMMANDS:", "render (default)", "scenarios", "lifediagram help render"] {
      #expect(run.output.contains(word), "'\(word)' missing from --help")
    }
    let render = try binary.run(["help", "render"])
    for word in ["--svg", "--png", "--output <output>", "--line-style"] {
      #expect(render.output.contains(word), "'\(word)' missing from help render")
    }
  }

  /// An error in a subcommand points at that subcommand's help.
  @Test func aSubcommandErrorPointsAtItsHelp() throws {
    let scenarios = try binary.run(["scenarios", "--bogus"])
    #expect(scenarios.standardError.hasSuffix("(see 'lifediagram help scenarios')\n"), "\(scenarios.standardError)")
    let render = try binary.run(["--bogus"])
    #expect(render.standardError.hasSuffix("(see 'lifediagram --help')\n"), "\(render.standardError)")
  }

  /// A mistyped command is named, with the command it was probably meant to be; `lifediagram` alone takes no
  /// word, so one that is near no command says so.
  @Test func aMistypedCommandGetsADidYouMean() throws {
    let typo = try binary.run(["scenario", "cold-launch"])
    #expect(typo.status == 64)
    #expect(typo.standardError == "lifediagram: error: 'scenario' is not a command; did you mean 'scenarios'? (see 'lifediagram --help')\n")
    let far = try binary.run(["diagrams"])
    #expect(far.status == 64)
    #expect(far.standardError.contains("'diagrams' is not a command; 'lifediagram' alone takes only options"), "\(far.standardError)")
    #expect(try binary.run(["help", "scenarios"]).status == 0)
  }

  /// Completions offer the scenario ids.
  @Test(arguments: ["bash", "zsh", "fish"]) func completionsOfferScenarioIDs(_ shell: String) throws {
    let run = try binary.run(["--generate-completion-script", shell])
    #expect(run.status == 0)
    #expect(run.output.contains("cold-launch") && run.output.contains("second-scene-ipad"))
  }

  /// `scenarios --model app` lists only the scenarios the app model has.
  @Test func theListFollowsTheModel() throws {
    let app = try binary.run(["scenarios", "--model", "app"])
    #expect(app.status == 0)
    #expect(app.output.contains("cold-launch"))
    #expect(!app.output.contains("second-scene-ipad"))
    #expect(try binary.run(["scenarios"]).output.contains("second-scene-ipad"))
  }

  /// Every command's options pass the checks ArgumentParser makes in a debug build only (two options of one name,
  /// a flag that can never be given, an argument that can never be reached), where a release build would parse
  /// them wrongly without a word: its help is parsed in the test process, the debug build.
  @Test(arguments: LifeDiagramCommand.configuration.subcommands.compactMap { $0.configuration.commandName })
  func everyCommandPassesArgumentParsersChecks(_ command: String) throws {
    let run = try InProcessTool().run([command, "--help"])
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.output.contains("USAGE: "), "\(run.output.prefix(200))")
  }
}

/// The committed manual page (`make man`) documents every option the parser has: a new flag without a new
/// page fails here.
@Suite struct ManualPageTests {
  let binary = BuiltBinary()

  @Test(arguments: ["render", "model", "scenarios", "docs", "check"])
  func everyOptionIsInTheManualPage(_ command: String) throws {
    let page = try String(contentsOf: ManualPageTests.page, encoding: .utf8)
    let help = try binary.run(["help", command]).output
    // Option lines look like `  -o, --output <output>   The folder…` or `  --svg   Write SVG…`.
    let options = help.split(separator: "\n").compactMap { line -> String? in
      let words = line.split(separator: " ").prefix(2)
      guard words.first?.hasPrefix("-") == true else { return nil }
      return words.first { $0.hasPrefix("--") }.map { String($0) }
    }
    #expect(options.count >= 2, "\(help)")
    for option in options where option != "--help" {
      let name = option.dropFirst(2)
      #expect(page.contains("Fl -\(name)") || page.contains(" , -\(name)"), "\(option) of '\(command)' is not in man/lifediagram.1; run make man")
    }
  }

  /// Each option's values and default, as the parser knows them, are in the page, and so are the sections a
  /// parser cannot write.
  @Test func valuesDefaultsAndSectionsAreInTheManualPage() throws {
    let page = try String(contentsOf: ManualPageTests.page, encoding: .utf8)
    let dump = try binary.run(["--experimental-dump-help"])
    let root = try #require(try JSONSerialization.jsonObject(with: dump.standardOutput) as? [String: Any])
    let commands = try #require((root["command"] as? [String: Any])?["subcommands"] as? [[String: Any]])
    var checked = 0
    for command in commands {
      for argument in command["arguments"] as? [[String: Any]] ?? [] where argument["shouldDisplay"] as? Bool != false {
        for value in argument["allValues"] as? [String] ?? [] {
          #expect(page.contains(".Cm \(value) "), "\(command["commandName"] ?? ""): value '\(value)' is not in the page")
          checked += 1
        }
        if let value = argument["defaultValue"] as? String, !value.isEmpty {
          #expect(page.contains(".Ql \(value) ."), "\(command["commandName"] ?? ""): default '\(value)' is not in the page")
          checked += 1
        }
      }
    }
    #expect(checked > 20)
    for section in ["EXIT STATUS", "EXAMPLES", "FILES", "SEE ALSO", "ENVIRONMENT"] {
      #expect(page.contains(".Sh \(section)") || page.contains(".Sh \"\(section)\""), "no \(section) section")
    }
    for code in ["64", "65", "66", "69", "70", "73", "74"] { #expect(page.contains(".It \(code)\n"), "exit \(code)") }
    #expect(page.contains(".It Pa .lifediagram.yml"))
  }

  /// The examples that need no file of the reader's run as written, in an empty folder.
  @Test func theManualPagesExamplesRun() throws {
    let page = try String(contentsOf: ManualPageTests.page, encoding: .utf8)
    let examples = page.split(separator: "\n").filter { $0.hasPrefix(".Dl $ lifediagram") }.map { String($0.dropFirst(".Dl $ ".count)) }
    #expect(examples.count >= 5)
    // As written, in a repository whose config narrows the built-ins to the app's model: the examples draw the
    // same kinds of files, a third as many (`docs --lang ko` alone drew fourteen PNGs at scale 2).
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(atPath: folder.path(".git"), withIntermediateDirectories: true)
    try "models: [app]\n".write(toFile: folder.path(".lifediagram.yml"), atomically: true, encoding: .utf8)
    let program = URL(fileURLWithPath: try binary.path).deletingLastPathComponent().path
    for example in examples where !example.contains(" verify ") && !example.contains(" audit ") {
      let shell = Process()
      shell.executableURL = URL(fileURLWithPath: "/bin/sh")
      shell.arguments = ["-c", example.replacingOccurrences(of: "\\e", with: "\\")]
      shell.currentDirectoryURL = folder.url
      var environment = ProcessInfo.processInfo.environment
      environment["PATH"] = program + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
      environment["LIFEDIAGRAM_NO_CONFIG"] = nil
      shell.environment = environment
      shell.standardOutput = FileHandle.nullDevice
      shell.standardError = FileHandle.nullDevice
      try shell.run()
      shell.waitUntilExit()
      #expect(shell.terminationStatus == 0, "'\(example)' exits \(shell.terminationStatus)")
    }
  }

  static let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("man/lifediagram.1")
}
