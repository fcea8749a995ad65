/// A file's change as a unified diff `git apply` accepts: `diff --git`, `---`/`+++` (`/dev/null` for a new file),
/// and hunks with three lines of context, from the shortest edit script (Myers) between the two texts' lines.
package enum UnifiedDiff {
  package static let context = 3

  /// The diff of `change`, its paths as given (made relative to the repository by whoever applies it).
  package static func text(of change: FileChange) -> String {
    var change = change
    while change.path.hasPrefix("./") { change.path.removeFirst(2) }
    let old = change.before.map(lines) ?? []
    let new = lines(change.after)
    var out = ["diff --git a/\(change.path) b/\(change.path)"]
    if change.before == nil {
      out += ["new file mode 100644", "--- /dev/null"]
    } else {
      out.append("--- a/\(change.path)")
    }
    out.append("+++ b/\(change.path)")
    for hunk in hunks(old: old, new: new) { out += hunk }
    return out.joined(separator: "\n") + "\n"
  }

  /// A file's lines, each with its newline; a last line without one is marked as `diff` marks it.
  private static func lines(_ bytes: [UInt8]) -> [String] {
    var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map {
      String(decoding: $0, as: UTF8.self)
    }
    if lines.last == "" {
      lines.removeLast()
    } else if !lines.isEmpty {
      lines[lines.count - 1] += "\n\\ No newline at end of file"
    }
    return lines
  }

  private enum Operation: Equatable { case keep, delete, insert }

  /// The edit script, one operation a line, in order.
  private static func script(old: [String], new: [String]) -> [Operation] {
    let n = old.count
    let m = new.count
    let max = n + m
    guard max > 0 else { return [] }
    var frontier = [Int](repeating: 0, count: 2 * max + 2)
    var trace: [[Int]] = []
    search: for d in 0...max {
      trace.append(frontier)
      for k in stride(from: -d, through: d, by: 2) {
        var x =
          (k == -d || (k != d && frontier[max + k - 1] < frontier[max + k + 1]))
          ? frontier[max + k + 1] : frontier[max + k - 1] + 1
        var y = x - k
        while x < n && y < m && old[x] == new[y] {
          x += 1
          y += 1
        }
        frontier[max + k] = x
        if x >= n && y >= m { break search }
      }
    }
    var operations: [Operation] = []
    var x = n
    var y = m
    for d in stride(from: trace.count - 1, through: 0, by: -1) {
      let frontier = trace[d]
      let k = x - y
      let previousK = (k == -d || (k != d && frontier[max + k - 1] < frontier[max + k + 1])) ? k + 1 : k - 1
      let previousX = frontier[max + previousK]
      let previousY = previousX - previousK
      while x > previousX && y > previousY {
        operations.append(.keep)
        x -= 1
        y -= 1
      }
      if d > 0 { operations.append(x == previousX ? .insert : .delete) }
      x = previousX
      y = previousY
    }
    return operations.reversed()
  }

  /// The hunks, each `@@ -a,b +c,d @@` and its lines.
  private static func hunks(old: [String], new: [String]) -> [[String]] {
    let operations = script(old: old, new: new)
    var hunks: [[String]] = []
    var index = 0
    while let start = operations[index...].firstIndex(where: { $0 != .keep }) {
      // A hunk runs until a stretch of more than twice the context is unchanged.
      var end = start
      var cursor = start
      while cursor < operations.count {
        if operations[cursor] != .keep {
          end = cursor
          cursor += 1
        } else {
          let run = operations[cursor...].prefix { $0 == .keep }.count
          if run > 2 * context || cursor + run == operations.count { break }
          cursor += run
        }
      }
      let from = Swift.max(0, start - context)
      let to = Swift.min(operations.count, end + 1 + context)
      var oldLine = operations[..<from].filter { $0 != .insert }.count
      var newLine = operations[..<from].filter { $0 != .delete }.count
      let oldStart = oldLine
      let newStart = newLine
      var body: [String] = []
      for operation in operations[from..<to] {
        switch operation {
        case .keep:
          body.append(" " + old[oldLine])
          oldLine += 1
          newLine += 1
        case .delete:
          body.append("-" + old[oldLine])
          oldLine += 1
        case .insert:
          body.append("+" + new[newLine])
          newLine += 1
        }
      }
      hunks.append(["@@ -\(range(oldStart, oldLine - oldStart)) +\(range(newStart, newLine - newStart)) @@"] + body)
      index = to
    }
    return hunks
  }

  private static func range(_ start: Int, _ count: Int) -> String {
    count == 0 ? "\(start),0" : "\(start + 1),\(count)"
  }
}
