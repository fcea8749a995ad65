import LifeDiagramModel

/// How a life-cycle diagram is drawn.
public struct DiagramOptions: Sendable, Hashable {
  /// Which line style an edge gets.
  public enum LineStyleMode: String, CaseIterable, Sendable, Hashable {
    /// Dashed for system-automatic transitions, solid for event-driven ones (the model's tags).
    case semantic
    /// Apple's figure, line for line.
    case apple
  }

  /// Which line style an edge gets.
  public var lineStyle: LineStyleMode
  /// Whether edges carry their delegate calls.
  public var showsLabels: Bool
  /// Whether transitions Apple's figure does not draw are drawn too (in a distinct colour).
  public var showsAllTransitions: Bool
  /// The font family for all text; it must exist where the diagram is rendered.
  public var font: String
  /// A scenario's path: the ids of the transitions it takes, each with its numbers in the scenario's order.
  /// When set, those edges are highlighted and numbered, every other edge is faded.
  public var path: [TransitionID: [Int]]
  /// What the highlighted ``path`` stands for, as the legend says it.
  public var pathMeaning: PathMeaning = .scenario

  /// What a diagram's highlighted transitions stand for.
  public enum PathMeaning: Sendable, Hashable {
    /// The transitions one scenario takes, numbered as its steps.
    case scenario
    /// The transitions a set of logs took (`verify --coverage`), not in any order.
    case coverage
  }
  /// The diagram's title, or nil for the life cycle's own.
  public var title: String?
  /// On a path, the calls the scenario made on each of its transitions (by transition id), shown instead of
  /// every call the transition can make; a transition missing here shows its general label.
  public var pathCalls: [TransitionID: [String]]
  /// The language of the diagram's own words (legend, step numbers); the model's words come translated in the
  /// catalog (``Catalog/translated(_:)``).
  public var words: Words
  /// Whether edges carry numbers instead of calls: on a path, its step numbers; otherwise each transition's
  /// number in the life cycle's transitions tables (``Lifecycle/transitionNumber(of:)``). A pinned grid then
  /// closes up, so a wiki's 836 px column shows the diagram at full size; the tables carry the calls.
  public var numbersEdges: Bool
  /// An app's code on its diagram (`audit --svg`): the calls it implements (marked ✓, with where in their
  /// tooltips; the others grey) and the methods never called in it (listed apart, in red). Nil for the others.
  public var code: CodeMarks?
  /// A prefix that gives each state box, edge and edge label an SVG `id` (`PREFIX:state:ID`, `PREFIX:edge:ID`,
  /// `PREFIX:label:ID`, by the model's ids), so a page can find them (the HTML explorer); nil, the default, for none.
  public var elementIDs: String?

  /// The font the tool uses unless told otherwise: installed on Linux CI (`fonts-dejavu-core`) and common on macOS.
  public static let defaultFont = "DejaVu Sans"

  /// Creates options; the defaults draw Apple's edges by the model's tags, with labels, in DejaVu Sans.
  public init(
    lineStyle: LineStyleMode = .semantic, showsLabels: Bool = true, showsAllTransitions: Bool = false,
    font: String = DiagramOptions.defaultFont, path: [TransitionID: [Int]] = [:], title: String? = nil,
    pathCalls: [TransitionID: [String]] = [:], words: Words = .english, code: CodeMarks? = nil,
    numbersEdges: Bool = false, elementIDs: String? = nil
  ) {
    self.elementIDs = elementIDs
    self.numbersEdges = numbersEdges
    self.code = code
    self.words = words
    self.lineStyle = lineStyle
    self.showsLabels = showsLabels
    self.showsAllTransitions = showsAllTransitions
    self.font = font
    self.path = path
    self.title = title
    self.pathCalls = pathCalls
  }

  /// Whether the diagram shows a scenario's path.
  public var showsPath: Bool { !path.isEmpty }

  /// Whether a transition's label is its general one (every call it can make): always without a path; on a path,
  /// for a transition of the path whose own calls are not given.
  func showsGeneralLabel(_ transition: Transition) -> Bool {
    !showsPath || path[transition.id] != nil && pathCalls[transition.id] == nil
  }

  /// The line style of a transition under these options.
  public func lineStyle(of transition: Transition) -> LineStyle {
    switch lineStyle {
    case .semantic: DiagramStyle.lineStyle(for: transition.kind)
    case .apple: transition.appleLineStyle ?? DiagramStyle.lineStyle(for: transition.kind)
    }
  }
}
