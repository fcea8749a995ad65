import Foundation
import LifeDiagramModel
import LifeDiagramModelFile
import Testing

/// A translation file's problems are named by file, line, column and key: a dropped placeholder, an empty value,
/// an unknown key, a value that is not text.
@Suite struct TranslationFileTests {
  @Test func aTranslationMustKeepItsPlaceholdersAndFillEveryValue() throws {
    let yaml = """
      language: xx
      name: Test
      strings:
        "Sources: {ids}.": "Quellen."
        "Home": ""
      """
    #expect {
      try TranslationFile.load(fileName: "xx.yaml", bytes: Array(yaml.utf8))
    } throws: { error in
      let text = "\(error)"
      return text.contains("xx.yaml:4:22: strings.'Sources: {ids}.': must keep its placeholders {ids}")
        && text.contains("xx.yaml:5:11: strings.'Home': has an empty translation")
    }
  }

  @Test func anUnknownKeyOrAValueThatIsNotTextIsNamed() throws {
    let unknown = "language: xx\nname: Test\nwords: {}\n"
    #expect {
      try TranslationFile.load(fileName: "xx.yaml", bytes: Array(unknown.utf8))
    } throws: { "\($0)".contains("xx.yaml:3:1: words: unknown key 'words'") }
    let list = "language: xx\nname: Test\nmodel:\n  Home: [a, b]\n"
    #expect {
      try TranslationFile.load(fileName: "xx.yaml", bytes: Array(list.utf8))
    } throws: { "\($0)".contains("xx.yaml:4:9: model.'Home': expected text, found a list") }
  }
}
