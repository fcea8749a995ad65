import Foundation
import LifeDiagramTestSupport
import Testing

/// Two runs of the tool write byte-identical files in every format, and say nothing on standard error.
@Suite struct ReproducibilityTests {
  let binary = BuiltBinary()
  let tool = InProcessTool()

  @Test func twoProcessesWriteIdenticalFilesInEveryFormat() throws {
    let first = try TemporaryFolder()
    let second = try TemporaryFolder()
    for folder in [first, second] {
      // PNG at --scale 1: determinism does not depend on the scale, and a quarter of the pixels is faster.
      let run = try binary.run(["--svg", "--png", "--scale", "1", "--pdf", "--dot", "--all-transitions", "-o", folder.url.path])
      #expect(run.status == 0, "\(run.standardError)")
      #expect(run.standardError.isEmpty, "Graphviz or the tool wrote to stderr: \(run.standardError)")
    }
    // The clock cannot leak into a PDF: its creation date is the epoch, whenever it was drawn (no need to wait a
    // second between the runs to see it).
    let pdf = try Data(contentsOf: first.url.appendingPathComponent("app-lifecycle.pdf"))
    #expect(String(decoding: pdf, as: UTF8.self).contains("/CreationDate (D:19700101000000Z)"))
    let names = first.listing()
    #expect(names.count == 4 * 4)  // four formats of the four built-in diagrams
    #expect(names == second.listing())
    for name in names {
      let a = try Data(contentsOf: first.url.appendingPathComponent(name))
      let b = try Data(contentsOf: second.url.appendingPathComponent(name))
      #expect(a == b, "\(name) differs between two runs")
    }
  }

  @Test(arguments: ["svg", "png", "pdf", "dot"])
  func standardOutputIsIdenticalAcrossProcesses(_ format: String) throws {
    let runs = try (0..<2).map { _ in try tool.run(["--\(format)", "--model", "scene", "-o", "-"]) }
    #expect(runs.allSatisfy { $0.status == 0 && $0.standardError.isEmpty })
    #expect(!runs[0].standardOutput.isEmpty)
    #expect(runs[0].standardOutput == runs[1].standardOutput)
  }
}
