import LifeDiagramOutput

/// `verify`'s answer for one log: a run against each life cycle the log was held to, the one that makes most of
/// its calls (or the first named) first. A scene app's log with view-controller lines is held to the scene model
/// and to the view controller's, each to its own calls.
public struct LogReport: Sendable {
  /// The runs, one for each life cycle; never empty.
  public var runs: [VerifyReport]

  /// Creates the report of a log's runs.
  public init(runs: [VerifyReport]) { self.runs = runs }

  /// Whether every run fits its model.
  public var consistent: Bool { runs.allSatisfy { $0.verdict.divergence == nil } }

  /// The first run's fields, `consistent` for every run, and `runs`.
  var json: JSON {
    guard case .object(var fields) = runs[0].json else { return runs[0].json }
    if let index = fields.firstIndex(where: { $0.0 == "consistent" }) { fields[index].1 = .bool(consistent) }
    fields.append(("runs", .array(runs.map(\.json))))
    return .object(fields)
  }
}
