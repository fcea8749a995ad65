import LifeDiagramModel
import LifeDiagramYAML

/// A model file read as far as its format allows without knowing the model: its bytes checked (size, UTF-8,
/// not empty), its syntax checked, and its text composed into a tree of YAML nodes that know their line and
/// column (``YAMLComposer``). JSON is composed as YAML too (JSON is YAML), only to know where each value is.
///
/// Loading a file: create the document, then ``checkShape()`` (every key, type and value against
/// ``ModelFileSchema/modelFile``), then decode `ModelFile` (`JSONDecoder` from the bytes for JSON,
/// ``NodeDecoder`` from ``root`` for YAML), then validate the model and turn each issue's path
/// into a line with ``problem(at:_:)``.
public struct ModelFileDocument {
  /// The largest model file read, in bytes (2 MiB).
  public static let maximumBytes = TextChecks.maximumBytes

  /// The problem of a file over ``maximumBytes``, for a reader that stops reading at the limit; `size` is the
  /// file's size when known.
  public static func tooLarge(fileName: String, size: Int?, kind: InputFileKind = .model) -> ModelFileProblem {
    let limit = "a \(kind.noun) may be at most 2 MiB (\(TextChecks.grouped(maximumBytes)) bytes)"
    let measured = size.map { "the file is \(TextChecks.grouped($0)) bytes" } ?? "the file is larger than 2 MiB"
    return ModelFileProblem(file: fileName, position: nil, "\(measured); \(limit)")
  }

  /// The file's name as the user gave it; every problem starts with it.
  public let fileName: String
  /// JSON or YAML, from the file's name.
  public let format: ModelFileFormat
  /// The file's text.
  public let text: String
  /// The document's top node, with a mark (line and column) on every node.
  public let root: YAMLNode

  /// Reads a file's bytes: refuses a file over 2 MiB, bytes that are not UTF-8, an empty file (or one of only
  /// white space and comments), characters that must be escaped, and syntax errors (for `.json`, as ``JSONSyntax``
  /// finds them), then composes the document.
  ///
  /// - Throws: ``InvalidModelFile`` with the one problem that stops reading.
  public init(
    fileName: String, bytes: some Sequence<UInt8>, format: ModelFileFormat? = nil, kind: InputFileKind = .model
  ) throws(InvalidModelFile) {
    let bytes = Array(bytes)
    let format = format ?? ModelFileFormat(fileName: fileName)
    let text = try TextChecks.text(of: bytes, file: fileName, kind: kind).get()
    if format == .json, let problem = JSONSyntax.problem(in: bytes, file: fileName) {
      // Comments alone are not JSON, but they are not a model either: say the file is empty.
      let holdsNothing: Bool
      do { holdsNothing = try YAMLComposer.compose(text) == nil } catch { holdsNothing = false }
      throw InvalidModelFile([holdsNothing ? Self.emptyProblem(fileName, kind) : problem])
    }
    let composed: YAMLNode?
    do { composed = try YAMLComposer.compose(text) } catch {
      throw InvalidModelFile([SyntaxProblem.problem(error, text: text, file: fileName, format: format)])
    }
    guard let root = composed else { throw InvalidModelFile([Self.emptyProblem(fileName, kind)]) }
    (self.fileName, self.format, self.text, self.root) = (fileName, format, text, root)
  }

  private static func emptyProblem(_ file: String, _ kind: InputFileKind) -> ModelFileProblem {
    ModelFileProblem(file: file, position: nil, "the file holds only comments and white space; \(kind.emptyFix)")
  }

  /// Every problem with the document's shape (unknown or missing keys, wrong types, values outside their
  /// lists or patterns, repeated keys, a step with both `call` and `system`, …), in document order.
  public func shapeProblems(against schema: ObjectShape = ModelFileSchema.modelFile) -> [ModelFileProblem] {
    InvalidModelFile(ShapeValidator.problems(in: root, against: schema, format: format, file: fileName)).problems
  }

  /// Checks the document's shape against the format.
  ///
  /// - Throws: ``InvalidModelFile`` with every problem ``shapeProblems(against:)`` finds.
  public func checkShape(against schema: ObjectShape = ModelFileSchema.modelFile) throws(InvalidModelFile) {
    let problems = shapeProblems(against: schema)
    if !problems.isEmpty { throw InvalidModelFile(problems) }
  }

  /// Where the value at `path` is written, or the nearest value above it that the file has (a missing key's
  /// object, the list an index is past), so a problem found after decoding (an unknown state, a repeated id)
  /// can name its line and column.
  public func position(of path: ModelPath) -> LineColumn {
    NodeLocator.position(of: path, in: root)
  }

  /// A problem at `path`, with the line and column of the value there (or of its nearest ancestor).
  public func problem(at path: ModelPath, _ message: String) -> ModelFileProblem {
    ModelFileProblem(file: fileName, position: position(of: path), path: path, message)
  }
}
