// A state in a model file: the process view's four answers and note sit beside the other fields, under the
// names `model --format json` has always printed.

extension LifecycleState {
  enum CodingKeys: String, CodingKey {
    case id, name, variant, role, uikitCase, rawValue, processInMemory, executesCode, receivesEvents, uiOnScreen,
      processNote, meaning, position, sources
  }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      id: try c.decode(StateID.self, forKey: .id), name: try c.decode(String.self, forKey: .name),
      variant: try c.decodeIfPresent(String.self, forKey: .variant), role: try c.decode(StateRole.self, forKey: .role),
      uikitCase: try c.decodeIfPresent(String.self, forKey: .uikitCase),
      rawValue: try c.decodeIfPresent(Int.self, forKey: .rawValue),
      process: ProcessView(
        processInMemory: try c.decode(Answer.self, forKey: .processInMemory),
        executesCode: try c.decode(Answer.self, forKey: .executesCode),
        receivesEvents: try c.decode(Answer.self, forKey: .receivesEvents),
        uiOnScreen: try c.decode(Answer.self, forKey: .uiOnScreen),
        note: try c.decode(String.self, forKey: .processNote, default: "")),
      meaning: try c.decode(String.self, forKey: .meaning),
      position: try c.decode(FigurePosition.self, forKey: .position),
      sources: try c.decode([SourceID].self, forKey: .sources, default: []))
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(id, forKey: .id)
    try c.encode(name, forKey: .name)
    try c.encodeIfPresent(variant, forKey: .variant)
    try c.encode(role, forKey: .role)
    try c.encodeIfPresent(uikitCase, forKey: .uikitCase)
    try c.encodeIfPresent(rawValue, forKey: .rawValue)
    try c.encode(process.processInMemory, forKey: .processInMemory)
    try c.encode(process.executesCode, forKey: .executesCode)
    try c.encode(process.receivesEvents, forKey: .receivesEvents)
    try c.encode(process.uiOnScreen, forKey: .uiOnScreen)
    if !process.note.isEmpty { try c.encode(process.note, forKey: .processNote) }
    try c.encode(meaning, forKey: .meaning)
    try c.encode(position, forKey: .position)
    try c.encode(nonEmpty: sources, forKey: .sources)
  }
}
