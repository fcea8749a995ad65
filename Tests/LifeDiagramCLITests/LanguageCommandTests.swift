import Foundation
import LifeDiagramTestSupport
import Testing

/// `--lang` and `--translation-file`: Korean outputs, a Korean docs tree linked both ways
/// and covered by `check`, and every missing or unknown language named, with nothing written.
@Suite struct LanguageCommandTests {
  let tool = BuiltBinary()

  @Test func aKoreanDiagramSpeaksKoreanInAKoreanFont() throws {
    let folder = try TemporaryFolder()
    let run = try tool.run(["--lang", "ko", "--svg", "--model", "app", "-o", folder.path("a")])
    #expect(run.status == 0, "\(run.standardError)")
    let svg = try String(contentsOfFile: folder.path("a/app-lifecycle.svg"), encoding: .utf8)
    #expect(svg.contains("일시 중단") && svg.contains("시스템 자동"))
    #expect(svg.contains("font-family=\"NanumGothic,Apple SD Gothic Neo,Malgun Gothic,Noto Sans CJK KR,Noto Sans KR,sans-serif\""))
  }

  @Test func koreanTablesKeepMethodNamesAsAppleSpellsThem() throws {
    let table = try tool.run(["scenarios", "cold-launch", "--model", "app", "--lang", "ko"])
    #expect(table.status == 0, "\(table.standardError)")
    #expect(table.output.contains("| # | 이벤트 | 호출 | 상태 | 근거 |"))
    #expect(table.output.contains("AppDelegate: `application(_:`<wbr>`didFinishLaunchingWithOptions:)`"))
    let model = try tool.run(["model", "scene", "--format", "md", "--lang", "ko"])
    #expect(model.status == 0 && model.output.contains("Foreground Active (포그라운드 활성)"))
  }

  @Test func anUnknownLanguageIsOneLineNamingTheKnownOnes() throws {
    let folder = try TemporaryFolder()
    let run = try tool.run(["--lang", "ja", "-o", folder.path("out")])
    #expect(run.status == 64)
    #expect(run.standardError == "lifediagram: error: unknown language 'ja'; choose 'en', 'ko', or give a --translation-file with 'language: ja' (see 'lifediagram --help')\n")
    #expect(folder.listing().isEmpty)
  }

  @Test func aUsersModelInKoreanNeedsItsWordsAndGetsThemFromAFile() throws {
    let folder = try TemporaryFolder()
    let example = ModelFileCommandTests.example.path
    let arguments = ["--model-file", example, "--model", "url-session-task", "--lang", "ko", "-o", folder.path("out")]
    let missing = try tool.run(arguments)
    #expect(missing.status == 65)
    let lines = missing.standardError.split(separator: "\n")
    #expect(lines.contains("missing translation: terms: \"Running\""))
    #expect(lines.last?.hasPrefix("lifediagram: error: the 'ko' translation lacks ") == true)
    #expect(folder.listing().isEmpty)
    // `translations --missing` prints exactly what is lacking, as a file to fill in.
    let template = try tool.run(["translations", "--lang", "ko", "--missing", "--model-file", example])
    #expect(template.status == 1)
    let filled = template.output.replacingOccurrences(of: ": \"\"\n", with: ": \"번역\"\n")
    try Data(filled.utf8).write(to: URL(fileURLWithPath: folder.path("mine.yaml")))
    let done = try tool.run(arguments + ["--translation-file", folder.path("mine.yaml")])
    #expect(done.status == 0, "\(done.standardError)")
  }

  @Test func docsInKoreanAreLinkedBothWaysAndChecked() throws {
    // The app model alone: the links and the check do not need the other models' pages.
    let folder = try TemporaryFolder()
    let docs = try tool.run(["docs", "--lang", "ko", "--model", "app", "--scale", "1"], in: folder.url)
    #expect(docs.status == 0, "\(docs.standardError)")
    let english = try String(contentsOfFile: folder.path("Docs/index.md"), encoding: .utf8)
    let korean = try String(contentsOfFile: folder.path("Docs/ko/index.md"), encoding: .utf8)
    #expect(english.contains("**English** · [한국어](ko/index.md)"))
    #expect(korean.contains("[English](../index.md) · **한국어**"))
    #expect(korean.contains("](../../Diagrams/ko/app-lifecycle.svg)"))
    #expect(FileManager.default.fileExists(atPath: folder.path("Docs/ko/glossary.md")))
    // `check` finds the Korean tree by itself, and a change there fails it.
    #expect(try tool.run(["check", "--model", "app", "--scale", "1"], in: folder.url).status == 0)
    try Data("edited\n".utf8).write(to: URL(fileURLWithPath: folder.path("Docs/ko/scenarios/prewarm.md")))
    let stale = try tool.run(["check", "--model", "app", "--scale", "1"], in: folder.url)
    #expect(stale.status == 1)
    #expect(stale.output.hasPrefix("stale: Docs/ko/scenarios/prewarm.md\n--- Docs/ko/scenarios/prewarm.md (on disk)\n"))
    #expect(stale.standardError.contains("--lang ko"))
  }
}
