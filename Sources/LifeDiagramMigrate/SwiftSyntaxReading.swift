import SwiftSyntax

/// The names an expression or a body refers to, as the migration needs them to decide what may move: the free
/// names it reads, the names it declares, and the members it reaches through `self`.
final class NameCollector: SyntaxVisitor {
  /// Every name read (`window`, `rootViewController`, `UINavigationController`), members after a dot left out.
  private(set) var references: Set<String> = []
  /// Every name declared inside (a `let`, a closure's parameters).
  private(set) var declared: Set<String> = []
  /// The members reached as `self.name`.
  private(set) var selfMembers: Set<String> = []
  /// Whether `self` or `super` is named at all.
  private(set) var usesSelf = false

  init(_ node: some SyntaxProtocol) {
    super.init(viewMode: .sourceAccurate)
    walk(node)
  }

  /// The names read that the code does not declare itself and that are not types (a type starts upper-case).
  var freeValueNames: Set<String> {
    references.subtracting(declared).filter { $0.first?.isUppercase != true && $0 != "self" && $0 != "super" }
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
      return .visitChildren
    }
    let name = node.baseName.text
    if name == "self" || name == "super" { usesSelf = true }
    references.insert(name)
    return .visitChildren
  }

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    if let base = node.base?.as(DeclReferenceExprSyntax.self), base.baseName.text == "self" {
      selfMembers.insert(node.declName.baseName.text)
    }
    return .visitChildren
  }

  override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
    declared.insert(node.identifier.text)
    return .visitChildren
  }

  override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
    declared.insert(node.name.text)
    return .visitChildren
  }

  override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
    declared.insert((node.secondName ?? node.firstName).text)
    return .visitChildren
  }
}

extension ExprSyntax {
  /// The name an expression starts from: `window` for `window?.rootViewController = …`, `self.window`,
  /// `window!.makeKeyAndVisible()`; `UIWindow` for `UIWindow(frame: …)`.
  package var rootName: String? {
    if let reference = self.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
    if let member = self.as(MemberAccessExprSyntax.self) {
      guard let base = member.base else { return nil }
      if base.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" { return member.declName.baseName.text }
      return base.rootName
    }
    if let call = self.as(FunctionCallExprSyntax.self) { return call.calledExpression.rootName }
    if let chain = self.as(OptionalChainingExprSyntax.self) { return chain.expression.rootName }
    if let force = self.as(ForceUnwrapExprSyntax.self) { return force.expression.rootName }
    if let sequence = self.as(SequenceExprSyntax.self) { return sequence.elements.first?.rootName }
    if let infix = self.as(InfixOperatorExprSyntax.self) { return infix.leftOperand.rootName }
    return nil
  }
}

/// Finds the calls that make a window from a frame (`UIWindow(frame: UIScreen.main.bounds)`, `UIWindow()`), to
/// be made from the scene instead.
final class WindowInitializerFinder: SyntaxVisitor {
  /// The byte ranges of the calls, in the file.
  private(set) var calls: [Range<Int>] = []

  init(_ node: some SyntaxProtocol) {
    super.init(viewMode: .sourceAccurate)
    walk(node)
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    let called = node.calledExpression
    let isWindow =
      called.as(DeclReferenceExprSyntax.self)?.baseName.text == "UIWindow"
      || (called.as(MemberAccessExprSyntax.self).map {
        $0.declName.baseName.text == "init" && $0.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "UIWindow"
      } ?? false)
    let fromFrame = node.arguments.isEmpty || node.arguments.first?.label?.text == "frame"
    if isWindow && fromFrame {
      calls.append(node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset)
    }
    return .visitChildren
  }
}
