import LifeDiagramModel

/// "Did you mean": the candidate closest to what was written, when one is close enough to be a typo.
public enum Suggestion {
  /// The candidate nearest `word` by edit distance (ignoring case), when it is within a third of the word's
  /// length (at least 1 edit, at most 3), or one of more than two letters contains the other; ties go to the
  /// earlier candidate.
  public static func nearest(to word: String, among candidates: [String]) -> String? {
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
}
