import LifeDiagramYAML

/// A YAML syntax error from libyaml (or the composer), as a problem at its line and column.
enum SyntaxProblem {
  /// The problem the composer reported, with its position and, where libyaml gives one, what it was reading.
  static func problem(_ error: YAMLError, text: String, file: String, format: ModelFileFormat) -> ModelFileProblem {
    // A JSON file gets here only when JSONSyntax found it valid but libyaml cannot read it (lifediagram reads JSON
    // as YAML too, to know where each value is).
    let lead = format == .json ? "this JSON cannot be read as YAML to locate its values" : "not valid YAML"
    guard let mark = error.mark else {
      // The checks before parsing refuse the characters libyaml's reader refuses, so this is rare.
      return ModelFileProblem(file: file, position: nil, "\(lead): \(error.problem)")
    }
    let position = LineColumn(line: mark.line, column: mark.column)
    var message = "\(lead): \(error.problem)"
    if let context = error.context, context.mark != mark {
      message += " (\(context.text) at \(context.mark))"
    }
    if character(at: position, in: text) == "\t" { message += "; indent with spaces, not tabs" }
    return ModelFileProblem(file: file, position: position, message)
  }

  /// The character at a libyaml position, if the text has one there.
  private static func character(at position: LineColumn, in text: String) -> Unicode.Scalar? {
    let lines = text.split(separator: "\n", maxSplits: position.line, omittingEmptySubsequences: false)
    guard position.line - 1 < lines.count else { return nil }
    let line = lines[position.line - 1].unicodeScalars
    guard position.column - 1 < line.count else { return nil }
    return line[line.index(line.startIndex, offsetBy: position.column - 1)]
  }
}
