/// The findings a team has accepted for now (`audit --write-baseline`), so that a CI gate fails only on new ones.
///
/// A finding is known by its rule, its file and its method, never by its line: code moved within a file, or a
/// file edited above a finding, brings nothing back. The same key may stand several times (two overrides without
/// `super` of one method in one file); each occurrence in the baseline excuses one finding.
public struct AuditBaseline: Sendable, Hashable {
  /// One accepted finding.
  public struct Entry: Sendable, Hashable, Comparable {
    /// The rule's id.
    public var rule: String
    /// The file, as the audit named it, without a leading `./`.
    public var file: String
    /// The method, as a selector, or nil for a finding about the whole app.
    public var method: String?

    /// Creates an entry; `file` is stored without a leading `./`.
    public init(rule: String, file: String, method: String?) {
      self.rule = rule
      self.file = Self.plain(file)
      self.method = method
    }

    /// The entry a finding stands for.
    public init(_ finding: AuditFinding) {
      self.init(rule: finding.rule, file: finding.location.file, method: finding.method)
    }

    public static func < (a: Self, b: Self) -> Bool {
      (a.file, a.rule, a.method ?? "") < (b.file, b.rule, b.method ?? "")
    }

    /// A path without its leading `./`, so `audit .` and `audit App` agree on `App/AppDelegate.swift`.
    private static func plain(_ path: String) -> String {
      var path = Substring(path)
      while path.hasPrefix("./") { path = path.dropFirst(2) }
      return String(path)
    }
  }

  /// The accepted findings, sorted, so the file a team commits changes only where the findings do.
  public var entries: [Entry]

  /// Creates a baseline of `entries`.
  public init(entries: [Entry]) {
    self.entries = entries.sorted()
  }

  /// The baseline that accepts every one of `findings`.
  public init(accepting findings: [AuditFinding]) {
    self.init(entries: findings.map(Entry.init))
  }

  /// How today's findings stand against the baseline.
  public struct Comparison: Sendable, Hashable {
    /// Findings the baseline does not hold: the ones a gate fails on.
    public var new: [AuditFinding]
    /// Findings the baseline holds.
    public var unchanged: [AuditFinding]
    /// Entries of the baseline that no finding matches any more: fixed, so the baseline can shrink.
    public var fixed: [Entry]

    /// Creates a comparison.
    public init(new: [AuditFinding], unchanged: [AuditFinding], fixed: [Entry]) {
      (self.new, self.unchanged, self.fixed) = (new, unchanged, fixed)
    }
  }

  /// Splits `findings` into new and unchanged ones, in their order, and lists the entries nothing matched.
  public func compare(_ findings: [AuditFinding]) -> Comparison {
    var remaining: [Entry: Int] = [:]
    for entry in entries { remaining[entry, default: 0] += 1 }
    var comparison = Comparison(new: [], unchanged: [], fixed: [])
    for finding in findings {
      let own = Entry(finding)
      let candidates = [own] + finding.alsoMatches.map { Entry(rule: $0, file: own.file, method: own.method) }
      if let entry = candidates.first(where: { remaining[$0, default: 0] > 0 }) {
        remaining[entry]! -= 1
        comparison.unchanged.append(finding)
      } else {
        comparison.new.append(finding)
      }
    }
    for entry in entries where remaining[entry, default: 0] > 0 {
      remaining[entry]! -= 1
      comparison.fixed.append(entry)
    }
    return comparison
  }
}
