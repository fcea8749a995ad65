import SwiftParser
import SwiftSyntax

extension XcodeProject {
  /// Reads Tuist's `Project.swift` as written (parsed, never run): each `.target(…)` (or `Target(…)`) call with
  /// its `name`, `product`, `destinations` or `platform`, `infoPlist` (a path, `.file(path:)`, or
  /// `.extendingDefault(with:)`, whose dictionary may declare a scene configuration), `sources` (each pattern's
  /// folder, up to its first `*`), and the `.target(name:)` dependencies. Nil when no target is found. Values built
  /// by the manifest's own helpers cannot be read; a name it computes is shown as written (its last component).
  package init?(tuist text: String) {
    let tree = Parser.parse(source: text)
    let reader = TuistReader(converter: SourceLocationConverter(fileName: "Project.swift", tree: tree))
    reader.walk(tree)
    guard !reader.targets.isEmpty else { return nil }
    name = reader.projectName
    targets = reader.targets
  }
}

/// Finds a Tuist manifest's targets.
private final class TuistReader: SyntaxVisitor {
  let converter: SourceLocationConverter
  var targets: [XcodeProject.Target] = []
  var projectName: String?

  init(converter: SourceLocationConverter) {
    self.converter = converter
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    let called = node.calledExpression.trimmedDescription
    let arguments = Dictionary(
      node.arguments.compactMap { argument in argument.label.map { ($0.text, argument.expression) } }
    ) { first, _ in first }
    if called == "Project" || called == ".init" && projectName == nil, let name = arguments["name"].flatMap(Self.string)
    {
      projectName = projectName ?? name
    }
    // A name the manifest computes (`ProjectSettings.projectName`) is shown as written, its last component.
    guard ["Target", ".target", "Target.target"].contains(called), let nameExpression = arguments["name"],
      let product = arguments["product"]?.trimmedDescription
    else { return .visitChildren }
    let name = Self.string(nameExpression) ?? String(nameExpression.trimmedDescription.split(separator: ".").last ?? "")
    let platform = (arguments["destinations"] ?? arguments["platform"]).map(Self.platformName)
    let sources = arguments["sources"].map(Self.strings)?.map(Self.folder) ?? []
    let dependencies = arguments["dependencies"].map(Self.targetDependencies) ?? []
    var infoPlist: String?
    var inline = false
    if let plist = arguments["infoPlist"] {
      infoPlist =
        Self.string(plist)
        ?? plist.as(FunctionCallExprSyntax.self).flatMap { call in
          call.arguments.first { $0.label?.text == "path" }.flatMap { Self.string($0.expression) }
        }
      let text = plist.trimmedDescription
      inline = text.contains("UISceneConfigurations") && text.contains("UISceneDelegateClassName")
    }
    targets.append(
      XcodeProject.Target(
        id: "", name: name, productType: Self.productType(product), platform: XcodeProject.Platform(name: platform),
        infoPlist: infoPlist, generatesSceneManifest: false, sources: sources, synchronizedFolders: sources,
        excluded: [],
        dependencies: dependencies, localPackages: [], declaresSceneConfiguration: inline,
        line: node.startLocation(converter: converter, afterLeadingTrivia: true).line))
    return .skipChildren
  }

  /// A string literal's text, when it has no interpolation.
  static func string(_ expression: ExprSyntax) -> String? {
    guard let literal = expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
      let segment = literal.segments.first?.as(StringSegmentSyntax.self)
    else { return nil }
    return segment.content.text
  }

  /// The string literals of an array literal (or of `["a", "b"]` given to a helper such as `.paths`), or a single one.
  static func strings(_ expression: ExprSyntax) -> [String] {
    if let single = string(expression) { return [single] }
    var found: [String] = []
    for token in expression.tokens(viewMode: .sourceAccurate) {
      if case .stringSegment(let text) = token.tokenKind { found.append(text) }
    }
    return found
  }

  /// A source pattern's folder: `App/Sources/**` is `App/Sources`, `App/**/*.swift` is `App`.
  static func folder(_ pattern: String) -> String {
    guard let star = pattern.firstIndex(where: { $0 == "*" || $0 == "{" || $0 == "?" }) else { return pattern }
    let prefix = pattern[..<star]
    return String(
      prefix.hasSuffix("/") ? prefix.dropLast() : prefix[..<(prefix.lastIndex(of: "/") ?? prefix.startIndex)])
  }

  /// `.iOS`, `[.iPhone, .iPad]`, `.macOS`: the first platform named.
  static func platformName(_ expression: ExprSyntax) -> String {
    let names = expression.tokens(viewMode: .sourceAccurate).filter { $0.tokenKind.isIdentifierLike }.map(\.text)
    return names.first ?? ""
  }

  /// `.target(name: "Feature")` dependencies.
  static func targetDependencies(_ expression: ExprSyntax) -> [String] {
    guard let array = expression.as(ArrayExprSyntax.self) else { return [] }
    return array.elements.compactMap { element in
      guard let call = element.expression.as(FunctionCallExprSyntax.self),
        call.calledExpression.trimmedDescription == ".target"
      else { return nil }
      return call.arguments.first.flatMap { string($0.expression) }
    }
  }

  /// Tuist's product as Xcode's product type.
  static func productType(_ product: String) -> String {
    switch product {
    case ".app": "com.apple.product-type.application"
    case ".watch2App": "com.apple.product-type.application.watchapp2"
    case ".framework", ".staticFramework": "com.apple.product-type.framework"
    case ".staticLibrary": "com.apple.product-type.library.static"
    case ".dynamicLibrary": "com.apple.product-type.library.dynamic"
    default: "tuist\(product)"
    }
  }
}

extension TokenKind {
  /// An identifier, or a keyword used as a member name (`.iOS` is an identifier; none of Tuist's are keywords).
  fileprivate var isIdentifierLike: Bool {
    if case .identifier = self { true } else { false }
  }
}
