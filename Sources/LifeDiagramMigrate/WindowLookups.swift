import LifeDiagramModel
import SwiftParser
import SwiftSyntax

/// The app-wide window lookups a scene-based app loses, rewritten where their shape makes the rewrite certain:
/// `UIApplication.shared.keyWindow` and `UIApplication.shared.windows` become `sceneKeyWindow` and `sceneWindows`,
/// one small helper the migration adds beside the scene delegate. Any other shape (a cast to the app delegate, a
/// stored `UIApplication`) is left for the audit to list.
package struct WindowLookups: Sendable {
  /// One lookup: the member's bytes, what replaces it, and where it is.
  package struct Site: Sendable {
    package var range: Range<Int>
    package var replacement: String
    package var member: String
    package var location: CodeLocation
  }

  package var path: String
  package var sites: [Site] = []

  /// The members rewritten, and their replacements.
  package static let replacements = ["keyWindow": "sceneKeyWindow", "windows": "sceneWindows"]

  /// Whether a file may hold a lookup, before it is parsed.
  package static func mayHold(_ bytes: [UInt8]) -> Bool {
    let text = String(decoding: bytes, as: UTF8.self)
    return text.contains("UIApplication.shared.keyWindow") || text.contains("UIApplication.shared.windows")
  }

  package init(path: String, bytes: [UInt8]) {
    self.path = path
    let tree = Parser.parse(source: String(decoding: bytes, as: UTF8.self))
    guard !tree.hasError else { return }
    let finder = Finder(viewMode: .sourceAccurate)
    finder.walk(tree)
    let lines = LineStarts(bytes)
    sites = finder.found.map { range, member in
      Site(
        range: range, replacement: Self.replacements[member] ?? member, member: member,
        location: lines.location(of: range.lowerBound, in: path))
    }
  }

  private final class Finder: SyntaxVisitor {
    var found: [(Range<Int>, String)] = []

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
      let member = node.declName.baseName.text
      if WindowLookups.replacements[member] != nil, node.base?.trimmedDescription == "UIApplication.shared" {
        let name = node.declName.baseName
        found.append(
          (name.positionAfterSkippingLeadingTrivia.utf8Offset..<name.endPositionBeforeTrailingTrivia.utf8Offset, member)
        )
      }
      return .visitChildren
    }
  }

  /// The helper the rewritten lookups call, in the scene delegate's indentation.
  package static func helper(indent: String) -> [String] {
    [
      "extension UIApplication {",
      indent
        + "/// The key window of the app's scenes, as `keyWindow` was before scenes (or the first window, before one is key).",
      indent + "var sceneKeyWindow: UIWindow? {",
      indent + indent + "sceneWindows.first { $0.isKeyWindow } ?? sceneWindows.first",
      indent + "}",
      "",
      indent + "/// The windows of the app's connected scenes, as `windows` were before scenes.",
      indent + "var sceneWindows: [UIWindow] {",
      indent + indent + "connectedScenes.compactMap { $0 as? UIWindowScene }.flatMap { $0.windows }",
      indent + "}",
      "}",
    ]
  }
}
