/// The scene manifest a migration writes into an Info.plist, edited as text so that every other byte stays:
/// `UIApplicationSceneManifest` with one window-scene configuration naming the scene delegate (and the app's main
/// storyboard, when it has one), added at the end of the top dictionary, or in place of an empty manifest.
package struct InfoPlistManifest {
  /// The class name as the Info.plist names it: `$(PRODUCT_MODULE_NAME).SceneDelegate` for Swift.
  package var delegateClassName: String
  /// The storyboard UIKit makes the scene's window from, if any.
  package var storyboard: String?

  /// The file with the manifest in place, or nil when its text is not an XML property list this can edit.
  package func applied(to text: String) -> String? {
    let bytes = Array(text.utf8)
    guard let keyIndent = Self.firstKeyIndentation(bytes) else { return nil }
    if let key = text.firstRange(of: "<key>UIApplicationSceneManifest</key>") {
      return replacingValue(
        after: key.upperBound, in: text, indent: Self.indentation(ofLineAt: key.lowerBound, in: text), unit: keyIndent)
    }
    guard let plistEnd = text.lastRange(of: "</plist>")?.lowerBound,
      let rootEnd = text[..<plistEnd].lastRange(of: "</dict>")
    else { return nil }
    let lineStart = text[..<rootEnd.lowerBound].lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
    let entry = lines(indent: keyIndent, unit: keyIndent).map { $0 + "\n" }.joined()
    // A compact plist has the root's `</dict>` after other text on its line: the manifest goes right before it.
    if !text[lineStart..<rootEnd.lowerBound].allSatisfy({ $0 == " " || $0 == "\t" }) {
      return String(text[..<rootEnd.lowerBound]) + "\n" + entry + text[rootEnd.lowerBound...]
    }
    return String(text[..<lineStart]) + entry + text[lineStart...]
  }

  /// The key and its dictionary, each line indented from `indent` in steps of `unit`.
  private func lines(indent: String, unit: String) -> [String] {
    [indent + "<key>UIApplicationSceneManifest</key>"] + value(indent: indent, unit: unit)
  }

  /// The manifest's dictionary.
  private func value(indent: String, unit: String) -> [String] {
    [indent + "<dict>"] + multipleScenes(indent: indent + unit) + configurations(indent: indent + unit, unit: unit) + [
      indent + "</dict>"
    ]
  }

  private func multipleScenes(indent: String) -> [String] {
    [indent + "<key>UIApplicationSupportsMultipleScenes</key>", indent + "<false/>"]
  }

  /// `UISceneConfigurations` and its dictionary: one application-role configuration.
  private func configurations(indent: String, unit: String) -> [String] {
    [indent + "<key>UISceneConfigurations</key>"] + configurationsValue(indent: indent, unit: unit)
  }

  private func configurationsValue(indent: String, unit: String) -> [String] {
    func at(_ depth: Int, _ line: String) -> String { indent + String(repeating: unit, count: depth) + line }
    var configuration = [
      at(3, "<key>UISceneConfigurationName</key>"), at(3, "<string>Default Configuration</string>"),
      at(3, "<key>UISceneDelegateClassName</key>"), at(3, "<string>\(delegateClassName)</string>"),
    ]
    if let storyboard {
      configuration += [
        at(3, "<key>UISceneStoryboardFile</key>"), at(3, "<string>\(Self.escaped(storyboard))</string>"),
      ]
    }
    return [
      at(0, "<dict>"), at(1, "<key>UIWindowSceneSessionRoleApplication</key>"), at(1, "<array>"), at(2, "<dict>"),
    ]
      + configuration + [at(2, "</dict>"), at(1, "</array>"), at(0, "</dict>")]
  }

  /// The text with an existing manifest completed, keeping what it holds: an empty `<dict/>` becomes the whole
  /// manifest; a dictionary gets `UISceneConfigurations` (in place of an empty one) and, when it lacks it,
  /// `UIApplicationSupportsMultipleScenes`.
  private func replacingValue(after key: String.Index, in text: String, indent: String, unit: String) -> String? {
    guard let (start, end) = Self.value(after: key, in: text) else { return nil }
    let lineStart = text[..<start].lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
    if text[start...].hasPrefix("<dict/>") {
      return String(text[..<lineStart]) + value(indent: indent, unit: unit).joined(separator: "\n") + text[end...]
    }
    let manifest = text[start..<end]
    let inner = indent + unit
    if let configurationsKey = manifest.firstRange(of: "<key>UISceneConfigurations</key>"),
      let (valueStart, valueEnd) = Self.value(after: configurationsKey.upperBound, in: text)
    {
      let valueLine = text[..<valueStart].lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
      return String(text[..<valueLine]) + configurationsValue(indent: inner, unit: unit).joined(separator: "\n")
        + text[valueEnd...]
    }
    guard let close = manifest.lastRange(of: "</dict>") else { return nil }
    let closeLine = text[..<close.lowerBound].lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
    let added =
      (manifest.contains("<key>UIApplicationSupportsMultipleScenes</key>") ? [] : multipleScenes(indent: inner))
      + configurations(indent: inner, unit: unit)
    return String(text[..<closeLine]) + added.map { $0 + "\n" }.joined() + text[closeLine...]
  }

  /// Where the value after a key starts and ends: a `<dict/>`, or a `<dict>` to its closing tag.
  private static func value(after key: String.Index, in text: String) -> (String.Index, String.Index)? {
    var start = key
    while start < text.endIndex, text[start].isWhitespace { start = text.index(after: start) }
    let rest = text[start...]
    if rest.hasPrefix("<dict/>") { return (start, text.index(start, offsetBy: "<dict/>".count)) }
    guard rest.hasPrefix("<dict>"), let close = matchingClose(in: text, from: start) else { return nil }
    return (start, close)
  }

  /// The end of the `</dict>` closing the `<dict>` at `start`.
  private static func matchingClose(in text: String, from start: String.Index) -> String.Index? {
    var depth = 0
    var index = start
    while let tag = text[index...].firstIndex(of: "<") {
      let rest = text[tag...]
      index = text.index(after: tag)
      if rest.hasPrefix("<dict>") {
        depth += 1
      } else if rest.hasPrefix("</dict>") {
        depth -= 1
        if depth == 0 { return text.index(tag, offsetBy: "</dict>".count) }
      }
    }
    return nil
  }

  /// The indentation of the first `<key>` line: the top dictionary's, one step.
  private static func firstKeyIndentation(_ bytes: [UInt8]) -> String? {
    let text = String(decoding: bytes, as: UTF8.self)
    guard text.contains("<plist"), let key = text.firstRange(of: "<key>") else { return nil }
    let indent = indentation(ofLineAt: key.lowerBound, in: text)
    return indent.isEmpty ? "\t" : indent
  }

  private static func indentation(ofLineAt index: String.Index, in text: String) -> String {
    let lineStart = text[..<index].lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
    return String(text[lineStart...].prefix { $0 == " " || $0 == "\t" })
  }

  private static func escaped(_ text: String) -> String {
    text.replacing("&", with: "&amp;").replacing("<", with: "&lt;").replacing(">", with: "&gt;")
  }
}

extension StringProtocol {
  /// The last range of `word` in the text.
  package func lastRange(of word: String) -> Range<Index>? {
    var found: Range<Index>?
    var rest = self[...]
    while let range = rest.firstRange(of: word) {
      found = range
      rest = rest[range.upperBound...]
    }
    return found
  }
}
