/// The checks on a model file's bytes before any parser sees them: size, encoding, content, and characters
/// neither YAML nor JSON lets stand unescaped.
enum TextChecks {
  /// The largest model file read: 2 MiB, far above any real model (the built-ins print at about 60 KB).
  static let maximumBytes = 2 * 1024 * 1024

  /// Every problem that stops the bytes from being parsed at all, or nothing; on success, the text.
  static func text(of bytes: [UInt8], file: String, kind: InputFileKind = .model) -> Result<String, InvalidModelFile> {
    func fail(_ position: LineColumn?, _ message: String) -> Result<String, InvalidModelFile> {
      .failure(InvalidModelFile([ModelFileProblem(file: file, position: position, message)]))
    }
    if bytes.count > maximumBytes {
      return .failure(InvalidModelFile([ModelFileDocument.tooLarge(fileName: file, size: bytes.count, kind: kind)]))
    }
    if bytes.isEmpty { return fail(nil, "the file is empty; \(kind.emptyFix)") }
    if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
      return fail(LineColumn(line: 1, column: 1), "the file is UTF-16; save it as UTF-8")
    }
    if let bad = UTF8Check.firstInvalidByte(in: bytes) {
      return fail(
        LineColumn(byteOffset: bad, in: bytes),
        "the file is not UTF-8: byte 0x\(hex(bytes[bad])) cannot be read here; save the file as UTF-8")
    }
    let text = String(decoding: bytes, as: UTF8.self)
    if text.unicodeScalars.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\u{FEFF}" }) {
      return fail(nil, "the file holds only white space; \(kind.emptyFix)")
    }
    if let (offset, scalar) = firstUnprintable(in: text) {
      let code = "U+" + hex(scalar.value, digits: 4)
      return fail(
        LineColumn(byteOffset: offset, in: bytes),
        "the character \(code) cannot appear as it is; write it as \\u\(hex(scalar.value, digits: 4)) inside a double-quoted string"
      )
    }
    return .success(text)
  }

  /// The UTF-8 offset and value of the first character libyaml refuses to read (a control character other
  /// than tab and line breaks, DEL, a C1 control other than NEL, U+FFFE or U+FFFF); JSON refuses most of
  /// them too, and a file that keeps them would not stay text in every output.
  static func firstUnprintable(in text: String) -> (Int, Unicode.Scalar)? {
    var offset = 0
    for scalar in text.unicodeScalars {
      let value = scalar.value
      let printable =
        value == 0x09 || value == 0x0A || value == 0x0D || (0x20...0x7E).contains(value) || value == 0x85
        || (0xA0...0xD7FF).contains(value) || (0xE000...0xFFFD).contains(value) || value >= 0x10000
      if !printable { return (offset, scalar) }
      offset += UTF8.width(scalar)
    }
    return nil
  }

  /// `10,485,760`.
  static func grouped(_ number: Int) -> String {
    let digits = String(number)
    var result = ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { result += "," }
      result.append(digit)
    }
    return result
  }

  private static func hex(_ value: some BinaryInteger, digits: Int = 2) -> String {
    let text = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
  }
}
