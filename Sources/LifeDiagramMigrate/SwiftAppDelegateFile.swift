import LifeDiagramModel
import SwiftParser
import SwiftSyntax

/// What one Swift file says of the app delegate, read once with swift-syntax into plain values (the tree stays on
/// the thread that parsed it): its methods with their bodies' statements, its members, its `window` property,
/// `@UIApplicationMain`, and the file's indentation. Every range is in UTF-8 bytes of the file.
package struct SwiftAppDelegateFile: Sendable {
  /// A statement at the top of a method's body.
  package struct Statement: Sendable {
    /// The statement's own bytes, without its indentation or a comment after it.
    package var range: Range<Int>
    /// Its whole lines.
    package var lines: Range<Int>
    /// The name it starts from (`window` in `window?.makeKeyAndVisible()`), for an expression.
    package var rootName: String?
    /// The name it declares (`let window = …`), if it is a declaration.
    package var declares: String?
    /// The free value names it reads, and the members it reaches through `self`.
    package var names: Set<String>
    package var selfMembers: Set<String>
    /// The calls in it that make a window from a frame.
    package var windowInitializers: [Range<Int>]
    /// Whether nothing else is on its lines but white space (then its lines can go whole).
    package var isAloneOnItsLines: Bool
  }

  /// A method of the type.
  package struct Method: Sendable {
    package var name: String
    package var labels: [String]
    package var isAsync: Bool
    /// Whether it returns a value (`-> Bool`).
    package var returnsValue: Bool
    /// Where its `func` keyword is.
    package var location: CodeLocation
    /// Its name's bytes, to rename it.
    package var nameRange: Range<Int>
    /// Its whole lines, with the comment lines right above it.
    package var lines: Range<Int>
    /// The bytes between its braces, when it has a body.
    package var bodyInterior: Range<Int>?
    /// Where its body's closing brace is.
    package var bodyEnd: CodeLocation?
    package var statements: [Statement]
    /// Its parameters' inner names.
    package var parameterNames: [String]
    /// The free value names its body reads, and whether it names `self` or `super`.
    package var names: Set<String>
    package var usesSelf: Bool
    /// Whether the body does nothing: no statement, or only `return true` (Xcode's template).
    package var isEmpty: Bool
    /// Whether its opening brace is on a line of its own (the file's brace style).
    package var braceOnOwnLine: Bool
    /// Whether it overrides a superclass's method (then it is never renamed or moved).
    package var isOverride: Bool
    /// Whether its body names `Self`, or a name it does not declare that is not a type: either may be the app
    /// delegate's (a file-level `private let`, a member under `#if`, a superclass's), so the body does not move.
    package var readsOutsideNames: Bool
    /// The line's indentation.
    package var indentation: String

    /// Whether this is `selector`'s method, or its async form (which drops the final completion handler).
    package func matches(_ selector: AuditMethod) -> Bool {
      name == selector.baseName
        && (labels == selector.labels
          || (isAsync && selector.labels.last == "completionHandler" && labels == Array(selector.labels.dropLast())))
    }
  }

  package var path: String
  package var bytes: [UInt8]
  /// Whether the type is declared or extended here.
  package var declaresType = false
  package var methods: [Method] = []
  /// The names of the type's stored and computed properties and methods declared here.
  package var members: Set<String> = []
  /// The whole lines of `var window: UIWindow?`, when it is declared here, and its type as written (`UIWindow?`,
  /// `UIWindow!`).
  package var windowProperty: Range<Int>?
  package var windowType: String?
  /// The `@UIApplicationMain` attribute's bytes.
  package var applicationMainAttribute: Range<Int>?
  /// One level of the file's indentation (four spaces when nothing says).
  package var indentUnit = "    "
  /// The type declaration's closing brace's line start: where a member is added.
  package var typeEnd: Int?
  /// Whether the file has a syntax error (then nothing in it is edited).
  package var hasErrors = false
  /// The file's `import` declarations, as written: code that moves may need them.
  package var imports: [String] = []

  /// Reads `bytes` for the type named `typeName`.
  package init(path: String, bytes: [UInt8], typeName: String) {
    self.path = path
    self.bytes = bytes
    let tree = Parser.parse(source: String(decoding: bytes, as: UTF8.self))
    hasErrors = tree.hasError
    let lines = LineStarts(bytes)
    for item in tree.statements {
      guard let decl = item.item.as(DeclSyntax.self) else { continue }
      if let declaration = decl.as(ImportDeclSyntax.self) { imports.append(declaration.trimmedDescription) }
      if let type = decl.as(ClassDeclSyntax.self), type.name.text == typeName {
        read(type.memberBlock, lines: lines)
        applicationMainAttribute = type.attributes.lazy.compactMap { $0.as(AttributeSyntax.self) }
          .first { $0.attributeName.trimmedDescription == "UIApplicationMain" }
          .map { $0.positionAfterSkippingLeadingTrivia.utf8Offset..<$0.endPositionBeforeTrailingTrivia.utf8Offset }
      } else if let type = decl.as(ExtensionDeclSyntax.self), type.extendedType.trimmedDescription == typeName {
        read(type.memberBlock, lines: lines)
      }
    }
  }

  private mutating func read(_ block: MemberBlockSyntax, lines: LineStarts) {
    declaresType = true
    typeEnd = typeEnd ?? lines.lineStart(of: block.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset)
    for member in block.members {
      if let function = member.decl.as(FunctionDeclSyntax.self) {
        members.insert(function.name.text)
        methods.append(method(function, lines: lines))
        indentUnit =
          lines.indentation(at: function.positionAfterSkippingLeadingTrivia.utf8Offset, in: bytes).nonEmpty
          ?? indentUnit
      } else if let variable = member.decl.as(VariableDeclSyntax.self) {
        for binding in variable.bindings {
          guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
          members.insert(name)
          if name == "window" && variable.bindings.count == 1 {
            windowProperty = lines.wholeLines(
              of: variable.positionAfterSkippingLeadingTrivia
                .utf8Offset..<variable.endPositionBeforeTrailingTrivia.utf8Offset, in: bytes)
            windowType = binding.typeAnnotation?.type.trimmedDescription
          }
        }
      }
    }
  }

  private func method(_ function: FunctionDeclSyntax, lines: LineStarts) -> Method {
    let start = function.positionAfterSkippingLeadingTrivia.utf8Offset
    let end = function.endPositionBeforeTrailingTrivia.utf8Offset
    let body = function.body
    let collector = body.map { NameCollector($0) }
    let statements = body?.statements.map { statement($0, lines: lines) } ?? []
    let isEmpty =
      body.map { body in
        body.statements.isEmpty
          || (body.statements.count == 1
            && body.statements.first?.item.as(ReturnStmtSyntax.self)?.expression?.trimmedDescription == "true")
      } ?? false
    let funcKeyword = function.funcKeyword.positionAfterSkippingLeadingTrivia.utf8Offset
    return Method(
      name: function.name.text,
      labels: function.signature.parameterClause.parameters.map { $0.firstName.text },
      isAsync: function.signature.effectSpecifiers?.asyncSpecifier != nil,
      returnsValue: function.signature.returnClause != nil,
      location: lines.location(of: funcKeyword, in: path),
      nameRange: function.name.positionAfterSkippingLeadingTrivia
        .utf8Offset..<function.name.endPositionBeforeTrailingTrivia.utf8Offset,
      lines: lines.withCommentsAbove(lines.wholeLines(of: start..<end, in: bytes), in: bytes),
      bodyInterior: body.map {
        $0.leftBrace.endPositionBeforeTrailingTrivia
          .utf8Offset..<$0.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset
      },
      bodyEnd: body.map { lines.location(of: $0.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset, in: path) },
      statements: statements,
      parameterNames: function.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text },
      names: collector?.freeValueNames ?? [], usesSelf: collector?.usesSelf ?? false, isEmpty: isEmpty,
      braceOnOwnLine: body.map {
        lines.line(of: $0.leftBrace.positionAfterSkippingLeadingTrivia.utf8Offset)
          > lines.line(of: function.signature.endPositionBeforeTrailingTrivia.utf8Offset)
      } ?? false,
      isOverride: function.modifiers.contains { $0.name.tokenKind == .keyword(.override) },
      readsOutsideNames: !(collector?.freeValueNames.isEmpty ?? true)
        || (collector?.references.contains("Self") ?? false),
      indentation: lines.indentation(at: start, in: bytes))
  }

  private func statement(_ item: CodeBlockItemSyntax, lines: LineStarts) -> Statement {
    let range = item.positionAfterSkippingLeadingTrivia.utf8Offset..<item.endPositionBeforeTrailingTrivia.utf8Offset
    let names = NameCollector(item)
    var root: String?
    var declares: String?
    if let expression = item.item.as(ExprSyntax.self) {
      root = expression.rootName
    } else if let variable = item.item.as(VariableDeclSyntax.self), variable.bindings.count == 1,
      let binding = variable.bindings.first
    {
      declares = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
      root = binding.initializer?.value.rootName
    }
    let whole = lines.wholeLines(of: range, in: bytes)
    return Statement(
      range: range, lines: whole, rootName: root, declares: declares,
      names: names.freeValueNames, selfMembers: names.selfMembers,
      windowInitializers: WindowInitializerFinder(item).calls,
      isAloneOnItsLines: Self.isBlank(bytes[whole.lowerBound..<range.lowerBound])
        && Self.isBlank(bytes[range.upperBound..<whole.upperBound]))
  }

  /// Whether the bytes are white space only.
  package static func isBlank(_ bytes: ArraySlice<UInt8>) -> Bool {
    bytes.allSatisfy {
      $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r")
        || $0 == UInt8(ascii: ";")
    }
  }

  /// The text of a range of the file.
  package func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
}

extension String {
  /// The string, or nil when it is empty.
  package var nonEmpty: String? { isEmpty ? nil : self }
}
