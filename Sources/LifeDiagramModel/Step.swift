/// One thing that happens during a transition or a rule: a delegate call, or a system step with no call.
public struct Step: Codable, Sendable, Hashable {
  /// What happens.
  public enum Action: Codable, Sendable, Hashable {
    /// UIKit calls a delegate method.
    case call(DelegateCall)
    /// The system does something users need to see but no delegate is called (e.g. `main()` runs).
    case system(String)
  }

  /// What happens.
  public var action: Action
  /// The evidence for the step.
  public var sources: [SourceID]
  /// What is uncertain about the step (undocumented, observed on one iOS version only…), or nil.
  public var caveat: String?
  /// The level of evidence the caveat states, read from the model's English when the step is made, so a
  /// translated caveat keeps it (``EvidenceLevel/stated(by:)``).
  public var caveatLevel: EvidenceLevel?
  /// Whether the state changes at this step when the step belongs to a transition (by default the change is
  /// shown at the transition's first own delegate call).
  public var marksStateChange: Bool

  /// Creates a step.
  public init(_ action: Action, sources: [SourceID], caveat: String? = nil, marksStateChange: Bool = false) {
    self.action = action
    self.sources = sources
    self.caveat = caveat
    self.caveatLevel = EvidenceLevel.stated(by: caveat)
    self.marksStateChange = marksStateChange
  }

  /// The same step with a caveat.
  public func caveat(_ text: String) -> Step {
    Step(action, sources: sources, caveat: text, marksStateChange: marksStateChange)
  }

  /// A delegate call step.
  public static func call(_ receiver: Receiver, _ method: String, _ sources: SourceID...) -> Step {
    Step(.call(DelegateCall(receiver, method)), sources: sources)
  }

  /// A system step.
  public static func system(_ text: String, _ sources: SourceID...) -> Step {
    Step(.system(text), sources: sources)
  }

  /// The delegate call, if the step is one.
  public var call: DelegateCall? {
    if case .call(let call) = action { call } else { nil }
  }

  /// The system step's text, if the step is one.
  public var systemText: String? {
    if case .system(let text) = action { text } else { nil }
  }
}
