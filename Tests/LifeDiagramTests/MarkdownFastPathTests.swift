import Foundation
import Testing

@testable import LifeDiagram

/// The escaping's shortcuts give what the full walks give: plain text back as it is, and anything else walked.
/// Random strings from the characters the walks treat specially (and some they do not) are held to the walks.
@Suite struct MarkdownFastPathTests {
  /// Characters the walks escape, break or step over, characters that combine with others, and plain ones.
  static let alphabet: [String] = [
    "a", "W", "w", "7", " ", "\t", ".", ":", "/", "@", "(", ")", "_", "#", "-", "+", "*", "=", "~", "%", "`", "\\",
    "[", "]", "|", "<", ">", "&", ";", "\n", "\r", "\u{1}", "\u{85}", "\u{2028}", "\u{301}", "\u{200D}", "\u{FE0F}",
    "é", "한", "글", "→", "·", "—", "\u{1160}", "\u{600}", "x".padding(toLength: 30, withPad: "y", startingAt: 0),
  ]

  /// A deterministic stream of strings, some built mostly of plain characters so the shortcuts are taken too.
  static func samples(count: Int) -> [String] {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    return (0..<count).map { sample in
      let plain = ["a", "b", " ", "한", "(", ")", ":", "_", "."]
      return (0..<next(40)).map { _ in
        sample % 2 == 0 ? plain[next(plain.count)] : alphabet[next(alphabet.count)]
      }.joined()
    }
  }

  @Test func proseTakesTheShortcutOnlyWhereTheWalkChangesNothing() {
    let texts = Self.samples(count: 4000) + ["https://x.test", "www.x", "a@b", "1. one", "- x", "`code`", " x"]
    var shortcuts = 0
    for text in texts where Markdown.isPlainProse(text) {
      shortcuts += 1
      #expect(Markdown.escapingProse(text, breaksAddresses: true) == text, "\(text.debugDescription)")
      #expect(Markdown.escapingProse(text, breaksAddresses: false) == text, "\(text.debugDescription)")
    }
    #expect(shortcuts > 1000, "the shortcut is taken for plain text (\(shortcuts) of \(texts.count))")
  }

  @Test func aCellTakesTheShortcutOnlyWhereTheWalkChangesNothing() {
    var shortcuts = 0
    let cells = Self.samples(count: 4000).map {
      $0.replacingOccurrences(of: "(", with: "`").replacingOccurrences(of: ")", with: "|")
    } + [
      "`application(_:didFinishLaunchingWithOptions:)`", "`scene(_:willConnectTo:options:)` (new session only)",
      "[A3](https://developer.apple.com/x)", "a | b", "one\ntwo", "`Evil|.swift:5`", "`a\u{1B}b`",
    ]
    for markup in cells where Markdown.isUnchangedInACell(markup) {
      shortcuts += 1
      #expect(MarkdownTable.rewrittenCell(markup) == markup, "\(markup.debugDescription)")
    }
    #expect(shortcuts > 250, "the shortcut is taken for plain cells (\(shortcuts) of \(cells.count))")
  }
}
