import LifeDiagramModel

/// What an app's `Info.plist` says to the audit: what kind of bundle it describes, and its scene manifest.
package struct InfoPlist {
  /// The kind of bundle, from the keys only each kind has.
  package enum Kind: Equatable {
    /// An iOS (or iPadOS, visionOS) app: `LSRequiresIPhoneOS`, a launch screen, a main storyboard or a scene manifest.
    case iOSApp
    /// A watchOS app (`WKApplication`, `WKWatchKitApp`, `WKCompanionAppBundleIdentifier`).
    case watchApp
    /// A macOS app (`LSMinimumSystemVersion` with no iOS key).
    case macApp
    /// An app extension (`NSExtension`), or a bundle the audit cannot tell.
    case other
  }

  var path: String
  var kind: Kind
  /// Where `UIApplicationSceneManifest` is, if it is there.
  package var manifest: CodeLocation?
  /// Where `UISceneConfigurations` is, and how many configurations it holds (over every session role).
  package var configurations: (location: CodeLocation, count: Int)?
  /// The classes the configurations name as their delegates (`UISceneDelegateClassName`), module prefix dropped.
  package var sceneDelegateClasses: [String] = []
  /// Where the file says it is an iOS app (`LSRequiresIPhoneOS`, `UILaunchStoryboardName`, …): where the app is,
  /// when its app delegate is not in Swift.
  package var appKey: CodeLocation?

  /// Whether the manifest declares at least one scene configuration: adoption, where a manifest with no
  /// configurations is not (TN3187).
  package var declaresSceneConfiguration: Bool { (configurations?.count ?? 0) > 0 }

  /// The keys only an iOS app's Info.plist has, in the order the audit cites them.
  static let iOSKeys = [
    "LSRequiresIPhoneOS", "UILaunchStoryboardName", "UILaunchScreen", "UIMainStoryboardFile",
    "UIApplicationSceneManifest",
  ]

  /// Reads an XML property list; nil when the file is not one.
  package init?(path: String, text: String) {
    guard let root = PropertyList.parse(text) else { return nil }
    self.path = path
    func location(_ position: (line: Int, column: Int)?) -> CodeLocation? {
      position.map { CodeLocation(file: path, line: $0.line, column: $0.column) }
    }
    let has = { (key: String) in root[key] != nil }
    if has("NSExtension") || has("EXAppExtensionAttributes") {
      kind = .other
    } else if has("WKApplication") || has("WKWatchKitApp") || has("WKCompanionAppBundleIdentifier") {
      kind = .watchApp
    } else if Self.iOSKeys.contains(where: has) {
      kind = .iOSApp
    } else if has("LSMinimumSystemVersion")
      || has("NSPrincipalClass") && root["NSPrincipalClass"]?.string == "NSApplication"
    {
      kind = .macApp
    } else {
      kind = .other
    }
    appKey = Self.iOSKeys.lazy.compactMap { location(root.keyPosition($0)) }.first
    guard let manifest = root["UIApplicationSceneManifest"] else { return }
    self.manifest = location(root.keyPosition("UIApplicationSceneManifest"))
    guard let position = manifest.keyPosition("UISceneConfigurations"), let roles = manifest["UISceneConfigurations"]
    else { return }
    let entries = roles.dictionaryEntries.flatMap(\.value.array)
    configurations = (CodeLocation(file: path, line: position.line, column: position.column), entries.count)
    sceneDelegateClasses = entries.compactMap { $0["UISceneDelegateClassName"]?.string }.map { name in
      name.split(separator: ".").last.map(String.init) ?? name
    }
  }
}
