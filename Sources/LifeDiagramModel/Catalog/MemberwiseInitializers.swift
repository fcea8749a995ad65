// The initializers the generated built-ins (Catalog/Generated/) call, for the types whose public initializer takes
// other labels: lifediagram-codegen writes each value as `TypeName(property: value, …)`, every stored property in
// declaration order but the derived ones (DerivedProperties), by its name (SwiftLiteral in LifeDiagramModelFile).
// Each hands its values to the public initializer. Internal and without defaults, so no call of a public
// initializer can mean one of these; a type whose public initializer already takes those labels (Lifecycle,
// LifecycleState, Transition, CallRule, …) needs none here.

extension Step {
  init(action: Action, sources: [SourceID], caveat: String?, marksStateChange: Bool) {
    self.init(action, sources: sources, caveat: caveat, marksStateChange: marksStateChange)
  }
}

extension DelegateCall {
  init(receiver: Receiver, method: String) {
    self.init(receiver, method)
  }
}

extension EventRule {
  init(
    id: EventID, text: String, transitions: [TransitionID], process: ProcessEffect, sessions: SessionEffect,
    steps: [Step], sources: [SourceID], caveat: String?, processWide: Bool
  ) {
    self.init(
      id, text: text, fires: transitions, process: process, sessions: sessions, steps: steps, sources: sources,
      caveat: caveat, processWide: processWide)
  }
}

extension Scenario.Variant {
  init(
    model: LifecycleID, start: Situation, events: [Scenario.Occurrence], notes: [String], sources: [SourceID],
    holdsFor: String?
  ) {
    self.init(model, start: start, events: events, notes: notes, sources: sources, holdsFor: holdsFor)
  }
}

extension Scenario.Occurrence {
  init(event: EventID, scene: Int?) {
    self.init(event, scene: scene)
  }
}

extension Situation.Unit {
  init(state: StateID, hasSession: Bool, flags: Set<String>) {
    self.init(state, hasSession: hasSession, flags: flags)
  }
}

extension Source {
  init(id: SourceID, title: String, url: String?, usedFor: String, declaredKind: SourceKind?) {
    self.init(id: id, title: title, url: url, usedFor: usedFor, kind: declaredKind)
  }
}

extension DelegateMethod {
  init(
    receiver: Receiver, selector: String, objcSelector: String?, signature: String, meaning: String,
    notification: String?, deprecation: Deprecation?, sources: [SourceID]
  ) {
    self.init(
      receiver, selector, objcSelector: objcSelector, signature: signature, meaning: meaning,
      notification: notification, deprecation: deprecation, sources: sources)
  }
}

extension AuditMethod {
  /// The built-ins' methods, with the base name and labels written out by the generator: splitting the selectors
  /// when the catalog is built would cost every start-up, even `--version`'s.
  init(selector: String, baseName: String, labels: [String], replacement: String?, sources: [SourceID]) {
    self.init(selector, baseName: baseName, labels: labels, replacement: replacement, sources: sources)
  }
}
