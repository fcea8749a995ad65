import LifeDiagram

/// The names of the docs' image variants.
enum DocsImage {
  /// The dark variant of an image that `docs --theme auto` writes beside the light one: `-dark` before the
  /// extension (`scenarios/cold-launch-app-path-dark.svg`).
  static func darkVariant(of path: String) -> String {
    guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return path + "-dark" }
    return path[..<dot] + "-dark" + path[dot...]
  }
}
