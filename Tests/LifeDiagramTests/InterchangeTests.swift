import Foundation
import LifeDiagram
import LifeDiagramModel
import LifeDiagramModelFile
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `lifediagram model ID --format mermaid-state|plantuml|scxml|xstate`: each format holds the model's states and
/// transitions, read back from what it printed, and a model file's words stay text in it. `make
/// interchange-check` also hands the outputs to the tools themselves (Qt's SCXML compiler, PlantUML, Mermaid).
@Suite struct InterchangeTests {
  /// The built-ins and the example model file.
  static let models: [Lifecycle] = {
    let example = try! ModelFile.load(
      fileName: "example.yaml", bytes: Array(UntrustedTextTests.exampleYAML.utf8), joining: .builtIn)
    return Catalog.builtIn.lifecycles + [example.lifecycle]
  }()

  /// A transition as the formats can say it: from, event (the transition's id), to.
  struct Edge: Hashable, CustomStringConvertible {
    var from: String
    var event: String
    var to: String
    var description: String { "\(from) -\(event)-> \(to)" }
  }

  static func edges(of model: Lifecycle) -> Set<Edge> {
    Set(model.transitions.map { Edge(from: $0.from.rawValue, event: $0.id.rawValue, to: $0.to.rawValue) })
  }

  @Test(arguments: models.map(\.id))
  func xstateHasTheStatesAndTransitions(_ id: LifecycleID) throws {
    let model = try #require(Self.models.first { $0.id == id })
    let machine = try #require(try JSONSerialization.jsonObject(with: Data(model.xstateMachine().utf8)) as? [String: Any])
    #expect(machine["initial"] as? String == model.initialState.rawValue)
    let states = try #require(machine["states"] as? [String: [String: Any]])
    #expect(Set(states.keys) == Set(model.states.map(\.id.rawValue)))
    var edges: Set<Edge> = []
    var actions: [String: [String]] = [:]
    for (state, node) in states {
      for (event, transition) in node["on"] as? [String: [String: Any]] ?? [:] {
        edges.insert(Edge(from: state, event: event, to: try #require(transition["target"] as? String)))
        actions[event] = transition["actions"] as? [String]
        let meta = try #require(transition["meta"] as? [String: Any])
        let kind = model.transitions.first { $0.id.rawValue == event }?.kind.rawValue
        #expect(meta["kind"] as? String == kind)
      }
    }
    #expect(edges == Self.edges(of: model))
    for transition in model.transitions {
      let calls = model.interchangeCallNames(of: transition)
      #expect(actions[transition.id.rawValue] == calls, "\(transition.id)")
    }
  }

  @Test(arguments: models.map(\.id))
  func scxmlHasTheStatesAndTransitions(_ id: LifecycleID) throws {
    let model = try #require(Self.models.first { $0.id == id })
    let document = SCXMLReading(model.scxmlDocument())
    #expect(document.error == nil, "\(document.error ?? "")")
    #expect(document.initial == model.initialState.rawValue)
    #expect(document.states == model.states.map(\.id.rawValue))
    #expect(Set(document.edges) == Self.edges(of: model))
    #expect(document.edges.count == model.transitions.count)
    #expect(document.kinds == Dictionary(uniqueKeysWithValues: model.transitions.map { ($0.id.rawValue, $0.kind.rawValue) }))
    #expect(document.logs.count == model.transitions.map { model.interchangeCallNames(of: $0).count }.reduce(0, +))
  }

  /// Mermaid and PlantUML: a line per state and per transition (Mermaid: per pair of states, as it draws one label
  /// for each pair), the initial state marked; PlantUML dashes exactly the system-automatic transitions, and
  /// Mermaid, which cannot, labels exactly those `automatic`.
  @Test(arguments: models.map(\.id))
  func mermaidAndPlantUMLHaveEveryTransition(_ id: LifecycleID) throws {
    let model = try #require(Self.models.first { $0.id == id })
    let automatic = model.transitions.filter { $0.kind == .systemAutomatic }.count
    let mermaid = model.mermaidStateDiagram().split(separator: "\n")
    #expect(mermaid.first == "stateDiagram-v2")
    #expect(mermaid.filter { $0.hasPrefix("  state \"") }.count == model.states.count)
    let mermaidEdges = mermaid.filter { $0.contains(" --> ") && !$0.contains("[*]") }
    #expect(mermaidEdges.count == Set(model.transitions.map { [$0.from, $0.to] }).count)
    #expect(mermaidEdges.map { $0.matches(of: /automatic/).count }.reduce(0, +) == automatic)
    #expect(mermaid.contains("  [*] --> \(model.initialState.rawValue.replacingOccurrences(of: "-", with: "_"))"))
    #expect(mermaid.contains { $0.hasPrefix("  %% ") && $0.contains("cannot draw a dashed line") })

    let plantUML = model.plantUMLStateDiagram().split(separator: "\n")
    #expect(plantUML.first == "@startuml" && plantUML.last == "@enduml")
    #expect(plantUML.filter { $0.hasPrefix("state \"") }.count == model.states.count)
    let plantUMLEdges = plantUML.filter { ($0.contains(" --> ") || $0.contains(" -[dashed]-> ")) && !$0.hasPrefix("[*]") }
    #expect(plantUMLEdges.count == model.transitions.count)
    #expect(plantUMLEdges.filter { $0.contains(" -[dashed]-> ") }.count == automatic)
  }

  @Test func theFormatsAreStable() {
    let app = Catalog.builtIn.lifecycles[0]
    #expect(app.mermaidStateDiagram() == app.mermaidStateDiagram())
    #expect(app.scxmlDocument() == app.scxmlDocument())
    #expect(app.xstateMachine() == app.xstateMachine())
    #expect(app.plantUMLStateDiagram() == app.plantUMLStateDiagram())
  }

  /// A model file's words, in every text field, stay text: no Mermaid statement end, directive or tag; no
  /// PlantUML markup, preprocessor call or quote; SCXML and XState read back the words as written.
  @Test(arguments: [
    "\" onload=\"alert(1) INJECTED", "<script>INJECTED</script> & ]]> -- -->", "%%{init: {'theme':'dark'}}%% INJECTED; x",
    "**INJECTED** __u__ <img:/etc/passwd> %date() $x !include y ~ \\n", "x\u{1B}\u{7}y INJECTED",
  ])
  func aModelFilesWordsStayText(_ payload: String) throws {
    let catalog = try UntrustedTextTests.hostileCatalog(payload)
    let model = try #require(catalog.lifecycle(LifecycleID("url-session-task")))
    let mermaid = model.mermaidStateDiagram()
    #expect(mermaid.contains("INJECTED"), "the payload reaches the diagram")
    for line in mermaid.split(separator: "\n") where line.contains("INJECTED") {
      // Mermaid's entity codes end in `;`; any other `;` would end the statement.
      #expect(!line.replacing(/#[a-z0-9]+;/, with: "").contains(";"), "\(line)")
      for bad in ["<script", "%%{", "\"alert", "\u{1B}"] { #expect(!line.contains(bad), "\(line)") }
    }
    let plantUML = model.plantUMLStateDiagram()
    #expect(plantUML.contains("INJECTED"), "the payload reaches the diagram")
    #expect(plantUML.split(separator: "\n").filter { $0.hasPrefix("@") }.count == 2)
    for line in plantUML.split(separator: "\n") where line.contains("INJECTED") {
      for bad in ["**", "__", "<img", "%date", "$x", "!include", "~", "\\n ", "<script", "\u{1B}"] {
        #expect(!line.contains(bad), "\(line)")
      }
      if line.hasPrefix("state \"") { #expect(line.filter { $0 == "\"" }.count == 2, "\(line)") }
    }
    let document = SCXMLReading(model.scxmlDocument())
    #expect(document.error == nil, "\(document.error ?? "")")
    #expect(document.names.contains { $0.hasPrefix(payload.replacingOccurrences(of: "\u{1B}", with: "\u{241B}").replacingOccurrences(of: "\u{7}", with: "\u{2407}")) })
    let machine = try JSONSerialization.jsonObject(with: Data(model.xstateMachine().utf8)) as? [String: Any]
    #expect(machine != nil)
  }
}

extension Lifecycle {
  /// The calls as XState names its actions and SCXML logs them, read from the model the same way.
  fileprivate func interchangeCallNames(of transition: Transition) -> [String] {
    var seen: [(name: String, when: String?)] = []
    for (call, ruleID) in orderedCalls(of: transition) {
      let item = (name: call.receiver.rawValue + "." + call.method, when: ruleID.flatMap { id in rules.first { $0.id == id }?.when })
      if !seen.contains(where: { $0 == item }) { seen.append(item) }
    }
    return seen.map(\.name)
  }
}

/// An SCXML document read back: its states, its transitions with their kinds (by event) and logs, its state names.
final class SCXMLReading: NSObject, XMLParserDelegate {
  private(set) var initial: String?
  private(set) var states: [String] = []
  private(set) var names: [String] = []
  private(set) var edges: [InterchangeTests.Edge] = []
  private(set) var kinds: [String: String] = [:]
  private(set) var logs: [String] = []
  private(set) var error: String?
  private var current: String?

  init(_ text: String) {
    super.init()
    let parser = XMLParser(data: Data(text.utf8))
    parser.shouldProcessNamespaces = true
    parser.delegate = self
    if !parser.parse() { error = parser.parserError.map { "\($0)" } ?? "parse failed" }
  }

  func parser(
    _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    guard namespaceURI == "http://www.w3.org/2005/07/scxml" else { return }
    switch element {
    case "scxml": initial = attributes["initial"]
    case "state":
      current = attributes["id"]
      states += current.map { [$0] } ?? []
      names += attributes["ld:name"].map { [$0] } ?? []
    case "transition":
      edges.append(.init(from: current ?? "", event: attributes["event"] ?? "", to: attributes["target"] ?? ""))
      kinds[attributes["event"] ?? ""] = attributes["ld:kind"]
    case "log": logs += attributes["label"].map { [$0] } ?? []
    default: break
    }
  }
}
