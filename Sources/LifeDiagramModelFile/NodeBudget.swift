/// A limit on the nodes a walk of a composed tree visits. YAML aliases can make a small file stand for a
/// huge tree (`a: &a [x, x]`, `b: &b [*a, *a]`, …); the walk stops at the limit instead of running for hours.
struct NodeBudget {
  /// More nodes than a 2 MiB file can write out (a node takes at least two bytes, `1,`).
  static let limit = 1_500_000

  private(set) var visited = 0

  /// Counts one node; false once the limit is passed.
  mutating func spend() -> Bool {
    visited += 1
    return visited <= Self.limit
  }

  /// What to tell the user when the limit is passed.
  func problem(file: String) -> ModelFileProblem {
    ModelFileProblem(
      file: file, position: nil,
      "the file stands for more than \(TextChecks.grouped(Self.limit)) values through YAML aliases (*name); write the repeated parts out"
    )
  }
}
