import LifeDiagram
import LifeDiagramGraphviz
import LifeDiagramModel
import LifeDiagramOutput

/// The HTML explorer (`lifediagram html`, `docs --html`): one self-contained page, in one language, holding every
/// life cycle's diagram as inline SVG, its scenarios to step through and a free play, with CSS and a little
/// script inline, so it works from a file, a CI artifact or GitHub Pages with no network.
///
/// Its data is the replay's (``ExplorerData``), embedded as JSON; its words are the tool's own, translated like
/// every page's (``Words``). Model text reaches the page only escaped: as HTML text, inside the SVG by
/// Graphviz's escaping, or as JSON that cannot close its `<script>` element (``JSON/scriptText``).
public struct ExplorerPage: Sendable {
  /// The life cycles and scenarios shown, translated into the page's language.
  public var catalog: Catalog
  /// The page's language.
  public var words: Words
  /// The diagrams' font.
  public var font: String
  /// The page in every language of the set, this one included: each language's name and the link to its page
  /// from this one (nil for this page). Empty for a page in one language.
  public var languages: [Language]

  /// One language's page, as the language links name it.
  public struct Language: Sendable, Hashable {
    /// The language's code, e.g. `ko`.
    public var code: String
    /// The language's own name, e.g. `한국어`.
    public var name: String
    /// The relative link to its page, or nil for the page that lists it.
    public var link: String?

    /// Creates a language link.
    public init(code: String, name: String, link: String?) {
      (self.code, self.name, self.link) = (code, name, link)
    }
  }

  /// Creates the page of `catalog` (already translated) in `words`' language.
  public init(
    catalog: Catalog, words: Words = .english, font: String = DiagramOptions.defaultFont, languages: [Language] = []
  ) {
    (self.catalog, self.words, self.font, self.languages) = (catalog, words, font, languages)
  }

  /// The page's file name in a folder of its own (`lifediagram html -o DIR`).
  public static let fileName = "index.html"

  /// The links to a set of pages named `fileName`, one per language, from the page in `current`: the first
  /// language's page in `root`, each other's in the folder named by its code (``DocsLayout/languageFolder(_:in:)``).
  /// Empty for a set in one language.
  public static func links(to fileName: String, in languages: [Translation], from current: Translation, root: String)
    -> [Language]
  {
    guard languages.count > 1 else { return [] }
    let page = { (language: Translation) -> String in
      let folder = DocsLayout.languageFolder(language, in: languages)
      return (folder.isEmpty ? root : root + "/" + folder) + "/" + fileName
    }
    let here = parent(of: page(current))
    return languages.map { language in
      Language(
        code: language.language, name: language.name,
        link: language.language == current.language ? nil : RelativePath.from(directory: here, to: page(language)))
    }
  }

  /// The page: text, and a diagram per life cycle drawn when it is written.
  public func document() throws(SimulationError) -> HTMLDocument {
    let runs = try ScenarioRuns.all(in: catalog)
    let data = ExplorerData(catalog: catalog, runs: runs, words: words)
    var parts: [HTMLDocument.Part] = [.text(head + header + tabs + "<main>\n<div class=\"diagrams\">\n" + zoomControls)]
    for (index, lifecycle) in catalog.lifecycles.enumerated() {
      parts.append(.text(figureOpen(lifecycle, index: index)))
      parts.append(diagram(lifecycle))
      parts.append(.text("</figure>\n"))
    }
    parts.append(.text(caption))
    let json = JSON.object([("ui", ExplorerWords.json(words))] + data.members)
    parts.append(
      .text(
        "</div>\n" + panel + "</main>\n" + footer + dataScript(json) + "<script>\n" + ExplorerScript.source
          + "</script>\n</body>\n</html>\n"))
    return HTMLDocument(parts: parts)
  }

  private var language: String { words.translation.language }

  private func text(_ english: String) -> String { XML.escape(words(english)) }

  private var pageTitle: String { words("Life-cycle explorer") }

  private var head: String {
    """
    <!DOCTYPE html>
    <html lang="\(XML.escape(language))" data-theme="auto">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="generator" content="lifediagram">
    <meta name="color-scheme" content="light dark">
    <title>\(XML.escape(pageTitle))</title>
    <style>
    \(ExplorerStyle.css)</style>
    </head>
    <body>
    <a class="skip" href="#panel">\(text("Skip to the controls"))</a>

    """
  }

  private var header: String {
    let links = languages.map { language in
      let name = XML.escape(language.name)
      guard let link = language.link else { return "<strong aria-current=\"page\">\(name)</strong>" }
      let code = XML.escape(language.code)
      return "<a href=\"\(XML.escape(link))\" hreflang=\"\(code)\" lang=\"\(code)\">\(name)</a>"
    }
    let nav = links.isEmpty ? "" : "<nav aria-label=\"\(text("Languages"))\">\(links.joined(separator: " · "))</nav>\n"
    return """
      <header>
      <h1>\(XML.escape(pageTitle))</h1>
      \(nav)<label class="theme">\(text("Theme")) <select id="theme">\
      <option value="auto">\(text("Follow the system"))</option>\
      <option value="light">\(text("Light"))</option>\
      <option value="dark">\(text("Dark"))</option></select></label>
      </header>

      """
  }

  private var tabs: String {
    let buttons = catalog.lifecycles.enumerated().map { index, lifecycle in
      let id = XML.escape(lifecycle.id.rawValue)
      return "<button type=\"button\" role=\"tab\" id=\"tab-\(id)\" aria-controls=\"figure-\(id)\" "
        + "aria-selected=\"\(index == 0)\" tabindex=\"\(index == 0 ? 0 : -1)\" data-model=\"\(id)\">"
        + "\(XML.escape(lifecycle.title))</button>"
    }
    return "<div role=\"tablist\" id=\"models\" aria-label=\"\(text("Life cycles"))\">\n"
      + buttons.joined(separator: "\n") + "\n</div>\n"
  }

  private func figureOpen(_ lifecycle: Lifecycle, index: Int) -> String {
    let id = XML.escape(lifecycle.id.rawValue)
    return "<figure id=\"figure-\(id)\" role=\"tabpanel\" aria-labelledby=\"tab-\(id)\" data-model=\"\(id)\""
      + (index == 0 ? "" : " hidden") + ">\n"
  }

  /// Every transition drawn (a scenario may take one Apple's figure leaves out), each edge, state box and edge
  /// label with an id the script finds it by. Edges carry their numbers, not their calls: the numbered grid fits a
  /// laptop's panel whole with its text readable, and the caption under it spells a transition out in full.
  private func diagram(_ lifecycle: Lifecycle) -> HTMLDocument.Part {
    let options = DiagramOptions(
      showsAllTransitions: true, font: font, words: words, numbersEdges: true, elementIDs: lifecycle.id.rawValue)
    return .diagram(
      { lifecycle.diagram(options) }, title: lifecycle.diagramTitle,
      description: lifecycle.diagramDescription(words: words), language: language,
      idPrefix: lifecycle.id.rawValue + ":")
  }

  /// Under the diagram, the transition the current step takes, or the one under the pointer or the focus, in full:
  /// its number, its states, its kind, its trigger and its calls (explorer.js, "Caption").
  private var caption: String {
    "<div id=\"caption\" class=\"caption\"><p class=\"hint\">"
      + text("Each edge carries its transition's number; point at one, or step through a scenario, to read it here.")
      + "</p></div>\n"
  }

  /// The diagram's zoom: out, in, the whole diagram, the whole drawing with its legend (explorer.js, "Zoom and pan").
  private var zoomControls: String {
    """
    <div class="zoom" role="group" aria-label="\(text("Zoom"))">\
    <button type="button" id="zoom-out" aria-label="\(text("Zoom out"))" aria-keyshortcuts="-">\u{2212}</button>\
    <button type="button" id="zoom-in" aria-label="\(text("Zoom in"))" aria-keyshortcuts="+">+</button>\
    <button type="button" id="zoom-fit" aria-keyshortcuts="0">\(text("Fit"))</button>\
    <button type="button" id="zoom-legend">\(text("Legend"))</button></div>

    """
  }

  private var panel: String {
    """
    <section id="panel" aria-label="\(text("Controls"))" tabindex="-1">
    <fieldset class="mode"><legend>\(text("Mode"))</legend>
    <label><input type="radio" name="mode" value="scenario" checked> \(text("Scenario"))</label>
    <label><input type="radio" name="mode" value="play"> \(text("Free play"))</label>
    </fieldset>
    <div id="scenario-pane">
    <label for="scenario">\(text("Scenario"))</label>
    <select id="scenario"></select>
    <p id="summary"></p>
    <div class="stepper" role="group" aria-label="\(text("Steps"))">
    <button type="button" id="first">\(text("Start"))</button>
    <button type="button" id="prev" aria-keyshortcuts="ArrowLeft">\(text("Back"))</button>
    <button type="button" id="next" aria-keyshortcuts="ArrowRight">\(text("Next"))</button>
    <button type="button" id="last">\(text("End"))</button>
    </div>
    <p id="status" role="status" aria-live="polite"></p>
    <div id="rows-box">
    <table id="rows">
    <thead><tr><th scope="col">#</th><th scope="col">\(text("Receiver"))</th>\
    <th scope="col">\(text("Call or system step"))</th><th scope="col">\(text("State"))</th></tr></thead>
    <tbody></tbody>
    </table>
    </div>
    </div>
    <div id="play-pane" hidden>
    <p>\(text("Current state")): <strong id="here"></strong></p>
    <h2 id="moves-heading">\(text("What can happen now"))</h2>
    <p class="hint">\(text("Choose an event, or click an edge drawn in blue."))</p>
    <ul id="moves" aria-labelledby="moves-heading"></ul>
    <p id="truncated" class="hint" hidden>\(XML.escape(words("This model is larger than free play follows ({situations} situations, {moves} moves); some events are left out.", ["situations": String(FreePlay.limit), "moves": String(FreePlay.moveLimit)])))</p>
    <h2>\(text("Log"))</h2>
    <ol id="log-view"></ol>
    <label for="log">\(text("The log as lifediagram verify reads it"))</label>
    <textarea id="log" readonly rows="6" spellcheck="false"></textarea>
    <div class="stepper">
    <button type="button" id="copy">\(text("Copy the log"))</button>
    <button type="button" id="undo">\(text("Undo"))</button>
    <button type="button" id="restart">\(text("Start over"))</button>
    </div>
    <p id="play-status" role="status" aria-live="polite"></p>
    </div>
    </section>

    """
  }

  private var footer: String {
    """
    <footer><p>\(text("Dashed edges are system-automatic transitions, solid edges event-driven ones. Keys: the left and right arrows step through a scenario, Home and End go to its start and end."))</p>
    <p>\(text("Zoom with the mouse wheel, a pinch, or the + and - keys; drag to move the diagram; 0 or Fit shows it whole, Legend with its legend."))</p>
    <p>\(text("Written by lifediagram from its model; every call and its evidence come from the same replay as the sequence tables."))</p></footer>

    """
  }

  private func dataScript(_ json: JSON) -> String {
    "<script type=\"application/json\" id=\"lifediagram-data\">" + json.scriptText + "</script>\n"
  }
}
