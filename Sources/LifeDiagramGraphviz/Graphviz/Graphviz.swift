internal import CGraphviz
internal import CGraphvizSupport
import Synchronization

/// The process's one connection to Graphviz (libcgraph and libgvc, linked in-process).
///
/// Graphviz is not thread-safe and wants one context per process, so there is one shared engine, and every
/// Graphviz call, building included, runs under its lock. Graphviz's messages are captured, never printed, and
/// come back inside ``GraphvizError``. This is the only file that talks to Graphviz.
public final class Graphviz: Sendable {
  /// The shared engine, or the reason Graphviz cannot be used (e.g. its plugin configuration is missing).
  public static let shared: Result<Graphviz, GraphvizError> = {
    do throws(GraphvizError) { return .success(try Graphviz()) } catch { return .failure(error) }
  }()

  private let context: Mutex<Context>

  /// The Graphviz version the tool runs against, e.g. `2.43.0`.
  public let version: String

  /// The same version, read without starting Graphviz (no plugin configuration, no probe): for `--version`.
  public static var runtimeVersion: String { String(cString: lifediagram_runtime_version()) }

  private init() throws(GraphvizError) {
    lifediagram_capture_errors()
    guard let gvc = lifediagram_context() else {
      throw GraphvizError(stage: .startup, message: "gvContextPlugins() returned no context")
    }
    version = gvcVersion(gvc).map { String(cString: $0) } ?? "unknown"
    context = Mutex(Context(gvc: gvc))
    try checkVersion()
    try probe()
  }

  /// The Graphviz version of the headers the tool was compiled against, e.g. `2.43.0`.
  public static let headerVersion = String(cString: lifediagram_header_version())

  /// The name of the plugin configuration file Graphviz reads from its plugin folder (`config6a` on 2.42,
  /// `config8` from 13.0 on).
  public static let pluginConfigurationFile = String(cString: lifediagram_plugin_config_file())

  /// What to do when Graphviz's plugins are missing or broken, on Debian and with Homebrew.
  public static let pluginFixText =
    "reinstall Graphviz's plugins (apt-get install --reinstall libgvc6; brew reinstall graphviz) or run 'dot -c' as root"

  /// What to do when the plugin that draws `format` (cairo's, for PNG and PDF) is missing.
  static func missingPluginFix(_ format: OutputFormat) -> String {
    "Graphviz's \(format.rawValue) plugin is missing (cairo, in libgvc6): \(pluginFixText)"
  }

  /// Refuses a library whose major version differs from the headers': the API changed between majors (13.0
  /// changed `gvRenderData`'s length type), so such a build would misread Graphviz's answers.
  private func checkVersion() throws(GraphvizError) {
    if let error = Self.versionMismatch(built: Self.headerVersion, running: version) { throw error }
  }

  /// The start-up error for a tool compiled against Graphviz `built` running with libgvc `running`, or nil
  /// when their major versions agree (Debian's 2.42 headers and library both say 2.43.0, for example).
  public static func versionMismatch(built: String, running: String) -> GraphvizError? {
    let major = { (version: String) in version.split(separator: ".").first.map(String.init) }
    guard let builtMajor = major(built), let runningMajor = major(running), builtMajor != runningMajor else {
      return nil
    }
    return GraphvizError(
      stage: .startup, message: "lifediagram was compiled against Graphviz \(built) but runs with libgvc \(running)",
      fix: "rebuild it against the installed Graphviz (make, or swift build -c release --static-swift-stdlib)")
  }

  /// Lays out `graph` with the layout engine it names (`layout` attribute, `dot` by default) and renders it.
  ///
  /// `.dot` returns ``Graph/dotSource`` without calling Graphviz. PDF output has its creation date normalised so
  /// the same graph always gives the same bytes.
  /// Graphviz's warnings are dropped; ``render(_:as:warnings:)`` returns them.
  public func render(_ graph: Graph, as format: OutputFormat) throws(GraphvizError) -> [UInt8] {
    var ignored: [GraphvizWarning] = []
    return try render(graph, as: format, warnings: &ignored)
  }

  /// Renders `graph` like ``render(_:as:)`` and appends the warnings Graphviz gave (an unknown colour, a
  /// missing font…) to `warnings`; none of them reaches standard error.
  public func render(
    _ graph: Graph, as format: OutputFormat, warnings: inout [GraphvizWarning]
  ) throws(GraphvizError) -> [UInt8] {
    if format == .dot { return Array(graph.dotSource.utf8) }
    let (bytes, messages) = try context.withLock { context throws(GraphvizError) in try context.render(graph, format) }
    warnings += messages.map { GraphvizWarning(graph: graph.name, message: $0) }
    return format == .pdf ? PDFDate.normalize(bytes) : bytes
  }

  /// The graph laid out and drawn as Graphviz's JSON (`-Tjson`): every node's and edge's drawing operations, text
  /// measured as `format` measures it. What the tests read positions from (where each label's text is drawn).
  package func drawingOperations(of graph: Graph, measuredAs format: OutputFormat) throws(GraphvizError) -> [UInt8] {
    try context.withLock { context throws(GraphvizError) in try context.render(graph, "json", measuredAs: format) }.0
  }

  /// Renders a tiny graph to SVG once, so a missing plugin configuration fails at start-up with one clear error.
  private func probe() throws(GraphvizError) {
    do {
      _ = try render(
        Graph(
          name: "probe", attributes: ["layout": "nop2"],
          nodes: [Graph.Node("a", ["pos": "0,0", "shape": "point", "label": ""])]), as: .svg)
    } catch {
      throw GraphvizError(
        stage: .startup, message: error.message,
        fix: "Graphviz's plugin configuration is missing or unreadable; \(Self.pluginFixText)")
    }
  }
}

/// The Graphviz context and the operations on it; only ever used under the engine's lock.
private struct Context: ~Copyable {
  let gvc: OpaquePointer

  /// The rendered bytes and Graphviz's warnings.
  func render(_ graph: Graph, _ format: OutputFormat) throws(GraphvizError) -> ([UInt8], [String]) {
    try render(graph, format.rawValue, measuredAs: format)
  }

  /// The graph rendered in Graphviz's format `name`, its text measured as `format`'s is.
  func render(_ graph: Graph, _ name: String, measuredAs format: OutputFormat) throws(GraphvizError) -> (
    [UInt8], [String]
  ) {
    lifediagram_reset_errors()
    guard let g = agopen(mutating: graph.name, lifediagram_directed(), nil) else {
      throw failure(.building, graph)
    }
    defer { agclose(g) }
    try build(graph, into: g)
    try useTextMetrics(for: format, graph)
    let engine = graph.attributes["layout"]?.graphvizValue ?? "dot"
    lifediagram_reset_random()
    guard gvLayout(gvc, g, engine) == 0 else { throw failure(.layout, graph) }
    defer { gvFreeLayout(gvc, g) }
    guard agerrors() == 0 else { throw failure(.layout, graph) }
    let bytes = try renderData(g, name, graph)
    return (bytes, GraphvizMessages(String(cString: lifediagram_collected_errors())).warnings)
  }

  /// SVG text is measured from the built-in widths (TextLayout.c); PNG and PDF text by pango with the installed
  /// fonts, whose plugin is loaded the first time and must be there.
  private func useTextMetrics(for format: OutputFormat, _ graph: Graph) throws(GraphvizError) {
    guard format != .svg else { return lifediagram_use_text_metrics(lifediagram_text_metrics_svg) }
    guard lifediagram_font_metrics_available() != 0 else {
      throw GraphvizError(
        stage: .rendering, graph: graph.name,
        message: "Graphviz's pango plugin (package 'cairo' in \(Graphviz.pluginConfigurationFile)) cannot be loaded",
        fix: Graphviz.missingPluginFix(format))
    }
    lifediagram_use_text_metrics(lifediagram_text_metrics_fonts)
  }

  private func build(_ graph: Graph, into g: UnsafeMutablePointer<Agraph_t>) throws(GraphvizError) {
    set(graph.renderedAttributes, on: UnsafeMutableRawPointer(g))
    declare(graph.nodeDefaults, kind: lifediagram_kind_node(), in: g)
    declare(graph.edgeDefaults, kind: lifediagram_kind_edge(), in: g)
    var nodes: [String: UnsafeMutablePointer<Agnode_t>] = [:]
    var nodeSymbols = Symbols(kind: lifediagram_kind_node())
    var edgeSymbols = Symbols(kind: lifediagram_kind_edge())
    for node in graph.nodes {
      guard let created = nodes[node.id] ?? agnode(g, mutating: node.id, 1) else { throw failure(.building, graph) }
      nodes[node.id] = created
      nodeSymbols.set(node.attributes, on: UnsafeMutableRawPointer(created), in: g)
    }
    for edge in graph.edges {
      guard let tail = nodes[edge.from] ?? agnode(g, mutating: edge.from, 1),
        let head = nodes[edge.to] ?? agnode(g, mutating: edge.to, 1),
        let created = agedge(g, tail, head, nil, 1)
      else { throw failure(.building, graph) }
      nodes[edge.from] = tail
      nodes[edge.to] = head
      edgeSymbols.set(edge.attributes, on: UnsafeMutableRawPointer(created), in: g)
    }
  }

  private func renderData(
    _ g: UnsafeMutablePointer<Agraph_t>, _ format: String, _ graph: Graph
  ) throws(GraphvizError) -> [UInt8] {
    var buffer: UnsafeMutablePointer<CChar>?
    var length = 0
    let status = lifediagram_render_data(gvc, g, format, &buffer, &length)
    guard status == 0, let buffer, agerrors() == 0 else {
      if let buffer { gvFreeRenderData(buffer) }
      var error = failure(.rendering, graph)
      // 2.42 finds the format and then no renderer for it; 14 refuses the format itself.
      if error.message.contains("renderer for \(format) is unavailable")
        || error.message.contains("Format: \"\(format)\" not recognized"), let known = OutputFormat(rawValue: format)
      {
        error.fix = Graphviz.missingPluginFix(known)
      }
      throw error
    }
    defer { gvFreeRenderData(buffer) }
    return buffer.withMemoryRebound(to: UInt8.self, capacity: length) {
      Array(UnsafeBufferPointer(start: $0, count: length))
    }
  }

  /// Declares each attribute with an empty default for the kind, then sets the default values (cgraph ignores
  /// `agset` on undeclared attributes).
  private func declare(_ attributes: Attributes, kind: Int32, in g: UnsafeMutablePointer<Agraph_t>) {
    for (name, value) in attributes.sorted {
      _ = agattr(g, kind, mutating: name, value.graphvizValue)
    }
  }

  private func set(_ attributes: Attributes, on object: UnsafeMutableRawPointer) {
    for (name, value) in attributes.sorted {
      _ = agsafeset(object, mutating: name, value.graphvizValue, "")
    }
  }

  private func failure(_ stage: GraphvizError.Stage, _ graph: Graph) -> GraphvizError {
    GraphvizError(
      stage: stage, graph: graph.name,
      message: GraphvizMessages(String(cString: lifediagram_collected_errors())).summary)
  }
}

/// The attribute symbols of one kind (node or edge) of a graph being built, looked up or declared once each, so
/// setting an attribute is `agxset` on a known symbol rather than a name lookup in cgraph's dictionary.
///
/// A graph uses a score of attribute names, short enough to be compared in place: a list searched in order finds
/// one in a fraction of the work of hashing it for a dictionary.
private struct Symbols {
  let kind: Int32
  private var known: [(name: String, symbol: UnsafeMutablePointer<Agsym_t>?)] = []

  init(kind: Int32) { self.kind = kind }

  mutating func set(_ attributes: Attributes, on object: UnsafeMutableRawPointer, in g: UnsafeMutablePointer<Agraph_t>)
  {
    for (name, value) in attributes.sorted {
      guard let symbol = symbol(name, in: g) else { continue }
      value.graphvizValue.withCString { _ = agxset(object, symbol, UnsafeMutablePointer(mutating: $0)) }
    }
  }

  /// The declared symbol, or a new one whose default is empty (what `agsafeset` would declare).
  private mutating func symbol(_ name: String, in g: UnsafeMutablePointer<Agraph_t>) -> UnsafeMutablePointer<Agsym_t>? {
    if let known = known.first(where: { $0.name == name }) { return known.symbol }
    let symbol = name.withCString { n in
      agattr(g, kind, UnsafeMutablePointer(mutating: n), nil) ?? agattr(g, kind, mutating: name, "")
    }
    known.append((name, symbol))
    return symbol
  }
}

// cgraph takes `char *` for names and values on 2.42 (and copies them); these overloads take Swift strings, and
// names as `Graph.graphvizName` spells them.
private func agopen(mutating name: String, _ desc: Agdesc_t, _ disc: UnsafeMutablePointer<Agdisc_t>!)
  -> UnsafeMutablePointer<Agraph_t>?
{
  Graph.graphvizName(name).withCString { agopen(UnsafeMutablePointer(mutating: $0), desc, disc) }
}

private func agsubg(_ g: UnsafeMutablePointer<Agraph_t>, mutating name: String, _ create: Int32)
  -> UnsafeMutablePointer<Agraph_t>?
{
  Graph.graphvizName(name).withCString { agsubg(g, UnsafeMutablePointer(mutating: $0), create) }
}

private func agnode(_ g: UnsafeMutablePointer<Agraph_t>, mutating name: String, _ create: Int32)
  -> UnsafeMutablePointer<Agnode_t>?
{
  Graph.graphvizName(name).withCString { agnode(g, UnsafeMutablePointer(mutating: $0), create) }
}

private func agattr(_ g: UnsafeMutablePointer<Agraph_t>, _ kind: Int32, mutating name: String, _ value: String)
  -> UnsafeMutablePointer<Agsym_t>?
{
  name.withCString { n in
    value.withCString { v in agattr(g, kind, UnsafeMutablePointer(mutating: n), UnsafeMutablePointer(mutating: v)) }
  }
}

private func agsafeset(_ object: UnsafeMutableRawPointer, mutating name: String, _ value: String, _ fallback: String)
  -> Int32
{
  name.withCString { n in
    value.withCString { v in
      fallback.withCString { d in
        agsafeset(
          object, UnsafeMutablePointer(mutating: n), UnsafeMutablePointer(mutating: v),
          UnsafeMutablePointer(mutating: d))
      }
    }
  }
}
