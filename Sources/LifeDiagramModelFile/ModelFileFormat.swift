/// The two notations of a model file, told apart by the file's name.
public enum ModelFileFormat: String, Sendable, Hashable, CaseIterable {
  /// JSON, for a name ending in `.json`: decoded with `JSONDecoder` (FoundationEssentials).
  case json
  /// YAML, for any other name (`.yaml`, `.yml`): decoded with ``NodeDecoder`` from the composed tree.
  case yaml

  /// The format a file of this name is read in: JSON for `.json` (in any case), YAML otherwise.
  public init(fileName: String) {
    self = fileName.lowercased().hasSuffix(".json") ? .json : .yaml
  }
}
