/// What a state means for the process and the user: the memory and process view of the reference's state tables.
public struct ProcessView: Codable, Sendable, Hashable {
  /// Is the app's process in memory?
  public var processInMemory: Answer
  /// Does the app execute code?
  public var executesCode: Answer
  /// Does the app receive events (touches and other UI events)?
  public var receivesEvents: Answer
  /// Is the app's UI on screen?
  public var uiOnScreen: Answer
  /// The nuance behind the answers, in one or two sentences.
  public var note: String

  /// Creates a view from its four answers and a note.
  public init(
    processInMemory: Answer, executesCode: Answer, receivesEvents: Answer, uiOnScreen: Answer, note: String
  ) {
    self.processInMemory = processInMemory
    self.executesCode = executesCode
    self.receivesEvents = receivesEvents
    self.uiOnScreen = uiOnScreen
    self.note = note
  }
}
