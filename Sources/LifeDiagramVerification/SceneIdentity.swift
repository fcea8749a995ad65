import LifeDiagramModel

/// The scene a log message names, so that several windows' calls can be told apart: written by the logging helper
/// as `scene=ID` (its session's `persistentIdentifier`), by a session's description as `persistentIdentifier: ID`,
/// or by a scene's description as `<UIWindowScene: 0x…; …>` or `<UIScene: 0x…; …>` (its address). The first of
/// these forms found, in this order, is the identity; a log should name its scenes in one form throughout. A view
/// is named as `view=ID`, and the phase a SwiftUI phase change reports as `phase=active`.
enum SceneIdentity {
  /// The identity in `message`, or nil.
  static func `in`(_ message: UnsafeBufferPointer<UInt8>) -> String? {
    if let id = value(after: scenePrefix, in: message) { return id }
    if let id = value(after: sessionPrefix, in: message) { return id }
    for prefix in descriptionPrefixes {
      if let address = value(after: prefix, in: message, allowed: isHexDigit) { return address }
    }
    return nil
  }

  /// The view `message` names as `view=ID` (SwiftUI's logging helper names a view so), or nil.
  static func view(in message: UnsafeBufferPointer<UInt8>) -> String? { value(after: viewPrefix, in: message) }

  /// The phase `message` names as `phase=active` (SwiftUI's logging helper writes a phase change so), or nil.
  static func phase(in message: UnsafeBufferPointer<UInt8>) -> SwiftUIPhase? {
    value(after: phasePrefix, in: message).flatMap(SwiftUIPhase.init(rawValue:))
  }

  private static let phasePrefix = Array("phase=".utf8)
  private static let scenePrefix = Array("scene=".utf8)
  private static let viewPrefix = Array("view=".utf8)
  private static let sessionPrefix = Array("persistentIdentifier: ".utf8)
  private static let descriptionPrefixes = ["<UIWindowScene: 0x", "<UIScene: 0x"].map { Array($0.utf8) }

  /// The identifier right after `prefix` (where no identifier character comes right before it): the bytes up to
  /// white space or a delimiter, or, for an address, its hex digits with its `0x`.
  private static func value(
    after prefix: [UInt8], in message: UnsafeBufferPointer<UInt8>, allowed: ((UInt8) -> Bool)? = nil
  ) -> String? {
    var start = 0
    while let found = CallLog.firstIndex(of: prefix, in: message, from: start) {
      start = found + 1
      if found > 0 && CallLog.isIdentifier(message[found - 1]) && prefix[0] != UInt8(ascii: "<") { continue }
      let valueStart = found + prefix.count
      let isAllowed = allowed ?? isIdentifierByte
      let end = message[valueStart...].firstIndex { !isAllowed($0) } ?? message.count
      guard end > valueStart else { continue }
      let text = String(decoding: UnsafeBufferPointer(rebasing: message[valueStart..<end]), as: UTF8.self)
      return allowed == nil ? text : "0x" + text
    }
    return nil
  }

  /// Letters, digits and `-_.:` (a UUID, a `sceneID:…` string); not white space, quotes or closing brackets.
  private static func isIdentifierByte(_ byte: UInt8) -> Bool {
    CallLog.isIdentifier(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: ":")
  }

  private static func isHexDigit(_ byte: UInt8) -> Bool {
    (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x46) || (byte >= 0x61 && byte <= 0x66)
  }
}
