/// The ids among `candidates` closest to `id` (edit distance, ties in the given order), for "did you mean": those
/// within a third of its length (at least 3 edits), then those that contain it or that it contains.
func nearestIDs(to id: String, among candidates: [String], limit: Int) -> [String] {
  let scored = candidates.map { ($0, editDistance(id, $0)) }
  let containing = candidates.filter { !id.isEmpty && ($0.contains(id) || id.contains($0)) }
  let close = scored.filter { $0.1 <= max(3, id.count / 3) }.sorted { $0.1 < $1.1 }.map(\.0)
  var result: [String] = []
  for candidate in close + containing where !result.contains(candidate) { result.append(candidate) }
  return Array(result.prefix(limit))
}

/// The Levenshtein distance between two strings, in characters.
public func editDistance(_ a: String, _ b: String) -> Int {
  let a = Array(a)
  let b = Array(b)
  if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
  var previous = Array(0...b.count)
  for i in 1...a.count {
    var current = [i] + Array(repeating: 0, count: b.count)
    for j in 1...b.count {
      current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
    }
    previous = current
  }
  return previous[b.count]
}
