import Foundation
import LifeDiagramModel
import LifeDiagramModelFile
import Testing

/// The Korean translation is written as a file (Translations/ko.yaml) and compiled in, like the view controller's
/// model: the Swift is what the file gives, and the file is a valid translation.
@Suite struct BuiltInTranslationTests {
  func load() throws -> Translation {
    let bytes = try Data(contentsOf: BuiltInModelTests.root.appendingPathComponent("Translations/ko.yaml"))
    return try TranslationFile.load(fileName: "Translations/ko.yaml", bytes: Array(bytes))
  }

  @Test func theGeneratedSwiftIsWhatTheTranslationFileGives() throws {
    let generated = try String(
      contentsOf: BuiltInModelTests.root.appendingPathComponent(
        "Sources/LifeDiagramModel/Translation/Generated/Korean.swift"),
      encoding: .utf8)
    let fresh = TranslationFile.swiftSource(try load(), name: "korean", from: "Translations/ko.yaml")
    #expect(generated == fresh, "Sources/LifeDiagramModel/Translation/Generated/Korean.swift is stale; run 'make translations'")
    #expect(try load() == Translation.korean)
  }

  @Test func aPrintedTranslationReadsBackTheSame() throws {
    let korean = try load()
    let text = TranslationFile.yamlText(korean)
    #expect(try TranslationFile.load(fileName: "printed.yaml", bytes: Array(text.utf8)) == korean)
  }
}
