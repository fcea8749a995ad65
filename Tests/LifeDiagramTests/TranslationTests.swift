import Foundation
import LifeDiagram
import LifeDiagramGraphviz
import LifeDiagramDocs
import LifeDiagramModel
import Testing

/// Korean: every key the built-ins need is translated, nothing else is kept, and the Korean outputs are the same
/// bytes on every run.
@Suite struct TranslationTests {
  /// Every key the built-ins need, found once for the tests that ask (finding them builds every page and image).
  static let neededKeys = Result { try TranslationKeys.all(in: .builtIn) }

  @Test func everyKeyTheBuiltInsNeedIsTranslated() throws {
    let keys = try Self.neededKeys.get()
    let missing = keys.filter { Translation.korean.table($0.table)[$0.english] == nil }
    #expect(missing.isEmpty, "untranslated: \(missing.prefix(20).map(\.description).joined(separator: "\n"))")
    #expect(try Catalog.builtIn.translated(.korean).lifecycles.count == 4)
  }

  @Test func theKoreanFileHoldsNoStaleKey() throws {
    let needed = Set(try Self.neededKeys.get())
    for table in [TranslationTable.strings, .model] {
      let stale = Translation.korean.table(table).keys.filter { !needed.contains(TranslationKey(table, $0)) }.sorted()
      #expect(stale.isEmpty, "\(table.rawValue) keys nothing uses (was their English changed?): \(stale.prefix(10))")
    }
  }

  @Test func aMissingModelTextIsAnErrorListedByKeyNeverEnglish() throws {
    var korean = Translation.korean
    korean.model["The user taps the app icon"] = nil
    korean.terms["Suspended"] = nil
    #expect(throws: MissingTranslations(language: "ko", keys: [
      TranslationKey(.model, "The user taps the app icon"), TranslationKey(.terms, "Suspended"),
    ])) {
      try Catalog.builtIn.translated(korean)
    }
  }

  @Test func aMissingToolWordIsNotedWhereItIsUsed() throws {
    var korean = Translation.korean
    korean.strings["Home"] = nil
    let words = Words(korean)
    let catalog = try Catalog.builtIn.translated(korean)
    _ = try DocsPlan(catalog: catalog, words: words).files()
    #expect(words.missingKeys == [TranslationKey(.strings, "Home")])
    #expect(throws: MissingTranslations.self) { try words.requireComplete() }
  }

  @Test func aTemplateFillsItsPlaceholdersAndLeavesOtherBracesAlone() {
    #expect(Words.english("{a} and {b}, not {c} or {", ["a": "one", "b": "{two}"]) == "one and {two}, not {c} or {")
    #expect(Words(.korean)("Sources: {ids}.", ["ids": "A1"]) == "출처: A1.")
  }

  @Test func statesKeepApplesNameWithTheKoreanBesideIt() throws {
    let app = try #require(try Catalog.builtIn.translated(.korean).lifecycle("app"))
    let names = app.states.map(\.qualifiedName)
    #expect(names.contains("Suspended (일시 중단)"))
    #expect(names.contains("Inactive (비활성, 런치 스크린 UI)"))
    let dot = app.diagram(DiagramOptions(font: "NanumGothic", words: Words(.korean))).dotSource
    #expect(dot.contains("label=\"Not running\\n실행되지 않음\""))
    #expect(dot.contains("시스템 자동"))  // the legend
    #expect(!dot.contains("system-automatic:"))
  }

  @Test func aTranslatedCaveatKeepsItsLevelOfEvidence() throws {
    let english = try ScenarioRuns.all(in: .builtIn)
    let korean = try ScenarioRuns.all(in: try Catalog.builtIn.translated(.korean))
    #expect(english.count == korean.count)
    for (run, translated) in zip(english, korean) {
      #expect(run.rows.map(\.evidenceLevel) == translated.rows.map(\.evidenceLevel), "\(run.scenario.id)")
      #expect(run.rows.map(\.call) == translated.rows.map(\.call), "\(run.scenario.id)")
    }
  }

  @Test func koreanDocsHaveTheirOwnPagesAndDiagrams() throws {
    func texts() throws -> [String] {
      let languages = [Translation.english, .korean]
      let plan = DocsPlan(
        catalog: try Catalog.builtIn.translated(.korean), font: "NanumGothic", words: Words(.korean),
        languages: languages)
      return try plan.files().map { file in
        switch file.content {
        case .text(let text): file.path + "\n" + text
        case .image(let graph, _, _, _, _, _): file.path + "\n" + graph().dotSource
        case .page: file.path
        }
      }
    }
    let first = try texts()
    #expect(first.contains { $0.hasPrefix("Docs/ko/glossary.md\n") })
    #expect(first.contains { $0.hasPrefix("Diagrams/ko/scenarios/cold-launch-app-sequence.svg\n") })
  }

  @Test func theKoreanSequenceDiagramsFitAWikiColumn() throws {
    let engine = try Graphviz.shared.get()
    let words = Words(.korean)
    for run in try ScenarioRuns.all(in: try Catalog.builtIn.translated(.korean)) {
      let svg = String(decoding: try engine.render(run.sequenceDiagram(font: "NanumGothic", words: words), as: .svg), as: UTF8.self)
      let width = try #require(svg.firstMatch(of: /<svg width="(\d+)pt"/)).1
      #expect(Int(width)! <= 900 * 3 / 4 + 1, "\(run.scenario.id)-\(run.model.rawValue) is \(width) pt wide")
    }
  }

  @Test func theHangulIsDrawnInTheKoreanFont() throws {
    let check = FontCheck.check("NanumGothic")
    #expect(check.isInstalled, "NanumGothic is not installed; run scripts/install-deps")
    #expect(FontCheck.family(drawing: "활", in: "NanumGothic") == "NanumGothic")
    // The PNG and the PDF are drawn by the same pango layout; the PDF names the fonts it embeds.
    let app = try #require(try Catalog.builtIn.translated(.korean).lifecycle("app"))
    let pdf = try Graphviz.shared.get().render(app, as: .pdf, options: DiagramOptions(font: "NanumGothic", words: Words(.korean)))
    #expect(String(decoding: pdf, as: UTF8.self).contains("+NanumGothic"))
  }
}

/// Fidelity round 3 (issue 26): the Korean words a reader trips on, as they read in the pages.
@Suite struct KoreanWordingTests {
  @Test func theWordsReadAsKoreanDevelopersSayThem() throws {
    let korean = try #require(Translation.builtIn("ko"))
    let everything = korean.strings.values.joined(separator: "\n") + korean.model.values.joined(separator: "\n")
      + korean.terms.values.joined(separator: "\n")
    for avoided in ["지원 중단", "쓸어 넘겨", "일시 정지", "을(를)", "간선", "계기", "얼어붙은", "링크가 엶"] {
      #expect(!everything.contains(avoided), "'\(avoided)' is still in the Korean")
    }
    #expect(korean.terms["deprecated"] == "사용 중단 예정")
    #expect(korean.strings["Notification"] == "노티피케이션")
    #expect(korean.strings["Running"] == "실행 중")
  }

  /// The Korean state diagrams and path images draw without a warning: a long gloss (`포그라운드 비활성`) wraps
  /// inside its box instead of Graphviz reporting "size too small for label".
  @Test func theKoreanDiagramsDrawWithoutWarnings() throws {
    let engine = try Graphviz.shared.get()
    let words = Words(.korean)
    let catalog = try Catalog.builtIn.translated(.korean)
    var warnings: [GraphvizWarning] = []
    for lifecycle in catalog.lifecycles {
      _ = try engine.render(lifecycle, as: .svg, options: DiagramOptions(font: "NanumGothic", words: words), warnings: &warnings)
    }
    for run in try ScenarioRuns.all(in: catalog) where run.model == .scene {
      _ = try engine.renderImage(
        run.pathDiagram(font: "NanumGothic", words: words), as: .svg, title: "", description: "", warnings: &warnings)
    }
    #expect(warnings.isEmpty, "\(warnings.count) warnings, the first: \(warnings.first.map { "\($0)" } ?? "")")
  }
}

/// Fidelity round 4, items 24 to 28: the Korean words for launch, alerts, presenting, discarding and shortcut
/// items, one word each, in the glossary.
@Suite struct KoreanTermsTests {
  static let korean = Translation.korean

  /// Every value of the model and string tables whose English key passes `filter`.
  static func values(where filter: (String) -> Bool) -> [(english: String, korean: String)] {
    [TranslationTable.strings, .model].flatMap { table in
      korean.table(table).filter { filter($0.key) }.map { ($0.key, $0.value) }
    }
  }

  /// Item 24: launch is 시작(런치), never 실행 (which is Running, 실행 중).
  @Test func launchIsSiJakNotTheWordForRunning() {
    #expect(Self.korean.terms["launch"] == "시작(런치)")
    let index = Self.values { $0.hasPrefix("Apple draws Inactive (Foreground Inactive) twice") }
    #expect(index.count == 1 && index.allSatisfy { $0.korean.contains("시작(런치) 때는 *런치 스크린 UI*") })
    for phrase in ["실행 호출", "실행 메서드", "실행 때", "첫 실행", "다음 실행", "백그라운드 실행", "재실행"] {
      let left = Self.values { $0.range(of: "launch", options: .caseInsensitive) != nil }.filter { $0.korean.contains(phrase) }
      #expect(left.isEmpty, "\(phrase): \(left.map(\.english).prefix(3))")
    }
  }

  /// Item 26: a system or permission alert is 얼럿, not 알림 (a notification).
  @Test func alertsAreEolleotNotNotifications() {
    let alerts = Self.values { $0.contains("permission alert") || $0.contains("system alert") }
    #expect(!alerts.isEmpty)
    for (english, korean) in alerts { #expect(korean.contains("얼럿") && !korean.contains("요청 알림"), "\(english)") }
    #expect(Self.korean.terms["alert"] == "얼럿")
  }

  /// Item 27: presenting keeps present; the presented and presenting controllers keep their English words.
  @Test func presentingIsPresentNot표시() {
    let presentations = Self.values { $0.contains("presents") || $0.contains("presented") || $0.hasPrefix("Present") }
    #expect(!presentations.isEmpty)
    for (english, korean) in presentations { #expect(!korean.contains("표시"), "\(english): \(korean)") }
    #expect(Self.korean.terms["present"] == "present(모달로 띄우기)")
  }

  /// Item 28: one word each, in the glossary: 폐기 for discarding a session, 빠른 동작 항목 for a shortcut item.
  @Test func oneWordForEachTermAndAllInTheGlossary() {
    let all = Self.values { _ in true }
    #expect(!all.contains { $0.korean.contains("버려진 세션") || $0.korean.contains("세션을 버") || $0.korean.contains("바로가기 항목") })
    for term in ["silent push", "memory warning", "force quit", "sheet", "window", "discard", "disconnect", "shortcut item", "app switcher"] {
      #expect(Self.korean.terms[term] != nil, "\(term)")
    }
  }
}
