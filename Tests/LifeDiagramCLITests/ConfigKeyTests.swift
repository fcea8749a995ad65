import ArgumentParser
import LifeDiagramModelFile
import Testing

@testable import LifeDiagramCLI

/// `.lifediagram.yml`'s keys are declared beside their flags (`ConfigKey`), and the file's shape, its path keys
/// and every command's filling come from those declarations alone (issue #41: a config key is one file).
@Suite struct ConfigKeyTests {
  /// A config read from `text` against the assembled shape, as `--config` reads one.
  func config(_ text: String) throws -> ProjectConfig {
    try ProjectConfig.load(fileName: ".lifediagram.yml", bytes: Array(text.utf8), shape: ConfigFile.lifediagram.shape)
  }

  @Test func everyDeclaredKeyIsInTheSchemaAtItsPlace() throws {
    for declaration in ConfigFile.lifediagram.declarations {
      let parts = declaration.name.split(separator: ".").map(String.init)
      var shape = ConfigFile.lifediagram.shape
      for section in parts.dropLast() {
        guard case .object(let inner)? = shape.property(section)?.shape else {
          Issue.record("'\(declaration.name)': no object '\(section)' in the schema")
          return
        }
        shape = inner
      }
      #expect(shape.property(parts.last!)?.description == declaration.property.description, "\(declaration.name)")
    }
    #expect(Set(ConfigFile.lifediagram.declarations.map(\.name)).count == ConfigFile.lifediagram.declarations.count, "a key is declared twice")
  }

  @Test func thePathKeysAreTheDeclaredPaths() {
    #expect(
      ConfigFile.lifediagram.pathKeys == ["modelFiles", "translationFiles", "docs.output", "docs.images", "audit.paths", "audit.baseline"])
  }

  @Test func valuesAreReadByTheirKeysShapeAndPathsFromTheConfigsFolder() throws {
    let read = try config("scale: 2\nfont: '12'\nmodels: [app]\ndocs:\n  output: site\naudit:\n  baseline: /abs.json\n")
    #expect(read.integer("scale") == 2)
    #expect(read.string("font") == "12", "a string key keeps a number-like value as text")
    #expect(read.strings("models") == ["app"])
    let resolved = read.resolvingPaths(ConfigFile.lifediagram.pathKeys, from: "conf")
    #expect(resolved.string("docs.output") == "conf/site")
    #expect(resolved.string("audit.baseline") == "/abs.json")
    #expect(resolved.strings("models") == ["app"], "not a path key")
    #expect(resolved.paths(ConfigFile.lifediagram.pathKeys).map(\.key) == ["docs.output", "audit.baseline"])
  }

  @Test func aNullValueIsALeftOutKey() throws {
    let read = try config("font: ~\ntheme: dark\n")
    #expect(read.values.keys.sorted() == ["theme"])
  }

  @Test func aFlagWinsOverTheConfigAndTheConfigFillsTheRest() throws {
    var options = try AppearanceOptionGroup.parse(["--scale", "3"])
    options.apply(try config("scale: 1\nfont: Nanum\ntheme: dark\n"))
    #expect(options.scale == 3)
    #expect(options.font == "Nanum")
    #expect(options.theme == .dark)
  }

  /// `audit --disable` adds to the config's rules rather than replacing them; `--baseline` replaces its file.
  @Test func theAuditsRulesAddUpAndItsBaselineIsReplaced() throws {
    var options = try AuditOptions.parse(["--disable", "missing-super", "--baseline", "given.json", "App"])
    options.apply(try config("audit:\n  disable: [never-called]\n  baseline: b.json\n  paths: [Sources]\n"))
    #expect(Set(options.disabled) == ["missing-super", "never-called"])
    #expect(options.baseline == "given.json")
    #expect(options.paths == ["App"])
  }

  /// What a newcomer writes to add a key: one declaration fills the options, with no other code.
  @Test func aDeclarationAloneFillsItsOption() throws {
    struct Options: ConfigurableOptions {
      var port: Int?
      var hosts: [String] = []
      static var configKeys: [ConfigKey<Options>] {
        [
          .integer("port", .integer(1...9), "A port.", into: \.port),
          .strings("hosts", of: .line, "Hosts.", into: \.hosts),
        ]
      }
    }
    let shape = ObjectShape(name: "Test", description: "", properties: Options.configDeclarations.map(\.property))
    let read = try ProjectConfig.load(fileName: "t.yml", bytes: Array("port: 4\nhosts: [a, b]\n".utf8), shape: shape)
    var options = Options()
    options.apply(read)
    #expect(options.port == 4 && options.hosts == ["a", "b"])
  }
}
