import LifeDiagramGraphviz
import LifeDiagramModel

extension Lifecycle {
  /// The life cycle as a graph: a title, a legend, and one edge per directed transition.
  ///
  /// When every state has a ``LifecycleState/position`` (``isLaidOutOnTheGrid``), the diagram is laid out like Apple's
  /// figure: states pinned to the figure's grid, column headers, and every edge and label placed by the tool
  /// (`nop2`). Otherwise Graphviz's `dot` engine lays out the whole diagram, and the positions that some states
  /// do have are ignored: `dot` cannot pin a node, and the tool's own edge routes are made for a full grid.
  public func diagram(_ options: DiagramOptions = DiagramOptions()) -> Graph {
    let shown = shownTransitions(options)
    guard isLaidOutOnTheGrid else { return automaticDiagram(options, shown: shown) }
    let grid: GridSpacing = options.numbersEdges ? .numbered : .figure
    var graph = Graph(
      name: graphName, attributes: graphAttributes(options), nodeDefaults: nodeDefaults(options),
      edgeDefaults: edgeDefaults(options))
    let labels = options.showsLabels ? labelNodes(shown, options, grid: grid) : []
    graph.nodes = headerNodes(grid) + states.map { pinnedNode($0, grid: grid) } + labels
    graph.edges = shown.map { edge(for: $0, among: shown, options, grid: grid) }
    legend(shown, options).add(to: &graph, below: legendTop(grid))
    return identified(graph, options)
  }

  /// The transitions the diagram draws: Apple's figure's, every one, or the figure's and the path's.
  func shownTransitions(_ options: DiagramOptions) -> [Transition] {
    let follows = followsAFigure  // once, not once per transition as isInFigure(_:) would
    return transitions.filter {
      options.showsAllTransitions || !follows || $0.isInAppleFigure || options.path[$0.id] != nil
    }
  }

  /// The graph with the ids ``DiagramOptions/elementIDs`` asks for on its state boxes and edge labels (edges get
  /// theirs in ``edgeStyle(of:_:)``).
  func identified(_ graph: Graph, _ options: DiagramOptions) -> Graph {
    guard let prefix = options.elementIDs else { return graph }
    var graph = graph
    let labelPrefix = "label-"
    for index in graph.nodes.indices {
      let name = graph.nodes[index].id
      if state(StateID(rawValue: name)) != nil {
        graph.nodes[index].attributes["id"] = .text("\(prefix):state:\(name)")
      } else if name.hasPrefix(labelPrefix) {
        graph.nodes[index].attributes["id"] = .text("\(prefix):label:\(name.dropFirst(labelPrefix.count))")
      }
    }
    return graph
  }

  /// The diagram's title, e.g. `App-based life cycle (UIApplicationDelegate)`.
  public var diagramTitle: String { delegateProtocol.map { "\(title) (\($0))" } ?? title }

  /// The title drawn above the diagram: the options' or the life cycle's, wrapped at 60 columns so a long
  /// scenario heading does not make the picture wider than a wiki's column.
  func shownTitle(_ options: DiagramOptions) -> String {
    (options.title ?? diagramTitle).wrapped(to: 60).joined(separator: "\n")
  }
}

extension Lifecycle {
  fileprivate func graphAttributes(_ options: DiagramOptions) -> Attributes {
    [
      "layout": "nop2", "forcelabels": "true",
      "outputorder": "edgesfirst", "pad": "0.3", "label": .text(shownTitle(options)), "labelloc": "t",
      "fontname": .raw(options.font), "fontsize": "20", "bgcolor": "white",
    ]
  }

  fileprivate func headerNodes(_ grid: GridSpacing) -> [Graph.Node] {
    figureColumnHeaders.enumerated().filter { !$0.element.isEmpty }.map { column, header in
      Graph.Node(
        "column-\(column)",
        [
          "label": .text(header), "shape": "plaintext", "style": "", "fontsize": "15",
          "fontcolor": .raw(DiagramStyle.header), "width": "2.4", "height": "0.4",
          "pos": .raw(point(x: Double(column) * grid.column, y: DiagramStyle.nodeHeight / 2 + 0.9)),
        ])
    }
  }

  /// What every state box looks like: Apple's rounded boxes, all the same size.
  func nodeDefaults(_ options: DiagramOptions) -> Attributes {
    [
      "fontname": .raw(options.font), "fontsize": "14", "shape": "box", "style": "rounded,filled",
      "color": .raw(DiagramStyle.outline), "penwidth": "2", "fixedsize": "true",
      "width": .raw(inches(DiagramStyle.nodeWidth)), "height": .raw(inches(DiagramStyle.nodeHeight)),
    ]
  }

  /// What every edge looks like unless it sets its own.
  func edgeDefaults(_ options: DiagramOptions) -> Attributes {
    [
      "fontname": .raw(options.font), "fontsize": "10", "color": .raw(DiagramStyle.edge),
      "fontcolor": .raw(DiagramStyle.edgeText), "arrowsize": "0.8",
    ]
  }

  /// The legend for the shown transitions.
  func legend(_ shown: [Transition], _ options: DiagramOptions) -> DiagramLegend {
    DiagramLegend(
      options: options, showsBeyondFigure: shown.contains { !isInFigure($0) && !options.showsPath },
      showsUncertainMark: options.showsLabels && options.code == nil && !options.numbersEdges
        && marksUncertainCalls(shown.filter(options.showsGeneralLabel)),
      // The app's own diagram (audit) names every call on its edge, so no `+` line needs spelling out; nor does
      // a diagram with numbers on its edges.
      conditionalLines: options.showsLabels && options.code == nil && !options.numbersEdges
        ? conditionalLabelRules(shown.filter(options.showsGeneralLabel)) : [])
  }

  /// A state's box, coloured by its role. A translation's gloss under the name wraps to the box, so a long one
  /// (`포그라운드 비활성`) stays inside it.
  func stateNode(_ state: LifecycleState) -> Graph.Node {
    let gloss = state.gloss.map { "\n" + $0.wrapped(to: Self.glossColumns).joined(separator: "\n") } ?? ""
    return Graph.Node(
      state.id.rawValue,
      [
        "label": .text(Self.wrapped(state.name) + gloss), "fillcolor": .raw(DiagramStyle.fill(for: state)),
        "tooltip": .text(state.qualifiedName),
      ])
  }

  /// The columns of 14 pt text a state box holds on one line (a Hangul syllable takes two).
  static let glossColumns = 14

  fileprivate func pinnedNode(_ state: LifecycleState, grid: GridSpacing) -> Graph.Node {
    var node = stateNode(state)
    if let position = state.position { node.attributes["pos"] = .raw(pinnedPoint(position, grid: grid)) }
    return node
  }

  /// How a transition's edge is drawn wherever it runs: its line style by kind, its colour by whether Apple's
  /// figure draws it and, on a path image, by whether the scenario takes it.
  func edgeStyle(of transition: Transition, _ options: DiagramOptions) -> Attributes {
    var attributes: Attributes = [
      "style": .raw(options.lineStyle(of: transition).rawValue), "tooltip": .text(transition.trigger),
    ]
    if !isInFigure(transition) { attributes["color"] = .raw(DiagramStyle.beyondFigure) }
    if let prefix = options.elementIDs { attributes["id"] = .text("\(prefix):edge:\(transition.id.rawValue)") }
    if let code = options.code {
      let calls = codeCalls(of: transition)
      let implemented = calls.contains { code.places(of: $0) != nil }
      attributes["color"] = .raw(implemented ? DiagramStyle.path : DiagramStyle.faded)
      if implemented { attributes["penwidth"] = "2.4" }
      attributes["tooltip"] = .text(([transition.trigger] + calls.map(code.tooltip)).joined(separator: "\n"))
    }
    if options.showsPath {
      let onPath = options.path[transition.id] != nil
      attributes["color"] = .raw(onPath ? DiagramStyle.path : DiagramStyle.faded)
      if onPath { attributes["penwidth"] = "2.4" }
    }
    return attributes
  }

  fileprivate func edge(
    for transition: Transition, among shown: [Transition], _ options: DiagramOptions, grid: GridSpacing
  ) -> Graph.Edge {
    var attributes = edgeStyle(of: transition, options)
    if let route = route(of: transition, among: shown, grid: grid) {
      attributes["pos"] = .raw(route.spline.pos)
    }
    return Graph.Edge(transition.from.rawValue, transition.to.rawValue, attributes)
  }

  /// The label of each shown transition: a plain-text node pinned beside its edge, on the edge's right-hand side,
  /// so the two directions of a pair never share a spot; moved along the edge, to its other side or further out
  /// where it would meet a state, a header, the legend, an edge or a label placed before it (``LabelLayout``).
  fileprivate func labelNodes(_ shown: [Transition], _ options: DiagramOptions, grid: GridSpacing) -> [Graph.Node] {
    let routes = shown.map { route(of: $0, among: shown, grid: grid) }
    var layout = labelLayout(splines: routes.compactMap { $0?.spline }, grid: grid)
    return zip(shown, routes).flatMap { transition, route -> [Graph.Node] in
      guard let route else { return [] }
      if let code = options.code { return codeLabelNodes(transition, route: route, code, in: &layout) }
      guard let text = label(of: transition, options) else { return [] }
      return [
        EdgeLabel(id: "label-\(transition.id)", text: text, route: route).node(
          color: labelColor(of: transition, options), in: &layout)
      ]
    }
  }

  /// What the labels keep clear of: the state boxes, the column headers, the legend's area below the grid, and
  /// the edges drawn along `splines`.
  private func labelLayout(splines: [Spline], grid: GridSpacing) -> LabelLayout {
    let size = (width: DiagramStyle.nodeWidth, height: DiagramStyle.nodeHeight)
    let states = states.compactMap(\.position).map { position in
      LabelLayout.Box(center: grid.center(of: position), width: size.width, height: size.height)
    }
    let headers = figureColumnHeaders.enumerated().filter { !$0.element.isEmpty }.map { column, header in
      LabelLayout.Box(
        center: (Double(column) * grid.column, DiagramStyle.nodeHeight / 2 + 0.9),
        width: TextWidth.of(header, fontSize: 15) / 72, height: 15.0 / 72)
    }
    let legend = LabelLayout.Box(minX: -1000, minY: -1000, maxX: 1000, maxY: legendTop(grid))
    return LabelLayout(obstacles: states + headers + [legend], splines: splines)
  }

  /// The label an edge shows: its calls; on a path image, the step numbers first, and nothing on faded edges.
  /// With ``DiagramOptions/numbersEdges``, only the numbers: the path's steps, or the transition's own number.
  func label(of transition: Transition, _ options: DiagramOptions) -> String? {
    let words = options.words
    if options.numbersEdges && options.code == nil { return numberLabel(of: transition, options) }
    if let code = options.code {
      let calls = codeCalls(of: transition)
      return calls.isEmpty
        ? words("(no callback)")
        : calls.map { code.line(for: $0, qualified: isMadeOnSeveralReceivers($0)) }.joined(separator: "\n")
    }
    guard options.showsPath else { return edgeLabel(transition, words: words) }
    guard let numbers = options.path[transition.id] else { return nil }
    guard !numbers.isEmpty else { return edgeLabel(transition, words: words) }  // highlighted, not numbered (coverage)
    let list = numbers.map(String.init).joined(separator: ", ")
    let steps =
      numbers.count == 1 ? words("step {number}", ["number": list]) : words("steps {numbers}", ["numbers": list])
    guard let calls = options.pathCalls[transition.id] else {
      return steps + "\n" + edgeLabel(transition, words: words)
    }
    return steps + "\n" + (calls.isEmpty ? words("(no callback)") : calls.joined(separator: "\n"))
  }

  /// An edge's label on the app's own diagram: a node per call, so each has its colour (the path's when the app
  /// implements it, grey when not) and its tooltip (where the app implements it).
  fileprivate func codeLabelNodes(
    _ transition: Transition, route: EdgeRoute, _ code: CodeMarks, in layout: inout LabelLayout
  ) -> [Graph.Node] {
    let calls = codeCalls(of: transition)
    var lines =
      calls.isEmpty
      ? [(text: "(no callback)", color: DiagramStyle.faded, tooltip: transition.trigger)]
      : calls.map { call in
        (
          text: code.line(for: call, qualified: isMadeOnSeveralReceivers(call)),
          color: code.places(of: call) == nil ? DiagramStyle.faded : DiagramStyle.path,
          tooltip: code.tooltip(for: call)
        )
      }
    // A launch edge carries the launch path's findings: what must happen before launch ends and does not.
    if code.isLaunch(calls), !code.launchPath.isEmpty {
      let count = code.launchPath.count
      lines.append(
        (
          text: "⚠ \(count) launch-path finding\(count == 1 ? "" : "s")", color: DiagramStyle.neverCalled,
          tooltip: code.launchPath.joined(separator: "\n")
        ))
    }
    return EdgeLabel(id: "label-\(transition.id)", text: lines.map(\.text).joined(separator: "\n"), route: route)
      .lineNodes(lines, in: &layout)
  }

  func labelColor(of transition: Transition, _ options: DiagramOptions) -> String {
    if let code = options.code {
      return codeCalls(of: transition).contains { code.places(of: $0) != nil }
        ? DiagramStyle.path : DiagramStyle.faded
    }
    if options.showsPath { return DiagramStyle.path }
    return isInFigure(transition) ? DiagramStyle.edgeText : DiagramStyle.beyondFigure
  }

  /// The label of an edge that carries numbers only: on a path, its steps (nothing on a faded edge); otherwise,
  /// and on a path's edge highlighted without numbers (coverage), the transition's number in the tables.
  private func numberLabel(of transition: Transition, _ options: DiagramOptions) -> String? {
    let words = options.words
    guard options.showsPath else { return transitionNumber(of: transition).map(String.init) }
    guard let numbers = options.path[transition.id] else { return nil }
    guard !numbers.isEmpty else { return transitionNumber(of: transition).map(String.init) }
    let list = numbers.map(String.init).joined(separator: ", ")
    return numbers.count == 1 ? words("step {number}", ["number": list]) : words("steps {numbers}", ["numbers": list])
  }

  /// The edge's label: the calls in the order they happen. Calls made only in some situations read as the call
  /// and when (`application(_:configurationFor…), new session only`) or, for the launch calls, as words the
  /// legend explains; the life-cycle page lists them.
  func edgeLabel(_ transition: Transition, words: Words = .english) -> String {
    var lines: [String] = []
    for (call, ruleID) in orderedCalls(of: transition) {
      guard let ruleID, let rule = rules.first(where: { $0.id == ruleID }) else {
        lines.append(call.method + (isUncertain(call, in: transition) ? " (?)" : ""))
        continue
      }
      let line = "+ " + rule.label
      if !lines.contains(line) { lines.append(line) }
    }
    return lines.isEmpty ? words("(no callback)") : lines.joined(separator: "\n")
  }

  /// Whether the transition's own step that makes the call is uncertain (its caveat says so): documented but never
  /// seen in a developer's log, or the reverse. Its label marks it `(?)`; the tables say why.
  func isUncertain(_ call: DelegateCall, in transition: Transition) -> Bool {
    transition.steps.contains { $0.call == call && $0.caveatLevel == .uncertain }
  }

  /// Whether some shown edge's label marks an uncertain call, so the legend explains `(?)`.
  func marksUncertainCalls(_ shown: [Transition]) -> Bool {
    shown.contains { transition in transition.steps.contains { $0.call != nil && $0.caveatLevel == .uncertain } }
  }

  /// The rules whose `+` lines the shown edges' labels carry, one per label, for the legend to spell out.
  func conditionalLabelRules(_ shown: [Transition]) -> [CallRule] {
    var named: [CallRule] = []
    for rule in shown.flatMap(conditionalRules(of:)) where !named.contains(where: { $0.label == rule.label }) {
      named.append(rule)
    }
    return named
  }

  fileprivate func route(of transition: Transition, among shown: [Transition], grid: GridSpacing) -> EdgeRoute? {
    guard let from = state(transition.from)?.position, let to = state(transition.to)?.position else { return nil }
    let paired = shown.contains { $0.from == transition.to && $0.to == transition.from }
    let before = shown.prefix { $0.id != transition.id }
    let twin =
      transition.from != transition.to && before.contains { $0.from == transition.from && $0.to == transition.to }
    let loop =
      transition.from == transition.to
      ? before.filter { $0.from == transition.from && $0.to == transition.from }.count : 0
    return EdgeRoute(from: from, to: to, paired: paired, twin: twin, loop: loop, grid: grid)
  }

  /// A long two-word name on two lines, as Apple writes "Foreground / Inactive".
  static func wrapped(_ name: String) -> String {
    guard name.count > 12, let space = name.firstIndex(of: " ") else { return name }
    return name[..<space] + "\n" + name[name.index(after: space)...]
  }

  fileprivate func pinnedPoint(_ position: FigurePosition, grid: GridSpacing) -> String {
    let center = grid.center(of: position)
    return point(x: center.x, y: center.y)
  }

  fileprivate func legendTop(_ grid: GridSpacing) -> Double {
    let lastRow = states.compactMap(\.position?.row).max() ?? 0
    return -Double(lastRow) * grid.row - grid.legendDrop
  }
}
