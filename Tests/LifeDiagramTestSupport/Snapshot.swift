import Foundation
import Testing

/// Compares `actual` with the golden file `Snapshots/<name>` beside the calling test file, byte for byte.
///
/// `RECORD_SNAPSHOTS=1 swift test` writes the golden files anew. A missing golden file is written and the test
/// fails, so a new snapshot is always looked at once.
public func assertSnapshot(
  _ actual: String, named name: String, filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) {
  let folder = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")
  let file = folder.appendingPathComponent(name)
  let recording = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"
  guard !recording, let expected = try? String(contentsOf: file, encoding: .utf8) else {
    try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? actual.write(to: file, atomically: true, encoding: .utf8)
    if !recording {
      Issue.record("no golden file \(name); recorded it, check it and run again", sourceLocation: sourceLocation)
    }
    return
  }
  if expected != actual {
    Issue.record(
      "\(name) differs from its golden file (RECORD_SNAPSHOTS=1 to re-record):\n\(lineDiff(expected, actual))",
      sourceLocation: sourceLocation)
  }
}

/// The first lines where two texts differ, for failure messages.
public func lineDiff(_ expected: String, _ actual: String, limit: Int = 12) -> String {
  let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
  let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
  var lines: [String] = []
  for index in 0..<max(old.count, new.count) where lines.count < limit {
    let a = index < old.count ? String(old[index]) : "<none>"
    let b = index < new.count ? String(new[index]) : "<none>"
    if a != b { lines.append("line \(index + 1):\n  - \(a)\n  + \(b)") }
  }
  return lines.joined(separator: "\n")
}

/// The anchors a docs page sets (`<a id="cold-launch"></a>`), found in one pass so that checking a thousand
/// links against a page does not search the page a thousand times.
public func anchors(in page: String) -> Set<String> {
  var found: Set<String> = []
  var rest = page[...]
  while let open = rest.range(of: "<a id=\"") {
    rest = rest[open.upperBound...]
    guard let close = rest.range(of: "\"></a>") else { break }
    found.insert(String(rest[..<close.lowerBound]))
    rest = rest[close.upperBound...]
  }
  return found
}

/// Compares `actual` with a generated file the repository commits (`path`, from the package's root), byte for
/// byte; `RECORD_SNAPSHOTS=1` writes it anew, as it does golden files.
public func assertGeneratedFile(
  _ actual: String, at path: String, regenerate command: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  let file = BuiltBinary.root.appendingPathComponent(path)
  if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
    try? actual.write(to: file, atomically: true, encoding: .utf8)
    return
  }
  let expected = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
  if expected != actual {
    Issue.record("\(path) is not what its sources give (run \(command)):\n\(lineDiff(expected, actual))", sourceLocation: sourceLocation)
  }
}
