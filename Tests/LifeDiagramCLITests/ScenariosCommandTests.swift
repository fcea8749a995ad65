import Foundation
import LifeDiagramModel
import LifeDiagramTestSupport
import Testing

/// `lifediagram scenarios`, run as a user runs it.
@Suite struct ScenariosCommandTests {
  let tool = BuiltBinary()
  /// In the test process, whose console can be a terminal of a given width.
  let terminal = InProcessTool()

  @Test func listsEveryScenarioWithItsModels() throws {
    let run = try tool.run(["scenarios"])
    #expect(run.status == 0)
    let lines = run.output.split(separator: "\n")
    #expect(lines.count == Catalog.builtIn.scenarios.count)
    #expect(lines.first?.hasPrefix("cold-launch ") == true)
    #expect(run.output.contains("relaunch-after-discard              scene "))
  }

  @Test func printsOneScenarioAsMarkdown() throws {
    let run = try tool.run(["scenarios", "cold-launch", "--model", "app"])
    #expect(run.status == 0)
    #expect(run.output.hasPrefix("## Cold launch to the foreground (app-based)"))
    #expect(run.output.contains("| # | Event | Call | State | Evidence |"))
    #expect(run.output.contains("| # | Notification |"))
  }

  /// A terminal gets plain aligned tables that fit it, with no Markdown; `--format md` keeps Markdown there, and a
  /// pipe gets Markdown as before (issue #47, item 7).
  @Test func aTerminalGetsAPlainTableThatFitsIt() throws {
    let run = try terminal.run(["scenarios", "cold-launch", "--model", "scene"], terminalWidth: 72)
    #expect(run.status == 0)
    #expect(run.output.hasPrefix("Cold launch to the foreground (scene-based)\n====="), "\(run.output)")
    let lines = run.output.split(separator: "\n")
    #expect(lines.contains { $0.hasPrefix("#  ") && $0.contains(" Event ") && $0.hasSuffix("ScenePhase") })
    #expect(lines.allSatisfy { $0.count <= 72 }, "\(lines.filter { $0.count > 72 })")
    #expect(!run.output.contains("<wbr>") && !run.output.contains("`") && !run.output.contains("| ---"))
    #expect(run.output.contains("SceneDelegate:") && run.output.contains("sceneDidBecomeActive(_:)"))
    let markdown = try terminal.run(["scenarios", "cold-launch", "--model", "scene", "--format", "md"], terminalWidth: 72)
    #expect(markdown.output == (try tool.run(["scenarios", "cold-launch", "--model", "scene"])).output)
    #expect(markdown.output.contains("| # | Event | Call | State | Evidence |"))
  }

  /// A model's text reaches a terminal with its control characters as pictures: an escape sequence in a summary
  /// cannot recolour or clear the screen.
  @Test func aTerminalNeverGetsAControlCharacterFromAModel() throws {
    let example = try String(
      contentsOf: BuiltBinary.root.appendingPathComponent("Examples/url-session-task.yaml"), encoding: .utf8)
    let summary = try #require(example.range(of: #"summary: [^\n]*"#, options: .regularExpression))
    let hostile = example.replacingCharacters(in: summary, with: #"summary: "Evil \e[31mRED\e[0m \x9B2J and \x07""#)
    let folder = try TemporaryFolder()
    try hostile.write(toFile: folder.path("evil.yaml"), atomically: true, encoding: .utf8)
    let run = try terminal.run(["scenarios", "--all", "--model-file", folder.path("evil.yaml")], terminalWidth: 90)
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.output.contains("Evil \u{241B}[31mRED\u{241B}[0m \\u{9B}2J and \u{2407}"), "\(run.output.prefix(300))")
    #expect(!run.output.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value) })
  }

  @Test func allAsJSONIsOneListOfEveryRun() throws {
    let run = try tool.run(["scenarios", "--all", "--format", "json"])
    #expect(run.status == 0)
    let list = try JSONSerialization.jsonObject(with: run.standardOutput) as! [[String: Any]]
    #expect(list.count == Catalog.builtIn.scenarios.flatMap(\.models).count)
  }

  @Test func csvAndMermaid() throws {
    let csv = try tool.run(["scenarios", "interruption", "--format", "csv"])
    #expect(csv.status == 0)
    #expect(csv.output.hasPrefix("scenario,model,#,event,receiver,call,system,notification,scene_phase,before_after,line,evidence\r\n"))
    let mermaid = try tool.run(["scenarios", "prewarm", "--model", "scene", "--format", "mermaid"])
    #expect(mermaid.output.hasPrefix("sequenceDiagram\n"))
  }

  /// Several Mermaid diagrams come as Markdown, one fenced block each (what GitHub and `mmdc -i x.md` render),
  /// never as one stream no renderer accepts.
  @Test func severalMermaidDiagramsAreFencedBlocks() throws {
    let all = try tool.run(["scenarios", "--all", "--format", "mermaid"])
    #expect(all.status == 0)
    let runs = try tool.run(["scenarios", "--all", "--format", "json"])
    let count = try #require(try JSONSerialization.jsonObject(with: runs.standardOutput) as? [Any]).count
    let blocks = all.output.components(separatedBy: "```mermaid\n").dropFirst()
    #expect(blocks.count == count)
    #expect(blocks.allSatisfy { $0.hasPrefix("sequenceDiagram\n") && $0.contains("```\n") })
  }

  @Test func unknownScenarioSuggestsTheNearestIDs() throws {
    let run = try tool.run(["scenarios", "cold-lunch"])
    #expect(run.status == 64)
    #expect(run.standardError.split(separator: "\n").count == 1)
    #expect(run.standardError.contains("unknown scenario 'cold-lunch'; did you mean 'cold-launch'"))
  }

  @Test func scenarioMissingFromAModelIsNamed() throws {
    let run = try tool.run(["scenarios", "second-scene-ipad", "--model", "app"])
    #expect(run.status == 64)
    #expect(run.standardError.contains("does not exist for the app model"))
  }

  @Test func imagesAreWrittenPerScenarioAndModel() throws {
    let folder = try TemporaryFolder()
    let run = try tool.run(["scenarios", "move-to-background", "--format", "svg", "-o", folder.url.path])
    #expect(run.status == 0, "\(run.standardError)")
    #expect(folder.listing() == [
      "move-to-background-app-sequence.svg", "move-to-background-scene-sequence.svg", "move-to-background-swiftui-sequence.svg",
    ])
  }
}
