import SwiftSyntax

/// Whether a method's completion handler is used on every path through its body (issue #43,
/// `completion-handler-unused`): called, stored, passed on, or captured by a closure, which a reference to its name
/// anywhere in a statement is. Comments and strings are not references (the syntax tree keeps them apart).
/// `return` and `throw` end a path; `fatalError()` and its kin end one that needs nothing; `guard`, `if`, `switch`,
/// `do`/`catch` and loops are followed branch by branch (a loop's body may not run); a `defer` that uses the handler
/// uses it on every path after it.
package struct CompletionHandlerPaths {
  /// How the paths through a statement or a block end, as far as the handler goes.
  package struct Outcome {
    /// Some path goes on past it without having used the handler.
    package var fallsThrough: Bool
    /// Some path leaves the method (`return`, `throw`) without having used the handler.
    package var exitsUnused: Bool

    package static let used = Outcome(fallsThrough: false, exitsUnused: false)
    package static let untouched = Outcome(fallsThrough: true, exitsUnused: false)

    package func union(_ other: Outcome) -> Outcome {
      Outcome(fallsThrough: fallsThrough || other.fallsThrough, exitsUnused: exitsUnused || other.exitsUnused)
    }
  }

  /// The handler's name inside the method.
  package let name: String

  /// Whether some path through `body` ends without using the handler.
  package func missesOnSomePath(_ body: CodeBlockSyntax) -> Bool {
    let outcome = block(body.statements)
    return outcome.fallsThrough || outcome.exitsUnused
  }

  private func block(_ statements: CodeBlockItemListSyntax) -> Outcome {
    var exitsUnused = false
    for item in statements {
      if let deferred = item.item.as(DeferStmtSyntax.self), uses(deferred) {
        return Outcome(fallsThrough: false, exitsUnused: exitsUnused)
      }
      let outcome = statement(Syntax(item.item))
      exitsUnused = exitsUnused || outcome.exitsUnused
      if !outcome.fallsThrough { return Outcome(fallsThrough: false, exitsUnused: exitsUnused) }
    }
    return Outcome(fallsThrough: true, exitsUnused: exitsUnused)
  }

  private func statement(_ node: Syntax) -> Outcome {
    if let expression = node.as(ExpressionStmtSyntax.self) { return statement(Syntax(expression.expression)) }
    if let ifExpression = node.as(IfExprSyntax.self) { return branches(ifExpression) }
    if let guardStatement = node.as(GuardStmtSyntax.self) {
      if guardStatement.conditions.contains(where: uses) { return .used }
      let otherwise = block(guardStatement.body.statements)
      // The else block must leave; a path that falls out of it is the compiler's concern.
      return Outcome(fallsThrough: true, exitsUnused: otherwise.exitsUnused || otherwise.fallsThrough)
    }
    if let switchExpression = node.as(SwitchExprSyntax.self) {
      if uses(switchExpression.subject) { return .used }
      let cases = switchExpression.cases.compactMap { $0.as(SwitchCaseSyntax.self) }
      guard !cases.isEmpty else { return .untouched }
      return cases.map { block($0.statements) }.reduce(Outcome(fallsThrough: false, exitsUnused: false)) {
        $0.union($1)
      }
    }
    if let doStatement = node.as(DoStmtSyntax.self) {
      var outcome = block(doStatement.body.statements)
      for clause in doStatement.catchClauses { outcome = outcome.union(block(clause.body.statements)) }
      return outcome
    }
    if let loop = node.as(ForStmtSyntax.self) {
      if uses(loop.sequence) { return .used }
      return Outcome.untouched.union(Outcome(fallsThrough: false, exitsUnused: block(loop.body.statements).exitsUnused))
    }
    if let loop = node.as(WhileStmtSyntax.self) {
      if loop.conditions.contains(where: uses) { return .used }
      return Outcome.untouched.union(Outcome(fallsThrough: false, exitsUnused: block(loop.body.statements).exitsUnused))
    }
    if let loop = node.as(RepeatStmtSyntax.self) { return block(loop.body.statements) }
    if let returned = node.as(ReturnStmtSyntax.self) {
      return returned.expression.map(uses) == true ? .used : Outcome(fallsThrough: false, exitsUnused: true)
    }
    if let thrown = node.as(ThrowStmtSyntax.self) {
      return uses(thrown) ? .used : Outcome(fallsThrough: false, exitsUnused: true)
    }
    if let call = node.as(FunctionCallExprSyntax.self),
      let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
      ["fatalError", "preconditionFailure", "abort", "exit"].contains(callee.baseName.text)
    {
      return .used  // the process ends: nothing waits for the handler
    }
    return uses(node) ? .used : .untouched
  }

  /// `if … { } else if … { } else { }`: each branch, and the path past a missing `else`.
  private func branches(_ node: IfExprSyntax) -> Outcome {
    if node.conditions.contains(where: uses) { return .used }
    var outcome = block(node.body.statements)
    switch node.elseBody {
    case .ifExpr(let next)?: outcome = outcome.union(branches(next))
    case .codeBlock(let otherwise)?: outcome = outcome.union(block(otherwise.statements))
    case nil: outcome = outcome.union(.untouched)
    }
    return outcome
  }

  /// Whether the handler's name is referred to anywhere in `node` (a call, an argument, a capture, a store).
  private func uses(_ node: some SyntaxProtocol) -> Bool {
    node.tokens(viewMode: .sourceAccurate).contains { token in
      guard case .identifier(let text) = token.tokenKind, text == name || text == "`\(name)`" else { return false }
      // A reference, or a closure's capture; not an argument label or a member of the same name.
      if token.parent?.is(ClosureCaptureSyntax.self) == true { return true }
      guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return false }
      return reference.parent?.as(MemberAccessExprSyntax.self)?.declName.id != reference.id
    }
  }
}
