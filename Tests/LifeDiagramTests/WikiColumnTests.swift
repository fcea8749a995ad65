import LifeDiagram
import LifeDiagramDocs
import LifeDiagramModel
import Testing

/// Every table of the docs fits a wiki's column: GitHub shows Markdown in an 836 px column (a 900 px window), and a
/// table wider than its narrowest layout scrolls sideways, hiding columns. The narrowest layout puts each column
/// at its longest word (a browser breaks text at spaces, after hyphens and at `<wbr>`, never inside code), so
/// that is what is estimated here, with generous glyph widths (``WikiColumn``): GitHub's 16 px text, its code at
/// 85 % in a monospaced font, 13 px of padding each side of a cell.
@Suite struct WikiColumnTests {
  static let pages: [(path: String, text: String)] = {
    let english = DocsPlan(catalog: .builtIn)
    let korean = DocsPlan(catalog: try! Catalog.builtIn.translated(.korean), words: Words(.korean), languages: [.english, .korean])
    return (try! english.files() + korean.files()).compactMap { file in
      guard case .text(let text) = file.content, file.relativePath.hasSuffix(".md") else { return nil }
      return (file.path, text)
    }
  }()

  @Test func everyTableFitsTheColumn() {
    var scenarioTables = 0
    for page in Self.pages {
      for table in WikiColumn.tables(in: page.text) {
        if page.path.contains("scenarios/") { scenarioTables += 1 }
        let width = WikiColumn.narrowestWidth(of: table)
        #expect(width <= WikiColumn.width, "\(page.path): a table \(Int(width)) px wide at its narrowest")
      }
    }
    #expect(Self.pages.filter { $0.path.contains("scenarios/") }.count == 2 * Catalog.builtIn.scenarios.count)
    #expect(scenarioTables >= 2 * Catalog.builtIn.scenarios.flatMap(\.variants).count)
  }

  @Test func longCodeSplitsAfterColonsThenBeforeACapital() {
    #expect(Markdown.wrappableCode("application(_:didDiscardSceneSessions:)") == "`application(_:`<wbr>`didDiscardSceneSessions:)`")
    #expect(Markdown.wrappableCode("applicationDidReceiveMemoryWarning(_:)") == "`applicationDidReceive`<wbr>`MemoryWarning(_:)`")
    #expect(Markdown.wrappableCode("Examples/MigratingApp/AppDelegate.swift:21:3") == "`Examples/MigratingApp/`<wbr>`AppDelegate.swift:21:3`")
    #expect(Markdown.wrappableCode("applicationDidEnterBackground(_:)") == "`applicationDidEnterBackground(_:)`")
    #expect(Markdown.wrappableCode("sceneDidBecomeActive(_:)") == "`sceneDidBecomeActive(_:)`")
    #expect(Markdown.wrappableCode(String(repeating: "x", count: 50)) == "`" + String(repeating: "x", count: 50) + "`")
  }

  @Test func theEstimateSeesWhatOverflows() {
    let wide = [["#", "Call"], ["1", "`application(_:didReceiveRemoteNotification:fetchCompletionHandler:)`"], ["2", "x"]]
    let split = [["#", "Call"], ["1", Markdown.wrappableCode("application(_:didReceiveRemoteNotification:fetchCompletionHandler:)")]]
    #expect(WikiColumn.narrowestWidth(of: wide) > WikiColumn.narrowestWidth(of: split) + 200)
    let nine = [Array(repeating: "(system-automatic)", count: 9)]
    #expect(WikiColumn.narrowestWidth(of: nine) > WikiColumn.width)
  }
}

/// The estimate of how narrow a Markdown table can get in GitHub's column.
enum WikiColumn {
  /// GitHub's content column in a 900 px window.
  static let width = 836.0

  /// The cells of each GitHub table in a page (header row included).
  static func tables(in markdown: String) -> [[[String]]] {
    let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var tables: [[[String]]] = []
    var index = 0
    while index < lines.count {
      guard lines[index].hasPrefix("|"), index + 1 < lines.count, lines[index + 1].hasPrefix("| ---") else {
        index += 1
        continue
      }
      var rows = [cells(lines[index])]
      index += 2
      while index < lines.count, lines[index].hasPrefix("|") {
        rows.append(cells(lines[index]))
        index += 1
      }
      tables.append(rows)
    }
    return tables
  }

  /// The table's width with every column at its longest unbreakable word, padding and borders included.
  static func narrowestWidth(of rows: [[String]]) -> Double {
    let columns = rows.map(\.count).max() ?? 0
    let widths = (0..<columns).map { column in
      rows.enumerated().map { index, row in
        guard row.indices.contains(column) else { return 0 }
        // The header row is bold (GitHub's 600 weight), about a tenth wider.
        return longestWord(row[column]) * (index == 0 ? 1.1 : 1)
      }.max() ?? 0
    }
    return widths.reduce(1) { $0 + $1 + 27 }
  }

  private static func cells(_ line: String) -> [String] {
    var cells: [String] = []
    var current = ""
    var escaped = false
    for character in line.dropFirst() {
      if character == "|" && !escaped {
        cells.append(current.trimmingCharacters(in: .whitespaces))
        current = ""
      } else {
        current.append(character)
      }
      escaped = character == "\\" && !escaped
    }
    return cells
  }

  /// The widest piece of a cell no browser breaks: a code span's words at 8.2 px a character plus the span's
  /// padding (0.4 em of its 13.6 px each side); elsewhere words split at spaces, dashes, `<br>`, `<wbr>` and after
  /// hyphens, in GitHub's text font.
  private static func longestWord(_ cell: String) -> Double {
    var widest = 0.0
    for (index, part) in cell.components(separatedBy: "`").enumerated() {
      if index.isMultiple(of: 2) {
        let text = withoutTags(linkTexts(part))
        for word in text.split(whereSeparator: { $0 == " " || $0 == "—" }) {
          for piece in word.split(separator: "-") { widest = max(widest, textWidth(piece)) }
        }
      } else {
        for word in part.split(separator: " ") { widest = max(widest, Double(word.count) * 8.2 + 11) }
      }
    }
    return widest
  }

  /// The text with each HTML tag (`<br>`, `<wbr>`, an anchor) a space, where a line may break.
  private static func withoutTags(_ text: String) -> String {
    var result = ""
    var inTag = false
    for character in text {
      if character == "<" { inTag = true }
      if !inTag { result.append(character) }
      if character == ">" && inTag {
        inTag = false
        result.append(" ")
      }
    }
    return result
  }

  /// `[text](target)` as `text`.
  private static func linkTexts(_ text: String) -> String {
    var result = ""
    var depth = 0
    var previous: Character = " "
    for character in text {
      if depth > 0 {
        if character == "(" { depth += 1 }
        if character == ")" { depth -= 1 }
      } else if character == "(" && previous == "]" {
        depth = 1
      } else if character != "[" && character != "]" && character != "*" && character != "\\" {
        result.append(character)
      }
      previous = character
    }
    return result
  }

  private static func textWidth(_ word: Substring) -> Double {
    word.unicodeScalars.reduce(0) { width, scalar in
      switch scalar.value {
      case 0x1100...0x11FF, 0x3000...0x9FFF, 0xAC00...0xD7AF, 0xFF00...0xFFEF: width + 16
      case 0x41...0x5A: width + 10.5
      case _ where "il.,:;|!'()[] ".unicodeScalars.contains(scalar): width + 4.5
      default: width + 8.6
      }
    }
  }
}
