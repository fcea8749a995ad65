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
  /// Every call in the sources, by the name called: a finding looks up its method's calls at once.
  private var callsByName: [String: [SourceIndex.CallSite]] = [:]
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
    for call in index.calls { callsByName[call.name, default: []].append(call) }
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

  /// Whether `call` is made on the app delegate, as far as the code shows: on itself inside an app delegate, on
  /// `UIApplication.shared.delegate` (or any `.delegate` of the application), or on an expression naming an app
  /// delegate's class (`(… as? AppDelegate)`) or a value called so (`appDelegate`). A method of the same name on
  /// another object (`router.application(_:open:options:)`) is not the app delegate's.
  /// `names` are the app delegates' (``appDelegates``, found once by the caller).
  func isMadeOnAnAppDelegate(_ call: SourceIndex.CallSite, names: Set<String>) -> Bool {
    switch call.receiver {
    case .implicit:
      return call.enclosingType.map(names.contains) ?? false
    case .expression(let text):
      let lowered = text.lowercased()
      return lowered.contains("appdelegate") || text.contains(".delegate") || names.contains { text.contains($0) }
    }
  }

  /// The calls of methods named `name`.
  func calls(named name: String) -> [SourceIndex.CallSite] { callsByName[name] ?? [] }

  /// The types that name one of `roots` among what they inherit, directly or through a type of these sources
  /// that does: one walk over the inheritance, in time linear in the sources (a chain of thousands of classes
  /// included).
  private func heirs(of roots: Set<String>, through edges: (MergedType) -> [String]) -> Set<String> {
    var inheritors: [String: [String]] = [:]
    for type in types.values {
      for name in edges(type) { inheritors[name, default: []].append(type.name) }
    }
    var found: Set<String> = []
    var queue = Array(roots)
    while let name = queue.popLast() {
      for heir in inheritors[name] ?? [] where found.insert(heir).inserted { queue.append(heir) }
    }
    return found
  }

  /// Whether `name` (or a type it inherits from, in these sources) names `protocols` among its conformances.
  func conforms(_ name: String, to protocols: Set<String>) -> Bool {
    heirs(of: protocols, through: \.inherited).contains(name)
  }

  /// The app delegates: types conforming to `UIApplicationDelegate`, and `@main`/`@UIApplicationMain` classes
  /// inheriting from `UIResponder`, in declaration order.
  var appDelegates: [MergedType] {
    let conforming = heirs(of: ["UIApplicationDelegate"], through: \.inherited)
    return sorted.filter { conforming.contains($0.name) || ($0.isMain && $0.superclass == "UIResponder") }
  }

  /// The scene delegates: types conforming to `UIWindowSceneDelegate` or `UISceneDelegate`.
  var sceneDelegates: [MergedType] {
    let conforming = heirs(of: ["UIWindowSceneDelegate", "UISceneDelegate"], through: \.inherited)
    return sorted.filter { conforming.contains($0.name) }
  }

  /// The view controllers: subclasses of UIKit's view controllers, or of one declared in these sources.
  var viewControllers: [MergedType] {
    let subclasses = heirs(of: Self.uiKitViewControllers) { $0.superclass.map { [$0] } ?? [] }
    return sorted.filter { subclasses.contains($0.name) }
  }

  /// Whether the app adopts scenes: a scene delegate, an app delegate that configures scenes, a scene manifest,
  /// or a SwiftUI `App` (whose scenes UIKit manages).
  var adoptsScenes: Bool {
    declaresSceneManifest || !sceneDelegates.isEmpty
      || appDelegates.contains { $0.methods.contains { $0.matches(AuditMethod("application(_:configurationForConnecting:options:)")) } }
      || isSwiftUIApp
  }

  /// Whether the app is a SwiftUI `App`: a `@main` type conforming to `App`.
  var isSwiftUIApp: Bool {
    types.values.contains { $0.isMain && $0.inherited.contains("App") }
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
