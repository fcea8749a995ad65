/// A model file that cannot be read, with every problem found in it: in document order (problems with the
/// whole file first), each listed once; problems that only follow from others come after them.
public struct InvalidModelFile: Error, Sendable, Hashable, CustomStringConvertible {
  /// The problems, in document order, without repeats.
  public let problems: [ModelFileProblem]

  /// Collects problems: sorts them by position (stable, so problems at one place keep the order they were
  /// found in) and drops repeats.
  public init(_ problems: [ModelFileProblem]) {
    var seen = Set<ModelFileProblem>()
    let unique = problems.filter { seen.insert($0).inserted }
    self.problems = unique.enumerated().sorted { a, b in
      switch (a.element.position, b.element.position) {
      case (nil, .some): true
      case (.some, nil): false
      case (let x?, let y?) where x != y: x < y
      default: a.offset < b.offset
      }
    }.map(\.element)
  }

  /// Collects the problems of a mistake and their consequences (``ModelIssue/isConsequence``): each group in
  /// document order, the consequences after, so the first line names the mistake to fix.
  public init(_ problems: [ModelFileProblem], consequences: [ModelFileProblem]) {
    let first = InvalidModelFile(problems).problems
    let shown = Set(first)
    self.problems = first + InvalidModelFile(consequences.filter { !shown.contains($0) }).problems
  }

  /// One line per problem.
  public var description: String { problems.map(\.description).joined(separator: "\n") }
}
