import LifeDiagramModel

// Events, and the scenarios written in them.
extension ModelFileSchema {
  /// An event scenarios are written in.
  static let event = ObjectShape(
    name: "Event",
    description:
      "Something that happens (the user swipes up, the system suspends the app): scenarios list events, and each event fires transitions.",
    properties: [
      .required("id", .string(.kebabID), "The event's id, which scenarios use, e.g. 'user-swipes-home'."),
      .required("text", .line, "The event in words, as the sequence table's Event column shows it."),
      .optional(
        "fires", .list(.string(.kebabID)), default: .array([]),
        "The ids of the transitions the event can fire; a replay takes the one that leaves the current state."),
      .optional(
        "process", .enumeration(ProcessEffect.allCases.map(\.rawValue)), default: .string("none"),
        "What the event does to the process beyond its transitions: none, prewarms (launched ahead of use and paused) or terminates."
      ),
      .optional(
        "sessions", .enumeration(SessionEffect.allCases.map(\.rawValue)), default: .string("none"),
        "What it does to the sessions of the scenes it disconnects: none, discards, or discards-before-termination (the app hears of it although its process then ends)."
      ),
      .optional(
        "steps", .list(.object(step)), default: .array([]), "Steps the event adds that belong to no transition."),
      .optional("sources", .list(.string(.sourceID)), default: .array([]), "The ids of the sources for the event."),
      .optional("caveat", .text, "What a reader should know about the event."),
      .optional(
        "processWide", .boolean, default: .bool(false),
        "Whether the event happens to the whole process (every scene at once) rather than to one scene."),
    ])

  /// A scenario: a start and the events that follow.
  static let scenario = ObjectShape(
    name: "Scenario",
    description:
      "A story to replay through the model: where it starts and the events that happen. The delegate calls are never written by hand; lifediagram works them out.",
    properties: [
      .required(
        "id", .string(.kebabID),
        "The scenario's id, which 'lifediagram scenarios ID' and the page names use, e.g. 'cold-launch'."),
      .required("title", .line, "The scenario's title, e.g. 'Move to the background'."),
      .required("summary", .text, "What happens, in a sentence or two."),
      .optional("alternativeOf", .string(.kebabID), "The id of the scenario this one is a variation of, if any."),
      .required("start", .object(start), "Where the scenario starts."),
      .required("events", .list(.object(occurrence)), "The events that happen, in order."),
      .optional(
        "notes", .list(.text), default: .array([]),
        "Notes shown under the sequence table, one sentence or paragraph each."),
      .optional("sources", .list(.string(.sourceID)), default: .array([]), "The ids of the sources for the scenario."),
      .optional("holdsFor", .line, "The releases the sequence holds for, in words, e.g. 'iOS 13 and later'."),
    ])

  /// Where a scenario starts.
  static let start = ObjectShape(
    name: "Start",
    description:
      "The situation a scenario starts in: the process, and the state of each unit (each scene, or the one instance).",
    properties: [
      .optional(
        "process", .enumeration(ProcessState.allCases.map(\.rawValue)), default: .string("running"),
        "The app's process at the start: not-running, prewarmed, running or suspended. Leave it out (running) for a life cycle that does not follow a process."
      ),
      .required("units", .list(.object(unit), minItems: 1), "The units at the start (one per scene), at least one."),
      .optional(
        "discardedSessionsPending", .boolean, default: .bool(false),
        "Whether the user discarded sessions the app has not yet been told about."),
    ])

  /// One unit at a scenario's start.
  static let unit = ObjectShape(
    name: "Unit",
    description: "One unit (a scene, or the one instance) at a scenario's start.",
    properties: [
      .required("state", .string(.kebabID), "The id of the state it is in."),
      .optional(
        "hasSession", .boolean, default: .bool(false), "Whether it has a session from earlier (a restored scene)."),
      .optional(
        "flags", .list(.string(.kebabID)), default: .array([]),
        "Flags it starts with, which rules test with ifSet and unlessSet: what the app is made of (scene-delegate)."),
    ])

  /// One event happening in a scenario.
  static let occurrence = ObjectShape(
    name: "Occurrence",
    description: "One event happening in a scenario.",
    properties: [
      .required("event", .string(.kebabID), "The id of the event (one of the file's events)."),
      .optional(
        "scene", .integer(1...8),
        "Which unit it happens to, from 1 in the order of start.units; leave it out for every unit the event can move."),
    ])
}
