import LifeDiagramAuditProjects
import SwiftSyntax

/// The condition of an `#if` clause a declaration is under, as far as the audit can judge it: compilation flags
/// (`DEBUG`, `SCENES`), `os(…)`, `canImport(…)`, literals, `!`, `&&` and `||`; anything else (`swift(>=5.9)`,
/// `targetEnvironment(simulator)`) is unknown. An `#elseif` or `#else` clause holds the negation of the clauses
/// before it.
package indirect enum BuildCondition: Sendable, Equatable {
  case flag(String)
  case os(String)
  case canImport(String)
  case constant(Bool)
  case unknown
  case not(BuildCondition)
  case and(BuildCondition, BuildCondition)
  case or(BuildCondition, BuildCondition)

  /// A condition as written after `#if`.
  package init(_ expression: ExprSyntax) {
    if let literal = expression.as(BooleanLiteralExprSyntax.self) {
      self = .constant(literal.literal.tokenKind == .keyword(.true))
    } else if let reference = expression.as(DeclReferenceExprSyntax.self) {
      self = .flag(reference.baseName.text)
    } else if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
      self = .not(BuildCondition(prefix.expression))
    } else if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
      let only = tuple.elements.first
    {
      self = BuildCondition(only.expression)
    } else if let infix = expression.as(InfixOperatorExprSyntax.self) {
      self = Self.combine(
        BuildCondition(infix.leftOperand), infix.operator.trimmedDescription, BuildCondition(infix.rightOperand))
    } else if let sequence = expression.as(SequenceExprSyntax.self) {
      self = Self.fold(Array(sequence.elements))
    } else if let call = expression.as(FunctionCallExprSyntax.self),
      let name = call.calledExpression.as(DeclReferenceExprSyntax.self)
    {
      let argument = call.arguments.first?.expression.trimmedDescription ?? ""
      switch name.baseName.text {
      case "os": self = .os(argument)
      case "canImport": self = .canImport(argument.split(separator: ".").first.map(String.init) ?? argument)
      default: self = .unknown
      }
    } else {
      self = .unknown
    }
  }

  /// `a && b || c`, unfolded as the parser leaves it: `&&` binds tighter than `||`; another operator is unknown.
  private static func fold(_ elements: [ExprSyntax]) -> BuildCondition {
    var alternatives: [BuildCondition] = []
    var current: BuildCondition?
    for element in elements {
      if let op = element.as(BinaryOperatorExprSyntax.self) {
        switch op.operator.text {
        case "&&": continue
        case "||":
          if let term = current { alternatives.append(term) }
          current = nil
          continue
        default: return .unknown
        }
      }
      let term = BuildCondition(element)
      current = current.map { .and($0, term) } ?? term
    }
    if let current { alternatives.append(current) }
    guard var result = alternatives.first else { return .unknown }
    for alternative in alternatives.dropFirst() { result = .or(result, alternative) }
    return result
  }

  private static func combine(_ left: BuildCondition, _ op: String, _ right: BuildCondition) -> BuildCondition {
    switch op {
    case "&&": .and(left, right)
    case "||": .or(left, right)
    default: .unknown
    }
  }

  /// What the condition is in a build whose flags are `flags`, for an app of `platform` (`iOS`, `visionOS`):
  /// true, false, or nil when the audit cannot tell.
  package func value(flags: Set<String>, platform: String) -> Bool? {
    switch self {
    case .flag(let name): flags.contains(name)
    case .os(let name): name == platform
    case .canImport(let module): module == "AppKit" || module == "Cocoa" || module == "WatchKit" ? false : nil
    case .constant(let value): value
    case .unknown: nil
    case .not(let inner): inner.value(flags: flags, platform: platform).map(!)
    case .and(let a, let b):
      switch (a.value(flags: flags, platform: platform), b.value(flags: flags, platform: platform)) {
      case (false?, _), (_, false?): false
      case (true?, true?): true
      default: nil
      }
    case .or(let a, let b):
      switch (a.value(flags: flags, platform: platform), b.value(flags: flags, platform: platform)) {
      case (true?, _), (_, true?): true
      case (false?, false?): false
      default: nil
      }
    }
  }
}

extension BuildConfigurations {
  /// Whether code under `conditions` is compiled in some configuration: false only when every configuration
  /// makes one of them false.
  package func compiles(under conditions: [BuildCondition]) -> Bool {
    guard !conditions.isEmpty, !flags.isEmpty else { return true }
    return flags.values.contains { flags in
      conditions.allSatisfy { $0.value(flags: flags, platform: platform) != false }
    }
  }
}
