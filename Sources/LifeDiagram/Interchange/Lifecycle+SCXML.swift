import LifeDiagramModel

extension Lifecycle {
  /// The namespace of the attributes lifediagram adds to SCXML (`ld:kind`, `ld:sources`), which SCXML lets any
  /// document add and every processor ignores.
  static let scxmlNamespace = "https://github.com/lifediagram/lifediagram/scxml"

  /// The life cycle as a W3C SCXML document (`model ID --format scxml`): one `<state>` per state, the initial one
  /// named on `<scxml>`, and one `<transition>` per transition whose event is the transition's id. Each call is a
  /// `<log>` in order; a transition's kind and sources are `ld:` attributes, since SCXML draws nothing. The
  /// document uses the null data model, so it runs in any SCXML processor.
  public func scxmlDocument() -> String {
    var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>"]
    let note =
      interchangeNote(format: "scxml", cannotDash: nil).dropLast(2)
      + ["SCXML draws nothing: each transition's kind (dashed: system-automatic, solid: event-driven) is its ld:kind."]
    lines += ["<!--"] + note.map { "  " + Self.xmlComment($0) } + ["-->"]
    lines.append(
      "<scxml xmlns=\"http://www.w3.org/2005/07/scxml\" xmlns:ld=\"\(Self.scxmlNamespace)\" version=\"1.0\" "
        + "datamodel=\"null\" name=\"\(XML.escape(graphName))\" initial=\"\(Self.scxmlID(initialState))\">")
    for state in states {
      let outgoing = transitions.filter { $0.from == state.id }
      let opening = "  <state id=\"\(Self.scxmlID(state.id))\" ld:name=\"\(XML.escape(state.qualifiedName))\""
      guard !outgoing.isEmpty else {
        lines.append(opening + "/>")
        continue
      }
      lines.append(opening + ">")
      for transition in outgoing { lines += scxmlTransition(transition) }
      lines.append("  </state>")
    }
    lines.append("</scxml>")
    return lines.joined(separator: "\n") + "\n"
  }

  private func scxmlTransition(_ transition: Transition) -> [String] {
    var attributes = [
      "event=\"\(XML.escape(transition.id.rawValue))\"", "target=\"\(Self.scxmlID(transition.to))\"",
      "ld:kind=\"\(transition.kind.rawValue)\"",
    ]
    if !isInFigure(transition) { attributes.append("ld:figure=\"not-drawn\"") }
    if !transition.sources.isEmpty {
      attributes.append("ld:sources=\"\(XML.escape(transition.sources.map(\.rawValue).joined(separator: " ")))\"")
    }
    let opening = "    <transition " + attributes.joined(separator: " ")
    let calls = interchangeCalls(of: transition)
    guard !calls.isEmpty else { return [opening + "/>"] }
    return [opening + ">"]
      + calls.map { "      <log label=\"\(XML.escape($0.receiver + ": " + $0.label))\"/>" }
      + ["    </transition>"]
  }

  /// An SCXML state id: an XML name, so a model id that starts with a digit gets a leading `_`.
  static func scxmlID(_ id: StateID) -> String {
    id.rawValue.first?.isLetter == true ? id.rawValue : "_" + id.rawValue
  }

  /// Text inside an XML comment: escaped as XML text, and never two hyphens in a row (`--` would end the
  /// comment's rules).
  static func xmlComment(_ text: String) -> String {
    var result = ""
    for character in XML.escape(text) {
      if character == "-" && result.last == "-" { result += " " }
      result.append(character)
    }
    return result.hasSuffix("-") ? result + " " : result
  }
}
