import Foundation
import LifeDiagramTestSupport
import Testing

/// Where a user looks for help: `--help`, the hint in an error, shell completions, the scenario list.
@Suite struct HelpTests {
  let binary = try! BuiltBinary()

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
