/// The scene manifest written where XcodeGen generates the Info.plist from: the target's `info.properties` in
/// `project.yml`, edited as text (block style, the file's own indentation), so that `xcodegen generate` writes the
/// manifest into the Info.plist instead of dropping it. A target whose `info` is not in block style, or that has no
/// `info` (then its Info.plist is the team's file, edited as such), is not edited here.
package struct XcodeGenInfoProperties {
  package var targetName: String
  package var delegateClassName: String
  package var storyboard: String?

  /// The spec with the manifest in the target's `info.properties`, or nil when the target or its `info` block is
  /// not there in block style, or its properties already hold a manifest.
  package func applied(to text: String) -> String? {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let targets = lines.firstIndex(where: { $0.hasPrefix("targets:") }),
      let target = block(named: targetName, in: lines, after: targets, parentIndent: 0),
      let info = block(named: "info", in: lines, after: target.line, parentIndent: target.indent)
    else { return nil }
    let unit = String(repeating: " ", count: max(1, info.indent - target.indent))
    let end = blockEnd(of: info.line, indent: info.indent, in: lines)
    // `properties: {…}` in flow style is not one this edits: a second `properties` key would lose one of them.
    if lines[(info.line + 1)..<end].contains(where: {
      $0.drop { $0 == " " }.hasPrefix("properties:") && !$0.trimmingCharactersAfterColon.isEmpty
    }) {
      return nil
    }
    if let properties = block(
      named: "properties", in: Array(lines[..<end]), after: info.line, parentIndent: info.indent)
    {
      let propertiesEnd = blockEnd(of: properties.line, indent: properties.indent, in: lines)
      guard !lines[properties.line..<propertiesEnd].contains(where: { $0.contains("UIApplicationSceneManifest") })
      else { return nil }
      // The existing children's indentation, when there are any.
      let child = lines[(properties.line + 1)..<propertiesEnd].first { !$0.allSatisfy { $0 == " " } }
      let indent =
        child.map { String($0.prefix { $0 == " " }) } ?? String(repeating: " ", count: properties.indent) + unit
      lines.insert(contentsOf: manifest(indent: indent, unit: unit), at: properties.line + 1)
    } else {
      let indent = String(repeating: " ", count: info.indent) + unit
      lines.insert(
        contentsOf: [indent + "properties:"] + manifest(indent: indent + unit, unit: unit), at: info.line + 1)
    }
    return lines.joined(separator: "\n")
  }

  /// The manifest as YAML, one line each, from `indent`.
  private func manifest(indent: String, unit: String) -> [String] {
    func at(_ depth: Int, _ line: String) -> String { indent + String(repeating: unit, count: depth) + line }
    var configuration = [
      at(3, "- UISceneConfigurationName: Default Configuration"),
      at(3, "  UISceneDelegateClassName: \"\(delegateClassName)\""),
    ]
    if let storyboard { configuration.append(at(3, "  UISceneStoryboardFile: \"\(storyboard)\"")) }
    return [
      at(0, "UIApplicationSceneManifest:"), at(1, "UIApplicationSupportsMultipleScenes: false"),
      at(1, "UISceneConfigurations:"), at(2, "UIWindowSceneSessionRoleApplication:"),
    ] + configuration
  }

  /// The first key `name:` (alone on its line, block style) indented more than `parentIndent` below line `after`,
  /// within the parent's block: its line and indentation.
  private func block(named name: String, in lines: [String], after: Int, parentIndent: Int) -> (line: Int, indent: Int)?
  {
    var childIndent: Int?
    for index in (after + 1)..<lines.count {
      let line = lines[index]
      let indent = line.prefix { $0 == " " }.count
      let content = line.dropFirst(indent)
      if content.isEmpty || content.hasPrefix("#") { continue }
      if indent <= parentIndent { return nil }
      if childIndent == nil { childIndent = indent }
      guard indent == childIndent else { continue }
      let key = content.prefix { $0 != ":" }
      let rest = content.dropFirst(key.count)
      if key.trimmingQuotes == name && rest.hasPrefix(":") && rest.dropFirst().allSatisfy({ $0 == " " }) {
        return (index, indent)
      }
    }
    return nil
  }

  /// The line after the last of the block that starts at `line` with `indent`.
  private func blockEnd(of line: Int, indent: Int, in lines: [String]) -> Int {
    var end = line + 1
    while end < lines.count {
      let text = lines[end]
      let depth = text.prefix { $0 == " " }.count
      if !text.dropFirst(depth).isEmpty && depth <= indent { break }
      end += 1
    }
    return end
  }
}

extension Substring {
  /// The text without the quotes around a YAML key.
  package var trimmingQuotes: String {
    let text = String(self)
    if text.count >= 2, let first = text.first, first == "\"" || first == "'", text.last == first {
      return String(text.dropFirst().dropLast())
    }
    return text
  }
}

extension String {
  /// What follows a key's colon on its line, comments aside: empty for a block-style key.
  package var trimmingCharactersAfterColon: String {
    guard let colon = firstIndex(of: ":") else { return "" }
    let rest = self[index(after: colon)...].prefix { $0 != "#" }
    return String(rest.filter { $0 != " " })
  }
}
