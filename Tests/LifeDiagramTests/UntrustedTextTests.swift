import Foundation
import LifeDiagram
import LifeDiagramGraphviz
import LifeDiagramDocs
import LifeDiagramModel
import LifeDiagramModelFile
import LifeDiagramOutput
import LifeDiagramTestSupport
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Text from a model or translation file stays text in every output: an injection corpus is put into every text
/// field the model-file schema has (and every entry of a translation's `terms` and `model` tables), the docs,
/// the scenario sections, the model reference and the images are written from it, and no payload may come out as
/// a link (GitHub's autolink of a bare address included), an image, a heading, a list, an HTML tag or entity, a
/// link definition, a table break, a Mermaid directive, an SVG attribute, a Graphviz escape or a raw control
/// character a terminal would obey (C0 or C1).
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
    // A link's end and an image, then addresses GitHub links wherever it finds them in text.
    "https://x.test/a)![INJECTED](https://evil.test/i.png)[INJECTED](https://evil.test", "https://evil.test/INJECTED",
    "www.evil.test INJECTED", "someone@evil.test INJECTED", "mailto:someone@evil.test INJECTED",
    // C1 controls: U+009B is the 8-bit CSI, U+0085 (NEL) a line break.
    "x\u{9B}31mINJECTED", "x\u{85}INJECTED", "x\u{80}INJECTED",
  ]

  /// Whether the text holds a C1 control (U+0080 … U+009F).
  static func hasC1(_ text: String) -> Bool {
    text.unicodeScalars.contains { (0x80...0x9F).contains($0.value) }
  }

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
    // A translation is one line (NEL included); a C1 control cannot go through the file as it is printed
    // (``c1ControlsInATranslationAreShownAsTheirCodes()`` puts them in).
    let payloads = Self.payloads.filter { !Self.hasC1($0) }.map(Self.oneLine)
    var hostile = Translation.korean
    hostile.name = "<script>INJECTED</script> [INJECTED](javascript:alert(1))"
    for (index, key) in hostile.terms.keys.sorted().enumerated() {
      hostile.terms[key] = payloads[index % payloads.count] + " " + hostile.terms[key]!
    }
    for (index, key) in hostile.model.keys.sorted().enumerated() {
      hostile.model[key] = payloads[index % payloads.count] + " " + hostile.model[key]!
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
    ("strings: {\"Home\": \"홈 www.evil.test\"}", "strings.'Home': holds 'www.' where the English does not"),
    ("strings: {\"Home\": \"홈 https://evil.test\"}", "strings.'Home': holds '://' where the English does not"),
    ("strings: {\"Home\": \"홈 someone@evil.test\"}", "strings.'Home': holds '@' where the English does not"),
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
    let data = try JSONSerialization.data(withJSONObject: hostile, options: [.sortedKeys])
    // A file holds a C1 control only as an escape (`\u009B`), as a user writes one.
    let bytes = String(decoding: data, as: UTF8.self).unicodeScalars.map { scalar in
      (0x80...0x9F).contains(scalar.value) ? "\\u00" + String(scalar.value, radix: 16, uppercase: true) : String(scalar)
    }.joined()
    let empty = Catalog(lifecycles: [], scenarios: [])
    return empty.adding(try ModelFile.load(fileName: "hostile.json", bytes: Array(bytes.utf8), joining: empty))
  }

  /// The payload on one line, as a one-line field or a translation holds it: each line break a space.
  static func oneLine(_ payload: String) -> String {
    payload.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\u{85}", with: " ")
  }
}

/// Puts a payload in front of every free-text value of a model file, guided by the schema.
private struct SchemaWalk {
  let payload: String

  func transform(_ value: Any, _ shape: SchemaShape) -> Any {
    switch (shape, value) {
    case (.string(nil), let text as String): return payload + " " + text
    case (.string(let format?), let text as String) where format.pattern == StringFormat.line.pattern:
      return UntrustedTextTests.oneLine(payload) + " " + text
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
    var findings = controls(in: text)
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
      findings += autolinks(in: line)
    }
    return findings
  }

  /// The control characters a terminal would obey, raw anywhere in the page (code and diagrams included): C0
  /// but the line feed and the tab, DEL, and C1 (U+009B is the 8-bit CSI).
  static func controls(in text: String) -> [String] {
    text.unicodeScalars.filter { ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F...0x9F).contains($0.value) }
      .map { "control: U+" + String($0.value, radix: 16, uppercase: true) }
  }

  /// What GitHub would link in a line without any markup: GFM's extended autolinks (`https://`, `http://`,
  /// `ftp://`, `www.`, an e-mail address), which it finds only within a run of text (``textRuns(in:)``). Looser
  /// than GitHub (any `www.` after a non-alphanumeric, any domain), so it finds every address GitHub would link.
  static func autolinks(in line: String) -> [String] {
    let patterns = ["(?i)(https?|ftp)://", "(?i)(^|[^A-Za-z0-9])www\\.", "[A-Za-z0-9._+-]@[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]"]
    return textRuns(in: line).filter { run in patterns.contains { run.range(of: $0, options: .regularExpression) != nil } }
      .map { "autolink: \($0) in \(line)" }
  }

  /// Just past the `)` of the image `![alt](target)` that starts at `start` (the alt's escaped `\]` skipped), or nil.
  static func imageEnd(from start: Int, in characters: [Character]) -> Int? {
    var index = start + 2
    while index + 1 < characters.count {
      if characters[index] == "\\" {
        index += 2
        continue
      }
      if characters[index] == "]" {
        guard characters[index + 1] == "(", let close = characters[index...].firstIndex(of: ")") else { return nil }
        return close + 1
      }
      index += 1
    }
    return nil
  }

  /// The runs of plain text of a line, as GitHub's autolinker reads them: backslash escapes and entities read as
  /// characters, and a run ended by a code span, an HTML tag (`<wbr>`) or a link's target, none of which it reads.
  static func textRuns(in line: String) -> [String] {
    let characters = Array(line)
    var runs: [String] = []
    var run = ""
    func endRun() {
      if !run.isEmpty { runs.append(run) }
      run = ""
    }
    var index = 0
    while index < characters.count {
      let character = characters[index]
      let next = index + 1 < characters.count ? characters[index + 1] : nil
      if character == "!", next == "[", let end = imageEnd(from: index, in: characters) {
        // An image's alt text becomes its `alt` attribute, plain text GitHub links nothing in.
        endRun()
        index = end
      } else if character == "\\", let next {
        run.append(next)
        index += 2
      } else if character == "`", let close = closingIndex(of: index, in: characters) {
        endRun()
        index = close
      } else if character == "<", let next, next.isLetter || next == "/" || next == "!",
        let close = characters[index...].firstIndex(of: ">")
      {
        endRun()
        index = close + 1
      } else if character == "]", next == "(" {
        run.append(character)
        endRun()
        index = characters[index...].firstIndex(of: ")").map { $0 + 1 } ?? characters.count
      } else if character == "&", let semicolon = characters[index...].prefix(10).firstIndex(of: ";"),
        characters[(index + 1)..<semicolon].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "#" })
      {
        run.append("\u{FFFD}")  // the character it stands for, none of which is a letter or a digit
        index = semicolon + 1
      } else {
        run.append(character)
        index += 1
      }
    }
    endRun()
    return runs
  }

  /// The index just past the code span that opens at `start`, or nil when no run of as many backticks closes it.
  private static func closingIndex(of start: Int, in characters: [Character]) -> Int? {
    let run = characters[start...].prefix { $0 == "`" }.count
    var index = start + run
    while index < characters.count {
      guard characters[index] == "`" else {
        index += 1
        continue
      }
      let length = characters[index...].prefix { $0 == "`" }.count
      if length == run { return index + length }
      index += length
    }
    return nil
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
        if character == "]" && rest.hasPrefix("](") && rest.prefix(while: { $0 != ")" }).contains("evil") {
          findings.append("link to the payload's address: \(line)")
        }
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

// MARK: Links, addresses and C1 controls

extension UntrustedTextTests {
  /// A source's address is valid however many `)`, `]` and `!` it holds (`https:`, no space, quote or angle
  /// bracket), so the sources page writes it with brackets and unpaired parentheses percent-encoded: one link, to
  /// the address the file gives (balanced parentheses, as in Apple's and Wikipedia's addresses, stay).
  @Test(arguments: [
    (
      "https://x.test/a)![i](https://evil.test/i.png)[y](https://evil.test",
      "https://x.test/a%29!%5Bi%5D(https://evil.test/i.png)%5By%5D%28https://evil.test"
    ),
    ("https://en.wikipedia.org/wiki/Swift_(programming_language)", "https://en.wikipedia.org/wiki/Swift_(programming_language)"),
    ("https://x.test/a(b", "https://x.test/a%28b"),
    ("https://developer.apple.com/documentation/foundation/urlsessiontask/state", "https://developer.apple.com/documentation/foundation/urlsessiontask/state"),
  ])
  func aSourceAddressIsOneLinkWhateverItHolds(_ url: String, _ target: String) throws {
    let yaml = Self.exampleYAML.replacingOccurrences(
      of: "url: https://developer.apple.com/documentation/foundation/urlsessiontask/state", with: "url: '\(url)'")
    let empty = Catalog(lifecycles: [], scenarios: [])
    let catalog = empty.adding(try ModelFile.load(fileName: "x.yaml", bytes: Array(yaml.utf8), joining: empty))
    let file = try #require(try DocsPlan(catalog: catalog).files().first { $0.relativePath == "sources.md" })
    var warnings: [GraphvizWarning] = []
    let page = String(decoding: try file.bytes(using: engine, warnings: &warnings), as: UTF8.self)
    let line = try #require(page.split(separator: "\n").first { $0.contains("**AT1**") })
    #expect(line.hasSuffix("[URLSessionTask.State](\(target))"), "\(line)")
    #expect(line.components(separatedBy: "](").count == 2 && !line.contains("!["), "\(line)")
  }

  @Test func aLinkTargetIsAWebAddressWithNothingThatEndsIt() {
    #expect(Markdown.linkTarget("javascript:alert(1)") == nil)
    #expect(Markdown.linkTarget("data:text/html,x") == nil)
    #expect(Markdown.linkTarget("//a.test") == nil)
    #expect(Markdown.linkTarget("HTTPS://a.test/x y<>\"`\\|[]\u{9B}\u{85}é") == "HTTPS://a.test/x%20y%3C%3E%22%60%5C%7C%5B%5D%C2%9B%C2%85é")
  }

  @Test(arguments: ["\\u009B", "\\u0080", "\\u0085", "\\u001B", "\\u007F"])
  func aControlCharacterInASourceAddressIsRefusedWhereItIs(_ escape: String) throws {
    let yaml = Self.exampleYAML.replacingOccurrences(
      of: "url: https://developer.apple.com/documentation/foundation/urlsessiontask/state",
      with: "url: \"https://a.example/\(escape)x\"")
    let problems = try #require(throws: InvalidModelFile.self) {
      try ModelFile.load(fileName: "x.yaml", bytes: Array(yaml.utf8), joining: .builtIn)
    }.problems.map(\.description)
    #expect(problems.count == 1 && problems[0].hasPrefix("x.yaml:122:10: sources[0].url: "), "\(problems)")
  }

  /// GitHub links `https://…`, `www.…` and `someone@example.com` wherever it finds them in text; a `<wbr>`, which a
  /// browser shows as nothing, keeps it from finding them. Code spans are never linked, and keep them whole.
  @Test(arguments: [
    ("see https://evil.test/x", "see https:<wbr>//evil.test/x"),
    ("HTTP://EVIL.TEST and ftp://evil.test", "HTTP:<wbr>//EVIL.TEST and ftp:<wbr>//evil.test"),
    ("www.evil.test, (WWW.evil.test)", "www<wbr>.evil.test, (WWW<wbr>.evil.test)"),
    ("someone@evil.test or mailto:a.b+c@evil.test", "someone<wbr>@evil.test or mailto:a.b+c<wbr>@evil.test"),
    ("`https://x.test` and `a@b.test`", "`https://x.test` and `a@b.test`"),
    ("a: b, @MainActor, 2 @ 3, www, a:/b, A22", "a: b, @MainActor, 2 @ 3, www, a:/b, A22"),
  ])
  func aBareAddressIsBrokenWhereGitHubWouldLinkIt(_ text: String, _ markdown: String) {
    #expect(Markdown.text(text) == markdown)
    #expect(MarkdownInspector.autolinks(in: markdown).isEmpty)
    #expect(MarkdownInspector.autolinks(in: text).isEmpty == (text == markdown))
    #expect(Markdown.altText(text) == text)
  }

  /// The Markdown, Mermaid, XML (SCXML) and PlantUML a model's text reaches through the escaping layer.
  @Test func aC1ControlIsShownAsItsCodeInMarkdownMermaidAndXML() throws {
    #expect(Markdown.text("a\u{9B}31mb\u{80}") == #"a\u{9B}31mb\u{80}"#)
    #expect(Markdown.text("a\u{85}b") == "a b")
    #expect(Markdown.code("a\u{9B}b") == #"`a\u{9B}b`"#)
    #expect(Markdown.codeBlock(["a\u{9B}b"], language: "text") == "```text\n" + #"a\u{9B}b"# + "\n```\n")
    #expect(DisplayText.escaping("a\u{9B}b\u{85}") == #"a\u{9B}b\u{85}"#)
    let catalog = try Self.hostileCatalog("x\u{9B}\u{80}\u{85}INJECTED")
    let model = try #require(catalog.lifecycle(LifecycleID("url-session-task")))
    var outputs = [
      ("model --format md", model.markdownReference()), ("model --format mermaid", model.mermaidFlowchart()),
      ("model --format mermaid-state", model.mermaidStateDiagram()), ("model --format scxml", model.scxmlDocument()),
      ("model --format plantuml", model.plantUMLStateDiagram()),
    ]
    for run in try ScenarioRuns.all(in: catalog) where run.model == model.id {
      outputs += [("scenarios \(run.scenario.id)", run.markdownSection()), ("scenarios --format mermaid", run.mermaid())]
    }
    for (name, text) in outputs {
      #expect(text.contains("INJECTED"), "\(name)")
      #expect(!Self.hasC1(text), "\(name) holds a raw C1 control")
    }
  }

  /// A translation's words and model texts with C1 controls, given in memory (a translation file holds them as
  /// escapes): every page shows them as their codes.
  @Test func c1ControlsInATranslationAreShownAsTheirCodes() throws {
    var hostile = Translation.korean
    for key in hostile.terms.keys { hostile.terms[key] = "x\u{9B}31m\u{80}INJECTED " + hostile.terms[key]! }
    for key in hostile.model.keys { hostile.model[key] = "x\u{9B}31m\u{80}INJECTED " + hostile.model[key]! }
    let catalog = try Catalog.builtIn.translated(hostile)
    let plan = DocsPlan(catalog: catalog, words: Words(hostile), languages: [.english, hostile])
    var checked = 0
    for file in try plan.files() where file.relativePath.hasSuffix(".md") {
      var warnings: [GraphvizWarning] = []
      let text = String(decoding: try file.bytes(using: engine, warnings: &warnings), as: UTF8.self)
      #expect(MarkdownInspector.controls(in: text).isEmpty, "\(file.relativePath)")
      checked += text.contains("INJECTED") ? 1 : 0
    }
    #expect(checked > 10)
  }

  /// The scenario table as CSV and as JSON, and the DOT a diagram is drawn from, show a C1 control as an escape
  /// (`\u{9B}` in CSV and DOT, `\u009b` in JSON), like a C0 one, so no file or terminal obeys it.
  @Test func aC1ControlIsAnEscapeInCSVJSONAndDOT() throws {
    let catalog = try Self.hostileCatalog("x\u{9B}INJECTED")
    let runs = try ScenarioRuns.all(in: catalog).filter { $0.model == LifecycleID("url-session-task") }
    #expect(!runs.isEmpty)
    for run in runs {
      #expect(!Self.hasC1(run.csvRecords()), "scenarios \(run.scenario.id) --format csv")
      #expect(!Self.hasC1(run.json().text), "scenarios \(run.scenario.id) --format json")
      #expect(run.csvRecords().contains("x\\u{9B}INJECTED") || !run.csvRecords().contains("INJECTED"))
      #expect(run.json().text.contains("x\\u009bINJECTED") || !run.json().text.contains("INJECTED"))
    }
    let lifecycle = try #require(catalog.lifecycles.first)
    let dot = lifecycle.diagram().dotSource
    #expect(!Self.hasC1(dot))
  }
}
