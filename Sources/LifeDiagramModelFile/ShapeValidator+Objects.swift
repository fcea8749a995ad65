import LifeDiagramModel
import LifeDiagramYAML

// An object's keys: each known once, the required ones there, and the rules between them kept.
extension ShapeValidator {
  /// Checks an object's keys and values.
  mutating func checkObject(_ mapping: YAMLNode.Mapping, _ object: ObjectShape, node: YAMLNode) {
    let allowed = object.properties.map(\.name)
    var given: [String: YAMLNode] = [:]  // each key given (not null), with its key node
    var seen: [String: YAMLNode] = [:]  // each key written, with its first key node
    for (key, value) in mapping {
      guard case .scalar(let scalar) = key else {
        report(key, "a key must be a word, found \(NodeValue(key).description)")
        continue
      }
      let name = scalar.string
      if let first = seen[name] {
        let firstAt = first.position.map { " (first at \($0))" } ?? ""
        report(key, key: name, "the key \(Quoting.quoted(name)) appears more than once in this object\(firstAt)")
        continue
      }
      seen[name] = key
      guard let property = object.property(name) else {
        report(key, key: name, "unknown key \(Quoting.quoted(name))" + Suggestion.didYouMean(name, among: allowed))
        continue
      }
      if property.isReadOnly { continue }  // printed for readers, never read
      if NodeValue(value).isNull && !property.isRequired { continue }  // null is the default
      given[name] = key
      check(value, property.shape, under: .key(name))
    }
    let missing = object.required.filter { seen[$0] == nil }
    if !missing.isEmpty {
      report(node, "missing required key\(missing.count == 1 ? "" : "s") \(Quoting.list(missing))")
    }
    checkRules(of: object, given: given, mapping: mapping, node: node)
  }

  /// The rules between keys: exactly one of a group, one key needing another, all or none, and keys that
  /// depend on another's value.
  private mutating func checkRules(
    of object: ObjectShape, given: [String: YAMLNode], mapping: YAMLNode.Mapping, node: YAMLNode
  ) {
    for group in object.exactlyOne {
      let present = group.filter { given[$0] != nil }
      if present.isEmpty {
        report(node, "missing \(alternatives(group)); a \(object.noun) has exactly one of them")
      } else if present.count > 1, let second = given[present[1]] {
        let both = present.map(Quoting.quoted).joined(separator: " and ")
        report(second, key: present[1], "\(both) are both given; a \(object.noun) has exactly one of them")
      }
    }
    // A dependency on a key that an exactly-one group already reports missing is not reported twice.
    let alreadyMissing = Set(object.exactlyOne.filter { group in group.allSatisfy { given[$0] == nil } }.joined())
    for dependency in object.dependencies
    where given[dependency.key] != nil && given[dependency.requires] == nil
      && !alreadyMissing.contains(dependency.requires)
    {
      report(node, "\(Quoting.quoted(dependency.key)) is given, so \(Quoting.quoted(dependency.requires)) is required")
    }
    for group in object.allOrNone {
      let missing = group.filter { given[$0] == nil }
      if !missing.isEmpty && missing.count < group.count {
        report(node, "missing \(Quoting.list(missing)); give all of \(Quoting.list(group)), or none")
      }
    }
    for condition in object.conditions {
      guard let decider = mapping[condition.key], let value = NodeValue(decider).text(in: format) else { continue }
      if value == condition.value && given[condition.then] == nil {
        report(
          node,
          "missing key \(Quoting.quoted(condition.then)), required when \(Quoting.quoted(condition.key)) is \(Quoting.quoted(condition.value))"
        )
      } else if value != condition.value, let key = given[condition.then] {
        report(
          key, key: condition.then,
          "\(Quoting.quoted(condition.then)) is allowed only when \(Quoting.quoted(condition.key)) is \(Quoting.quoted(condition.value)) (here \(Quoting.quoted(value)))"
        )
      }
    }
  }

  /// `'call' or 'system'`.
  private func alternatives(_ keys: [String]) -> String {
    let quoted = keys.map(Quoting.quoted)
    return quoted.count <= 2
      ? quoted.joined(separator: " or ") : quoted.dropLast().joined(separator: ", ") + " or " + (quoted.last ?? "")
  }
}
