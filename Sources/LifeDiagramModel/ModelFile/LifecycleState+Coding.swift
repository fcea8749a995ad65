// A state in a model file: the process view's four answers and note sit beside the other fields, under the
// names `model --format json` has always printed.

extension LifecycleState {
  enum CodingKeys: String, CodingKey {
    case id, name, variant, role, color, uikitCase, rawValue, processInMemory, executesCode, receivesEvents,
      uiOnScreen, processNote, meaning, position, unit, sources
  }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      id: try c.decode(StateID.self, forKey: .id), name: try c.decode(String.self, forKey: .name),
      variant: try c.decodeIfPresent(String.self, forKey: .variant),
      role: try c.decodeIfPresent(StateRole.self, forKey: .role),
      color: try c.decodeIfPresent(String.self, forKey: .color),
      uikitCase: try c.decodeIfPresent(String.self, forKey: .uikitCase),
      rawValue: try c.decodeIfPresent(Int.self, forKey: .rawValue),
      process: try ProcessView(from: c),
      meaning: try c.decode(String.self, forKey: .meaning, default: ""),
      position: try c.decodeIfPresent(FigurePosition.self, forKey: .position),
      unit: try c.decodeIfPresent(String.self, forKey: .unit),
      sources: try c.decode([SourceID].self, forKey: .sources, default: []))
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(id, forKey: .id)
    try c.encode(name, forKey: .name)
    try c.encodeIfPresent(variant, forKey: .variant)
    try c.encodeIfPresent(role, forKey: .role)
    try c.encodeIfPresent(color, forKey: .color)
    try c.encodeIfPresent(uikitCase, forKey: .uikitCase)
    try c.encodeIfPresent(rawValue, forKey: .rawValue)
    if let process {
      try c.encode(process.processInMemory, forKey: .processInMemory)
      try c.encode(process.executesCode, forKey: .executesCode)
      try c.encode(process.receivesEvents, forKey: .receivesEvents)
      try c.encode(process.uiOnScreen, forKey: .uiOnScreen)
      if !process.note.isEmpty { try c.encode(process.note, forKey: .processNote) }
    }
    if !meaning.isEmpty { try c.encode(meaning, forKey: .meaning) }
    try c.encodeIfPresent(position, forKey: .position)
    try c.encodeIfPresent(unit, forKey: .unit)
    try c.encode(nonEmpty: sources, forKey: .sources)
  }
}

extension ProcessView {
  /// The four answers and the note beside a state's other keys: all four answers, or none (nil).
  init?(from c: KeyedDecodingContainer<LifecycleState.CodingKeys>) throws {
    let keys: [LifecycleState.CodingKeys] = [.processInMemory, .executesCode, .receivesEvents, .uiOnScreen]
    let answers = try keys.map { try c.decodeIfPresent(Answer.self, forKey: $0) }
    if answers.allSatisfy({ $0 == nil }) { return nil }
    guard case (let memory?, let code?, let events?, let screen?) = (answers[0], answers[1], answers[2], answers[3])
    else {
      let missing = keys[answers.firstIndex { $0 == nil } ?? 0]
      throw DecodingError.keyNotFound(
        missing, .init(codingPath: c.codingPath, debugDescription: "give all four process answers, or none"))
    }
    self.init(
      processInMemory: memory, executesCode: code, receivesEvents: events, uiOnScreen: screen,
      note: try c.decode(String.self, forKey: .processNote, default: ""))
  }
}
