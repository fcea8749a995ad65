import Foundation

/// JSON syntax errors, found by Foundation's `JSONSerialization` (the parser `JSONDecoder` uses), placed at a
/// line and column and said with the likely fix.
enum JSONSyntax {
  /// The first syntax error in the bytes, or nil when they are JSON.
  static func problem(in bytes: [UInt8], file: String) -> ModelFileProblem? {
    do {
      _ = try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
      return nil
    } catch {
      let said = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
      var offset = byteOffset(in: said, bytes: bytes)
      if said.hasPrefix("Number"), var start = offset {  // Foundation points after the digit; show the number's start
        while start > 0, Array("-0123456789".utf8).contains(bytes[start - 1]) { start -= 1 }
        offset = start
      }
      let position = LineColumn(byteOffset: offset ?? bytes.count, in: bytes)
      return ModelFileProblem(file: file, position: position, "not valid JSON: " + explanation(said, at: offset, in: bytes))
    }
  }

  /// The byte Foundation names: `around character 13` (a byte offset from 0), or `around line 3, column 5`.
  private static func byteOffset(in said: String, bytes: [UInt8]) -> Int? {
    if let number = number(after: "around character ", in: said) { return min(number, bytes.count) }
    guard let line = number(after: "line ", in: said), let column = number(after: "column ", in: said) else { return nil }
    var offset = 0
    var currentLine = 1
    while currentLine < line && offset < bytes.count {
      if bytes[offset] == 0x0A { currentLine += 1 }
      offset += 1
    }
    return min(offset + max(0, column - 1), bytes.count)
  }

  private static func number(after marker: String, in text: String) -> Int? {
    guard let range = text.range(of: marker) else { return nil }
    return Int(text[range.upperBound...].prefix { $0.isNumber })
  }

  /// Foundation's sentence, without its position, and with the likely fix for the usual slips.
  private static func explanation(_ said: String, at offset: Int?, in bytes: [UInt8]) -> String {
    if said.hasPrefix("Unexpected end of file") {
      return "the text ends before the JSON does; is a closing '}' or ']' missing?"
    }
    if said.hasPrefix("Invalid value"), let offset, offset < bytes.count {
      let here = bytes[offset]
      let before = bytes[..<offset].last { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
      let shown = "'" + String(decoding: [here], as: UTF8.self) + "'"
      if here == UInt8(ascii: "}") || here == UInt8(ascii: "]"), before == UInt8(ascii: ",") {
        return "a comma before \(shown); JSON allows no comma after the last item"
      }
      if let before, endsValue(before), here == UInt8(ascii: "\"") || here == UInt8(ascii: "{") || here == UInt8(ascii: "[") {
        return "a comma is missing before this"
      }
      if here == UInt8(ascii: "'") || (here < 0x80 && UnicodeScalar(here).properties.isAlphabetic) {
        return "unexpected \(shown); keys and strings are written in double quotes"
      }
      return "unexpected " + (here < 0x80 ? shown : "character")
    }
    let sentence = said.range(of: " around ").map { String(said[..<$0.lowerBound]) } ?? said
    let trimmed = sentence.hasSuffix(".") ? String(sentence.dropLast()) : sentence
    return trimmed.prefix(1).lowercased() + trimmed.dropFirst()
  }

  /// Whether a byte can end a JSON value: a quote, a digit, a closing bracket, or the last letter of
  /// `true`, `false` or `null`.
  private static func endsValue(_ byte: UInt8) -> Bool {
    Array("\"}]el0123456789".utf8).contains(byte)
  }
}
