/// "Did you mean": the candidate closest to what was written, when one is close enough to be a typo.
enum Suggestion {
  /// The candidate nearest `word` by edit distance (ignoring case), when it is within a third of the word's
  /// length (at least 1 edit, at most 3), or one of more than two letters contains the other; ties go to the
  /// earlier candidate.
  static func nearest(to word: String, among candidates: [String]) -> String? {
    guard word.count <= 200 else { return nil }  // no typo is that long, and the distance would be slow
    let folded = word.lowercased()
    let limit = max(1, min(3, word.count / 3))
    var best: (candidate: String, distance: Int)?
    for candidate in candidates where candidate != word {
      let distance = editDistance(folded, candidate.lowercased())
      if distance <= limit, distance < (best?.distance ?? .max) { best = (candidate, distance) }
    }
    if let best { return best.candidate }
    guard folded.count > 2 else { return nil }
    return candidates.first { $0.count > 2 && ($0.lowercased().contains(folded) || folded.contains($0.lowercased())) }
  }

  /// `; did you mean 'background'?`, or nothing when no candidate is close.
  static func didYouMean(_ word: String, among candidates: [String]) -> String {
    nearest(to: word, among: candidates).map { "; did you mean \(Quoting.quoted($0))?" } ?? ""
  }

  /// The Levenshtein distance between two strings, in characters.
  static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
    var previous = Array(0...b.count)
    var current = previous
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
