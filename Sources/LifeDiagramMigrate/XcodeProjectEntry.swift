/// A new source file added to an Xcode project beside an existing one, edited as text: a file reference in the
/// same group, and a build file in every Sources phase that compiles the existing file. The ids are derived from
/// the names, so the same project gets the same ids on every run; the new lines go where Xcode would put them
/// (objects sorted by id in their section, the group's child and the phase's file right after the neighbour's),
/// and no other line moves.
package struct XcodeProjectEntry {
  /// The file the new one goes beside, by its name (`AppDelegate.swift`).
  package var neighbour: String
  /// The new file's name (`SceneDelegate.swift`).
  package var name: String
  /// Xcode's type for it (`sourcecode.swift`, `sourcecode.c.objc`, `sourcecode.c.h`).
  package var fileType: String
  /// Whether it is compiled (a header is only referenced).
  package var compiled = true
  /// The app's target's object id: its Sources phase says which of several same-named neighbours is the app's.
  package var targetID: String?

  /// The project with the file added, or nil when the project does not list the neighbour in the one-line form
  /// Xcode writes (then a person adds the file).
  package func applied(to text: String) -> String? {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    // A neighbour's name that two references carry (iOS/ and macOS/ AppDelegate.swift) does not say which group
    // is the app's: a person adds the file.
    var neighbours = lines.indices.filter { Self.isFileReference(lines[$0], named: neighbour) }
    let targetBuilds = targetID.map { Self.sourceBuildFiles(of: $0, in: lines) } ?? []
    if neighbours.count > 1 {
      // The one whose build file is in the app's target's Sources phase.
      neighbours = neighbours.filter { line in
        guard let id = Self.id(of: lines[line]) else { return false }
        return lines.contains { candidate in
          candidate.contains("isa = PBXBuildFile;") && candidate.contains("fileRef = \(id) ")
            && Self.id(of: candidate).map(targetBuilds.contains) == true
        }
      }
    }
    guard neighbours.count == 1, let referenceLine = neighbours.first,
      let neighbourReference = Self.id(of: lines[referenceLine])
    else { return nil }
    let buildLines =
      !compiled
      ? []
      : lines.indices.filter {
        lines[$0].contains("isa = PBXBuildFile;") && lines[$0].contains("fileRef = \(neighbourReference) ")
          && (targetBuilds.isEmpty || Self.id(of: lines[$0]).map(targetBuilds.contains) == true)
      }
    guard !compiled || !buildLines.isEmpty, !lines.contains(where: { Self.isFileReference($0, named: name) }) else {
      return nil
    }
    let reference = Self.newID("\(name) reference beside \(neighbourReference)", avoiding: text)
    let indent = String(lines[referenceLine].prefix { $0 == "\t" || $0 == " " })
    var insertions: [(after: Int, line: String)] = []
    // Each build file of the neighbour's gets one of the new file's, listed wherever it is listed.
    for (number, buildLine) in buildLines.enumerated() {
      guard let neighbourBuild = Self.id(of: lines[buildLine]) else { return nil }
      let build = Self.newID("\(name) build \(number) beside \(neighbourBuild)", avoiding: text)
      insertions.append(
        (
          Self.sortedPosition(of: build, near: buildLine, in: lines),
          "\(indent)\(build) /* \(name) in Sources */ = {isa = PBXBuildFile; fileRef = \(reference) /* \(name) */; };"
        ))
      for listed in lines.indices where Self.isListEntry(lines[listed], id: neighbourBuild) {
        insertions.append((listed, Self.listIndent(lines[listed]) + "\(build) /* \(name) in Sources */,"))
      }
    }
    // The new file is where its neighbour is: the same folder in the neighbour's path, the same source tree.
    let place = Self.place(of: lines[referenceLine], name: neighbour)
    insertions.append(
      (
        Self.sortedPosition(of: reference, near: referenceLine, in: lines),
        "\(indent)\(reference) /* \(name) */ = {isa = PBXFileReference; lastKnownFileType = \(fileType); path = \(Self.quoted(place.folder + name)); sourceTree = \(place.sourceTree); };"
      ))
    for listed in lines.indices where Self.isListEntry(lines[listed], id: neighbourReference) {
      insertions.append((listed, Self.listIndent(lines[listed]) + "\(reference) /* \(name) */,"))
    }
    for insertion in insertions.sorted(by: { $0.after > $1.after }) {
      lines.insert(insertion.line, at: insertion.after + 1)
    }
    return lines.joined(separator: "\n")
  }

  /// The build files of a target's Sources phases: its `buildPhases`, each phase's `files`, as ids.
  package static func sourceBuildFiles(of target: String, in lines: [String]) -> Set<String> {
    func list(_ key: String, ofObject id: String) -> [String] {
      guard let start = lines.firstIndex(where: { Self.id(of: $0) == id && $0.contains("= {") }) else { return [] }
      var ids: [String] = []
      var inList = false
      for line in lines[start...] {
        let trimmed = line.drop { $0 == "\t" || $0 == " " }
        if inList {
          if trimmed.hasPrefix(");") { break }
          if let entry = Self.id(of: String(trimmed)) { ids.append(entry) }
        } else if trimmed.hasPrefix("\(key) = (") {
          inList = true
        } else if trimmed.hasPrefix("};") {
          break
        }
      }
      return ids
    }
    let phases = list("buildPhases", ofObject: target).filter { phase in
      lines.drop { Self.id(of: $0) != phase || !$0.contains("= {") }.prefix(3).contains {
        $0.contains("isa = PBXSourcesBuildPhase;")
      }
    }
    return Set(phases.flatMap { list("files", ofObject: $0) })
  }

  /// Whether the line is a file reference to a file of that name (`path = AppDelegate.swift;`).
  private static func isFileReference(_ line: String, named name: String) -> Bool {
    line.contains("isa = PBXFileReference;")
      && (line.contains("path = \(name);") || line.contains("path = \"\(name)\";") || line.contains("/\(name);")
        || line.contains("name = \(name);"))
  }

  /// The folder part of the neighbour's `path` (`Classes/` for `path = Classes/AppDelegate.m;`) and its
  /// `sourceTree`, as written.
  private static func place(of line: String, name: String) -> (folder: String, sourceTree: String) {
    var folder = ""
    if let path = line.firstRange(of: "path = ") {
      var value = line[path.upperBound...].prefix { $0 != ";" }
      if value.hasPrefix("\"") { value = value.dropFirst().dropLast() }
      if value.hasSuffix("/" + name) { folder = String(value.dropLast(name.count)) }
    }
    var sourceTree = "\"<group>\""
    if let tree = line.firstRange(of: "sourceTree = ") {
      sourceTree = String(line[tree.upperBound...].prefix { $0 != ";" })
    }
    return (folder, sourceTree)
  }

  /// A path as the project file writes it: quoted when it holds anything but letters, digits, `.`, `_`, `/`, `-`.
  private static func quoted(_ path: String) -> String {
    path.allSatisfy { $0.isLetter || $0.isNumber || "._/-".contains($0) } ? path : "\"\(path)\""
  }

  /// The object id a line starts with.
  private static func id(of line: String) -> String? {
    let id = line.drop { $0 == "\t" || $0 == " " }.prefix { $0.isHexDigit }
    return id.count == 24 ? String(id) : nil
  }

  /// Whether the line is an entry of a list (`children`, `files`) naming `id`.
  private static func isListEntry(_ line: String, id: String) -> Bool {
    let trimmed = line.drop { $0 == "\t" || $0 == " " }
    return trimmed.hasPrefix(id + " /*") && trimmed.hasSuffix("*/,")
  }

  private static func listIndent(_ line: String) -> String { String(line.prefix { $0 == "\t" || $0 == " " }) }

  /// The line after which an object with `id` goes in the section holding line `near`, by id order.
  private static func sortedPosition(of id: String, near: Int, in lines: [String]) -> Int {
    var position = near
    while position > 0, let other = Self.id(of: lines[position]), other > id, !lines[position - 1].contains("/* Begin ")
    {
      position -= 1
    }
    while position + 1 < lines.count, let next = Self.id(of: lines[position + 1]), next < id { position += 1 }
    if let own = Self.id(of: lines[position]), own > id { return position - 1 }
    return position
  }

  /// A 24-digit hexadecimal id made from `seed` (FNV-1a, twice), not yet used in the project.
  package static func newID(_ seed: String, avoiding text: String) -> String {
    var attempt = 0
    while true {
      let first = fnv1a(seed + " \(attempt)")
      let second = fnv1a("\(attempt) " + seed)
      let id = (hex(first, digits: 16) + hex(second, digits: 8)).uppercased()
      if !text.contains(id) { return id }
      attempt += 1
    }
  }

  private static func fnv1a(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    return hash
  }

  private static func hex(_ value: UInt64, digits: Int) -> String {
    let text = String(value, radix: 16)
    return String((String(repeating: "0", count: max(0, 16 - text.count)) + text).suffix(digits))
  }
}
