import LifeDiagramModel
import LifeDiagramYAML

/// A repository's `.lifediagram.yml`: what lifediagram's commands use when no flag says otherwise, so a project
/// runs `docs` and `check` with no flags. Found in the working folder or a parent, up to the repository's root;
/// paths in it are relative to its folder.
///
/// The file's keys are not listed here: each is declared by the command-line option group (or command) whose flag
/// it stands for, beside that flag, and the file's shape is assembled from those declarations (LifeDiagramCLI's
/// `ConfigKey` and `ConfigFile`). This type reads a file against that shape and holds its values by dotted key
/// (`docs.output`).
public struct ProjectConfig: Sendable, Hashable {
  /// The file's name, as `lifediagram` looks for it.
  public static let fileName = ".lifediagram.yml"

  /// One value of the file. The shape gives every key a string, a whole number or a list of strings.
  public enum Value: Sendable, Hashable {
    case string(String)
    case integer(Int)
    case strings([String])
  }

  /// The values the file gives, by dotted key (`theme`, `docs.output`); a key left out or null is not here.
  public private(set) var values: [String: Value]
  /// Where the config was read from, as the command line names it, for messages; not a key of the file.
  public var path: String?
  /// Where each value is in the file, by dotted key; a list's items by `key[index]`.
  public private(set) var positions: [String: LineColumn] = [:]
  /// The file's name, as problems name it.
  public private(set) var fileName = ProjectConfig.fileName

  /// A config holding `values`.
  public init(values: [String: Value] = [:], path: String? = nil) {
    (self.values, self.path) = (values, path)
  }

  /// Reads a config file as a model file is read (size, UTF-8, syntax, every key against `shape`), then each
  /// value as its key's shape says.
  ///
  /// - Throws: ``InvalidModelFile`` with every problem, `file:line:col: path: message`.
  public static func load(fileName: String, bytes: [UInt8], shape: ObjectShape) throws(InvalidModelFile)
    -> ProjectConfig
  {
    let document = try ModelFileDocument(fileName: fileName, bytes: bytes, kind: .config)
    try document.checkShape(against: shape)
    var config = ProjectConfig()
    config.fileName = fileName
    try config.read(document.root, shape: shape, prefix: "", in: document)
    return config
  }

  /// A problem with the value at `key` (the list's item at `index`, when given), where the file has it: what a
  /// command says of a value the shape lets through but the command cannot use (an unknown language, a method
  /// the model does not have), as it says every problem of the file.
  public func problem(at key: String, index: Int? = nil, _ message: String) -> InvalidModelFile {
    let position = index.flatMap { positions["\(key)[\($0)]"] } ?? positions[key]
    return InvalidModelFile([ModelFileProblem(file: fileName, position: position, "\(key): \(message)")])
  }

  /// The string at `key`, if the file gives one.
  public func string(_ key: String) -> String? {
    if case .string(let value) = values[key] { value } else { nil }
  }

  /// The whole number at `key`, if the file gives one.
  public func integer(_ key: String) -> Int? {
    if case .integer(let value) = values[key] { value } else { nil }
  }

  /// The list of strings at `key`, if the file gives one.
  public func strings(_ key: String) -> [String]? {
    if case .strings(let value) = values[key] { value } else { nil }
  }

  /// The values of the keys in `pathKeys` that the file gives, in that order, each path with its key: what
  /// ``resolvingPaths(_:from:)`` resolves and what the commands hold inside the config's folder.
  public func paths(_ pathKeys: [String]) -> [(key: String, value: String)] {
    pathKeys.flatMap { key -> [(key: String, value: String)] in
      switch values[key] {
      case .string(let path): [(key, path)]
      case .strings(let paths): paths.map { (key, $0) }
      case .integer, nil: []
      }
    }
  }

  /// The config with the paths at `pathKeys` read from `folder`, the folder the file is in as the command line
  /// names it (`..`, `conf`); `.` or empty leaves them as written, as does an absolute path.
  public func resolvingPaths(_ pathKeys: [String], from folder: String) -> ProjectConfig {
    guard !folder.isEmpty, folder != "." else { return self }
    let resolve = { (path: String) in path.hasPrefix("/") ? path : folder + "/" + path }
    var config = self
    for key in pathKeys {
      switch values[key] {
      case .string(let path): config.values[key] = .string(resolve(path))
      case .strings(let paths): config.values[key] = .strings(paths.map(resolve))
      case .integer, nil: break
      }
    }
    return config
  }

  /// Reads the mapping `node`, which `shape` has checked, into ``values``: an object's keys under `prefix`
  /// (`docs.`), each other value as its shape says.
  private mutating func read(_ node: YAMLNode, shape: ObjectShape, prefix: String, in document: ModelFileDocument)
    throws(InvalidModelFile)
  {
    guard case .mapping(let mapping) = node else { return }
    for (keyNode, valueNode) in mapping {
      guard let key = keyNode.string, let property = shape.property(key) else { continue }
      let value: Value?
      do {
        switch property.shape {
        case .object(let inner):
          try read(valueNode, shape: inner, prefix: prefix + key + ".", in: document)
          continue
        case .list: value = try NodeDecoder.decode([String]?.self, from: valueNode).map(Value.strings)
        case .integer: value = try NodeDecoder.decode(Int?.self, from: valueNode).map(Value.integer)
        default: value = try NodeDecoder.decode(String?.self, from: valueNode).map(Value.string)
        }
      } catch {
        let position = valueNode.mark.map { LineColumn(line: $0.line, column: $0.column) }
        throw InvalidModelFile([
          ModelFileProblem(file: document.fileName, position: position, "\(prefix)\(key): cannot be read: \(error)")
        ])
      }
      if let value { values[prefix + key] = value }
      positions[prefix + key] = valueNode.mark.map { LineColumn(line: $0.line, column: $0.column) }
      if case .sequence(let items) = valueNode {
        for (index, item) in items.enumerated() {
          positions["\(prefix)\(key)[\(index)]"] = item.mark.map { LineColumn(line: $0.line, column: $0.column) }
        }
      }
    }
  }
}
