import Foundation
import LifeDiagram
import LifeDiagramModel
import LifeDiagramModelFile
import LifeDiagramTestSupport
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Text from a model or translation file stays text in every output: an injection corpus is put into every text
/// field the model-file schema has (and every entry of a translation's `terms` and `model` tables), the docs,
/// the scenario sections, the model reference and the images are written from it, and no payload may come out as
/// a link, an image, a heading, a list, an HTML tag or entity, a link definition, a table break, a Mermaid
/// directive, an SVG attribute or a Graphviz escape.
@Suite struct UntrustedTextTests {
  let engine = try! Graphviz.shared.get()

  /// The corpus: each payload is written in front of every text field's own text (a block marker only acts at
  /// the start of a line). Every one carries `INJECTED`, so the checks can tell it from the tool's own markup.
  static let payloads = [
    "[INJECTED](javascript:alert(1))", "![INJECTED](javascript:alert(1))", "<script>INJECTED</script>",
    "<details open ontoggle=alert(1)>INJECTED", "<img src=x onerror=alert(1)>INJECTED", "# HEADING-INJECTED",
    "- LIST-INJECTED", "1. LIST-INJECTED", "> QUOTE-INJECTED", "| TABLE-INJECTED | cell |",
    "%%{init: {'theme':'dark'}}%% MERMAID-INJECTED", "``` FENCE-INJECTED", "` INJECTED", "\\[INJECTED](javascript:alert(1))",
    "&lt;b&gt;INJECTED", "INJECTED\n\n# HEADING-INJECTED", "INJECTED\n[ref]: javascript:alert(1)",
    "INJECTED\n<script>x</script>", "INJECTED\n- LIST-INJECTED", "\\N \\G \\L INJECTED", "\" onload=\"alert(1) INJECTED",
    "x\u{1B}[31mINJECTED",
  ]

  // MARK: Model files

  @Test(arguments: payloads)
  func everyTextFieldOfAModelFileStaysTextInMarkdown(_ payload: String) throws {
    let catalog = try Self.hostileCatalog(payload)
    var pages: [(String, String)] = []
    for file in try DocsPlan(catalog: catalog).files() where file.relativePath.hasSuffix(".md") {
      var warnings: [GraphvizWarning] = []
      pages.append((file.relativePath, String(decoding: try file.bytes(using: engine, warnings: &warnings), as: UTF8.self)))
    }
    let model = try #require(catalog.lifecycle(LifecycleID("url-session-task")))
    pages.append(("model --format md", model.markdownReference()))
    for run in try ScenarioRuns.all(in: catalog) where run.model == model.id {
      pages.append(("scenarios \(run.scenario.id)", run.markdownSection()))
    }
    #expect(pages.contains { $0.1.contains("INJECTED") }, "the payload reaches the pages")
    for (name, text) in pages {
      let findings = MarkdownInspector.liveMarkup(in: text)
      #expect(findings.isEmpty, "\(name) with \(payload.debugDescription): \(findings)")
    }
  }

  @Test(arguments: ["\\N \\G \\L INJECTED", "\" onload=\"alert(1) INJECTED", "<script>INJECTED</script> & ]]>", "x\u{1B}\u{7}y"])
  func everyTextFieldOfAModelFileStaysTextInSVGAndDOT(_ payload: String) throws {
    let catalog = try Self.hostileCatalog(payload)
    let model = try #require(catalog.lifecycle(LifecycleID("url-session-task")))
    var graphs = [model.diagram(), model.diagram(DiagramOptions(showsAllTransitions: true))]
    for run in try ScenarioRuns.all(in: catalog) where run.model == model.id {
      graphs += [run.sequenceDiagram(), run.pathDiagram()]
    }
    for graph in graphs {
      let svg = String(decoding: try engine.render(graph, as: .svg), as: UTF8.self)
      let parsed = SVGInspection(svg)
      #expect(parsed.error == nil, "\(graph.name): \(parsed.error ?? "")")
      #expect(parsed.attributes.allSatisfy { !$0.lowercased().hasPrefix("on") }, "\(graph.name): \(parsed.attributes)")
      #expect(!parsed.elements.contains("script"), "\(graph.name): a script element from the payload")
      if payload.hasPrefix("\\N") { #expect(svg.contains("\\N \\G \\L INJECTED"), "\(graph.name): Graphviz read \\N as an escape") }
      let dot = try engine.render(graph, as: .dot)
      #expect(!dot.isEmpty)
    }
  }

  @Test func aSourceLinksOnlyToAWebAddress() throws {
    for url in ["javascript:alert(document.domain)", "data:text/html,x", "JAVASCRIPT:alert(1)", "https://a.example/<x>", "//a.example", "ftp://a.example"] {
      let yaml = Self.exampleYAML.replacingOccurrences(
        of: "url: https://developer.apple.com/documentation/foundation/urlsessiontask/state", with: "url: '\(url)'")
      #expect(throws: InvalidModelFile.self, "\(url)") {
        try ModelFile.load(fileName: "x.yaml", bytes: Array(yaml.utf8), joining: .builtIn)
      }
    }
  }

  @Test func aLineBreakInAOneLineFieldIsRefusedWhereItIs() throws {
    let yaml = Self.exampleYAML.replacingOccurrences(of: "    name: Running\n", with: "    name: \"Run\\n# INJECTED\"\n")
    let problems = try #require(throws: InvalidModelFile.self) {
      try ModelFile.load(fileName: "x.yaml", bytes: Array(yaml.utf8), joining: .builtIn)
    }.problems.map(\.description)
    #expect(problems == ["x.yaml:21:11: states[1].name: holds a line break; write it on one line"])
  }

  // MARK: Numbers

  @Test(arguments: [
    ("position: {row: 4611686018427387904, column: 0}", "states[0].position.row: expected an integer from 0 to 9"),
    ("position: {row: 0, column: -1}", "states[0].position.column: expected an integer from 0 to 9"),
    ("position: {row: 0, column: 99999999999999999999999}", "states[0].position.column: expected an integer from 0 to 9"),
    ("rawValue: 9223372036854775807", "states[0].rawValue: expected an integer from -2147483648 to 2147483647"),
  ])
  func aNumberOutOfRangeIsRefusedWhereItIs(_ line: String, _ problem: String) throws {
    let yaml = Self.exampleYAML.replacingOccurrences(of: "    rawValue: 1\n", with: "    \(line)\n", options: [], range: nil)
    let problems = try #require(throws: InvalidModelFile.self) {
      try ModelFile.load(fileName: "x.yaml", bytes: Array(yaml.utf8), joining: .builtIn)
    }.problems.map(\.description)
    #expect(problems.count == 1 && problems[0].hasPrefix("x.yaml:") && problems[0].contains(problem), "\(problems)")
  }

  // MARK: Size

  @Test func aModelAboveTheLimitsIsRefusedNamingTheLimitAndTheFix() throws {
    let states = (0..<201).map { "  - {id: s\($0), name: S\($0), role: active, meaning: A state.}" }
    let transitions = (0..<200).map { "  - {from: s\($0), to: s\($0 + 1), trigger: Next., kind: event-driven}" }
    let yaml = """
      schemaVersion: 1
      id: chain
      title: Chain
      shortTitle: chain
      delegateProtocol: ChainDelegate
      graphName: Chain
      releases: any
      initialState: s0
      states:
      \(states.joined(separator: "\n"))
      transitions:
      \(transitions.joined(separator: "\n"))

      """
    let problems = try #require(throws: InvalidModelFile.self) {
      try ModelFile.load(fileName: "chain.yaml", bytes: Array(yaml.utf8), joining: .builtIn)
    }.problems.map(\.description)
    #expect(problems.count == 1 && problems[0].hasSuffix("states: 201 states, more than the 200 allowed: \(ModelLimits.fix)"), "\(problems)")
    #expect(problems.first?.contains("--no-size-limits") == true)
    _ = try ModelFile.load(fileName: "chain.yaml", bytes: Array(yaml.utf8), joining: .builtIn, limits: .none)
  }

  @Test func aTextLongerThanTheLimitIsRefused() throws {
    let long = String(repeating: "a", count: SchemaShape.maximumTextLength + 1)
    let yaml = Self.exampleYAML.replacingOccurrences(
      of: "    meaning: The session is servicing the task.\n", with: "    meaning: \(long)\n")
    let problems = try #require(throws: InvalidModelFile.self) {
      try ModelFile.load(fileName: "x.yaml", bytes: Array(yaml.utf8), joining: .builtIn)
    }.problems.map(\.description)
    #expect(problems == ["x.yaml:25:14: states[1].meaning: the text is 2001 characters long; a value may have at most 2000"])
  }

  // MARK: Translation files

  @Test func theTermsAndModelWordsOfATranslationFileStayTextInMarkdown() throws {
    var hostile = Translation.korean
    hostile.name = "<script>INJECTED</script> [INJECTED](javascript:alert(1))"
    for (index, key) in hostile.terms.keys.sorted().enumerated() {
      hostile.terms[key] = Self.payloads[index % Self.payloads.count].replacingOccurrences(of: "\n", with: " ") + " " + hostile.terms[key]!
    }
    for (index, key) in hostile.model.keys.sorted().enumerated() {
      hostile.model[key] = Self.payloads[index % Self.payloads.count].replacingOccurrences(of: "\n", with: " ") + " " + hostile.model[key]!
    }
    // Through the file format, as a user's file comes in.
    let loaded = try TranslationFile.load(fileName: "ko.yaml", bytes: Array(TranslationFile.yamlText(hostile).utf8))
    let catalog = try Catalog.builtIn.translated(loaded)
    let plan = DocsPlan(catalog: catalog, words: Words(loaded), languages: [.english, loaded])
    var checked = 0
    for file in try plan.files() where file.relativePath.hasSuffix(".md") {
      var warnings: [GraphvizWarning] = []
      let text = String(decoding: try file.bytes(using: engine, warnings: &warnings), as: UTF8.self)
      let findings = MarkdownInspector.liveMarkup(in: text)
      #expect(findings.isEmpty, "\(file.relativePath): \(findings)")
      checked += text.contains("INJECTED") ? 1 : 0
    }
    #expect(checked > 10)
  }

  @Test(arguments: [
    ("font: 'DejaVu Sans\" onload=\"alert(1)'", "font: the font contains '\"'"),
    ("font: 'A&B'", "font: the font contains '&'"),
    ("svgFallbackFonts: ['x\" onmouseover=\"alert(1)', 'a<b']", "svgFallbackFonts[0]: the font contains '\"'"),
    ("strings: {\"Home\": \"[홈](javascript:alert(1))\"}", "strings.'Home': has 1 '[' where the English has 0"),
    ("strings: {\"Home\": \"<b>홈</b>\"}", "strings.'Home': has 2 '<' where the English has 0"),
    ("strings: {\"Home\": \"# 홈\"}", "strings.'Home': starts with '#'"),
    ("strings: {\"Home\": \"홈\\n# INJECTED\"}", "strings.'Home': holds a line break"),
    ("terms: {\"Active\": \"활성\\n[ref]: javascript:x\"}", "terms.'Active': holds a line break"),
    ("strings: {\"Sources: {ids}.\": \"출처: {ids} [x](javascript:y)\"}", "has 1 '[' where the English has 0"),
  ])
  func aTranslationFileCannotCarryMarkupIntoAnAttributeOrAPage(_ line: String, _ problem: String) throws {
    let yaml = "language: ja\nname: 日本語\n\(line)\n"
    let problems = try #require(throws: InvalidTranslationFile.self) {
      try TranslationFile.load(fileName: "ja.yaml", bytes: Array(yaml.utf8))
    }.problems.map(\.description)
    #expect(problems.contains { $0.hasPrefix("ja.yaml:3:") && $0.contains(problem) }, "\(problems)")
  }

  @Test func anAliasBombInATranslationFileIsRefusedAtOnce() throws {
    var yaml = "language: ja\nname: J\nterms:\n  a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
    for level in 1...11 { yaml += "  a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]\n" }
    let problems = try #require(throws: InvalidTranslationFile.self) {
      try TranslationFile.load(fileName: "bomb.yaml", bytes: Array(yaml.utf8))
    }.problems.map(\.description)
    #expect(problems.allSatisfy { $0.hasPrefix("bomb.yaml:") }, "\(problems)")
  }

  @Test func aTranslationFileHasTheModelFilesCapAndMessages() throws {
    let big = Array("language: ja\nname: J\nmodel: {a: \"\(String(repeating: "x", count: 2 * 1024 * 1024))\"}\n".utf8)
    let tooBig = try #require(throws: InvalidTranslationFile.self) { try TranslationFile.load(fileName: "big.yaml", bytes: big) }
    #expect(tooBig.description.contains("a translation file may be at most 2 MiB"), "\(tooBig)")
    let syntax = try #require(throws: InvalidTranslationFile.self) {
      try TranslationFile.load(fileName: "bad.yaml", bytes: Array("language: ja\nname: [\n".utf8))
    }
    #expect(syntax.description.hasPrefix("bad.yaml:3:1: "), "\(syntax)")
    #expect(!syntax.description.contains("model file"), "\(syntax)")
  }

  // MARK: Helpers

  static let exampleYAML = try! String(
    contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Examples/url-session-task.yaml"), encoding: .utf8)

  /// A catalog of the example model alone (the built-ins' pages are the translation test's), every text field of
  /// which starts with `payload` (a one-line field gets the payload's line breaks as spaces).
  static func hostileCatalog(_ payload: String) throws -> Catalog {
    let example = try ModelFile.load(fileName: "example.yaml", bytes: Array(exampleYAML.utf8), joining: .builtIn)
    let json = try JSONSerialization.jsonObject(with: Data(try example.jsonText().utf8))
    let hostile = SchemaWalk(payload: payload).transform(json, .object(ModelFileSchema.modelFile))
    let bytes = try JSONSerialization.data(withJSONObject: hostile, options: [.sortedKeys])
    let empty = Catalog(lifecycles: [], scenarios: [])
    return empty.adding(try ModelFile.load(fileName: "hostile.json", bytes: Array(bytes), joining: empty))
  }
}

/// Puts a payload in front of every free-text value of a model file, guided by the schema.
private struct SchemaWalk {
  let payload: String

  func transform(_ value: Any, _ shape: SchemaShape) -> Any {
    switch (shape, value) {
    case (.string(nil), let text as String): return payload + " " + text
    case (.string(let format?), let text as String) where format.pattern == StringFormat.line.pattern:
      return payload.replacingOccurrences(of: "\n", with: " ") + " " + text
    case (.list(let element, _), let items as [Any]): return items.map { transform($0, element) }
    case (.object(let object), let members as [String: Any]):
      var result = members
      for (key, member) in members {
        if let property = object.property(key), !property.isReadOnly { result[key] = transform(member, property.shape) }
      }
      return result
    default: return value
    }
  }
}

/// What a Markdown renderer would turn into markup in a page: reads the page as GitHub's Markdown does, as far as
/// the corpus needs.
enum MarkdownInspector {
  static func liveMarkup(in text: String) -> [String] {
    var findings: [String] = []
    var fence: String?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      let trimmed = line.drop { $0 == " " }
      // The tool's own HTML (a picture's sources, its alt text escaped as XML) is not read as Markdown.
      if trimmed.hasPrefix("<img src=\"") || trimmed.hasPrefix("<source srcset=\"") { continue }
      if let open = fence {
        if trimmed.hasPrefix("```") && trimmed.allSatisfy({ $0 == "`" }) {
          fence = nil
          continue
        }
        if open == "mermaid" && (trimmed.hasPrefix("%%") || trimmed.contains("```")) { findings.append("mermaid: \(line)") }
        continue
      }
      if trimmed.hasPrefix("```") {
        if trimmed.contains("INJECTED") { findings.append("fence: \(line)") }
        fence = String(trimmed.dropFirst(3))
        continue
      }
      let blocks = [
        "^(#{1,6}[ \\t]+)+HEADING-INJECTED", "^([-+*][ \\t]+)+LIST-INJECTED", "^([-+*][ \\t]+)*[0-9]+[.)][ \\t]+LIST-INJECTED",
        "^(>[ \\t]*)+QUOTE-INJECTED", "^\\|[ \\t]*TABLE-INJECTED", "^%%", "^\\[ref\\]:",
      ]
      for block in blocks where "#-+*>|%[0123456789".contains(trimmed.first ?? " ")
        && String(trimmed).range(of: block, options: .regularExpression) != nil
      {
        findings.append("block: \(line)")
      }
      findings += inlineMarkup(in: line)
    }
    return findings
  }

  /// Links, images and HTML that a line holds outside its code spans, counting a backslash escape.
  private static func inlineMarkup(in line: String) -> [String] {
    var findings: [String] = []
    let characters = Array(line)
    var index = 0
    var inCode = 0
    while index < characters.count {
      let character = characters[index]
      if character == "\\" && inCode == 0 {
        index += 2
        continue
      }
      if character == "`" {
        let run = characters[index...].prefix { $0 == "`" }.count
        if inCode == 0 {
          if closes(run, characters, from: index + run) { inCode = run }
        } else if run == inCode {
          inCode = 0
        }
        index += run
        continue
      }
      if inCode == 0, "]<&|\u{1B}".contains(character) {
        let rest = String(characters[index..<min(characters.count, index + 40)])
        if character == "]" && (rest.hasPrefix("](javascript:") || rest.hasPrefix("](data:")) { findings.append("link: \(line)") }
        if character == "<", ["<script", "</script", "<details", "<img src=x", "<b>"].contains(where: rest.hasPrefix) {
          findings.append("html: \(line)")
        }
        if character == "&" && rest.hasPrefix("&lt;b&gt;INJECTED") { findings.append("entity: \(line)") }
        if character == "|" && rest.hasPrefix("| TABLE-INJECTED") { findings.append("table: \(line)") }
        if character == "\u{1B}" { findings.append("control: \(line)") }
      }
      index += 1
    }
    return findings
  }

  private static func closes(_ run: Int, _ characters: [Character], from start: Int) -> Bool {
    var index = start
    while index < characters.count {
      if characters[index] == "`" {
        let length = characters[index...].prefix { $0 == "`" }.count
        if length == run { return true }
        index += length
      } else {
        index += 1
      }
    }
    return false
  }
}

/// An SVG read as XML: the parser's complaint, if any, and every element and attribute name in it.
final class SVGInspection: NSObject, XMLParserDelegate {
  private(set) var error: String?
  private(set) var elements: Set<String> = []
  private(set) var attributes: Set<String> = []

  init(_ svg: String) {
    super.init()
    let parser = XMLParser(data: Data(svg.utf8))
    parser.delegate = self
    if !parser.parse() { error = "\(parser.parserError.map { "\($0)" } ?? "not XML") at line \(parser.lineNumber)" }
  }

  func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    elements.insert(name)
    self.attributes.formUnion(attributes.keys)
  }
}

extension UntrustedTextTests {
  @Test func aTransitionWithTooManyStepsIsRefusedWhereItIs() throws {
    let steps = (0..<21).map { "      - {call: m\($0)(_:), receiver: URLSessionTaskDelegate}" }.joined(separator: "\n")
    let yaml = Self.exampleYAML.replacingOccurrences(
      of: "    trigger: The app calls suspend().\n", with: "    trigger: The app calls suspend().\n    steps:\n\(steps)\n")
    let problems = try #require(throws: InvalidModelFile.self) {
      try ModelFile.load(fileName: "x.yaml", bytes: Array(yaml.utf8), joining: .builtIn)
    }.problems.map(\.description)
    #expect(problems.count == 1 && problems[0].contains("transitions[1].steps: 21 steps, more than the 20 allowed"), "\(problems)")
  }

  @Test func aScenarioThatMakesTooManyCallsIsRefused() throws {
    let example = try ModelFile.load(fileName: "x.yaml", bytes: Array(Self.exampleYAML.utf8), joining: .builtIn)
    var scenario = try #require(example.scenarios.first { $0.id == "pause-and-resume" })
    let pair = Array(scenario.variants[0].events.prefix(2))  // resume, suspend: a row each, back where it started
    scenario.variants[0].events = Array(repeating: pair, count: 501).flatMap { $0 }
    let error = try #require(throws: SimulationError.self) { try Simulator(example.lifecycle).run(scenario) }
    #expect(error.reason.contains("more than 1000 calls"), "\(error)")
    scenario.variants[0].events = Array(repeating: pair, count: 400).flatMap { $0 }
    #expect(try Simulator(example.lifecycle).run(scenario).rows.count == 800)
  }
}
