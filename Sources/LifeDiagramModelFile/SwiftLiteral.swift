import LifeDiagramModel

/// A model value as the Swift expression that builds it, read by reflection (`Mirror`): how `lifediagram-codegen`
/// compiles the built-ins in. One walker for every type, so a field added to a model type needs nothing here:
///
/// - a struct is `TypeName(property: value, …)`, every stored property in declaration order but those the type
///   declares derived (`DerivedProperties`): its memberwise initializer, the public one or, where that takes
///   other labels, one in LifeDiagramModel's `Catalog/MemberwiseInitializers.swift`;
/// - an id (`StringID`) is `TypeName(rawValue: "…")`, its type spelled out so the type checker never has to
///   infer it;
/// - an enum case is `.name` or `.name(payload)`, typed by the parameter it is passed to (`Type.name` in an
///   optional, where `.none` would be the optional's);
/// - an array is a literal, a set a literal in sorted order, an optional `nil` or its value;
/// - a string, a `Bool` or an `Int` is a literal.
///
/// Anything else (a class, a dictionary, a floating-point number) stops the generator: no model value holds one.
/// The same value always gives the same text.
package enum SwiftLiteral {
  /// The expression that builds `value`. A long one spreads over lines, each after the first starting with
  /// `indent`, where the expression itself starts.
  package static func expression(_ value: Any, indent: String = "") -> String {
    let mirror = Mirror(reflecting: value)
    let inner = indent + "  "
    switch (value, mirror.displayStyle) {
    case (_, .optional?):
      guard let wrapped = mirror.children.first?.value else { return "nil" }
      let written = expression(wrapped, indent: indent)
      // `.none` would be the optional's own case: a case in an optional is written with its type.
      return written.hasPrefix(".") ? typeName(type(of: wrapped)) + written : written
    case (let text as String, _): return string(text)
    case (let flag as Bool, _): return "\(flag)"
    case (let number as Int, _): return "\(number)"
    case (let id as any StringID, _): return "\(typeName(type(of: value)))(rawValue: \(string(id.rawValue)))"
    case (_, .collection?), (_, .set?):
      let values = mirror.children.map(\.value)
      let elements = values.map { expression($0, indent: inner) }
      let ordered = mirror.displayStyle == .set ? elements.sorted() : elements
      return list(elements: ordered, scalar: values.allSatisfy(isScalar), indent)
    case (_, .struct?):
      let derived = (type(of: value) as? any DerivedProperties.Type)?.derivedProperties ?? []
      return typeName(type(of: value)) + arguments(mirror.children.filter { !derived.contains($0.label ?? "") }, indent)
    case (_, .enum?):
      guard let payload = mirror.children.first, let name = payload.label else { return "." + caseName(value) }
      let values = Mirror(reflecting: payload.value)
      let children = values.displayStyle == .tuple ? Array(values.children) : [(label: nil, value: payload.value)]
      return "." + name + arguments(children, indent)
    default:
      fatalError("lifediagram-codegen cannot write a \(type(of: value)) as Swift")
    }
  }

  /// A type's name as the generated file spells it: without its module (`Scenario.Variant`), `[Element]` for an
  /// array, `Wrapped?` for an optional.
  static func typeName(_ type: Any.Type) -> String {
    spelled(String(reflecting: type))
  }

  /// A Swift string literal: quotes, backslashes and control characters escaped.
  static func string(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case "\r": result += "\\r"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          result += "\\u{\(String(scalar.value, radix: 16))}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }

  // MARK: - Pieces

  /// `(label: value, …)`, on one line, or one argument a line when one of them spreads over lines. A tuple's
  /// unnamed elements (`.0`) are passed without a label.
  private static func arguments(_ children: some Collection<Mirror.Child>, _ indent: String) -> String {
    let inner = indent + "  "
    let written = children.map { child in
      let label = child.label.flatMap { $0.hasPrefix(".") ? nil : $0 }
      return (label.map { "\($0): " } ?? "") + expression(child.value, indent: inner)
    }
    guard written.contains(where: { $0.contains("\n") }) else { return "(" + written.joined(separator: ", ") + ")" }
    return "(\n" + written.map { inner + $0 }.joined(separator: ",\n") + "\n\(indent))"
  }

  /// An array literal of written elements: on one line when they are scalars, else one a line.
  private static func list(elements: [String], scalar: Bool, _ indent: String) -> String {
    guard !elements.isEmpty else { return "[]" }
    guard !scalar else { return "[" + elements.joined(separator: ", ") + "]" }
    return "[\n" + elements.map { "\(indent)  \($0),\n" }.joined() + "\(indent)]"
  }

  /// Whether the value is written in a few words: a string, a number, an id, a case without payload.
  private static func isScalar(_ value: Any) -> Bool {
    let mirror = Mirror(reflecting: value)
    return value is String || value is Bool || value is Int || value is any StringID
      || (mirror.displayStyle == .enum && mirror.children.isEmpty)
  }

  /// The name of a case without payload, which only its description gives: refused for a type that describes
  /// itself otherwise.
  private static func caseName(_ value: Any) -> String {
    let describesItself =
      value is any CustomStringConvertible || value is any CustomDebugStringConvertible
      || value is any TextOutputStreamable
    guard !describesItself else { fatalError("lifediagram-codegen cannot name a case of \(type(of: value))") }
    return String(describing: value)
  }

  /// A reflected type name (`Swift.Array<LifeDiagramModel.Scenario>`) as Swift source spells it (`[Scenario]`).
  private static func spelled(_ reflected: Substring) -> String {
    if let open = reflected.firstIndex(of: "<"), reflected.last == ">" {
      let base = reflected[..<open]
      let argument = spelled(reflected[reflected.index(after: open)..<reflected.index(before: reflected.endIndex)])
      switch base {
      case "Swift.Array": return "[\(argument)]"
      case "Swift.Optional": return argument + "?"
      default: return spelled(base) + "<\(argument)>"
      }
    }
    let parts = reflected.split(separator: ".")
    let inModule = parts.count > 1 && modules.contains(String(parts[0]))
    return (inModule ? parts.dropFirst() : parts[...]).joined(separator: ".")
  }

  private static func spelled(_ reflected: String) -> String { spelled(reflected[...]) }

  /// The modules whose names the generated file, compiled in the model's own module, leaves out.
  private static let modules: Set<String> = ["Swift", String(String(reflecting: ModelFile.self).prefix { $0 != "." })]
}
