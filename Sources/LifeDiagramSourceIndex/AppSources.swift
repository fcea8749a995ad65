import LifeDiagramAuditProjects
import LifeDiagramModel

/// An app's sources, read as a whole: every file's index, each type with its extensions merged into it, and
/// what says whether the app adopts scenes.
package struct AppSources {
  /// A type with everything its declaration and its extensions (in any file) say.
  package struct MergedType {
    package var name: String
    /// The conformances and the superclass, from the declaration and every extension.
    package var inherited: [String] = []
    /// The first name the declaration itself inherits (a class's superclass, if it has one); extensions add
    /// conformances only, in whatever file order they come.
    package var superclass: String?
    package var methods: [SourceIndex.MethodDeclaration] = []
    /// The declaration's keyword, or the first extension's when the type is declared elsewhere.
    package var location: CodeLocation
    package var isMain = false
    package var isDeclaredHere = false
  }

  /// The types, by name.
  /// An app with no file read yet: ``add(_:)`` its files, then ``settle()``.
  package init() {}

  package private(set) var types: [String: MergedType] = [:]
  /// The files' indexes, each with its calls grouped by name: a finding looks up its method's calls in each.
  private var indexes: [SourceIndex] = []
  /// Every read of a connection option in the sources.
  package private(set) var optionReads: [SourceIndex.OptionRead] = []
  /// Every read of a launch option a scene-based app gets in its connection options instead.
  package private(set) var launchOptionReads: [SourceIndex.OptionRead] = []
  /// Every read of an app-wide window (`UIApplication`'s `windows`, `keyWindow`; the app delegate's `window`).
  package private(set) var windowReads: [SourceIndex.OptionRead] = []
  /// Where the app delegate's `window` is assigned.
  package private(set) var appDelegateWindowAssignments: [SourceIndex.OptionRead] = []
  /// The properties the app's own extensions of `UIApplication` declare.
  package private(set) var applicationMembers: Set<String> = []
  /// What must happen before launch ends, wherever the app does it.
  package private(set) var launchSites: [SourceIndex.LaunchSite] = []
  /// Where a scene delegate hands its connection options on whole.
  package private(set) var optionsPassedOn: [CodeLocation] = []
  /// The classes the code gives scene configurations as their delegates.
  package private(set) var delegateClasses: Set<String> = []
  /// The app's Info.plist files: its own, or every one read when nothing named an app.
  package private(set) var infoPlists: [InfoPlist] = []
  /// The app's builds, by which `#if` conditions are weighed; nil when unknown (no project names the app), and
  /// then all code counts. Set before any file is added.
  package var builds: BuildConfigurations?
  /// What the sources declare under an `#if` no build compiles that would say the app adopts scenes.
  package private(set) var notCompiled: [AuditEvidence] = []
  /// Whether Xcode generates a scene manifest into the app's Info.plist.
  package var generatesSceneManifest = false
  /// Where the app's project (XcodeGen's, Tuist's) declares a scene configuration in the Info.plist it generates.
  package var projectDeclaresSceneConfiguration: CodeLocation?
  /// Whether the app's Info.plist is known (read, or generated whole by Xcode), so a scene delegate it does not
  /// name is known to be wired by nothing.
  package var knowsInfoPlist = false

  /// UIKit's view controller classes (and those of Apple's frameworks built on it) an app subclasses.
  package static let uiKitViewControllers: Set<String> = [
    "UIViewController", "UITableViewController", "UICollectionViewController", "UINavigationController",
    "UITabBarController", "UIPageViewController", "UISplitViewController", "UISearchController",
    "UIAlertController", "UIActivityViewController", "UIDocumentBrowserViewController",
    "UIDocumentPickerViewController",
    "UIImagePickerController", "UIInputViewController", "UIReferenceLibraryViewController", "UIVideoEditorController",
    "UIFontPickerViewController", "UIColorPickerViewController", "UIHostingController", "QLPreviewController",
    "SFSafariViewController", "AVPlayerViewController", "MFMailComposeViewController", "MFMessageComposeViewController",
    "CNContactViewController", "CNContactPickerViewController", "PHPickerViewController", "EKEventEditViewController",
    "EKEventViewController", "GKGameCenterViewController", "SKStoreProductViewController", "UICloudSharingController",
    "UIPrinterPickerController", "UIDocumentViewController",
  ]

  /// Adds a file's index: what it declares under an `#if` no build of the app compiles is left out (and, where
  /// it would say the app adopts scenes, listed in ``notCompiled``).
  package mutating func add(_ index: SourceIndex) {
    var index = index
    index.groupCallsByName()
    indexes.append(index)
    for declaration in index.types {
      guard compiles(declaration.conditions) else {
        if !Set(declaration.inherited).isDisjoint(with: ["UIWindowSceneDelegate", "UISceneDelegate"]) {
          notCompiled.append(
            AuditEvidence(
              "the scene delegate '\(declaration.name)' is under an #if no build configuration sets",
              at: declaration.location))
        }
        continue
      }
      // Merged in place: a copy of the type would copy its methods again for each declaration.
      Self.merge(
        declaration,
        into: &types[declaration.name, default: MergedType(name: declaration.name, location: declaration.location)],
        builds: builds, notCompiled: &notCompiled)
    }
    optionReads += index.optionReads
    launchOptionReads += index.launchOptionReads
    windowReads += index.windowReads
    appDelegateWindowAssignments += index.appDelegateWindowAssignments
    applicationMembers.formUnion(index.applicationMembers)
    launchSites += index.launchSites
    optionsPassedOn += index.optionsPassedOn
    delegateClasses.formUnion(index.delegateClasses.filter { compiles($0.conditions) }.map(\.name))
  }

  /// Adds a declaration (or extension) of a type to what the other files say of it; a method no build compiles
  /// is left out (and listed in `notCompiled` when it would say the app adopts scenes).
  private static func merge(
    _ declaration: SourceIndex.TypeDeclaration, into type: inout MergedType, builds: BuildConfigurations?,
    notCompiled: inout [AuditEvidence]
  ) {
    for name in declaration.inherited where !type.inherited.contains(name) { type.inherited.append(name) }
    for method in declaration.methods {
      if builds?.compiles(under: method.conditions) ?? true {
        type.methods.append(method)
      } else if method.matches(AuditMethod("application(_:configurationForConnecting:options:)")) {
        notCompiled.append(
          AuditEvidence(
            "application(_:configurationForConnecting:options:) is under an #if no build configuration sets",
            at: method.location))
      }
    }
    type.isMain = type.isMain || declaration.isMain
    if !declaration.isExtension && !type.isDeclaredHere {
      type.isDeclaredHere = true
      type.location = declaration.location
      type.superclass = declaration.inherited.first
    }
  }

  /// Whether code under `conditions` is compiled in some build of the app (always, when its builds are not known).
  private func compiles(_ conditions: [BuildCondition]) -> Bool {
    builds?.compiles(under: conditions) ?? true
  }

  /// Adds one of the app's Info.plist files.
  package mutating func add(_ plist: InfoPlist) {
    infoPlists.append(plist)
    knowsInfoPlist = true
  }

  /// An iOS app's Info.plist key that says it is one: where the app is when its app delegate is not in Swift.
  package var appPropertyList: CodeLocation? { infoPlists.lazy.compactMap(\.appKey).first }

  /// Whether `call` is made on the app delegate, as far as the code shows: on itself inside an app delegate, on
  /// `UIApplication.shared.delegate` (or any `.delegate` of the application), or on an expression naming an app
  /// delegate's class (`(… as? AppDelegate)`) or a value called so (`appDelegate`). A method of the same name on
  /// another object (`router.application(_:open:options:)`) is not the app delegate's.
  /// `names` are the app delegates' (``appDelegates``, found once by the caller).
  package func isMadeOnAnAppDelegate(_ call: SourceIndex.CallSite, names: Set<String>) -> Bool {
    switch call.receiver {
    case .implicit:
      return call.enclosingType.map(names.contains) ?? false
    case .expression(let text):
      let lowered = text.lowercased()
      return lowered.contains("appdelegate") || text.contains(".delegate") || names.contains { text.contains($0) }
    }
  }

  /// The calls of methods named `name`, in file order.
  package func calls(named name: String) -> [SourceIndex.CallSite] { indexes.flatMap { $0.calls(named: name) } }

  /// Every type, in no order.
  package var allTypes: Dictionary<String, MergedType>.Values { types.values }

  /// Every call, in file order.
  package var allCalls: FlattenSequence<[[SourceIndex.CallSite]]> { indexes.map(\.calls).joined() }

  /// The types that name one of `roots` among what they inherit, directly or through a type of these sources
  /// that does: one walk over the inheritance, in time linear in the sources (a chain of thousands of classes
  /// included).
  private func heirs(of roots: Set<String>, through edges: (MergedType) -> [String]) -> Set<String> {
    Self.heirs(of: roots, in: inheritors(through: edges))
  }

  /// For each name, the types that name it among what they inherit (`edges`).
  private func inheritors(through edges: (MergedType) -> [String]) -> [String: [String]] {
    var inheritors: [String: [String]] = [:]
    for type in types.values {
      for name in edges(type) { inheritors[name, default: []].append(type.name) }
    }
    return inheritors
  }

  /// The names that reach one of `roots` through `inheritors`.
  private static func heirs(of roots: Set<String>, in inheritors: [String: [String]]) -> Set<String> {
    var found: Set<String> = []
    var queue = Array(roots)
    while let name = queue.popLast() {
      for heir in inheritors[name] ?? [] where found.insert(heir).inserted { queue.append(heir) }
    }
    return found
  }

  // What ``settle()`` finds, once every file is added: the rules read these many times each.

  /// The app delegates: types conforming to `UIApplicationDelegate`, and `@main`/`@UIApplicationMain` classes
  /// inheriting from `UIResponder`, in declaration order.
  package private(set) var appDelegates: [MergedType] = []
  /// The scene delegates: types conforming to `UIWindowSceneDelegate` or `UISceneDelegate`.
  package private(set) var sceneDelegates: [MergedType] = []
  /// The view controllers: subclasses of UIKit's view controllers, or of one declared in these sources.
  package private(set) var viewControllers: [MergedType] = []
  /// The app's SwiftUI `App`: a `@main` type conforming to `App`.
  package private(set) var swiftUIApp: MergedType?
  /// The notification center's delegates: types conforming to `UNUserNotificationCenterDelegate`.
  package private(set) var notificationDelegates: [MergedType] = []
  /// Whether the app adopts scenes, as every rule and issue defines it (AUDIT.md, "How apps are found").
  package private(set) var adoptsScenes = false
  /// What says whether the app adopts scenes, each fact with where it is.
  package private(set) var adoptionEvidence: [AuditEvidence] = []
  /// The scene delegates UIKit calls: none in an app that does not adopt scenes; those a configuration names (in
  /// the Info.plist or as a `delegateClass`), or every one when nothing the audit can read names any.
  package private(set) var sceneDelegatesInUse: [MergedType] = []

  /// Sorts the types out and weighs whether the app adopts scenes, once every file is added.
  package mutating func settle() {
    // Each kind of type picked out first, then put in declaration order: most of an app's types are none of them.
    func declared(_ isOfKind: (MergedType) -> Bool) -> [MergedType] {
      types.values.filter(isOfKind).sorted { ($0.location, $0.name) < ($1.location, $1.name) }
    }
    let conformers = inheritors(through: \.inherited)
    let applicationDelegates = Self.heirs(of: ["UIApplicationDelegate"], in: conformers)
    appDelegates = declared { applicationDelegates.contains($0.name) || ($0.isMain && $0.superclass == "UIResponder") }
    let sceneConforming = Self.heirs(of: ["UIWindowSceneDelegate", "UISceneDelegate"], in: conformers)
    sceneDelegates = declared { sceneConforming.contains($0.name) }
    let subclasses = heirs(of: Self.uiKitViewControllers) { $0.superclass.map { [$0] } ?? [] }
    viewControllers = declared { subclasses.contains($0.name) }
    swiftUIApp = declared { $0.isMain && $0.inherited.contains("App") }.first ?? launchedSwiftUIApp
    let notificationConforming = Self.heirs(of: ["UNUserNotificationCenterDelegate"], in: conformers)
    notificationDelegates = declared { notificationConforming.contains($0.name) }
    (adoptsScenes, adoptionEvidence) = sceneAdoption
    let named = delegateClasses.union(infoPlists.flatMap(\.sceneDelegateClasses))
    let wired = sceneDelegates.filter { named.contains($0.name) }
    sceneDelegatesInUse = !adoptsScenes ? [] : wired.isEmpty ? sceneDelegates : wired
  }

  /// Whether the app adopts scenes, and the facts that say so (or that it does not), each with where it is:
  /// - its Info.plist declares a scene manifest with at least one configuration (an empty one is not adoption,
  ///   TN3187);
  /// - its app delegate returns a configuration from `application(_:configurationForConnecting:options:)`;
  /// - it is a SwiftUI `App`;
  /// - when its Info.plist is not known, a scene delegate (what would wire it cannot be seen).
  /// A scene delegate that no configuration names is wired by nothing and says nothing.
  private var sceneAdoption: (adopts: Bool, evidence: [AuditEvidence]) {
    var evidence: [AuditEvidence] = []
    for plist in infoPlists {
      if let configurations = plist.configurations, configurations.count > 0 {
        let count = configurations.count == 1 ? "a scene configuration" : "\(configurations.count) scene configurations"
        evidence.append(
          AuditEvidence("its Info.plist declares \(count) (UISceneConfigurations)", at: configurations.location))
      }
    }
    if let place = projectDeclaresSceneConfiguration {
      evidence.append(
        AuditEvidence("its project declares a scene configuration for the Info.plist it generates", at: place))
    }
    let connecting = AuditMethod("application(_:configurationForConnecting:options:)")
    for delegate in appDelegates {
      for method in delegate.methods where method.matches(connecting) {
        evidence.append(
          AuditEvidence(
            "its app delegate '\(delegate.name)' returns scene configurations (\(connecting.selector))",
            at: method.location))
      }
    }
    if let app = swiftUIApp { evidence.append(AuditEvidence("it is a SwiftUI App ('\(app.name)')", at: app.location)) }
    if !knowsInfoPlist && evidence.isEmpty {
      for delegate in sceneDelegates {
        evidence.append(
          AuditEvidence(
            "it has a scene delegate ('\(delegate.name)'), and no Info.plist was read to say what wires it",
            at: delegate.location))
      }
    }
    guard evidence.isEmpty else { return (true, evidence) }
    for plist in infoPlists where plist.manifest != nil {
      evidence.append(
        AuditEvidence(
          "its Info.plist's scene manifest declares no configuration, which is not adoption (TN3187)",
          at: plist.configurations?.location ?? plist.manifest))
    }
    if generatesSceneManifest && !infoPlists.contains(where: \.declaresSceneConfiguration) {
      evidence.append(
        AuditEvidence(
          "Xcode generates a scene manifest with no configuration (INFOPLIST_KEY_UIApplicationSceneManifest_Generation), which is not adoption (TN3187)",
          at: nil))
    }
    for delegate in sceneDelegates {
      evidence.append(
        AuditEvidence(
          "its scene delegate '\(delegate.name)' is wired by nothing (no configuration names it)", at: delegate.location
        ))
    }
    evidence += notCompiled
    evidence.append(
      AuditEvidence("no scene configuration in its Info.plist, no \(connecting.selector), no SwiftUI App", at: nil))
    return (false, evidence)
  }

  /// Whether the app is a SwiftUI `App`: a `@main` type conforming to `App`, or one a `@main` type launches.
  package var isSwiftUIApp: Bool { swiftUIApp != nil }

  /// The SwiftUI `App` a `@main` type of its own launches by calling its `main()` (`MyApp.main()`, as an app
  /// does that picks a test host at launch): the first so called, in declaration order.
  private var launchedSwiftUIApp: MergedType? {
    let launchers = Set(types.values.filter { $0.isMain && !$0.inherited.contains("App") }.map(\.name))
    guard !launchers.isEmpty else { return nil }
    let launched = calls(named: "main").compactMap { call -> String? in
      guard call.labels.isEmpty, call.enclosingType.map(launchers.contains) == true,
        case .expression(let name) = call.receiver
      else { return nil }
      return name
    }
    return launched.compactMap { types[$0] }.filter { $0.inherited.contains("App") }.sorted {
      $0.location < $1.location
    }.first
  }
}

extension SourceIndex.MethodDeclaration {
  /// Whether this is the method `selector` names: its base name and labels, or its async form (which drops a
  /// final completion handler). A static method or one with other labels is the app's own.
  package func matches(_ selector: AuditMethod) -> Bool {
    !isStatic && name == selector.baseName
      && (labels == selector.labels
        || (isAsync && selector.hasCompletionHandler && labels == selector.labels.dropLast()))
  }
}

extension SourceIndex.CallSite {
  /// Whether this call calls the method `selector` names (a completion handler may be a trailing closure).
  package func calls(_ selector: AuditMethod) -> Bool {
    name == selector.baseName
      && (labels == selector.labels || (selector.hasCompletionHandler && labels == selector.labels.dropLast()))
  }
}

extension AuditMethod {
  package var hasCompletionHandler: Bool { labels.last == "completionHandler" }
}
