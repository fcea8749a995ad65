/// What changed in a stale text file, as a short unified diff: the lines between what the two texts share at the
/// start and at the end, with up to three lines of context each side, in one hunk. Linear in the texts (no search
/// for the shortest edit), which is what a hand edit or a model change makes; cut to a number of lines.
public enum StaleDiff {
  /// The lines of context kept before and after the change.
  static let context = 3

  /// The diff of `disk` (the file as it is) against `expected` (as `docs` writes it), named `path`: `---`, `+++`,
  /// the hunk header and at most `limit` lines of the hunk (then a line saying how many more); none when the texts
  /// are the same, or `limit` is 0.
  public static func lines(path: String, disk: String, expected: String, limit: Int) -> [String] {
    guard limit > 0, disk != expected else { return [] }
    let old = disk.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let new = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var prefix = 0
    while prefix < min(old.count, new.count), old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < min(old.count, new.count) - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
      suffix += 1
    }
    let before = max(0, prefix - context)
    let afterOld = min(old.count, old.count - suffix + context)
    let afterNew = min(new.count, new.count - suffix + context)
    var body = old[before..<prefix].map { " " + $0 }
    body += old[prefix..<(old.count - suffix)].map { "-" + $0 }
    body += new[prefix..<(new.count - suffix)].map { "+" + $0 }
    body += old[(old.count - suffix)..<afterOld].map { " " + $0 }
    let header = "@@ -\(range(before, afterOld - before)) +\(range(before, afterNew - before)) @@"
    let shown = body.prefix(limit)
    let more = body.count - shown.count
    return ["--- \(path) (on disk)", "+++ \(path) (as docs writes it)", header] + shown
      + (more > 0 ? ["… \(more) more line\(more == 1 ? "" : "s") (--diff-lines)"] : [])
  }

  /// A hunk's range, as unified diffs write it: `start,count` from 1 (`start-1,0` for no lines).
  private static func range(_ start: Int, _ count: Int) -> String {
    count == 0 ? "\(start),0" : "\(start + 1),\(count)"
  }
}
