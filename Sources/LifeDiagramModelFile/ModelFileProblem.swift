import LifeDiagramModel

/// One problem in a model file, printed as one line: `app.yaml:41:9: transitions[6].to: unknown state
/// 'bakground'; did you mean 'background'?`.
///
/// A problem with the whole file (its size, its encoding, an empty file) has no path, and no position when
/// it has no place in the text: `app.yaml: the file is empty; …`.
public struct ModelFileProblem: Sendable, Hashable, CustomStringConvertible {
  /// The file's name as the user gave it.
  public var file: String
  /// Where in the text the problem is; nil for a problem with the whole file.
  public var position: LineColumn?
  /// The value the problem is about, e.g. `transitions[6].to`; empty for the file as a whole.
  public var path: ModelPath
  /// What is wrong, and the fix where there is one.
  public var message: String

  /// Creates a problem.
  public init(file: String, position: LineColumn?, path: ModelPath = [], _ message: String) {
    self.file = file
    self.position = position
    self.path = path
    self.message = message
  }

  /// The line, from 1; nil for a problem with the whole file.
  public var line: Int? { position?.line }
  /// The column, from 1, in Unicode scalars; nil for a problem with the whole file.
  public var column: Int? { position?.column }

  /// `file:line:col: path: message`, leaving out what the problem lacks; always one line.
  public var description: String {
    var line = Quoting.oneLine(file)
    if let position { line += ":\(position)" }
    if !path.components.isEmpty { line += ": " + Quoting.oneLine(path.description) }
    return line + ": " + Quoting.oneLine(message)
  }
}
