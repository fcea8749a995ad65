import LifeDiagramModel

extension Lifecycle {
  /// The life cycle as a PlantUML state diagram (`model ID --format plantuml`): every state in its colour, the
  /// initial one marked, system-automatic transitions dashed (`-[dashed]->`) and event-driven ones solid, each
  /// labelled with its calls. All text from the model is escaped (``PlantUMLText``).
  public func plantUMLStateDiagram() -> String {
    var lines = ["@startuml"]
    lines += interchangeNote(format: "plantuml", cannotDash: nil).map { "' " + PlantUMLText.escape($0) }
    lines.append("title \(PlantUMLText.escape(title))")
    lines.append("hide empty description")
    for state in states {
      lines.append(
        "state \"\(PlantUMLText.escape(state.qualifiedName))\" as \(Self.plantUMLID(state.id)) \(DiagramStyle.fill(for: state))"
      )
    }
    lines.append("[*] --> \(Self.plantUMLID(initialState))")
    for transition in transitions {
      let arrow = transition.kind == .systemAutomatic ? "-[dashed]->" : "-->"
      let label = interchangeCalls(of: transition).map { PlantUMLText.escape($0.label) }.joined(separator: "\\n")
      let edge = "\(Self.plantUMLID(transition.from)) \(arrow) \(Self.plantUMLID(transition.to))"
      lines.append(label.isEmpty ? edge : "\(edge) : \(label)")
    }
    lines.append("@enduml")
    return lines.joined(separator: "\n") + "\n"
  }

  /// A PlantUML state id: the model's id with its hyphens as underscores (`not_running`).
  static func plantUMLID(_ id: StateID) -> String {
    mermaidID(id.rawValue)
  }
}

/// Text inside PlantUML: its Creole markup (`**bold**`, `__underline__`, `<img:…>`), its preprocessor (`%date()`,
/// `$variable`, `!include`) and its escapes (`~`, `\n`) must not act on a model's words, so every character that
/// could start one becomes PlantUML's `<U+XXXX>`, which it draws as that character. Pairs of `_`, `-`, `/`, `*`,
/// `=`, `^` (Creole's markup) are broken the same way; a single one is left, so `application(_:)` stays readable.
enum PlantUMLText {
  static func escape(_ text: String) -> String {
    var result = ""
    let characters = Array(text)
    for (index, character) in characters.enumerated() {
      let doubled =
        index + 1 < characters.count && characters[index + 1] == character
        || index > 0 && characters[index - 1] == character
      if "\"\\$%<>&~@!#[]{}|".contains(character) || "_-/*=^'".contains(character) && doubled {
        result += code(character)
      } else if character.isNewline || character == "\t" {
        result += " "
      } else if character.isLetter || character.isNumber || character.isPunctuation || character.isSymbol
        || character == " "
      {
        result.append(character)
      } else {
        result += code(character)
      }
    }
    return result
  }

  /// `<U+0022>` for `"`: each of the character's scalars as PlantUML's Unicode escape.
  private static func code(_ character: Character) -> String {
    character.unicodeScalars.map { scalar in
      let hex = String(scalar.value, radix: 16, uppercase: true)
      return "<U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + ">"
    }.joined()
  }
}
