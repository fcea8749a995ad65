import LifeDiagramAudit
import LifeDiagramSourceIndex
import LifeDiagramModel
import Testing

/// Every Swift file is audited within bounds (issue #40, item 3): nesting past ``AuditBounds/maximumNesting`` is
/// refused before swift-syntax parses it, naming the file and the bound; nesting up to it parses on a thread whose
/// stack holds it in every shape; long inheritance chains and many calls cost linear time. (How long each takes is
/// measured by `make fuzz` and by hand, not by a test: a timed test would fail whenever the machine is slow.)
@Suite struct AuditBoundsTests {
  /// Nested shapes that stressed the parser: brackets, parentheses, braces, closures, and string interpolations.
  static let shapes: [(name: String, open: String, close: String)] = [
    ("arrays", "[1, ", "]"), ("calls", "f(", ")"), ("closures", "{ ", " }"), ("tuples", "(", ")"),
    ("interpolations", "\"\\(", ")\""), ("subscripts", "a[", "]"), ("dictionaries", "[a: ", "]"),
  ]

  static func nested(_ shape: (name: String, open: String, close: String), depth: Int) -> String {
    "let x = " + String(repeating: shape.open, count: depth) + "1" + String(repeating: shape.close, count: depth) + "\n"
  }

  @Test(arguments: shapes.map(\.name))
  func nestingPastTheBoundIsRefusedNamingTheFile(shape: String) throws {
    let chosen = try #require(Self.shapes.first { $0.name == shape })
    let text = Self.nested(chosen, depth: AuditBounds.maximumNesting + 1)
    #expect {
      try boundedAudit(["Deep.swift": text])
    } throws: { error in
      let description = "\(error)"
      return description.hasPrefix("'Deep.swift' nests") && description.contains("\(AuditBounds.maximumNesting) levels")
    }
  }

  @Test(arguments: shapes.map(\.name))
  func nestingUpToTheBoundParsesWithoutCrashing(shape: String) throws {
    let chosen = try #require(Self.shapes.first { $0.name == shape })
    let file = "class VC: UIViewController {\n  override func viewDidAppear(_ animated: Bool) {\n"
      + Self.nested(chosen, depth: AuditBounds.maximumNesting - 2) + "  }\n}\n"
    #expect(try boundedAudit(["Deep.swift": file]).summary == ["missing-super@Deep.swift:2"])
  }

  /// `[[[…`: the parser's time doubles with each level, so the run is bounded far below the nesting. A run at the
  /// bound is parsed (once: in a debug build that parse alone takes a second), one past it is refused before parsing
  /// in every spelling.
  @Test(arguments: [["[", "]"], ["[(", ")]"], ["( [", "] )"], ["[ /* c */ ", "]"], ["[\n", "]"]])
  func aLongRunOfOpeningBracketsIsRefused(pair: [String]) throws {
    func file(_ depth: Int) -> String {
      "let x = " + String(repeating: pair[0], count: depth) + "1" + String(repeating: pair[1], count: depth) + "\n"
    }
    if pair == ["[", "]"] {
      #expect(try boundedAudit(["Run.swift": file(AuditBounds.maximumBracketRun)]).findings.isEmpty)
    }
    #expect {
      try boundedAudit(["Run.swift": file(AuditBounds.maximumBracketRun + 1)])
    } throws: { error in
      "\(error)".hasPrefix("'Run.swift' opens more than \(AuditBounds.maximumBracketRun) '[' in a row")
    }
  }

  @Test func bracketsInStringsAndCommentsDoNotCount() throws {
    let many = String(repeating: "(", count: AuditBounds.maximumNesting * 2)
    let file = "let a = \"\(many)\"\nlet b = #\"\(many)\"#\n// \(many)\n/* \(many) /* nested */ */\nlet c = \"\"\"\n\(many)\n\"\"\"\n"
    #expect(try boundedAudit(["Text.swift": file]).findings.isEmpty)
  }

  @Test func aLongInheritanceChainIsFollowedToItsEnd() throws {
    let count = 3_000
    var file = "class C0: UIViewController { override func viewDidAppear(_ animated: Bool) {} }\n"
    for index in 1..<count { file += "class C\(index): C\(index - 1) {}\n" }
    file += "class Last: C\(count - 1) { override func viewWillAppear(_ animated: Bool) {} }\n"
    let result = try boundedAudit(["Chain.swift": file])
    #expect(result.summary == ["missing-super@Chain.swift:1", "missing-super@Chain.swift:\(count + 1)"])
  }

  @Test func manyCallsAndFindingsStayCorrect() throws {
    let calls = (0..<5_000).map { _ in "    applicationDidBecomeActive(UIApplication.shared)\n" }.joined()
    let body = "  func applicationDidBecomeActive(_ application: UIApplication) {}\n  func helper() {\n\(calls)  }\n"
    let result = try boundedAudit(["AppDelegate.swift": appDelegate(body), "SceneDelegate.swift": sceneDelegate("")])
    let finding = try #require(result.findings.first { $0.rule == "never-called" })
    #expect(finding.message.contains("only the app's own call reaches it (AppDelegate.swift:7)"), "\(finding.message)")
  }
}

/// The audit reads what it says it reads (issue #40, item 5): backticked names are the same names, and only
/// comments silence findings.
@Suite struct AuditReadingTests {
  @Test func backtickedIdentifiersAreTheSameNames() {
    let delegate = """
      import UIKit

      @main
      class `AppDelegate`: `UIResponder`, `UIApplicationDelegate` {
        func `applicationDidBecomeActive`(_ `application`: UIApplication) {}
      }

      """
    let scene = """
      class SceneDelegate: UIResponder, `UIWindowSceneDelegate` {}

      class `Screen`: `UIViewController` {
        override func `viewDidAppear`(_ animated: Bool) {}
      }

      """
    let result = audit(["AppDelegate.swift": delegate, "SceneDelegate.swift": scene])
    #expect(result.lifecycle == .scene)
    #expect(result.summary.contains("never-called@AppDelegate.swift:5"), "\(result.summary)")
    #expect(result.summary.contains("missing-super@SceneDelegate.swift:4"), "\(result.summary)")
  }

  @Test func aSuppressionInAStringLiteralSilencesNothing() {
    let body = """
        let note = "x" // a comment that names no rule
        let trap = "// lifediagram:disable all"
        func applicationDidBecomeActive(_ application: UIApplication) {}
        let multiline = \"\"\"
        // lifediagram:disable all
        \"\"\"
        func applicationWillResignActive(_ application: UIApplication) {}
      """
    let result = audit(["AppDelegate.swift": appDelegate(body), "SceneDelegate.swift": sceneDelegate("")], disabled: ["deprecated-ios26"])
    #expect(result.summary == ["never-called@AppDelegate.swift:7", "never-called@AppDelegate.swift:11"], "\(result.summary)")
  }

  @Test func aBlockOfCommentsStillSilencesTheLineUnderIt() {
    let body = """
        /// Called by UIKit.
        // lifediagram:disable never-called
        func applicationDidBecomeActive(_ application: UIApplication) {}
      """
    let result = audit(["AppDelegate.swift": appDelegate(body), "SceneDelegate.swift": sceneDelegate("")], disabled: ["deprecated-ios26"])
    #expect(result.findings.isEmpty, "\(result.summary)")
  }
}
