import LifeDiagramModel

/// A device log read as delegate calls: every message that holds one call of the given methods, in Swift's
/// `#function` form (`sceneDidBecomeActive(_:)`, also as `SceneDelegate.sceneDidBecomeActive(_:)`) or in
/// Objective-C's (`sceneDidBecomeActive:`, `-[SceneDelegate scene:willConnectToSession:options:]`), with the scene
/// (or view) it names and the receiver it names the call on, if any. The log may be text or `log show`'s JSON (``LogCapture``); timestamps, process names and every
/// other message are ignored; line numbers are the file's.
public struct CallLog: Sendable, Hashable {
  /// One call found in the log.
  public struct Entry: Sendable, Hashable {
    /// The line's number in the file, from 1.
    public var line: Int
    /// The method, in Swift's form without a receiver (`sceneWillEnterForeground(_:)`), whatever form the log used.
    public var method: String
    /// The scene the line names (``SceneIdentity``), or nil.
    public var scene: String?
    /// The view the line names (`view=ID`, as SwiftUI's logging helper writes it), or nil.
    public var view: String?
    /// The type the line names the call on (`App` in `App.onChange(of:scenePhase)`, `SceneDelegate` in
    /// `-[SceneDelegate sceneDidBecomeActive:]`), or nil. It tells apart the calls of one method on several of a
    /// model's receivers (SwiftUI's App and Scene both see `onChange(of:scenePhase)`).
    public var receiver: String?
    /// The SwiftUI phase the line says the call reports (`phase=background`, as SwiftUI's logging helper writes a
    /// phase change), or nil.
    public var phase: SwiftUIPhase?

    /// Creates an entry.
    public init(
      line: Int, method: String, scene: String? = nil, view: String? = nil, receiver: String? = nil,
      phase: SwiftUIPhase? = nil
    ) {
      (self.line, self.method, self.scene, self.view, self.receiver, self.phase) = (
        line, method, scene, view, receiver, phase
      )
    }

    /// The identity the line gives a unit of `kind`: its view for a view (a unit of the kind `view`), else its scene.
    public func identity(ofUnitKind kind: String?) -> String? { kind == CallLog.viewKind ? view : scene }
  }

  /// The calls, in the order of the file.
  public var entries: [Entry]

  /// The kind of unit (``LifecycleState/unit``) a line's `view=ID` names: SwiftUI's views.
  public static let viewKind = "view"

  /// Creates a log of `entries`.
  public init(entries: [Entry]) { self.entries = entries }

  /// Reads `text` for the calls of `methods` (delegate methods: their Swift and Objective-C selectors). A message
  /// naming several methods counts as its longest match, so `scene(_:willConnectTo:options:)` is never read as a
  /// shorter method it contains. A line ends at a line feed (so `\r\n` ends one too); the text is read in place, one
  /// message at a time, so reading it takes memory for its calls, not for its lines.
  public init(_ text: String, methods: [DelegateMethod]) {
    let spellings = Self.spellings(of: methods)
    var text = text
    var entries: [Entry] = []
    text.withUTF8 { bytes in
      LogCapture.forEachMessage(in: bytes) { line, message in
        guard let (method, at) = Self.call(in: message, spellings: spellings) else { return }
        entries.append(
          Entry(
            line: line, method: method, scene: SceneIdentity.in(message), view: SceneIdentity.view(in: message),
            receiver: Self.receiver(before: at, in: message), phase: SceneIdentity.phase(in: message)))
      }
    }
    self.entries = entries
  }

  /// The selectors (Swift's form) the log names, in the order they first appear.
  public var methods: [String] {
    var seen: Set<String> = []
    return entries.map(\.method).filter { seen.insert($0).inserted }
  }

  /// One way a method is written in a log: its bytes, the Swift selector it stands for, and whether it is
  /// Objective-C's.
  private typealias Spelling = (text: [UInt8], method: String, isObjC: Bool)

  /// Each way a method is written in a log, longest first, with the Swift selector it stands for.
  private static func spellings(of methods: [DelegateMethod]) -> [Spelling] {
    var result: [Spelling] = []
    var seen: Set<String> = []
    for method in methods where seen.insert(method.selector).inserted {
      result.append((Array(method.selector.utf8), method.selector, false))
      if let objc = method.objcSelector { result.append((Array(objc.utf8), method.selector, true)) }
    }
    return result.sorted { $0.text.count > $1.text.count }
  }

  /// The method a line calls, if any, and where its spelling starts: the longest spelling found that stands
  /// alone (not inside a longer name).
  private static func call(in bytes: UnsafeBufferPointer<UInt8>, spellings: [Spelling]) -> (String, Int)? {
    for spelling in spellings {
      var start = 0
      while let found = firstIndex(of: spelling.text, in: bytes, from: start) {
        if standsAlone(spelling.text, at: found, in: bytes, isObjC: spelling.isObjC) { return (spelling.method, found) }
        start = found + 1
      }
    }
    return nil
  }

  /// The receiver written right before a method's spelling at `index`: `TYPE.` (Swift) or `[TYPE ` (Objective-C).
  private static func receiver(before index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> String? {
    guard index > 1 else { return nil }
    let separator = bytes[index - 1]
    guard separator == UInt8(ascii: ".") || separator == UInt8(ascii: " ") else { return nil }
    var start = index - 1
    while start > 0 && isIdentifier(bytes[start - 1]) { start -= 1 }
    guard start < index - 1 else { return nil }
    if separator == UInt8(ascii: " ") && (start == 0 || bytes[start - 1] != UInt8(ascii: "[")) { return nil }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index - 1]), as: UTF8.self)
  }

  /// A spelling stands alone when no identifier character comes right before it (a receiver and a `.`, `[` or a
  /// space may) and, for an Objective-C selector without arguments or one ending in `:`, none right after it.
  private static func standsAlone(
    _ text: [UInt8], at index: Int, in bytes: UnsafeBufferPointer<UInt8>, isObjC: Bool
  ) -> Bool {
    if index > 0 && isIdentifier(bytes[index - 1]) { return false }
    let end = index + text.count
    if end < bytes.count && isIdentifier(bytes[end]) && (isObjC || text.last != UInt8(ascii: ")")) { return false }
    if isObjC && end < bytes.count && bytes[end] == UInt8(ascii: ":") { return false }
    return true
  }

  static func isIdentifier(_ byte: UInt8) -> Bool {
    (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
  }

  static func firstIndex(of needle: [UInt8], in haystack: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    guard !needle.isEmpty, haystack.count >= needle.count, start <= haystack.count - needle.count else { return nil }
    for index in start...(haystack.count - needle.count) where haystack[index] == needle[0] {
      if haystack[index..<index + needle.count].elementsEqual(needle) { return index }
    }
    return nil
  }
}
