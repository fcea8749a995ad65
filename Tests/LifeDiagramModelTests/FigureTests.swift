import LifeDiagramModel
import LifeDiagramTestSupport
import Testing

/// The edges of Apple's two figures, exactly as the reference lists them (§1.2 and §2.2).
@Suite struct FigureTests {
  typealias Edge = (from: String, to: String, style: LineStyle)

  static let appFigure: [Edge] = [
    ("not-running", "inactive-launch", .dashed), ("inactive-launch", "active", .solid),
    ("active", "inactive-runtime", .solid), ("inactive-runtime", "active", .solid),
    ("inactive-runtime", "background", .solid), ("background", "inactive-runtime", .solid),
    ("background", "suspended", .dashed), ("suspended", "background", .dashed),
    ("not-running", "background", .dashed), ("background", "not-running", .dashed),
    ("not-running", "suspended", .dashed), ("suspended", "not-running", .dashed),
    ("suspended", "inactive-runtime", .solid),
  ]

  static let sceneFigure: [Edge] = [
    ("unattached", "foreground-inactive-launch", .solid), ("foreground-inactive-launch", "foreground-active", .dashed),
    ("foreground-active", "foreground-inactive-runtime", .solid),
    ("foreground-inactive-runtime", "foreground-active", .solid),
    ("foreground-inactive-runtime", "background", .solid), ("background", "foreground-inactive-runtime", .solid),
    ("background", "suspended", .dashed), ("suspended", "background", .dashed),
    ("unattached", "background", .solid), ("background", "unattached", .dashed),
  ]

  @Test func appFigureHasAppleEdgesAndLineStyles() {
    expectFigure(Catalog.builtIn.lifecycle(.app)!, Self.appFigure)
    #expect(Catalog.builtIn.lifecycle(.app)!.figureTransitions.count == 13)
    #expect(Catalog.builtIn.lifecycle(.app)!.figureTransitions.filter { $0.appleLineStyle == .dashed }.count == 7)
  }

  @Test func sceneFigureHasAppleEdgesAndLineStyles() {
    expectFigure(Catalog.builtIn.lifecycle(.scene)!, Self.sceneFigure)
    #expect(Catalog.builtIn.lifecycle(.scene)!.figureTransitions.count == 10)
    #expect(Catalog.builtIn.lifecycle(.scene)!.figureTransitions.filter { $0.appleLineStyle == .dashed }.count == 4)
  }

  /// Reference §5 D10: where Apple's app figure draws a line against the semantics, the tag follows the semantics.
  @Test func appKindsDepartFromAppleOnlyWhereD10Says() {
    let departures = Catalog.builtIn.lifecycle(.app)!.figureTransitions.filter {
      ($0.kind == .systemAutomatic) != ($0.appleLineStyle == .dashed)
    }
    #expect(departures.map(\.id.rawValue).sorted() == [
      "inactive-launch-to-active", "not-running-to-background", "not-running-to-inactive-launch",
    ])
  }

  @Test func sceneKindsMatchAppleLines() {
    for transition in Catalog.builtIn.lifecycle(.scene)!.figureTransitions {
      #expect((transition.kind == .systemAutomatic) == (transition.appleLineStyle == .dashed), "\(transition.id)")
    }
  }

  @Test func launchActivationIsAutomaticInBothModels() {
    #expect(Catalog.builtIn.lifecycle(.app)!.transition(from: "inactive-launch", to: "active")?.kind == .systemAutomatic)
    #expect(Catalog.builtIn.lifecycle(.scene)!.transition(from: "foreground-inactive-launch", to: "foreground-active")?.kind == .systemAutomatic)
  }

  @Test func noEdgeSkipsInactive() {
    let app = Catalog.builtIn.lifecycle(.app)!
    for (from, to): (StateID, StateID) in [("active", "background"), ("background", "active"), ("not-running", "active"), ("suspended", "active")] {
      #expect(app.transition(from: from, to: to) == nil, "\(from) -> \(to)")
    }
  }

  private func expectFigure(_ lifecycle: Lifecycle, _ edges: [Edge], sourceLocation: SourceLocation = #_sourceLocation) {
    let drawn = lifecycle.figureTransitions.map { "\($0.from)->\($0.to):\($0.appleLineStyle!.rawValue)" }
    let expected = edges.map { "\($0.from)->\($0.to):\($0.style.rawValue)" }
    #expect(drawn.sorted() == expected.sorted(), sourceLocation: sourceLocation)
  }
}
