import Foundation
import LifeDiagramTestSupport
import Testing

/// Where a user looks for help: `--help`, the hint in an error, shell completions, the scenario list.
@Suite struct HelpTests {
  let binary = BuiltBinary()

  /// `lifediagram --help` shows the commands and the options of `lifediagram` alone (the render options).
  @Test(arguments: ["--help", "-h", "help"]) func mainHelpShowsTheRenderOptions(_ flag: String) throws {
    let run = try binary.run([flag])
    #expect(run.status == 0)
    for word in ["SUBCOMMANDS:", "scenarios", "--svg", "--png", "--output <output>", "--line-style"] {
      #expect(run.output.contains(word), "'\(word)' missing from --help")
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

  static let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("man/lifediagram.1")
}
