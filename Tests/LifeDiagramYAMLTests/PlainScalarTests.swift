import Testing
import Yams

@testable import LifeDiagramYAML

/// ``PlainScalar`` reads every untagged scalar as Yams' default resolver (regular expressions) does.
@Suite struct PlainScalarTests {
  /// Every string of up to three characters over the characters the resolver's patterns turn on, and longer
  /// ones that reach each pattern's corners. (No sample ends in a line break, where the patterns' `$` would
  /// also match: libyaml never gives an untagged scalar one, since a block scalar is tagged as quoted.)
  static let samples: [String] = {
    let alphabet = Array("019_+-.:eExob~nN")
    var samples = [""]
    var last = [""]
    for _ in 1...3 {
      last = last.flatMap { prefix in alphabet.map { prefix + String($0) } }
      samples += last
    }
    return samples + [
      "12", "012", "0o17", "0o", "0b", "0b101", "0b102", "0x1F", "0xg", "0x", "-0x1_f", "+12_000", "08", "09.5",
      "190:20:30", "1:60", "1:5:9", "1:05.5", "1:5.", "-1:59:59", "0:30", "1e3", "1.5e+3", "1.5e", ".5", ".5e3",
      ".5e+3", "1.", "-.inf", "+.Inf", ".INF", ".nan", ".NaN", "-.nan", ".NAN", "yes", "Yes", "YES", "yEs", "no",
      "NO", "nO", "on", "ON", "oN", "off", "Off", "OFF", "true", "True", "TRUE", "tRUE", "false", "False", "FALSE",
      "null", "Null", "NULL", "nULL", "~", "~~", "<<", "=", "2026-11-25", "2026-11-25T10:00:00Z", "1_2_3", "_1",
      "1__", "12abc", "abc", "Idle", "didFinishLaunching", "1 2", " 1", "１２", "+", "-", ".", "e5",
      "2026-1-5T1:00:00", "2026-11-25t10:00:00.5", "2026-11-25 \t10:00:00 Z", "2026-11-25T10:00:00+09",
      "2026-11-25T10:00:00-09:30", "2026-11-25T10:00:00+9:3", "2026-11-25T10:00", "2026-11-2", "2026-11-25x",
      "2026-11-25T10:00:00Z ", "2026-11-25T10:00:00.", "226-11-25", "2026-111-25", "<<<", "==", "< <",
    ]
  }()

  @Test func readsAsYamsDefaultResolverDoes() {
    var differ: [String] = []
    for text in Self.samples {
      let yams = Resolver.default.resolveTag(of: Node(text))
      let expected: PlainScalar.Kind =
        switch yams {
        case .null: .null
        case .bool: .boolean
        case .int: .integer
        case .float: .number
        default: .text
        }
      if PlainScalar.kind(of: text) != expected { differ.append("\(text.debugDescription): Yams \(yams.rawValue)") }
    }
    #expect(differ.isEmpty, "\(differ)")
    #expect(Self.samples.count > 4_000)
  }

  /// The encoder quotes exactly the strings Yams' default resolver would not read back as strings: its timestamp,
  /// merge and value rules too.
  @Test func readsAsStringAsYamsDefaultResolverDoes() {
    let differ = Self.samples.filter { text in
      PlainScalar.readsAsString(text) != (Resolver.default.resolveTag(of: Node(text)) == .str)
    }
    #expect(differ.isEmpty, "\(differ)")
  }
}
