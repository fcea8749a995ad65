// The sources a file cites and the delegate methods it calls.
import LifeDiagramModel

extension ModelFileSchema {
  /// A source of evidence.
  static let source = ObjectShape(
    name: "Source",
    description: "A source of evidence that states, transitions, steps and scenarios cite by id.",
    properties: [
      .required("id", .string(.sourceID), "The id the file cites, e.g. 'A22' or 'AT1'."),
      .required("title", .line, "The source's title."),
      .optional("url", .string(.webAddress), "Where to read it."),
      .optional(
        "kind", .enumeration(SourceKind.FileWord.allCases.map(\.rawValue)),
        "What kind of evidence it is: documentation, figure, observation, seed or inference. Default: from the id's first letter (A Apple's documentation, O an observation, S a seed post, anything else inference)."
      ),
      .required("usedFor", .text, "What the model takes from it, in a sentence."),
    ])

  /// A delegate method.
  static let delegateMethod = ObjectShape(
    name: "DelegateMethod",
    description: "A delegate method that calls name, for the methods page.",
    properties: [
      .required("receiver", .string(.identifier), "Who implements it, e.g. 'SceneDelegate'."),
      .required("selector", .line, "Its selector, as calls name it, e.g. 'sceneDidBecomeActive(_:)'."),
      .optional(
        "objcSelector", .line,
        "Its Objective-C selector, e.g. 'scene:willConnectToSession:options:', as an Objective-C delegate or a log of _cmd spells it."
      ),
      .required("signature", .line, "Its Swift declaration, e.g. 'func sceneDidBecomeActive(_ scene: UIScene)'."),
      .required("meaning", .text, "What a call of it means, in a sentence."),
      .optional(
        "notification", .line,
        "The notification posted with each call, e.g. 'UIScene.didActivateNotification'; the scenario tables show it."),
      .optional("deprecation", .object(deprecation), "Its deprecation, if it is deprecated."),
      .optional("sources", .list(.string(.sourceID)), default: .array([]), "The ids of the sources for the method."),
    ])

  /// A method's deprecation.
  static let deprecation = ObjectShape(
    name: "Deprecation",
    description: "How and when a delegate method is deprecated.",
    properties: [
      .required("platforms", .line, "The platforms it is deprecated on, e.g. 'iOS, iPadOS, Mac Catalyst'."),
      .required("since", .line, "The release that deprecates it, e.g. '26.0'."),
      .required("replacement", .line, "What to use instead, e.g. 'sceneDidBecomeActive(_:)'."),
      .optional("note", .text, "What else a developer should know."),
    ])
}
