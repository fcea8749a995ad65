import Foundation
import LifeDiagram
import LifeDiagramModel
import LifeDiagramOutput
import Testing

/// The view controller's scenarios replay to the call orders written apart from the model, from the sources, in
/// Models/viewcontroller-expected.md: lines marked `# optional` may be missing, lines marked `# uncertain` must be
/// there wherever they fall, every other line must come in its order, and nothing else may be called.
@Suite struct ViewControllerOrderTests {
  static let expected: [String: [ExpectedCall]] = {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Models/viewcontroller-expected.md")
    return ExpectedCall.orders(in: (try? String(contentsOf: url, encoding: .utf8)) ?? "")
  }()

  @Test func everyScenarioHasAnExpectedOrder() {
    let ids = Catalog.builtIn.scenarios(of: "viewcontroller").map(\.id)
    // memory-warning is listed where the app-based model lists it, as the scenarios the models share are.
    #expect(ids == [
      "memory-warning", "push", "pop", "swipe-back-cancelled", "add-child", "add-child-manual-forwarding", "remove-child",
      "present-full-screen", "present-page-sheet", "dismiss-page-sheet",
      "tab-switch", "present-over-full-screen", "app-to-background", "sheet-to-background",
    ])
    #expect(Set(Self.expected.keys) == Set(ids))
  }

  @Test(arguments: Catalog.builtIn.scenarios(of: "viewcontroller").map(\.id))
  func replayMatchesTheSources(_ id: String) throws {
    let run = try #require(try ScenarioRuns.runs(of: [Catalog.builtIn.scenario(id)!], in: .builtIn, model: "viewcontroller").first)
    let list = try JSONSerialization.jsonObject(with: Data(JSON.array([run.json()]).text.utf8)) as! [[String: Any]]
    let steps = list[0]["steps"] as! [[String: Any]]
    var actual = steps.compactMap { step in (step["method"] as? String).map { "\(step["receiver"] as! String) \($0)" } }
    let expected = try #require(Self.expected[id])
    for call in expected where call.isUncertain {
      let index = try #require(actual.firstIndex(of: call.line), "\(id): missing \(call.line)")
      actual.remove(at: index)
    }
    #expect(ExpectedCall.matches(actual, expected.filter { !$0.isUncertain }), "\(id): replayed \(actual)")
  }

  /// Loading a view keeps its controller Disappeared: the sequence image and Mermaid say it stays, not that it
  /// moves to the state it is in.
  @Test func aTransitionThatKeepsItsStateSaysSo() throws {
    let run = try #require(try ScenarioRuns.runs(of: [Catalog.builtIn.scenario("push")!], in: .builtIn, model: "viewcontroller").first)
    let labels = run.sequenceDiagram().nodes.compactMap { $0.attributes["label"] }.map { "\($0)" }
    // View controller 2 joins the navigation controller, then loads its view.
    #expect(labels.filter { $0.contains("stays Disappeared") }.count == 2)
    #expect(labels.filter { $0.contains("→ Disappeared") }.count == 1)  // view controller 1 after its animation
    #expect(run.mermaid().contains("stays Disappeared (event-driven)"))
  }

  @Test func theMatcherRefusesAWrongOrder() {
    let expected = [ExpectedCall(line: "A a()"), ExpectedCall(line: "B b()", isOptional: true), ExpectedCall(line: "C c()")]
    #expect(ExpectedCall.matches(["A a()", "C c()"], expected))
    #expect(ExpectedCall.matches(["A a()", "B b()", "C c()"], expected))
    #expect(!ExpectedCall.matches(["C c()", "A a()"], expected))
    #expect(!ExpectedCall.matches(["A a()", "C c()", "D d()"], expected))
    #expect(!ExpectedCall.matches(["A a()"], expected))
  }
}

/// One line of an expected order: `receiver method`, perhaps optional or uncertain.
struct ExpectedCall: Sendable {
  var line: String
  var isOptional = false
  var isUncertain = false

  /// The fenced block under each `## id` heading, line by line.
  static func orders(in text: String) -> [String: [ExpectedCall]] {
    var orders: [String: [ExpectedCall]] = [:]
    var scenario: String?
    var inBlock = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if line.hasPrefix("## ") { scenario = String(line.dropFirst(3)) }
      if line.hasPrefix("```") {
        inBlock.toggle()
        continue
      }
      guard inBlock, let scenario else { continue }
      let parts = line.components(separatedBy: "  # ")
      let comment = parts.count > 1 ? parts[1] : ""
      orders[scenario, default: []].append(
        ExpectedCall(
          line: parts[0].trimmingCharacters(in: .whitespaces), isOptional: comment.hasPrefix("optional"),
          isUncertain: comment.hasPrefix("uncertain")))
    }
    return orders
  }

  /// Whether `actual` is `expected` in order, optional lines present or not, and nothing else.
  static func matches(_ actual: [String], _ expected: [ExpectedCall]) -> Bool {
    var index = 0
    for call in expected {
      if index < actual.count && actual[index] == call.line {
        index += 1
      } else if !call.isOptional {
        return false
      }
    }
    return index == actual.count
  }
}
