import Yams

/// A YAML syntax error from Yams (libyaml), as a problem at its line and column.
enum SyntaxProblem {
  /// The problem Yams reported, with its position and, where libyaml gives one, what it was reading.
  static func problem(_ error: YamlError, text: String, file: String, format: ModelFileFormat) -> ModelFileProblem {
    // A JSON file gets here only when Foundation read it but libyaml cannot (lifediagram reads JSON as YAML
    // too, to know where each value is).
    let lead = format == .json ? "this JSON cannot be read as YAML to locate its values" : "not valid YAML"
    switch error {
    case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
      .composer(let context, let problem, let mark, _):
      let position = LineColumn(line: mark.line, column: mark.column)
      var message = "\(lead): \(problem)"
      if let context, context.mark.line != mark.line || context.mark.column != mark.column {
        message += " (\(context.text) at \(context.mark.line):\(context.mark.column))"
      }
      if character(at: position, in: text) == "\t" { message += "; indent with spaces, not tabs" }
      return ModelFileProblem(file: file, position: position, message)
    case .reader(let problem, _, _, _):
      // The checks before parsing refuse the characters libyaml refuses, so this is rare.
      return ModelFileProblem(file: file, position: nil, "\(lead): \(problem)")
    default:
      return ModelFileProblem(file: file, position: nil, "\(lead): \(error)")
    }
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
