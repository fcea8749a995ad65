import LifeDiagramModel
import LifeDiagramYAML

extension CatalogFile {
  /// Reads a catalog file, as a model file is read (``ModelFile/load(fileName:bytes:joining:limits:)``): the
  /// bytes and the syntax, the shape against ``ModelFileSchema/catalogFile``, then ids and citations.
  ///
  /// - Throws: ``InvalidModelFile``, whose problems are in document order, each once.
  public static func load(fileName: String, bytes: [UInt8]) throws(InvalidModelFile) -> CatalogFile {
    let document = try ModelFileDocument(fileName: fileName, bytes: bytes, kind: .catalog)
    try document.checkShape(against: ModelFileSchema.catalogFile)
    let file = try document.decoded(CatalogFile.self, from: bytes)
    let issues = file.validate()
    if !issues.isEmpty { throw InvalidModelFile(issues.map { document.problem(at: $0.path, $0.message) }) }
    return file
  }

  /// The file as YAML, keys in the order the format lists them, lines never wrapped.
  public func yamlText() throws -> String {
    try NodeEncoder.text(of: self)
  }
}
