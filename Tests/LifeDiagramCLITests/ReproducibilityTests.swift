import Foundation
import LifeDiagramTestSupport
import Testing

/// Two runs of the tool, in two processes, write byte-identical files in every format, in both languages, from the
/// built-ins and from a user's model file, and say nothing on standard error. This is the one test of that promise:
/// in-process repeats would share what a process could leak (a hash seed, the clock, a Graphviz context).
@Suite struct ReproducibilityTests {
  let binary = BuiltBinary()

  static let runs: [[String]] = [
    // PNG at --scale 1: determinism does not depend on the scale, and a quarter of the pixels is faster.
    ["--svg", "--png", "--scale", "1", "--pdf", "--dot", "--all-transitions", "-o", "render"],
    ["--model-file", "\(BuiltBinary.root.path)/Examples/android-activity.yaml", "--svg", "--pdf", "--dot", "-o", "model-file"],
    ["docs", "-o", "docs", "--images", "images", "--lang", "ko", "--html", "--scale", "1"],
  ]

  @Test func twoProcessesWriteTheSameBytes() throws {
    let first = try TemporaryFolder()
    let second = try TemporaryFolder()
    for folder in [first, second] {
      for arguments in Self.runs {
        let run = try binary.run(arguments + ["--no-config"], in: folder.url)
        #expect(run.status == 0, "\(arguments): \(run.standardError)")
        #expect(run.standardError.isEmpty, "Graphviz or the tool wrote to stderr: \(run.standardError)")
      }
    }
    // The clock cannot leak into a PDF: its creation date is the epoch, whenever it was drawn (no need to wait a
    // second between the runs to see it).
    let pdf = try Data(contentsOf: first.url.appendingPathComponent("render/app-lifecycle.pdf"))
    #expect(String(decoding: pdf, as: UTF8.self).contains("/CreationDate (D:19700101000000Z)"))
    let names = first.listing()
    #expect(names.filter { $0.hasPrefix("render/") }.count == 4 * 4)  // four formats of the four built-in diagrams
    #expect(names.contains("docs/ko/index.md") && names.contains("docs/explorer.html"))
    #expect(names == second.listing())
    for name in names {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: first.path(name), isDirectory: &isFolder), !isFolder.boolValue else { continue }
      #expect(try Data(contentsOf: first.url.appendingPathComponent(name)) == Data(contentsOf: second.url.appendingPathComponent(name)), "\(name) differs between two runs")
    }
  }
}
