/// One problem validation finds in a model: where it is, and what is wrong, as a plain sentence naming the
/// culprit and, where one is close, the id that was probably meant.
public struct ModelIssue: Sendable, Hashable, CustomStringConvertible {
  /// The model or catalog part the problem is in, e.g. `app model` or `catalog`.
  public var location: String
  /// Where in the model's file the problem is, e.g. `transitions[6].to`; empty when it is not in one file.
  public var path: ModelPath
  /// The problem, e.g. `unknown state 'bakground'; did you mean 'background'?`.
  public var message: String
  /// Whether the problem follows from another one (a state no transition reaches because a transition into it
  /// names a misspelt state): such problems are listed after the others, so one mistake reads as one problem first.
  public var isConsequence: Bool

  /// Creates an issue at a location.
  public init(at location: String, path: ModelPath = [], _ message: String, isConsequence: Bool = false) {
    self.location = location
    self.path = path
    self.message = message
    self.isConsequence = isConsequence
  }

  /// `app model: transitions[6].to: unknown state 'bakground'; did you mean 'background'?`
  public var description: String {
    path.components.isEmpty ? "\(location): \(message)" : "\(location): \(path): \(message)"
  }
}

/// A problem found inside one model file, before it knows which file it is in.
struct FileProblem: Sendable, Hashable {
  var path: ModelPath
  var message: String
  /// Whether it follows from another problem (``ModelIssue/isConsequence``).
  var isConsequence = false

  init(_ path: ModelPath, _ message: String, isConsequence: Bool = false) {
    self.path = path
    self.message = message
    self.isConsequence = isConsequence
  }
}

/// `unknown state 'bakground'; did you mean 'background'?`, or without the question when nothing is close.
func unknown(_ kind: String, _ id: String, among candidates: [String]) -> String {
  let guess = nearestIDs(to: id, among: candidates, limit: 1).first
  return "unknown \(kind) '\(id)'" + (guess.map { "; did you mean '\($0)'?" } ?? "")
}
