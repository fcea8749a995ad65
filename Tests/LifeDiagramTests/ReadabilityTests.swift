import Foundation
import LifeDiagram
import LifeDiagramModel
import LifeDiagramTestSupport
import Testing

/// What a reader sees carries no internal ids, numbers the same steps everywhere and names the scene of a step.
@Suite struct ReadabilityTests {
  /// Every page and image docs writes, as text (images by their SVG, which holds every label; a PNG's
  /// compressed bytes would match a pattern by chance): read from the tree DocsTests draws once.
  private func everything() throws -> [(path: String, text: String)] {
    let root = try DocsTests().generated().url
    let files = FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? []
    return try files.filter { $0.hasSuffix(".md") || $0.hasSuffix(".svg") }.sorted().map {
      ($0, try String(contentsOf: root.appendingPathComponent($0), encoding: .utf8))
    }
  }

  /// No page or image shows a rule's id as `+ id`, `(id only)` or `` `id` ``, a transition's as `` `id` ``, or the
  /// reference's shorthand (`T-s`, `T-a`, `§`). Each text is split once at those marks rather than searched once
  /// per id: the same findings, in one pass.
  @Test func noInternalIDsInWhatUsersRead() throws {
    let ruleIDs = Set(Catalog.builtIn.lifecycles.flatMap(\.rules).map(\.id.rawValue))
    let codeIDs = ruleIDs.union(Catalog.builtIn.lifecycles.flatMap(\.transitions).map(\.id.rawValue))
    for (path, text) in try everything() {
      let code = Set(text.components(separatedBy: "`").dropFirst().dropLast()).intersection(codeIDs)
      #expect(code.isEmpty, "\(path) contains \(code.sorted().map { "`\($0)`" })")
      let only = text.components(separatedBy: " only)").dropLast().compactMap { $0.components(separatedBy: "(").last }
      let onlyIDs = Set(only).intersection(ruleIDs)
      #expect(onlyIDs.isEmpty, "\(path) contains \(onlyIDs.sorted().map { "(\($0) only)" })")
      for piece in text.components(separatedBy: "+ ").dropFirst() {
        for id in ruleIDs where piece.hasPrefix(id) { #expect(Bool(false), "\(path) contains '+ \(id)'") }
      }
      for shorthand in ["T-s", "T-a", "§"] { #expect(!text.contains(shorthand), "\(path) contains '\(shorthand)'") }
    }
  }

  /// The path image, its Mermaid twin, the table and the sequence diagram number a step alike: by table row.
  @Test func pathNumbersAreTableRows() throws {
    for run in try ScenarioRuns.all(in: .builtIn) {
      let numbers = run.path.values.flatMap { $0 }.sorted()
      #expect(numbers == run.rows.filter { $0.transition != nil }.map(\.index), "\(run.scenario.id)")
      for number in numbers { #expect(run.mermaidPath.contains("|\"\(number)\"|"), "\(run.scenario.id)") }
    }
  }

  @Test func systemRowsOfAMultiSceneScenarioNameTheirScene() throws {
    let run = try #require(try ScenarioRuns.all(in: .builtIn).first { $0.scenario.id == "second-scene-ipad" })
    let snapshots = run.rows.filter { $0.step.systemText?.contains("snapshot") == true }
    #expect(snapshots.count == 2)
    let table = run.markdownTable().markdown
    #expect(table.contains("| System (scene 1): *The system takes the app-switcher snapshot*"))
    #expect(table.contains("| System (scene 2): *The system takes the app-switcher snapshot*"))
    #expect(run.mermaid().contains("Note over SD1,SD2: Background → Suspended"))
  }

  /// The legend explains only what the picture shows: no `+` line, no word about it.
  @Test func legendMentionsOnlyWhatThePictureShows() {
    let app = Catalog.builtIn.lifecycle(.app)!.diagram().dotSource
    #expect(!app.contains("a line with +"))
    let scene = Catalog.builtIn.lifecycle(.scene)!.diagram().dotSource
    #expect(scene.contains("a line with +"))
    // The legend's line wraps to fit a wiki's column: the rule, then its call on the next line.
    #expect(scene.contains("+ configuration, if new session:\\l      application(_:configurationForConnecting:options:)"))
    #expect(!Catalog.builtIn.lifecycle(.scene)!.diagram(DiagramOptions(showsLabels: false)).dotSource.contains("labels:"))
  }

  /// A path's labels show the calls this scenario made, not the ones its transitions make in other cases.
  @Test func pathLabelsShowOnlyThisScenariosCalls() throws {
    let run = try #require(try ScenarioRuns.all(in: .builtIn).first { $0.scenario.id == "second-scene-ipad" })
    let dot = run.pathDiagram().dotSource
    #expect(dot.contains("step 4\\napplication(_:configurationForConnecting:options:)\\nscene(_:willConnectTo:options:)"))
    #expect(!dot.contains("launch calls") && !dot.contains("discarded sessions"))
    #expect(dot.contains("steps 8, 11"))
  }
}
