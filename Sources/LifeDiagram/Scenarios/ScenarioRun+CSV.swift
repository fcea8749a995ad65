import LifeDiagramModel

extension ScenarioRun {
  /// The CSV header line (RFC 4180), the Markdown table's columns after the scenario and model.
  public static let csvHeader =
    "scenario,model,#,event,receiver,call,system,notification,scene_phase,before_after,line,evidence\r\n"

  /// The rows as CSV records (no header), one per step, with CRLF line ends.
  public func csvRecords(words: Words = .english) -> String {
    rows.map { row in
      let text = RowText(row, in: self, words: words)
      let fields = [
        scenario.id, model.rawValue, String(row.index), text.event, text.receiver, row.call?.method ?? "",
        row.step.systemText ?? "", text.notification, text.scenePhase, text.situation, text.line, text.evidence,
      ]
      return fields.map(Self.csvField).joined(separator: ",") + "\r\n"
    }.joined()
  }

  private static func csvField(_ value: String) -> String {
    let value =
      value.contains(where: { $0.controlPicture != nil && $0 != "\r" && $0 != "\r\n" })
      ? value.escaping { $0 == "\r" || $0 == "\r\n" ? nil : $0.controlPicture } : value
    guard value.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return value }
    var quoted = "\""
    for character in value { quoted += character == "\"" ? "\"\"" : String(character) }
    return quoted + "\""
  }
}
