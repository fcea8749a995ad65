import Foundation
import LifeDiagramTestSupport
import Testing

/// SVG text is measured from the built-in table of DejaVu Sans widths (TextLayout.c), not with the installed fonts:
/// an SVG run needs neither pango nor fontconfig, and its bytes do not depend on the fonts a machine has. PNG and
/// PDF are still measured and drawn by pango.
@Suite struct SVGTextMetricsTests {
  let binary = BuiltBinary()

  /// The built-in diagrams as SVG, by file name, drawn in `environment`; empty when the run failed.
  private func svg(_ environment: [String: String] = [:], language: String = "en") throws -> [String: Data] {
    let folder = try TemporaryFolder()
    let run = try binary.run(["--svg", "--lang", language, "-o", folder.url.path], environment: environment)
    #expect(run.status == 0, "\(run.standardError)")
    var files: [String: Data] = [:]
    for name in folder.listing() { files[name] = try Data(contentsOf: folder.url.appendingPathComponent(name)) }
    return files
  }

  @Test func svgNeedsNoPangoPlugin() throws {
    let plugins = try GraphvizPlugins.withoutCairo.folder()
    defer { try? FileManager.default.removeItem(atPath: plugins) }
    let without = try svg(["GVBINDIR": plugins])
    let with = try svg()
    #expect(with.count == 4)  // the four built-in diagrams
    #expect(without == with, "SVG changed when pango's plugin was missing")
  }

  @Test(arguments: ["en", "ko"])
  func svgDoesNotDependOnTheInstalledFonts(_ language: String) throws {
    let folder = try TemporaryFolder()
    // A fontconfig configuration with no font folder: any font lookup finds nothing.
    let config = folder.url.appendingPathComponent("fonts.conf")
    try "<?xml version=\"1.0\"?>\n<fontconfig></fontconfig>\n".write(to: config, atomically: true, encoding: .utf8)
    let noFonts = try svg(["FONTCONFIG_FILE": config.path], language: language)
    let usual = try svg(language: language)
    #expect(usual.count == 4)
    #expect(noFonts == usual, "SVG text was measured with the installed fonts")
  }

  @Test func pngStillNeedsPangoAndSaysSo() throws {
    let plugins = try GraphvizPlugins.withoutCairo.folder()
    defer { try? FileManager.default.removeItem(atPath: plugins) }
    let folder = try TemporaryFolder()
    let run = try binary.run(["--png", "--model", "app", "-o", folder.url.path], environment: ["GVBINDIR": plugins])
    #expect(run.status != 0)
    #expect(run.standardError.contains("png plugin is missing"), "\(run.standardError)")
    #expect(folder.listing().isEmpty)
  }
}
