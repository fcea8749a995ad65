import LifeDiagramModel

/// The model file format, schemaVersion 1, as a value: the top level here, the objects inside in the
/// `ModelFileSchema+…` files. The validator checks documents against it and `lifediagram schema` prints it as
/// JSON Schema (``jsonSchemaText``), so the two cannot drift apart.
public enum ModelFileSchema {
  /// The whole file: one life cycle, with its scenarios, the sources it cites and the delegate methods it calls.
  public static let modelFile = ObjectShape(
    name: "ModelFile",
    description: """
      One life cycle for lifediagram to draw, tabulate and document, with its scenarios, the sources it cites and \
      the delegate methods it calls. Written in YAML (.yaml, .yml) or JSON (.json); keys are camelCase, and a key \
      the format does not know is an error. Keys that are not required may be left out: they then have their \
      default.
      """,
    properties: [
      .required(
        "schemaVersion", .constant(ModelFile.schemaVersion),
        "The version of this format. Always 1; a later lifediagram that changes the format reads this number to know the file's."
      ),
      .required(
        "id", .string(.kebabID),
        "The life cycle's id, which --model and the generated file names use, e.g. 'url-session-task'. A file whose id is a built-in's ('app', 'scene') replaces that built-in."
      ),
      .required(
        "title", .line,
        "The life cycle's title, as headings and the diagram show it, e.g. 'URL session task life cycle'."),
      .optional(
        "shortTitle", .line,
        "The short name used inside sentences and scenario headings, e.g. 'app-based' in 'Move to the background (app-based)'. Default: the title."
      ),
      .optional(
        "delegateProtocol", .line,
        "The protocol whose methods the life cycle calls, e.g. 'UIApplicationDelegate'; shown beside the diagram. Leave it out when there is none to name."
      ),
      .optional(
        "graphName", .string(.identifier),
        "The name of the Graphviz graph (the DOT 'digraph' name), e.g. 'AppLifecycle'. Default: the id in UpperCamelCase and 'Lifecycle'."
      ),
      .optional(
        "unitName", .line,
        "What one instance is called when a scenario has several at once, e.g. 'scene'; leave it out when a scenario follows a single one."
      ),
      .optional(
        "tracksProcess", .boolean, default: .bool(false),
        "Whether scenarios follow the app's process apart from the states (launch, prewarming, termination), as the scene-based life cycle does."
      ),
      .optional(
        "hasScenePhase", .boolean, default: .bool(false),
        "Whether the sequence tables show SwiftUI's ScenePhase for each step."),
      .optional(
        "releases", .line,
        "The releases the life cycle holds for, in words, e.g. 'iOS 13 and later'; scenario pages repeat it. Leave it out to say nothing."
      ),
      .optional(
        "systemLane", .line,
        "The title of the sequence diagrams' first lane, the one that makes the calls, e.g. 'UIKit (system)'. Default: 'System'."
      ),
      .optional(
        "figureColumnHeaders", .list(.line), default: .array([]),
        "Headings over the columns of the diagram, left to right, as a published figure has them; usually left out."),
      .required(
        "initialState", .string(.kebabID),
        "The id of the state the life cycle starts in; every state must be reachable from it through transitions."),
      .required(
        "states", .list(.object(state), minItems: 1),
        "The states, in the order tables list them. At least one."),
      .required(
        "transitions", .list(.object(transition)),
        "The transitions between states, each with its trigger, its kind (which decides whether it is drawn dashed or solid) and the delegate calls it makes."
      ),
      .optional(
        "rules", .list(.object(rule)), default: .array([]),
        "Calls that belong to no single transition but are added to some when a condition holds (the launch calls before the first transition of a cold launch)."
      ),
      .optional(
        "events", .list(.object(event)), default: .array([]),
        "The events scenarios are written in, each naming the transitions it fires."),
      .optional(
        "scenarios", .list(.object(scenario)), default: .array([]),
        "Scenarios: where the life cycle starts and the events that happen; lifediagram replays them through the model into sequence tables and diagrams."
      ),
      .optional(
        "sources", .list(.object(source)), default: .array([]),
        "The sources the file cites, by id. A source the built-in catalog already has (e.g. 'A22') may be cited without being listed; one listed here with such an id replaces the catalog's."
      ),
      .optional(
        "delegateMethods", .list(.object(delegateMethod)), default: .array([]),
        "The delegate methods the calls name, with their signatures and meanings, for the methods page."),
    ])

  /// A state.
  static let state = ObjectShape(
    name: "State",
    description: "A state of the life cycle: a node of the diagram.",
    properties: [
      .required(
        "id", .string(.kebabID),
        "The state's id, which transitions, scenarios and initialState use, e.g. 'foreground-active'."),
      .required("name", .line, "The name the diagram and tables show, e.g. 'Foreground Active'."),
      .optional(
        "variant", .line,
        "Which copy of a state drawn twice this is, e.g. 'Launch Screen UI'; shown after the name. Leave it out for a state drawn once."
      ),
      .optional(
        "role", .enumeration(StateRole.allCases.map(\.rawValue)),
        "The part the state plays in an app's life cycle, which gives it Apple's colour and tells the app rules (conditions, effects) and SwiftUI's phase about it: not-running, unattached, inactive, active, background or suspended. Leave it out for a life cycle these do not fit."
      ),
      .optional(
        "color", .string(.hexColor),
        "The state's fill colour, e.g. '#ABD4F0'. Default: its role's colour, or a light grey without a role."),
      .optional(
        "uikitCase", .line,
        "The framework's enum case for the state, if it has one, e.g. 'UIApplication.State.inactive'."),
      .optional("rawValue", .integer(Int(Int32.min)...Int(Int32.max)), "That case's raw value, e.g. 1."),
      .optional(
        "processInMemory", answer,
        "Whether the app's process is in memory in this state: yes, no, limited or 'not implied'. The four process answers are given all together or not at all; leave them out for a life cycle that is not an app's."
      ),
      .optional(
        "executesCode", answer,
        "Whether the app executes code in this state (a process answer: yes, no, limited or 'not implied')."),
      .optional(
        "receivesEvents", answer,
        "Whether the app receives events in this state (a process answer: yes, no, limited or 'not implied')."),
      .optional(
        "uiOnScreen", answer,
        "Whether the app's UI is on screen in this state (a process answer: yes, no, limited or 'not implied')."),
      .optional("processNote", .text, "A note on the process answers, shown beside them in the states table."),
      .optional("meaning", .text, "What the state means, quoted or paraphrased from the documentation."),
      .optional(
        "position", .object(position),
        "Where the state sits on the diagram's grid. Leave it out on every state to have the diagram laid out automatically."
      ),
      .optional(
        "unit", .string(.kebabID),
        "The kind of unit in this state, where the model follows units of more than one kind (view, beside the model's unitName): what tables and lanes call a unit in it. Leave it out for the model's own units."
      ),
      .optional("sources", .list(.string(.sourceID)), default: .array([]), "The ids of the sources for the state."),
    ],
    allOrNone: [["processInMemory", "executesCode", "receivesEvents", "uiOnScreen"]])

  /// The four words a process answer may be.
  static let answer = SchemaShape.enumeration(Answer.allCases.map(\.rawValue))

  /// A state's place on the diagram's grid.
  static let position = ObjectShape(
    name: "Position",
    description: "A place on the diagram's grid, counted from the top left corner.",
    properties: [
      .required("row", .integer(0...9), "The row, from 0 at the top."),
      .required("column", .integer(0...9), "The column, from 0 at the left."),
    ])
}
