import LifeDiagramModel

// Transitions, the steps they and rules take, and rules.
extension ModelFileSchema {
  /// A transition between two states.
  static let transition = ObjectShape(
    name: "Transition",
    description: "A transition from one state to another: an edge of the diagram.",
    properties: [
      .optional(
        "id", .string(.kebabID),
        "The transition's id, which events and rules use. Leave it out to have '<from>-to-<to>', e.g. 'inactive-to-active'."
      ),
      .required("from", .string(.kebabID), "The id of the state it leaves."),
      .required(
        "to", .string(.kebabID), "The id of the state it enters (the same as 'from' for a transition that stays)."),
      .optional("trigger", .text, "What causes it, in a sentence, e.g. 'The user taps the app icon.'."),
      .required(
        "kind", .enumeration(TransitionKind.allCases.map(\.rawValue)),
        "system-automatic (the system makes it with no specific event; drawn dashed) or event-driven (a user or system event causes it; drawn solid)."
      ),
      .optional(
        "appleLineStyle", .enumeration(LineStyle.allCases.map(\.rawValue)),
        "The line a published figure draws for it (dashed or solid); '--line-style apple' draws that. Leave it out when no figure draws the transition; a model where none has it draws every transition as its own."
      ),
      .optional(
        "steps", .list(.object(step)), default: .array([]),
        "What happens during the transition, in order: the delegate calls it makes and what the system does."),
      .optional(
        "sources", .list(.string(.sourceID)), default: .array([]), "The ids of the sources for the transition."),
      .readOnly(
        "calls", .list(.object(printedCall)),
        "Printed by 'lifediagram model' for readers: every call the transition makes, its rules' unconditional calls included. Ignored when the file is read."
      ),
    ])

  /// One thing that happens: a delegate call or a system action.
  static let step = ObjectShape(
    name: "Step",
    description:
      "One thing that happens: a delegate call (call and receiver) or something the system does (system); exactly one of the two.",
    properties: [
      .optional(
        "call", .line, "The delegate method called, as its selector, e.g. 'sceneDidBecomeActive(_:)'. Needs 'receiver'."
      ),
      .optional(
        "receiver", .string(.identifier),
        "Who receives the call, e.g. 'AppDelegate' or 'SceneDelegate'; given with 'call' and only with it."),
      .optional(
        "system", .text,
        "What the system does where no delegate is called, e.g. 'The system takes the app-switcher snapshot'."),
      .optional("sources", .list(.string(.sourceID)), default: .array([]), "The ids of the sources for the step."),
      .optional("caveat", .text, "What a reader should know about the step (e.g. that it is only sometimes observed)."),
      .optional(
        "marksStateChange", .boolean, default: .bool(false),
        "Whether the transition's state change happens at this step (tables show the change on this row); false puts it on the first."
      ),
    ],
    exactlyOne: [["call", "system"]],
    dependencies: [.init("call", requires: "receiver"), .init("receiver", requires: "call")])

  /// A call as `lifediagram model` prints it under a transition's `calls`.
  static let printedCall = ObjectShape(
    name: "Call",
    description: "A delegate call as 'lifediagram model' prints it.",
    properties: [
      .required("receiver", .string(.identifier), "Who receives the call, e.g. 'SceneDelegate'."),
      .required("method", .line, "The method's selector, e.g. 'sceneDidBecomeActive(_:)'."),
    ])

  /// A rule: calls that some transitions make when a condition holds.
  static let rule = ObjectShape(
    name: "Rule",
    description:
      "Calls that belong to no single transition: when its condition holds, the rule's steps are added to the transitions it names, at its placement.",
    properties: [
      .required("id", .string(.kebabID), "The rule's id, e.g. 'process-launch'."),
      .required("when", .line, "When the rule applies, in words, e.g. 'The process is not running'."),
      .optional("label", .line, "A short label for tables and the diagram; leave it out to use 'when'."),
      .required("summary", .text, "What the rule adds, in a sentence."),
      .optional(
        "condition", .enumeration(RuleCondition.allCases.map(\.rawValue)),
        "The app's situation a replay checks to apply the rule, e.g. process-launches (the process was not running). Leave it out for a rule that does not depend on an app's process or sessions."
      ),
      .optional(
        "ifSet", .string(.kebabID),
        "A flag the unit must carry for the rule to apply, set by an earlier rule's 'sets', e.g. 'view-loaded'."),
      .optional(
        "unlessSet", .string(.kebabID),
        "A flag the unit must not carry for the rule to apply: with 'sets' of the same flag, the rule's calls happen once per unit (a view loads once)."
      ),
      .optional("sets", .list(.string(.kebabID)), default: .array([]), "The flags applying the rule sets on the unit."),
      .optional(
        "clears", .list(.string(.kebabID)), default: .array([]), "The flags applying the rule clears on the unit."),
      .optional(
        "transitions", .list(.string(.kebabID)), default: .array([]),
        "The ids of the transitions the rule adds its steps to."),
      .required(
        "placement", .enumeration(["before-transition", "after-transition", "after-call"]),
        "Where the steps go: before-transition (before the transition's own steps), after-transition (after them) or after-call (right after the call named by 'afterCall')."
      ),
      .optional(
        "afterCall", .line,
        "The selector the steps follow, e.g. 'application(_:didFinishLaunchingWithOptions:)'; required when placement is after-call, and only then."
      ),
      .optional("steps", .list(.object(step)), default: .array([]), "The steps the rule adds, in order."),
      .optional(
        "effects", .list(.enumeration(RuleEffect.allCases.map(\.rawValue))), default: .array([]),
        "What applying the rule does to a replay: starts-process (the process runs from the rule's first step), reports-discarded-sessions (pending discarded sessions are reported)."
      ),
      .optional("sources", .list(.string(.sourceID)), default: .array([]), "The ids of the sources for the rule."),
    ],
    conditions: [.init(when: "placement", is: "after-call", require: "afterCall")])
}
