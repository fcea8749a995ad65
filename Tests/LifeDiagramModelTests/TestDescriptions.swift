import LifeDiagramModel
import Testing

extension Lifecycle: CustomTestStringConvertible {
  public var testDescription: String { id.rawValue }
}
