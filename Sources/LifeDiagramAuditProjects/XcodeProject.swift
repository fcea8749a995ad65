/// An Xcode project (`project.pbxproj`) as the audit reads it: its targets, each with its product type, its
/// platform, its Info.plist, whether Xcode generates a scene manifest for it, and its sources: the files of its
/// Sources and Headers build phases, and the folders Xcode 16 keeps in sync with it (less the exceptions that name it).
///
/// Paths are relative to the project's folder (the one holding the `.xcodeproj`), as `SOURCE_ROOT` is.
package struct XcodeProject: Equatable {
  /// The platforms a target builds for, from its `SDKROOT`.
  package enum Platform: String, Equatable {
    case iOS, watchOS, macOS, tvOS, visionOS, unknown

    /// The platform of `SDKROOT`; for `auto` (a multiplatform target), the first of `SUPPORTED_PLATFORMS` in the
    /// order iOS, visionOS, macOS, tvOS, watchOS, so a target that also builds for iOS is held as an iOS app.
    init(sdk: String?, supported: String? = nil) {
      switch sdk {
      case "iphoneos": self = .iOS
      case "watchos": self = .watchOS
      case "macosx": self = .macOS
      case "appletvos": self = .tvOS
      case "xros": self = .visionOS
      default:
        let platforms = (supported ?? "").split(separator: " ").map(String.init)
        let order: [(String, Platform)] = [
          ("iphoneos", .iOS), ("xros", .visionOS), ("macosx", .macOS), ("appletvos", .tvOS), ("watchos", .watchOS),
        ]
        self = order.first { platforms.contains($0.0) }?.1 ?? .unknown
      }
    }

    /// Whether UIKit's app and scene life cycles are the app's: iOS, iPadOS (built as iOS) and visionOS.
    package var isIOSFamily: Bool { self == .iOS || self == .visionOS }
  }

  /// One target.
  package struct Target: Equatable {
    /// The target's object id in the project file.
    var id: String
    var name: String
    /// `com.apple.product-type.application`, `…app-extension`, `…framework`, …
    var productType: String
    var platform: Platform
    /// `INFOPLIST_FILE`, from the project's folder.
    var infoPlist: String?
    /// Whether Xcode writes a scene manifest into the Info.plist it generates
    /// (`INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES`).
    var generatesSceneManifest: Bool
    /// The files of its Sources and Headers build phases.
    var sources: [String]
    /// Folders every file of which is the target's (Xcode 16's synchronized folders).
    var synchronizedFolders: [String]
    /// Files of those folders that are not the target's.
    var excluded: [String]
    /// The names of the targets it depends on (its frameworks and libraries among them).
    var dependencies: [String] = []
    /// The folders of the local Swift packages whose products it links, from the project's folder.
    var localPackages: [String] = []
    /// Whether the project declares, in the Info.plist it generates, a scene configuration (XcodeGen's
    /// `info.properties`, Tuist's `.extendingDefault(with:)`).
    var declaresSceneConfiguration = false
    /// The line of the project file the target is declared on, when the reader knows it.
    var line: Int?
    /// Its build configurations (Debug, Release, …), with the compilation flags each sets.
    var configurations: [Configuration] = []

    /// Whether the target builds an app (an iOS, watchOS, macOS, tvOS or visionOS application, or an App Clip).
    var isApplication: Bool {
      [
        "com.apple.product-type.application", "com.apple.product-type.application.watchapp2",
        "com.apple.product-type.application.on-demand-install-capable",
      ].contains(productType)
    }

    /// What the target builds when it is an extension an app embeds (`an app extension`), else nil.
    var extensionKind: String? {
      if productType.contains("watchkit") && productType.contains("extension") { return "a watch extension" }
      if productType.contains("extension") { return "an app extension" }
      return nil
    }

    /// Whether the target builds code other targets link: a framework or a library.
    var isLinkedCode: Bool {
      productType.hasPrefix("com.apple.product-type.framework")
        || productType.hasPrefix("com.apple.product-type.library")
    }
  }

  /// A build configuration of a target: the flags its settings set for `#if` (the project's and the target's
  /// `SWIFT_ACTIVE_COMPILATION_CONDITIONS`, and the names `GCC_PREPROCESSOR_DEFINITIONS` defines), and the
  /// `.xcconfig` files it is based on, from the project's folder, whose flags count too.
  package struct Configuration: Equatable {
    var name: String
    var flags: Set<String>
    var xcconfigs: [String]
    /// Its own `INFOPLIST_FILE`, from the project's folder: a configuration may name another Info.plist.
    var infoPlist: String?
  }

  /// The project's name, when its file says it (XcodeGen's `name`, Tuist's `Project(name:)`).
  var name: String?
  /// The targets, in the project's order.
  var targets: [Target]

  /// Reads a project file; nil when it is not one.
  package init?(pbxproj text: String) {
    guard let root = OpenStepPlist.parse(text), let rootID = root["rootObject"]?.string else { return nil }
    let objects = root["objects"]?.dictionary ?? [:]
    guard let project = objects[rootID] else { return nil }
    let paths = GroupPaths(objects: objects, mainGroup: project["mainGroup"]?.string)
    let projectSettings = Self.settings(of: project, objects)
    targets =
      project["targets"]?.array.compactMap(\.string).compactMap { id in
        objects[id].map {
          Self.target($0, id: id, objects: objects, paths: paths, project: project, projectSettings: projectSettings)
        }
      } ?? []
  }

  /// The target of `name`.
  func target(named name: String) -> Target? { targets.first { $0.name == name } }

  private static func target(
    _ target: OpenStepPlist, id: String, objects: [String: OpenStepPlist], paths: GroupPaths,
    project projectSettingsOwner: OpenStepPlist,
    projectSettings: [String: String]
  ) -> Target {
    let settings = projectSettings.merging(Self.settings(of: target, objects)) { _, own in own }
    let phases = target["buildPhases"]?.array.compactMap { $0.string.flatMap { objects[$0] } } ?? []
    // The Sources phase's files, and the Headers phase's: a framework's public headers declare its classes.
    let sources = phases.filter { ["PBXSourcesBuildPhase", "PBXHeadersBuildPhase"].contains($0["isa"]?.string) }.flatMap
    { phase in
      (phase["files"]?.array ?? []).compactMap { file in
        file.string.flatMap { objects[$0]?["fileRef"]?.string }.flatMap(paths.path(of:))
      }
    }
    let synchronized = target["fileSystemSynchronizedGroups"]?.array.compactMap(\.string) ?? []
    var excluded: [String] = []
    for group in synchronized {
      guard let folder = paths.path(of: group) else { continue }
      // An exception set names the one target whose membership it changes.
      let exceptions = objects[group]?["exceptions"]?.array.compactMap { $0.string.flatMap { objects[$0] } } ?? []
      for exception in exceptions where exception["target"]?.string.map({ $0 == id }) ?? true {
        excluded += (exception["membershipExceptions"]?.array.compactMap(\.string) ?? []).map { join(folder, $0) }
      }
    }
    let configurations = Self.configurations(of: target, project: projectSettingsOwner, objects, paths)
    let dependencies = (target["dependencies"]?.array ?? []).compactMap { dependency in
      dependency.string.flatMap { objects[$0]?["target"]?.string }.flatMap { objects[$0]?["name"]?.string }
    }
    // A local package's product names its package; a remote package's is not in the repository.
    let localPackages = (target["packageProductDependencies"]?.array ?? []).compactMap { product in
      product.string.flatMap { objects[$0]?["package"]?.string }.flatMap { objects[$0] }
        .flatMap { $0["isa"]?.string == "XCLocalSwiftPackageReference" ? $0["relativePath"]?.string : nil }
    }
    return Target(
      id: id,
      name: target["name"]?.string ?? "",
      productType: target["productType"]?.string ?? "",
      platform: Platform(sdk: settings["SDKROOT"], supported: settings["SUPPORTED_PLATFORMS"]),
      infoPlist: settings["INFOPLIST_FILE"].map(Self.fromSourceRoot),
      generatesSceneManifest: settings["INFOPLIST_KEY_UIApplicationSceneManifest_Generation"] == "YES",
      sources: sources,
      synchronizedFolders: synchronized.compactMap(paths.path(of:)),
      excluded: excluded,
      dependencies: dependencies,
      localPackages: localPackages,
      configurations: configurations)
  }

  /// The build settings of a project or target: its first configuration's (Debug, as Xcode lists them), which the
  /// others share for everything the audit reads.
  private static func settings(of owner: OpenStepPlist, _ objects: [String: OpenStepPlist]) -> [String: String] {
    guard let list = owner["buildConfigurationList"]?.string.flatMap({ objects[$0] }),
      let first = list["buildConfigurations"]?.array.first?.string.flatMap({ objects[$0] })
    else { return [:] }
    return (first["buildSettings"]?.dictionary ?? [:]).compactMapValues(\.string)
  }

  /// Each configuration of a target, by the names its list and the project's share: the flags both set, and
  /// the `.xcconfig` files both are based on.
  private static func configurations(
    of target: OpenStepPlist, project: OpenStepPlist, _ objects: [String: OpenStepPlist], _ paths: GroupPaths
  ) -> [Configuration] {
    func list(_ owner: OpenStepPlist) -> [(name: String, object: OpenStepPlist)] {
      let configurations =
        owner["buildConfigurationList"]?.string.flatMap { objects[$0] }?["buildConfigurations"]?.array ?? []
      return configurations.compactMap { $0.string.flatMap { objects[$0] } }.map { ($0["name"]?.string ?? "", $0) }
    }
    let projectLevel = Dictionary(list(project).map { ($0.name, $0.object) }) { first, _ in first }
    return list(target).map { name, object in
      let owners = [projectLevel[name], object].compactMap { $0 }
      let flags = owners.flatMap { owner in
        ["SWIFT_ACTIVE_COMPILATION_CONDITIONS", "GCC_PREPROCESSOR_DEFINITIONS"].flatMap { key in
          Self.words(owner["buildSettings"]?[key])
        }
      }
      let xcconfigs = owners.compactMap { $0["baseConfigurationReference"]?.string.flatMap(paths.path(of:)) }
      return Configuration(
        name: name, flags: Set(flags.compactMap(Self.flagName)), xcconfigs: xcconfigs,
        infoPlist: object["buildSettings"]?["INFOPLIST_FILE"]?.string.map(Self.fromSourceRoot))
    }
  }

  /// A setting's words: a string's, split at spaces, or an array's.
  private static func words(_ value: OpenStepPlist?) -> [String] {
    if let text = value?.string { return text.split(separator: " ").map(String.init) }
    return value?.array.compactMap(\.string).flatMap { $0.split(separator: " ").map(String.init) } ?? []
  }

  /// The flag a word of a setting sets: `DEBUG` for `DEBUG` or `DEBUG=1`; nil for `$(inherited)`.
  static func flagName(_ word: String) -> String? {
    let name = word.split(separator: "=", maxSplits: 1).first.map(String.init) ?? word
    return name.isEmpty || name.hasPrefix("$") ? nil : name
  }

  /// A path Xcode may write from `$(SRCROOT)`, from the project's folder.
  static func fromSourceRoot(_ path: String) -> String {
    for prefix in ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/"] where path.hasPrefix(prefix) {
      return String(path.dropFirst(prefix.count))
    }
    return path
  }
}

/// `a/b` from `a` and `b`; `b` alone when `a` is empty.
private func join(_ folder: String, _ name: String) -> String {
  folder.isEmpty ? name : folder + "/" + name
}

/// Where each file and group of a project is, from the project's folder: a `<group>` path is its group's path and
/// its own, a `SOURCE_ROOT` path is the project folder's; others (the SDK's, built products) are not sources.
///
/// Each group's path is found once and kept, so a project's paths cost time linear in its groups; a group listed
/// in two parents takes the one whose id sorts first, so every run reads the same path; a group among its own
/// ancestors (a cycle, in a broken file) is under no folder.
private final class GroupPaths {
  let objects: [String: OpenStepPlist]
  /// Each file's or group's parent group.
  private var parents: [String: String] = [:]
  private let mainGroup: String?
  /// The paths found so far; nil for an object under no folder of the project.
  private var known: [String: String?] = [:]

  init(objects: [String: OpenStepPlist], mainGroup: String?) {
    self.objects = objects
    self.mainGroup = mainGroup
    for id in objects.keys.sorted() {
      for child in objects[id]?["children"]?.array.compactMap(\.string) ?? [] where parents[child] == nil {
        parents[child] = id
      }
    }
  }

  /// The path of a file or group, or nil when it is not under the project's folder.
  func path(of id: String) -> String? {
    // Up to the first object whose path is known, or the top, then back down, each step's path kept.
    var chain: [String] = []
    var onChain: Set<String> = []
    var current: String? = id
    var base: String?? = .some("")
    while let node = current {
      if let path = known[node] {
        base = path
        break
      }
      guard onChain.insert(node).inserted, let object = objects[node] else {
        base = .some(nil)  // a cycle, or an object the file does not hold: under no folder
        break
      }
      chain.append(node)
      switch object["sourceTree"]?.string ?? "<group>" {
      case "<group>": current = node == mainGroup ? nil : parents[node]
      case "SOURCE_ROOT": current = nil
      default:
        base = .some(nil)
        current = nil
      }
    }
    var path = base ?? ""
    for node in chain.reversed() {
      if let folder = path, let own = objects[node]?["path"]?.string {
        path = join(folder, own)
      }
      known[node] = path
    }
    return known[id] ?? nil
  }
}
