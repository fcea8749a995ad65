import Foundation
import LifeDiagramTestSupport
import Testing

@testable import LifeDiagramCLI

/// The exit codes are one list, `ExitStatus`: GUARANTEES.md's table names the same codes in the same order, and
/// the manual page is generated from it (`make check` compares the page).
@Suite struct ExitStatusTests {
  @Test func theGuaranteesTableListsEveryExitStatus() throws {
    let text = try String(contentsOf: BuiltBinary.root.appendingPathComponent("GUARANTEES.md"), encoding: .utf8)
    let codes = text.split(separator: "\n").compactMap { line -> String? in
      guard line.hasPrefix("| "), let first = line.dropFirst(2).split(separator: "|").first else { return nil }
      let code = first.trimmingCharacters(in: .whitespaces)
      return code.first?.isNumber == true ? code : nil
    }
    let expected = ExitStatus.allCases.map { String($0.rawValue) }
      + [[1, 2, 15].map { String(ExitStatus.interrupted(by: $0)) }.joined(separator: ", ")]
    #expect(codes == expected)
  }
}
