import LifeDiagramModel

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension ModelFile {
  /// Reads a model file into the model it describes, or every problem in it as `file:line:col: path: message`:
  /// the bytes and the syntax, the shape (keys, types, values), then the model itself against `catalog`, the
  /// catalog it will join (ids, endpoints, reachability, rules, events, scenarios and their replay, citations).
  ///
  /// - Throws: ``InvalidModelFile``, whose problems are in document order, each once.
  public static func load(
    fileName: String, bytes: [UInt8], joining catalog: Catalog, limits: ModelLimits = .standard
  ) throws(InvalidModelFile) -> ModelFile {
    let document = try ModelFileDocument(fileName: fileName, bytes: bytes)
    try document.checkShape()
    let file = try document.decoded(ModelFile.self, from: bytes)
    let issues = file.validate(against: catalog) + file.limitProblems(limits)
    if !issues.isEmpty {
      let (consequences, mistakes) = (issues.filter(\.isConsequence), issues.filter { !$0.isConsequence })
      throw InvalidModelFile(
        mistakes.map { document.problem(at: $0.path, $0.message) },
        consequences: consequences.map { document.problem(at: $0.path, $0.message) })
    }
    return file
  }
}

extension Catalog {
  /// The catalog with each model file in it, in order (``Catalog/adding(_:)``): a later file may use what an
  /// earlier one defines, and replaces a life cycle with the same id.
  ///
  /// - Throws: ``InvalidModelFile`` with the problems of the first file that cannot be read.
  public func adding(
    modelFiles files: [(name: String, bytes: [UInt8])], limits: ModelLimits = .standard
  ) throws(InvalidModelFile) -> Catalog {
    var catalog = self
    for file in files {
      catalog = catalog.adding(
        try ModelFile.load(fileName: file.name, bytes: file.bytes, joining: catalog, limits: limits))
    }
    return catalog
  }
}

extension ModelFileDocument {
  /// The value the document describes (a model file, a catalog file): JSON through `JSONDecoder`
  /// (FoundationEssentials), YAML through ``NodeDecoder`` from the composed tree. A shape the checks let through but the decoder refuses is one problem
  /// at the decoder's path.
  func decoded<Value: Decodable>(_ type: Value.Type, from bytes: [UInt8]) throws(InvalidModelFile) -> Value {
    do {
      switch format {
      case .json: return try JSONDecoder().decode(type, from: Data(bytes))
      case .yaml: return try NodeDecoder.decode(type, from: root)
      }
    } catch let error as DecodingError {
      let (path, message) = error.pathAndMessage
      throw InvalidModelFile([problem(at: path, message)])
    } catch {
      throw InvalidModelFile([ModelFileProblem(file: fileName, position: nil, "cannot be read: \(error)")])
    }
  }
}

extension DecodingError {
  /// Where the decoder stopped, and why, in the words of a problem line.
  var pathAndMessage: (ModelPath, String) {
    switch self {
    case .keyNotFound(let key, let context):
      (ModelPath(codingPath: context.codingPath), "missing required key '\(key.stringValue)'")
    case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
      (ModelPath(codingPath: context.codingPath), context.debugDescription)
    @unknown default:
      ([], "\(self)")
    }
  }
}
