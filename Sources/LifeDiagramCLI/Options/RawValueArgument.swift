import ArgumentParser
import LifeDiagram
import LifeDiagramDocs
import LifeDiagramGraphviz

/// An option value that is one of its type's cases, spelled as its raw value (`--theme dark`).
///
/// ArgumentParser's defaults describe each case with `"\(value)"`, which asks the runtime whether the type is
/// `CustomStringConvertible`, `TextOutputStreamable`, ... and every such question scans the binary's whole table
/// of protocol conformances (about 4,400 entries; 6,200 while Foundation was linked). It does so while parsing,
/// for the help it may print. The raw value is the same text without the questions.
protocol RawValueArgument: ExpressibleByArgument, CaseIterable, RawRepresentable where RawValue == String {}

extension RawValueArgument {
  public var defaultValueDescription: String { rawValue }
  public static var allValueStrings: [String] { allCases.map(\.rawValue) }
  public static var allValueDescriptions: [String: String] { [:] }
  public static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
}

extension OutputFormat: RawValueArgument {}
extension DiagramOptions.LineStyleMode: RawValueArgument {}
extension Theme: RawValueArgument {}
extension SiteLayout: RawValueArgument {}
