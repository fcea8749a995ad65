/// A delegate method the model names: its selector, its Swift signature, what it means and whether it is deprecated.
public struct DelegateMethod: Codable, Sendable, Hashable, Identifiable {
  /// The receiver.
  public var receiver: Receiver
  /// The selector as Apple spells it, e.g. `applicationDidBecomeActive(_:)`.
  public var selector: String
  /// The Objective-C selector, e.g. `scene:willConnectToSession:options:`, as an Objective-C delegate or a log
  /// of `_cmd` spells it; nil when the file does not give it.
  public var objcSelector: String?
  /// The full Swift signature.
  public var signature: String
  /// What the call means, in one or two sentences.
  public var meaning: String
  /// The notification posted with each call, e.g. `UIScene.didActivateNotification` (A30), or nil.
  public var notification: String?
  /// How Apple deprecated the method, or nil when it is current on iOS.
  public var deprecation: Deprecation?
  /// The evidence.
  public var sources: [SourceID]

  /// The id: `<receiver>.<selector>`.
  public var id: String { "\(receiver.rawValue).\(selector)" }

  /// Creates a method description.
  public init(
    _ receiver: Receiver, _ selector: String, objcSelector: String? = nil, signature: String, meaning: String,
    notification: String? = nil,
    deprecation: Deprecation? = nil, sources: [SourceID]
  ) {
    self.receiver = receiver
    self.selector = selector
    self.objcSelector = objcSelector
    self.signature = signature
    self.meaning = meaning
    self.notification = notification
    self.deprecation = deprecation
    self.sources = sources
  }
}

/// One row of the AppDelegate → SceneDelegate mapping (reference §3).
public struct DelegateMapping: Codable, Sendable, Hashable {
  /// The app-based side (a method, or a description in parentheses).
  public var appDelegate: String
  /// The scene-based side.
  public var sceneDelegate: String
  /// The nuance, e.g. the asymmetry at cold launch.
  public var note: String
  /// The evidence.
  public var sources: [SourceID]

  /// Creates a mapping row.
  public init(appDelegate: String, sceneDelegate: String, note: String, sources: [SourceID]) {
    self.appDelegate = appDelegate
    self.sceneDelegate = sceneDelegate
    self.note = note
    self.sources = sources
  }
}
