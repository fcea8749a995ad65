/// A statement at the top of a launch method's body, as the window's move weighs it, in either language.
package protocol LaunchStatement {
  /// The local it declares, if any.
  var declares: String? { get }
  /// The value names it reads.
  var names: Set<String> { get }
  /// Whether it touches the window anywhere.
  var touchesWindow: Bool { get }
}

/// Which statements of a launch method move with the window: the window's own, and the locals they read that are
/// declared before them; and whether that leaves anything behind that would lose them.
package enum WindowStatements {
  /// The statements that move (sorted), and the names they read that nothing moving declares; nil when a
  /// statement left behind reads a moved local or touches the window (then nothing moves).
  package static func closure(
    of windowStatements: [Int], in statements: [some LaunchStatement], windowNames: Set<String>
  ) -> (moved: [Int], unresolved: Set<String>)? {
    var moved = Set(windowStatements)
    var needed = Set(windowStatements.flatMap { statements[$0].names }).subtracting(windowNames)
    var changed = true
    while changed {
      changed = false
      for (index, statement) in statements.enumerated() where !moved.contains(index) {
        guard let name = statement.declares, needed.contains(name) else { continue }
        moved.insert(index)
        needed.remove(name)
        needed.formUnion(statement.names.subtracting(windowNames))
        changed = true
      }
    }
    let declared = Set(moved.compactMap { statements[$0].declares }).subtracting(["window"])
    let leftBehindLoses = statements.indices.filter { !moved.contains($0) }.contains {
      !statements[$0].names.isDisjoint(with: declared) || statements[$0].touchesWindow
    }
    return leftBehindLoses ? nil : (moved.sorted(), needed.subtracting(["windowScene"]))
  }
}

extension SwiftAppDelegateFile.Statement: LaunchStatement {
  package var touchesWindow: Bool { names.contains("window") || selfMembers.contains("window") }
}

extension ObjCAppDelegateFile.Statement: LaunchStatement {
  package var touchesWindow: Bool { mentionsWindow }
}
