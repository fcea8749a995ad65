import LifeDiagramModel
import LifeDiagramTestSupport
import Testing

extension Lifecycle: CustomTestStringConvertible {
  public var testDescription: String { id.rawValue }
}
