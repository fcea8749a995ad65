import LifeDiagramModel

/// An app's sources, read as a whole: every file's index, each type with its extensions merged into it, and
/// what says whether the app adopts scenes.
struct AppSources {
  /// A type with everything its declaration and its extensions (in any file) say.
  struct MergedType {
    var name: String
    /// The conformances and the superclass, from the declaration and every extension.
    var inherited: [String] = []
    /// The first name the declaration itself inherits (a class's superclass, if it has one); extensions add
    /// conformances only, in whatever file order they come.
    var superclass: String?
    var methods: [SourceIndex.MethodDeclaration] = []
    /// The declaration's keyword, or the first extension's when the type is declared elsewhere.
    var location: CodeLocation
    var isMain = false
    var isDeclaredHere = false
  }

  /// The types, by name.
  private(set) var types: [String: MergedType] = [:]
  /// Every call by name in the sources.
  private(set) var calls: [SourceIndex.CallSite] = []
  /// Every read of a connection option in the sources.
  private(set) var optionReads: [SourceIndex.OptionRead] = []
  /// Where a scene delegate hands its connection options on whole.
  private(set) var optionsPassedOn: [CodeLocation] = []
  /// Whether a property list or an Xcode project declares a scene manifest.
  private(set) var declaresSceneManifest = false
  /// An iOS app's Info.plist (one with `LSRequiresIPhoneOS` or `UILaunchStoryboardName`): where the app is
  /// when its app delegate is not in Swift.
  private(set) var appPropertyList: CodeLocation?

  /// UIKit's view controller classes (and those of Apple's frameworks built on it) an app subclasses.
  static let uiKitViewControllers: Set<String> = [
    "UIViewController", "UITableViewController", "UICollectionViewController", "UINavigationController",
    "UITabBarController", "UIPageViewController", "UISplitViewController", "UISearchController",
    "UIAlertController", "UIActivityViewController", "UIDocumentBrowserViewController", "UIDocumentPickerViewController",
    "UIImagePickerController", "UIInputViewController", "UIReferenceLibraryViewController", "UIVideoEditorController",
    "UIFontPickerViewController", "UIColorPickerViewController", "UIHostingController", "QLPreviewController",
    "SFSafariViewController", "AVPlayerViewController", "MFMailComposeViewController", "MFMessageComposeViewController",
    "CNContactViewController", "CNContactPickerViewController", "PHPickerViewController", "EKEventEditViewController",
    "EKEventViewController", "GKGameCenterViewController", "SKStoreProductViewController", "UICloudSharingController",
    "UIPrinterPickerController", "UIDocumentViewController",
  ]

  /// Adds a Swift file's index.
  mutating func add(_ index: SourceIndex) {
    for declaration in index.types {
      var type = types[declaration.name] ?? MergedType(name: declaration.name, location: declaration.location)
      for name in declaration.inherited where !type.inherited.contains(name) { type.inherited.append(name) }
      type.methods += declaration.methods
      type.isMain = type.isMain || declaration.isMain
      if !declaration.isExtension && !type.isDeclaredHere {
        type.isDeclaredHere = true
        type.location = declaration.location
        type.superclass = declaration.inherited.first
      }
      types[declaration.name] = type
    }
    calls += index.calls
    optionReads += index.optionReads
    optionsPassedOn += index.optionsPassedOn
  }

  /// Adds a property list or an Xcode project file (`project.pbxproj`): whether it declares a scene manifest.
  mutating func addSettings(path: String, bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    if path.hasSuffix(".pbxproj") {
      // Xcode's generated Info.plist: INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES;
      if text.contains("UIApplicationSceneManifest_Generation = YES") { declaresSceneManifest = true }
    } else if text.contains("UIApplicationSceneManifest") {
      declaresSceneManifest = true
    } else if appPropertyList == nil {
      appPropertyList = Self.appKeyLocation(in: text, path: path)
    }
  }

  /// Where an iOS app's Info.plist (XML) says it is one: its `LSRequiresIPhoneOS` or `UILaunchStoryboardName` key.
  private static func appKeyLocation(in text: String, path: String) -> CodeLocation? {
    for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      for key in ["<key>LSRequiresIPhoneOS</key>", "<key>UILaunchStoryboardName</key>"] {
        if let range = line.firstRange(of: key) {
          return CodeLocation(file: path, line: offset + 1, column: line.utf8.distance(from: line.startIndex, to: range.lowerBound) + 1)
        }
      }
    }
    return nil
  }

  /// Whether `name` (or a class it inherits from, in these sources) names `protocols` among its conformances.
  func conforms(_ name: String, to protocols: Set<String>, visited: Set<String> = []) -> Bool {
    guard let type = types[name], !visited.contains(name) else { return false }
    if type.inherited.contains(where: protocols.contains) { return true }
    return type.inherited.contains { conforms($0, to: protocols, visited: visited.union([name])) }
  }

  /// The app delegates: types conforming to `UIApplicationDelegate`, and `@main`/`@UIApplicationMain` classes
  /// inheriting from `UIResponder`, in declaration order.
  var appDelegates: [MergedType] {
    sorted.filter { conforms($0.name, to: ["UIApplicationDelegate"]) || ($0.isMain && $0.superclass == "UIResponder") }
  }

  /// The scene delegates: types conforming to `UIWindowSceneDelegate` or `UISceneDelegate`.
  var sceneDelegates: [MergedType] {
    sorted.filter { conforms($0.name, to: ["UIWindowSceneDelegate", "UISceneDelegate"]) }
  }

  /// The view controllers: subclasses of UIKit's view controllers, or of one declared in these sources.
  var viewControllers: [MergedType] {
    sorted.filter { isViewController($0.name) }
  }

  private func isViewController(_ name: String, visited: Set<String> = []) -> Bool {
    guard let type = types[name], !visited.contains(name), let superclass = type.superclass else { return false }
    return Self.uiKitViewControllers.contains(superclass) || isViewController(superclass, visited: visited.union([name]))
  }

  /// Whether the app adopts scenes: a scene delegate, an app delegate that configures scenes, a scene manifest,
  /// or a SwiftUI `App` (whose scenes UIKit manages).
  var adoptsScenes: Bool {
    declaresSceneManifest || !sceneDelegates.isEmpty
      || appDelegates.contains { $0.methods.contains { $0.matches(AuditMethod("application(_:configurationForConnecting:options:)")) } }
      || types.values.contains { $0.isMain && $0.inherited.contains("App") }
  }

  private var sorted: [MergedType] {
    types.values.sorted { ($0.location, $0.name) < ($1.location, $1.name) }
  }
}

extension SourceIndex.MethodDeclaration {
  /// Whether this is the method `selector` names: its base name and labels, or its async form (which drops a
  /// final completion handler). A static method or one with other labels is the app's own.
  func matches(_ selector: AuditMethod) -> Bool {
    !isStatic && name == selector.baseName
      && (labels == selector.labels || (isAsync && selector.hasCompletionHandler && labels == selector.labels.dropLast()))
  }
}

extension SourceIndex.CallSite {
  /// Whether this call calls the method `selector` names (a completion handler may be a trailing closure).
  func calls(_ selector: AuditMethod) -> Bool {
    name == selector.baseName
      && (labels == selector.labels || (selector.hasCompletionHandler && labels == selector.labels.dropLast()))
  }
}

extension AuditMethod {
  var hasCompletionHandler: Bool { labels.last == "completionHandler" }
}
