import Foundation
#if canImport(FoundationXML)
  import FoundationXML
#endif
import LifeDiagramModel
import LifeDiagramTestSupport
import Testing

/// `--model-file` through the built binary: a printed built-in reads back to the same outputs byte for byte, the
/// example renders, replays and gets a docs tree, and every bad file is one line per problem, exit 65, nothing
/// written.
@Suite struct ModelFileCommandTests {
  let binary = BuiltBinary()

  static let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Examples/url-session-task.yaml")

  static let models = example.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Models")

  /// A built-in given back as a model file (printed by `model ID --format yaml|json`, or its own file in Models/)
  /// gives the same outputs as the built-in: with `--model-file`, a command covers the file's life cycle, which
  /// is the built-in's `--model ID`. Every case compares the scenarios, the reference and the diagrams' DOT and
  /// SVG; the first also the PNG and PDF drawn from that DOT, and the printed files also the whole docs tree
  /// (`check` of the file against `docs` of the built-in). Models/ is what the built-ins are compiled from, so
  /// its docs would compare a catalog with itself.
  @Test(arguments: [("app", "yaml"), ("scene", "json"), ("app", "Models"), ("scene", "Models"), ("viewcontroller", "Models")])
  func aBuiltInGivenBackAsAModelFileGivesTheSameOutputs(_ model: String, _ source: String) throws {
    let folder = try TemporaryFolder()
    let file: String
    if source == "Models" {
      file = Self.models.appendingPathComponent("\(model).yaml").path
    } else {
      let printed = try binary.run(["model", model, "--format", source])
      #expect(printed.status == 0)
      file = folder.url.appendingPathComponent("\(model).\(source)").path
      try printed.standardOutput.write(to: URL(fileURLWithPath: file))
      let reprinted = try binary.run(["model", model, "--format", source, "--model-file", file])
      #expect(reprinted.standardOutput == printed.standardOutput)
    }
    for arguments in [["scenarios", "--all", "--format", "json"], ["scenarios"], ["model", model, "--format", "md"]] {
      let builtIn = arguments[0] == "model" ? arguments : arguments + ["--model", model]
      #expect(try binary.run(arguments + ["--model-file", file]).standardOutput == binary.run(builtIn).standardOutput)
    }
    let formats = model == "app" && source == "yaml" ? ["--svg", "--png", "--scale", "1", "--pdf", "--dot"] : ["--svg", "--dot"]
    #expect(try binary.run(formats + ["-o", folder.path("plain"), "--model", model]).status == 0)
    #expect(try binary.run(formats + ["-o", folder.path("loaded"), "--model-file", file]).status == 0)
    #expect(try folder.contents("plain") == folder.contents("loaded"))
    guard source != "Models" else { return }
    let docs = ["-o", folder.path("docs"), "--images", folder.path("images"), "--scale", "1"]
    #expect(try binary.run(["docs", "--model", model] + docs).status == 0)
    let check = try binary.run(["check", "--model-file", file] + docs)
    #expect(check.status == 0, "\(check.standardOutput)\(check.standardError)")
  }

  @Test func theExampleRendersReplaysAndGetsADocsTree() throws {
    let folder = try TemporaryFolder()
    let file = Self.example.path
    let render = try binary.run(["--model-file", file, "--model", "url-session-task", "--svg", "--png", "-o", folder.path("out")])
    #expect(render.status == 0, "\(render.standardError)")
    let svg = try String(contentsOfFile: folder.path("out/url-session-task-lifecycle.svg"), encoding: .utf8)
    #expect(svg.contains("urlSession(_:task:didCompleteWithError:)") && svg.contains("stroke-dasharray"))
    let listing = try binary.run(["scenarios", "--model", "url-session-task", "--model-file", file])
    #expect(listing.output.split(separator: "\n").map { $0.split(separator: " ").first.map(String.init) } == [
      "download", "pause-and-resume", "cancel",
    ])
    let cancel = try binary.run(["scenarios", "cancel", "--format", "csv", "--model-file", file])
    #expect(cancel.output.contains("urlSession(_:task:didCompleteWithError:)"))
    let docs = ["-o", folder.path("docs"), "--images", folder.path("images"), "--model-file", file]
    #expect(try binary.run(["docs"] + docs).status == 0)
    #expect(FileManager.default.fileExists(atPath: folder.path("docs/url-session-task-lifecycle.md")))
    #expect(FileManager.default.fileExists(atPath: folder.path("docs/scenarios/pause-and-resume.md")))
    #expect(try binary.run(["check"] + docs).status == 0)
    #expect(try binary.run(["check", "-o", folder.path("docs"), "--images", folder.path("images")]).status == 1)
  }

  /// A life cycle written with only the general keys (the Android activity) gets docs with no iOS column, lane,
  /// page or word.
  @Test func aModelWithoutIOSKeysGetsDocsWithoutIOS() throws {
    let folder = try TemporaryFolder()
    let file = Self.example.deletingLastPathComponent().appendingPathComponent("android-activity.yaml").path
    let docs = try binary.run(["docs", "--model-file", file, "-o", folder.path("docs"), "--images", folder.path("images")])
    #expect(docs.status == 0, "\(docs.standardError)")
    var pages: [String] = []
    for folderName in ["docs", "images"] {
      let enumerator = FileManager.default.enumerator(atPath: folder.path(folderName))
      for case let name as String in enumerator?.allObjects ?? [] where name.hasSuffix(".md") || name.hasSuffix(".svg") {
        pages.append(try String(contentsOfFile: folder.path("\(folderName)/\(name)"), encoding: .utf8))
      }
    }
    #expect(pages.count == 20)  // 9 pages, the diagram, and each of 5 scenarios' sequence and path
    let words = ["UIKit", "iOS", "Apple", "AppDelegate", "SceneDelegate", "SwiftUI", "ScenePhase", "Raw value"]
    for page in pages {
      let tokens = Set(page.split { !$0.isLetter && $0 != " " }.flatMap { $0.split(separator: " ") }.map(String.init))
      for word in words where word.contains(" ") ? page.contains(word) : tokens.contains(word) {
        Issue.record("'\(word)' in a page of a model with no iOS key: \(page.prefix(80))")
      }
    }
  }

  /// With a model file, every command covers the file's life cycle; a built-in comes in only when named.
  @Test func aModelFileNarrowsWhatACommandCovers() throws {
    let folder = try TemporaryFolder()
    let file = Self.example.path
    let render = try binary.run(["--model-file", file, "--dot", "-o", folder.path("out")])
    #expect(render.status == 0, "\(render.standardError)")
    #expect(try folder.contents("out").keys.sorted() == ["url-session-task-lifecycle.dot"])
    let listing = try binary.run(["scenarios", "--model-file", file]).output
    #expect(listing.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) } == ["download", "pause-and-resume", "cancel"])
    #expect(try binary.run(["scenarios", "cold-launch", "--model-file", file]).status == 0)  // named: any model

    let docs = ["-o", folder.path("docs"), "--images", folder.path("images"), "--no-mermaid", "--scale", "1", "--model-file", file]
    #expect(try binary.run(["docs"] + docs).status == 0)
    let enumerator = FileManager.default.enumerator(atPath: folder.path("docs"))
    let pages = ((enumerator?.allObjects as? [String]) ?? []).filter { $0.hasSuffix(".md") }.sorted()
    #expect(pages == [
      "delegate-methods.md", "index.md", "scenarios/cancel.md", "scenarios/download.md",
      "scenarios/pause-and-resume.md", "sources.md", "url-session-task-lifecycle.md",
    ])
    let index = try String(contentsOfFile: folder.path("docs/index.md"), encoding: .utf8)
    #expect(index.contains("# URL session task life cycle\n"))
    for word in ["iOS", "AppDelegate", "SceneDelegate", "TN3187", "disagreements.md"] {
      #expect(!index.contains(word), "\(word) in the index of a user's own model")
    }
    let sources = try String(contentsOfFile: folder.path("docs/sources.md"), encoding: .utf8)
    #expect(sources.contains("AT1") && !sources.contains("| A22 |") && !sources.contains("(#a22)"))

    #expect(try binary.run(["docs", "--model", "app"] + docs).status == 0)
    #expect(FileManager.default.fileExists(atPath: folder.path("docs/app-lifecycle.md")))
    #expect(!FileManager.default.fileExists(atPath: folder.path("docs/url-session-task-lifecycle.md")))
    #expect(try binary.run(["check", "--model", "app"] + docs).status == 0)
    #expect(try binary.run(["check"] + docs).status == 1)
  }

  /// Markup and control characters in a model's text stay text: the SVG is well-formed XML, tables keep their
  /// columns, Mermaid labels keep their quotes.
  @Test func markupAndControlCharactersStayText() throws {
    let folder = try TemporaryFolder()
    let text = try String(contentsOf: Self.example, encoding: .utf8)
      .replacingOccurrences(of: "name: Running", with: #"name: "Run<b>ning</b> & \"co\" | \u0007""#)
      .replacingOccurrences(of: "text: The app calls cancel()", with: #"text: "cancel() <script>x</script>; # \u0001""#)
    let file = folder.path("markup.yaml")
    try text.write(toFile: file, atomically: true, encoding: .utf8)
    #expect(try binary.run(["--model-file", file, "--model", "url-session-task", "-o", folder.path("out")]).status == 0)
    let svg = try Data(contentsOf: URL(fileURLWithPath: folder.path("out/url-session-task-lifecycle.svg")))
    #expect(XMLParser(data: svg).parse())
    #expect(String(decoding: svg, as: UTF8.self).contains("Run&lt;b&gt;ning&lt;/b&gt; &amp; &quot;co&quot; | \u{2407}"))
    let table = try binary.run(["model", "url-session-task", "--format", "md", "--model-file", file]).output
    let row = try #require(table.split(separator: "\n").first { $0.contains("`running`") })
    #expect(row.hasPrefix(#"| Run&lt;b&gt;ning&lt;/b&gt; &amp; "co" \| ␇ |"#))
    let mermaid = try binary.run(["scenarios", "cancel", "--format", "mermaid", "--model-file", file]).output
    #expect(mermaid.contains("Run#lt;b#gt;ning#lt;/b#gt; #amp; #quot;co#quot; | ␇"))
    let csv = try binary.run(["scenarios", "cancel", "--format", "csv", "--model-file", file]).output
    // CSV holds any text, quoted; a control character as its picture, as in every text output.
    #expect(csv.contains("cancel() <script>x</script>; # \u{2401}"))
  }

  @Test(arguments: BadModelFile.all)
  func aBadFileIsOneLinePerProblemAndWritesNothing(_ bad: BadModelFile) throws {
    let folder = try TemporaryFolder()
    try bad.bytes().write(to: folder.url.appendingPathComponent(bad.name))
    let run = try binary.run(["--model-file", bad.name, "--svg", "-o", "out"], in: folder.url)
    #expect(run.status == 65)
    let lines = run.standardError.split(separator: "\n").map(String.init)
    #expect(Array(lines.dropLast()) == bad.lines)
    let count = bad.lines.count
    #expect(lines.last == "lifediagram: error: '\(bad.name)' has \(count) problem\(count == 1 ? "" : "s"); nothing was "
      + "written ('lifediagram schema' describes the format)")
    #expect(!FileManager.default.fileExists(atPath: folder.path("out")))
  }

  @Test func aMissingFileOrAFolderIsNamedWithExit66() throws {
    let run = try binary.run(["--model-file", "/nonexistent/app.yaml", "--svg", "-o", "-", "--model", "app"])
    #expect(run.status == 66)
    #expect(run.standardError == "lifediagram: error: cannot read the model file '/nonexistent/app.yaml': there is no such "
      + "file; check the path\n")
    #expect(run.standardOutput.isEmpty)
    let folder = try TemporaryFolder()
    let named = try binary.run(["--model-file", folder.url.path, "--svg", "-o", folder.path("out")])
    #expect(named.status == 66)
    #expect(named.standardError == "lifediagram: error: cannot read the model file '\(folder.url.path)': it is a folder; "
      + "name a .yaml or .json file\n")
    #expect(!FileManager.default.fileExists(atPath: folder.path("out")))
  }

  @Test func theSchemaIsJSONThatNamesEveryTopLevelKey() throws {
    let run = try binary.run(["schema"])
    let schema = try #require(try JSONSerialization.jsonObject(with: run.standardOutput) as? [String: Any])
    let properties = try #require(schema["properties"] as? [String: Any])
    for key in ["schemaVersion", "id", "states", "transitions", "rules", "events", "scenarios", "sources"] {
      #expect(properties[key] != nil, "\(key)")
    }
  }
}

/// A model file with something wrong, and the lines the user must see.
struct BadModelFile: Sendable, CustomStringConvertible {
  var name: String
  var edit: @Sendable (String) -> [UInt8]
  var lines: [String]
  var description: String { name }

  func bytes() throws -> Data {
    Data(edit(try String(contentsOf: ModelFileCommandTests.example, encoding: .utf8)))
  }

  static func replacing(_ old: String, _ new: String) -> @Sendable (String) -> [UInt8] {
    { text in Array(text.replacingOccurrences(of: old, with: new).utf8) }
  }

  static let all: [BadModelFile] = [
    BadModelFile(
      name: "syntax.yaml", edit: replacing("title: URL session task life cycle", "title: [unclosed"),
      lines: ["syntax.yaml:7:11: not valid YAML: did not find expected ',' or ']' (while parsing a flow sequence at 6:8)"]),
    BadModelFile(
      name: "type.yaml", edit: replacing("rawValue: 1\n", "rawValue: one\n"),
      lines: ["type.yaml:17:15: states[0].rawValue: expected an integer from -2147483648 to 2147483647, found a string 'one'"]),
    BadModelFile(
      name: "key.yaml", edit: replacing("    trigger: The app calls resume()", "    tigger: The app calls resume()"),
      lines: [
        "key.yaml:44:5: transitions[0].tigger: unknown key 'tigger'; did you mean 'trigger'?",
      ]),
    BadModelFile(
      name: "duplicate.yaml",
      edit: replacing("transitions:\n", "  - id: completed\n    name: Done\n    role: not-running\n    meaning: Again.\ntransitions:\n"),
      lines: ["duplicate.yaml:41:9: states[4].id: state id 'completed' is used more than once"]),
    BadModelFile(
      name: "dangling.yaml", edit: replacing("    to: completed\n    trigger: The transfer", "    to: complete\n    trigger: The transfer"),
      lines: [
        "dangling.yaml:72:9: transitions[5].to: unknown state 'complete'; did you mean 'completed'?",
        // The transition's id follows its end, so the event that fires it names nothing: a consequence, listed
        // after the mistake and saying so, with no suggestion pointing at the misspelt id.
        "dangling.yaml:95:13: events[3].fires[0]: transition 'running-to-completed' does not exist while transitions[5] names an unknown state",
      ]),
    BadModelFile(
      name: "unreachable.yaml",
      edit: replacing("transitions:\n", "  - id: orphan\n    name: Orphan\n    role: background\n    meaning: Nothing leads here.\ntransitions:\n"),
      lines: ["unreachable.yaml:41:5: states[4]: state 'orphan' cannot be reached from the initial state 'suspended'; add a transition into it"]),
    BadModelFile(
      name: "rule.yaml",
      edit: replacing(
        "events:\n",
        "rules:\n  - id: warm-up\n    when: always\n    summary: S.\n    condition: process-launches\n"
          + "    transitions: [suspended-to-complete]\n    placement: before-transition\nevents:\n"),
      lines: ["rule.yaml:85:19: rules[0].transitions[0]: unknown transition 'suspended-to-complete'; did you mean 'suspended-to-canceling'?"]),
    BadModelFile(
      name: "event.yaml", edit: replacing("fires: [running-to-suspended]", "fires: [running-to-suspend]"),
      lines: ["event.yaml:87:13: events[1].fires[0]: unknown transition 'running-to-suspend'; did you mean 'running-to-suspended'?"]),
    BadModelFile(
      name: "scenario.yaml", edit: replacing("{event: transfer-ends}]\n    sources: [AT2, AT5]", "{event: transfer-end}]\n    sources: [AT2, AT5]"),
      lines: ["scenario.yaml:103:44: scenarios[0].events[1].event: unknown event 'transfer-end'; did you mean 'transfer-ends'?"]),
    BadModelFile(
      name: "empty.yaml", edit: { _ in [] },
      lines: ["empty.yaml: the file is empty; a model file is an object that starts with 'schemaVersion: 1' ('lifediagram schema' describes it)"]),
    BadModelFile(
      name: "big.yaml", edit: { _ in Array("# ".utf8) + Array(repeating: UInt8(ascii: "x"), count: 10 * 1024 * 1024) },
      lines: ["big.yaml: the file is 10,485,762 bytes; a model file may be at most 2 MiB (2,097,152 bytes)"]),
    BadModelFile(
      name: "latin1.yaml",
      edit: { text in Array(text.replacingOccurrences(of: "title: URL session task life cycle", with: "title: café").utf8).flatMap { $0 == 0xC3 ? [] as [UInt8] : [$0 == 0xA9 ? 0xE9 : $0] } },
      lines: ["latin1.yaml:6:11: the file is not UTF-8: byte 0xE9 cannot be read here; save the file as UTF-8"]),
    BadModelFile(
      name: "version.yaml", edit: replacing("schemaVersion: 1", "schemaVersion: 2"),
      lines: ["version.yaml:4:16: schemaVersion: expected 1, found an integer 2"]),
  ]
}
