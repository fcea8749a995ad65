/// A check `lifediagram audit` makes of an app's own sources, as data: its id, the methods it concerns, what it
/// says and the sources that back it. Each rule's file in the audit (Sources/LifeDiagramAudit/Rules) holds it
/// beside the rule's check and examples; ``Catalog/auditRules`` is the generated copy of them all.
public struct AuditRule: Sendable, Hashable {
  /// The rule's id, as findings and `--disable` name it, e.g. `never-called`.
  public var id: String
  /// The rule in a line, e.g. "UIKit never calls this app-delegate method in an app that adopts scenes".
  public var title: String
  /// A finding's message. `{method}` is the method's selector, `{replacement}` what replaces it, `{option}` the
  /// connection option, `{alsoCalled}` a clause when the app calls the method itself.
  public var message: String
  /// Why it matters and what to do, in Markdown: SARIF's help text and the report's footnote.
  public var help: String
  /// Apple's page on it.
  public var helpURL: String?
  /// The methods the rule concerns, by selector.
  public var methods: [AuditMethod]
  /// The member of `UIScene.ConnectionOptions` a connection-time check reads, e.g. `urlContexts`.
  public var connectionOption: String?
  /// The SwiftUI view modifier that does the connected scene's half instead of the method, e.g. `onOpenURL`.
  public var swiftUIModifier: String?
  /// The ids of the sources for the rule.
  public var sources: [SourceID]

  /// Creates a rule.
  public init(
    id: String, title: String, message: String, help: String, helpURL: String? = nil,
    methods: [AuditMethod] = [], connectionOption: String? = nil, swiftUIModifier: String? = nil,
    sources: [SourceID] = []
  ) {
    self.swiftUIModifier = swiftUIModifier
    self.id = id
    self.title = title
    self.message = message
    self.help = help
    self.helpURL = helpURL
    self.methods = methods
    self.connectionOption = connectionOption
    self.sources = sources
  }

  /// The message with its placeholders filled in.
  public func message(method: String = "", replacement: String = "", alsoCalled: String = "") -> String {
    let values = [
      "method": method, "replacement": replacement, "option": connectionOption ?? "", "alsoCalled": alsoCalled,
    ]
    // One pass over the template (an audit fills it in for each of thousands of findings): a `{name}` it knows is
    // replaced, any other text kept as it is.
    var result = ""
    var rest = message[...]
    while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
      result += rest[..<open]
      if let value = values[String(rest[rest.index(after: open)..<close])] {
        result += value
        rest = rest[rest.index(after: close)...]
      } else {
        result += "{"
        rest = rest[rest.index(after: open)...]
      }
    }
    return result + rest
  }
}

/// A method an audit rule concerns: its selector as Swift spells it, for a deprecated one what replaces it when
/// the catalog's delegate-method table does not say, and the sources for what the rule says of this method.
public struct AuditMethod: Sendable, Hashable {
  /// The selector, e.g. `application(_:open:options:)`.
  public var selector: String {
    didSet { (baseName, labels) = Self.split(selector) }
  }
  /// The selector's base name, e.g. `application` for `application(_:open:options:)`.
  public private(set) var baseName: String
  /// The selector's argument labels, `_` for none, e.g. `["_", "open", "options"]`.
  public private(set) var labels: [String]
  /// What replaces it, or nil to take the replacement from the method's deprecation in the catalog.
  public var replacement: String?
  /// The ids of the sources for this method, cited by its findings after the rule's own.
  public var sources: [SourceID]

  /// Creates a rule's method.
  public init(_ selector: String, replacement: String? = nil, sources: [SourceID] = []) {
    let (baseName, labels) = Self.split(selector)
    self.init(selector, baseName: baseName, labels: labels, replacement: replacement, sources: sources)
  }

  /// A method whose base name and labels are known (the generated built-ins give them).
  init(_ selector: String, baseName: String, labels: [String], replacement: String?, sources: [SourceID]) {
    self.selector = selector
    self.baseName = baseName
    self.labels = labels
    self.replacement = replacement
    self.sources = sources
  }

  /// A selector's base name and argument labels, kept beside it: the audit compares them with thousands of methods.
  private static func split(_ selector: String) -> (baseName: String, labels: [String]) {
    let baseName = String(selector.prefix { $0 != "(" })
    guard let open = selector.firstIndex(of: "("), selector.hasSuffix(")") else { return (baseName, []) }
    let labels = selector[selector.index(after: open)..<selector.index(before: selector.endIndex)].split(separator: ":")
      .map(String.init)
    return (baseName, labels)
  }
}
