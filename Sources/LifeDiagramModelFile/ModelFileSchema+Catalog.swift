import LifeDiagramModel

// The catalog file the built-in life cycles share (Models/catalog.yaml): its sources and delegate methods have
// the model file's shapes; the mapping rows and the disagreements are its own.
extension ModelFileSchema {
  /// The whole catalog file.
  public static let catalogFile = ObjectShape(
    name: "CatalogFile",
    description: """
      What the built-in life cycles share: the sources they cite, the delegate-method table, the AppDelegate to \
      SceneDelegate mapping and where the sources disagree. The life cycles themselves are model files that join it.
      """,
    properties: [
      .required("schemaVersion", .constant(CatalogFile.schemaVersion), "The version of this format. Always 1."),
      .optional("title", .line, "What the docs' index is titled while any of these life cycles is in it."),
      .optional("introduction", .text, "The paragraph under the index's title."),
      .optional(
        "sources", .list(.object(source)), default: .array([]), "The sources, in the order the sources page lists them."
      ),
      .optional(
        "delegateMethods", .list(.object(delegateMethod)), default: .array([]),
        "The delegate methods, in the order the methods page lists them."),
      .optional(
        "delegateMappings", .list(.object(delegateMapping)), default: .array([]),
        "How the AppDelegate's methods map to the SceneDelegate's, row by row."),
      .optional(
        "disagreements", .list(.object(disagreement)), default: .array([]),
        "Where the sources disagree with each other, and how the model resolves it."),
    ])

  /// One row of the AppDelegate to SceneDelegate mapping.
  static let delegateMapping = ObjectShape(
    name: "DelegateMapping",
    description: "One row of the AppDelegate to SceneDelegate mapping.",
    properties: [
      .required("appDelegate", .line, "The app-based side: a method, or a description in parentheses."),
      .required("sceneDelegate", .line, "The scene-based side."),
      .required("note", .text, "The nuance, e.g. an asymmetry at a cold launch."),
      .required("sources", .list(.string(.sourceID)), "The ids of the sources for the row."),
    ])

  /// A point where the sources disagree.
  static let disagreement = ObjectShape(
    name: "Disagreement",
    description: "A point where the seed posts disagree with each other or with Apple, and how the model resolves it.",
    properties: [
      .required("id", .line, "The reference's id, e.g. 'D1'."),
      .required("point", .line, "The point in question, in a few words."),
      .required("seeds", .text, "What the seeds say, or '(not in the seeds)'."),
      .required("apple", .text, "What Apple and the observations say."),
      .required("resolution", .text, "How the model resolves it."),
      .required("sources", .list(.string(.sourceID)), "The ids of the sources."),
    ])
}
