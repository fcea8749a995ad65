import Foundation
import LifeDiagramTestSupport
import Testing

/// The built `lifediagram`, run as a user runs it.
@Suite struct CommandTests {
  let binary = BuiltBinary()

  @Test func rendersEveryBuiltInDiagramAsSVGByDefault() throws {
    let folder = try TemporaryFolder()
    let run = try binary.run(["-o", folder.url.path])
    #expect(run.status == 0, "\(run.standardError)")
    #expect(folder.listing() == ["app-lifecycle.svg", "scene-lifecycle.svg", "viewcontroller-lifecycle.svg"])
    #expect(run.standardError.isEmpty)
  }

  @Test func formatsCombineAndModelPicksOne() throws {
    let folder = try TemporaryFolder()
    let run = try binary.run(["--png", "--dot", "--pdf", "--svg", "--model", "scene", "-o", folder.url.path])
    #expect(run.status == 0, "\(run.standardError)")
    #expect(folder.listing() == ["scene-lifecycle.dot", "scene-lifecycle.pdf", "scene-lifecycle.png", "scene-lifecycle.svg"])
  }

  @Test func modelRepeatsToPickSeveral() throws {
    let folder = try TemporaryFolder()
    let run = try binary.run(["--svg", "--model", "scene", "--model", "app", "--model", "scene", "-o", folder.url.path])
    #expect(run.status == 0, "\(run.standardError)")
    #expect(folder.listing() == ["app-lifecycle.svg", "scene-lifecycle.svg"])
    #expect(run.output == "wrote \(folder.url.path)/scene-lifecycle.svg\nwrote \(folder.url.path)/app-lifecycle.svg\n")
  }

  @Test func outputFolderIsCreated() throws {
    let folder = try TemporaryFolder()
    let run = try binary.run(["--dot", "-o", folder.url.appendingPathComponent("a/b").path])
    #expect(run.status == 0)
    #expect(folder.listing().contains("a/b/app-lifecycle.dot"))
  }

  @Test func dashWritesOneDiagramToStandardOutput() throws {
    let run = try binary.run(["--dot", "--model", "app", "-o", "-"])
    #expect(run.status == 0)
    #expect(run.output.hasPrefix("digraph \"AppLifecycle\" {"))
  }

  @Test func dashWithTwoDiagramsIsRefused() throws {
    let run = try binary.run(["--svg", "-o", "-"])
    #expect(run.status == 64)
    #expect(run.standardError.split(separator: "\n").count == 1)
    #expect(run.standardError.contains("'-o -'"))
  }

  @Test func versionNamesGraphviz() throws {
    let run = try binary.run(["--version"])
    #expect(run.status == 0)
    #expect(run.output.hasPrefix("lifediagram "))
    #expect(run.output.contains("Graphviz "))
  }

  @Test func modelPrintsJSONAndMarkdown() throws {
    let json = try binary.run(["model", "scene", "--format", "json"])
    #expect(json.status == 0)
    #expect(json.output.contains("\"kind\": \"system-automatic\""))
    let md = try binary.run(["model", "app", "--format", "md"])
    #expect(md.status == 0)
    #expect(md.output.hasPrefix("# App-based life cycle"))
  }

  /// The interchange formats print from the command line; they are in the model's English, so `--lang` is refused.
  @Test func modelPrintsForOtherStateMachineTools() throws {
    let starts = ["mermaid-state": "stateDiagram-v2\n", "plantuml": "@startuml\n", "scxml": "<?xml", "xstate": "{\n  \"id\": \"scene\""]
    for (format, start) in starts {
      let run = try binary.run(["model", "scene", "--format", format])
      #expect(run.status == 0, "\(format): \(run.standardError)")
      #expect(run.output.hasPrefix(start), "\(format)")
    }
    let korean = try binary.run(["model", "app", "--format", "plantuml", "--lang", "ko"])
    #expect(korean.status == 64)
    #expect(korean.standardError.contains("--format plantuml is written in the model's own English"), "\(korean.standardError)")
  }

  /// Graphviz without its plugin configuration: one clear line naming the fix, exit 69, nothing written.
  @Test func missingPluginConfigurationIsOneClearError() throws {
    let folder = try TemporaryFolder()
    let empty = try TemporaryFolder()
    let run = try binary.run(["-o", folder.url.path], environment: ["GVBINDIR": empty.url.path])
    #expect(run.status == 69)
    let lines = run.standardError.split(separator: "\n")
    #expect(lines.count == 1, "\(run.standardError)")
    #expect(run.standardError.contains("plugin configuration"))
    #expect(run.standardError.contains("dot -c"))
    #expect(folder.listing().isEmpty)
  }

  @Test func unknownFlagIsOneLine() throws {
    let run = try binary.run(["--svgg"])
    #expect(run.status == 64)
    #expect(run.standardError.split(separator: "\n").count == 1)
    #expect(run.standardError.contains("--svgg"))
  }
}
