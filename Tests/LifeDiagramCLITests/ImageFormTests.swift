import Foundation
import LifeDiagramTestSupport
import Testing

/// What each image format gets beyond the graph: `--scale` for PNG (twice Graphviz's 96 dpi by default, for
/// high-density screens), and a font stack for every format.
@Suite struct ImageFormTests {
  let binary = BuiltBinary()

  @Test func theDefaultPNGHasTwiceThePixelsOfScaleOne() throws {
    let one = try png(["--png", "--model", "app", "-o", "-", "--scale", "1"])
    let two = try png(["--png", "--model", "app", "-o", "-"])
    // Graphviz rounds each size to whole pixels, so a scaled side is within the scale of the exact multiple.
    #expect(abs(two.size.width - 2 * one.size.width) <= 2 && abs(two.size.height - 2 * one.size.height) <= 2, "\(one.size) \(two.size)")
    let scenario = try png(["scenarios", "prewarm", "--model", "scene", "--format", "png", "-o", "-", "--scale", "3"])
    let scenarioOne = try png(["scenarios", "prewarm", "--model", "scene", "--format", "png", "-o", "-", "--scale", "1"])
    #expect(abs(scenario.size.width - 3 * scenarioOne.size.width) <= 3)
  }

  /// The scale is recorded with the DOT in the PNG, so `check` sees PNGs drawn at another scale.
  @Test func checkSeesAnotherScale() throws {
    let folder = try TemporaryFolder()
    // The app's model alone: its two PNGs stand for every model's.
    let app = ["--model", "app"]
    #expect(try binary.run(["docs", "--scale", "1"] + app, in: folder.url).status == 0)
    let check = try binary.run(["check"] + app, in: folder.url)
    let stale = ["app-lifecycle.png", "app-lifecycle-numbered.png"]
    #expect(check.output.split(separator: "\n").filter { !$0.hasPrefix("  ") }.map(String.init) == stale.map { "stale: Diagrams/\($0)" })
    #expect(check.output.contains(" bytes on disk, drawn from another model or layout"), "an image is shown by its size")
  }

  /// SVG text names a font stack viewers on macOS, Windows and Linux have; Graphviz itself gets one family.
  @Test func svgNamesAFontStack() throws {
    let svg = try binary.run(["--svg", "--model", "scene", "-o", "-"]).output
    let stack = "font-family=\"DejaVu Sans,Bitstream Vera Sans,Verdana,Geneva,sans-serif\""
    #expect(svg.contains(stack))
    #expect(!svg.contains("font-family=\"DejaVu Sans\""))
    let dot = try binary.run(["--dot", "--model", "scene", "-o", "-"]).output
    #expect(dot.contains("fontname=\"DejaVu Sans\"") && !dot.contains("Verdana"))  // Graphviz lays out in one family
    let own = try binary.run(["--svg", "--model", "app", "-o", "-", "--font", "Verdana"]).output
    #expect(own.contains("font-family=\"Verdana,Bitstream Vera Sans,Geneva,sans-serif\""))
  }

  /// `--theme dark` inverts every colour's lightness in every format; `auto` gives a light SVG with dark-mode
  /// CSS (and light PNGs, which cannot switch).
  @Test func themes() throws {
    let light = try binary.run(["--svg", "--model", "app", "-o", "-"]).output
    let dark = try binary.run(["--svg", "--model", "app", "-o", "-", "--theme", "dark"]).output
    #expect(light.contains("fill=\"white\"") && !dark.contains("fill=\"white\""))
    #expect(dark.contains("fill=\"#0d1117\""))  // GitHub's dark ground
    #expect(dark.contains("fill=\"#8e6b09\""))  // Apple's inactive yellow #F6D371, lightness inverted
    let darkPNG = try png(["--png", "--model", "app", "-o", "-", "--theme", "dark"])
    let lightPNG = try png(["--png", "--model", "app", "-o", "-"])
    #expect(darkPNG.bytes != lightPNG.bytes && darkPNG.size == lightPNG.size)

    let auto = try binary.run(["--svg", "--model", "app", "-o", "-", "--theme", "auto"]).output
    #expect(auto.contains("<style>@media (prefers-color-scheme: dark){"))
    #expect(auto.contains("[fill=\"white\"]{fill:#0d1117}") && auto.contains("[fill=\"#f6d371\"]{fill:#8e6b09}"))
    #expect(auto.contains("fill=\"white\""))  // light unless the reader is in dark mode
    #expect(try png(["--png", "--model", "app", "-o", "-", "--theme", "auto"]).bytes == lightPNG.bytes)
  }

  /// The theme is part of the recorded DOT, so `check` sees images drawn in another theme. (One life cycle, the
  /// view controller's, with the fewest scenarios, at scale 1: the check works the same for each.)
  @Test func checkSeesAnotherTheme() throws {
    let folder = try TemporaryFolder()
    let model = ["--model", "viewcontroller", "--scale", "1"]
    #expect(try binary.run(["docs", "--theme", "auto"] + model, in: folder.url).status == 0)
    #expect(try binary.run(["check", "--theme", "auto"] + model, in: folder.url).status == 0)
    // `auto` writes light images and dark ones beside them, shown by the pages' <picture>s: a light check finds
    // those pages stale and the scenarios' dark images extra; the light images are the light theme's.
    let check = try binary.run(["check"] + model, in: folder.url)
    #expect(check.status != 0)
    let lines = check.output.split(separator: "\n").map(String.init)
    let darkScenarioImages = folder.listing().filter { $0.hasPrefix("Diagrams/scenarios/") && $0.hasSuffix("-dark.svg") }
    #expect(!darkScenarioImages.isEmpty)
    #expect(lines.filter { $0.hasPrefix("extra: ") }.sorted() == darkScenarioImages.map { "extra: \($0)" }.sorted())
    let stale = lines.filter { $0.hasPrefix("stale: ") }
    #expect(stale.contains("stale: Docs/scenarios/push.md") && stale.allSatisfy { $0.hasSuffix(".md") })
  }

  private func png(_ arguments: [String]) throws -> (bytes: Data, size: (width: Int, height: Int)) {
    let run = try binary.run(arguments)
    #expect(run.status == 0, "\(run.standardError)")
    let bytes = run.standardOutput
    try #require(bytes.count > 24 && bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    let number = { (offset: Int) in bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (bytes, (number(16), number(20)))
  }
}
