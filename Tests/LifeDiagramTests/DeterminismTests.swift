import Foundation
import LifeDiagram
import LifeDiagramGraphviz
import LifeDiagramModel
import LifeDiagramTestSupport
import Synchronization
import Testing

/// The shared engine renders the same bytes from many threads at once, and says what is wrong with a graph as a
/// warning or an error (that two runs of the tool write the same bytes is ReproducibilityTests').
@Suite struct DeterminismTests {
  let engine = try! Graphviz.shared.get()

  /// A graph Graphviz's `dot` lays out itself (the tool's own diagrams are placed by the tool).
  static let laidOut = Graph.sample(name: "four-chains")

  /// 8 threads × 100 renders through the shared engine: no crash, and every output equals the single-threaded one.
  @Test func eightThreadsRenderTheSameAsOne() throws {
    let jobs: [(Graph, OutputFormat)] = [
      (Self.laidOut, .svg), (Catalog.builtIn.lifecycle(.app)!.diagram(), .svg), (Catalog.builtIn.lifecycle(.scene)!.diagram(), .svg),
      (Self.laidOut, .pdf),
    ]
    let engine = self.engine
    let expected = try jobs.map { try engine.render($0.0, as: $0.1) }
    let mismatches = Atomic(0)
    let failures = Atomic(0)
    let done = DispatchGroup()
    for thread in 0..<8 {
      done.enter()
      Thread.detachNewThread {
        defer { done.leave() }
        for i in 0..<100 {
          let job = (thread + i) % jobs.count
          guard let bytes = try? engine.render(jobs[job].0, as: jobs[job].1) else {
            failures.add(1, ordering: .relaxed)
            continue
          }
          if bytes != expected[job] { mismatches.add(1, ordering: .relaxed) }
        }
      }
    }
    done.wait()
    #expect(failures.load(ordering: .relaxed) == 0)
    #expect(mismatches.load(ordering: .relaxed) == 0)
  }
}

/// Graphviz's warnings come back as values, and the built-in diagrams give none.
@Suite struct WarningTests {
  let engine = try! Graphviz.shared.get()

  static let optionSets = [
    DiagramOptions(), DiagramOptions(lineStyle: .apple), DiagramOptions(showsLabels: false),
    DiagramOptions(showsAllTransitions: true),
  ]

  @Test(arguments: Catalog.builtIn.lifecycles, OutputFormat.allCases) func builtInDiagramsAreWarningFree(
    _ lifecycle: Lifecycle, _ format: OutputFormat
  ) throws {
    for options in Self.optionSets {
      var warnings: [GraphvizWarning] = []
      _ = try engine.render(lifecycle, as: format, options: options, warnings: &warnings)
      #expect(warnings.isEmpty, "\(warnings)")
    }
  }

  @Test func anUnknownColourIsAWarningNotAFailure() throws {
    let graph = Graph(name: "colours", nodes: [Graph.Node("a", ["color": "notacolour"])])
    var warnings: [GraphvizWarning] = []
    let svg = try engine.render(graph, as: .svg, warnings: &warnings)
    #expect(!svg.isEmpty)
    #expect(warnings == [GraphvizWarning(graph: "colours", message: "notacolour is not a known color.")])
    // The next render starts clean.
    var next: [GraphvizWarning] = []
    _ = try engine.render(Graph(name: "clean", nodes: [Graph.Node("a")]), as: .svg, warnings: &next)
    #expect(next.isEmpty)
  }

  @Test func anUnknownLayoutIsAnErrorNamingIt() throws {
    let graph = Graph(name: "bad", attributes: ["layout": "nosuchlayout"], nodes: [Graph.Node("a")])
    #expect {
      try engine.render(graph, as: .svg)
    } throws: { error in
      let error = error as! GraphvizError
      return error.stage == .layout && error.graph == "bad" && error.message.contains("nosuchlayout")
    }
  }
}
