import Foundation
import LifeDiagram
import LifeDiagramGraphviz
import LifeDiagramDocs
import LifeDiagramModel
import LifeDiagramOutput
import Testing

/// The HTML explorer's page, as `html` and `docs --html` write it. Its behaviour in a browser is checked by
/// `make explorer-check` (headless Chromium); here, what the page holds.
@Suite struct ExplorerTests {
  let engine = try! Graphviz.shared.get()

  func page(_ catalog: Catalog = .builtIn, words: Words = .english) throws -> (HTMLDocument, String) {
    let document = try ExplorerPage(catalog: catalog, words: words).document()
    var warnings: [GraphvizWarning] = []
    return (document, String(decoding: try document.bytes(using: engine, warnings: &warnings), as: UTF8.self))
  }

  /// The embedded data, parsed as the script parses it.
  func data(_ page: String) throws -> [String: Any] {
    let open = try #require(page.range(of: "<script type=\"application/json\" id=\"lifediagram-data\">"))
    let close = try #require(page.range(of: "</script>", range: open.upperBound..<page.endIndex))
    let json = try JSONSerialization.jsonObject(with: Data(page[open.upperBound..<close.lowerBound].utf8))
    return try #require(json as? [String: Any])
  }

  @Test func thePageIsUnderAMegabyte() throws {
    let (_, first) = try page()
    #expect(first.utf8.count < 1 << 20, "\(first.utf8.count) bytes")
    #expect(first.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\""))
  }

  /// One inline diagram per life cycle, every transition an edge the script finds by its id, every state a box.
  @Test func everyTransitionAndStateHasAnElementTheScriptFinds() throws {
    let (_, svg) = try page()
    let text = svg.replacingOccurrences(of: "&#45;", with: "-")  // Graphviz writes a hyphen in an id so
    for lifecycle in Catalog.builtIn.lifecycles {
      #expect(text.contains("<figure id=\"figure-\(lifecycle.id.rawValue)\""))
      for transition in lifecycle.transitions {
        #expect(text.contains("id=\"\(lifecycle.id.rawValue):edge:\(transition.id.rawValue)\""), "\(transition.id)")
      }
      for state in lifecycle.states {
        #expect(text.contains("id=\"\(lifecycle.id.rawValue):state:\(state.id.rawValue)\""), "\(state.id)")
      }
    }
    #expect(text.components(separatedBy: "<svg").count - 1 == Catalog.builtIn.lifecycles.count)
    #expect(!text.contains("<?xml"), "an XML declaration has no place inside HTML")
  }

  /// The scenarios in the page are `scenarios --format json`'s, member for member.
  @Test func theScenariosAreTheReplaysJSON() throws {
    let (_, text) = try page()
    let models = try #require(try data(text)["models"] as? [[String: Any]])
    #expect(models.map { $0["id"] as? String } == Catalog.builtIn.lifecycles.map(\.id.rawValue))
    for model in models {
      let id = LifecycleID(rawValue: try #require(model["id"] as? String))
      let shown = try #require(model["scenarios"] as? [Any])
      let runs = try ScenarioRuns.all(in: .builtIn, model: id)
      let expected = try JSONSerialization.jsonObject(with: Data(JSON.array(runs.map { $0.json() }).text.utf8))
      #expect(NSArray(array: shown).isEqual(to: try #require(expected as? [Any])), "\(id)")
    }
  }

  /// `check` compares a page by its text and its diagrams' DOT: the page itself matches, a page whose text or
  /// whose diagram's DOT differs does not, and an SVG drawn differently from the same DOT still does.
  @Test func aPageMatchesByItsTextAndItsDiagramsDOT() throws {
    let (document, text) = try page()
    let bytes = Array(text.utf8)
    #expect(document.matches(bytes))
    #expect(!document.matches(Array(text.replacingOccurrences(of: "Free play", with: "Free Play").utf8)))
    let otherFont = try ExplorerPage(catalog: .builtIn, font: "NanumGothic").document()
    #expect(!otherFont.matches(bytes))
    let redrawn = text.replacingOccurrences(of: "stroke-width=\"2\"", with: "stroke-width=\"2.5\"")
    #expect(redrawn != text)
    #expect(document.matches(Array(redrawn.utf8)))
  }

  /// Text from a model file reaches the page only as text: no payload opens an element, and the data cannot
  /// close its script element.
  @Test(arguments: ["<script>INJECTED</script>", "</script><script>alert(1)</script> INJECTED", "<img src=x onerror=alert(1)>INJECTED", "<!-- INJECTED", "\" onload=\"alert(1) INJECTED"])
  func modelTextStaysText(_ payload: String) throws {
    let catalog = try UntrustedTextTests.hostileCatalog(payload)
    let (_, text) = try page(catalog)
    #expect(text.contains("INJECTED"), "the payload reaches the page")
    #expect(text.components(separatedBy: "<script").count - 1 == 2, "the page's own two script elements, no more")
    #expect(text.components(separatedBy: "</script>").count - 1 == 2)
    #expect(!text.contains("<img"))
    #expect(!text.contains("<!-- INJECTED"))
    #expect(!text.contains("onload=\"alert"))
    let models = try #require(try data(text)["models"] as? [[String: Any]])
    #expect(models.contains { $0["id"] as? String == "url-session-task" })
  }

  /// The Korean page is in Korean: its language, its own words, the model's translated words.
  @Test func theKoreanPageIsInKorean() throws {
    let words = Words(.korean)
    let (_, text) = try page(try Catalog.builtIn.translated(.korean), words: words)
    try words.requireComplete()
    #expect(text.hasPrefix("<!DOCTYPE html>\n<html lang=\"ko\""))
    #expect(text.contains("생명주기 탐색기"))
    #expect(text.contains("lang=\"ko\" xml:lang=\"ko\" role=\"img\""))
  }
}
