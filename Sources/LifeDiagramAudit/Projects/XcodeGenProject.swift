import LifeDiagramYAML

extension XcodeProject {
  /// Reads XcodeGen's `project.yml`: each of its `targets` with its `type`, `platform`, `sources` (folders or files,
  /// from the file's folder), Info.plist (`info.path`, or `INFOPLIST_FILE` in `settings`), whether the Info.plist
  /// it generates declares a scene configuration (`info.properties`), and the targets it depends on. Nil when the
  /// text is not such a file. Source `excludes` and `includes` patterns are not read.
  ///
  /// The files it `include`s (a path, or `path:`, from its folder) add their targets, their paths taken from their
  /// own folder as XcodeGen's `relativePaths` does by default; `included` gives an included file's text by its path
  /// from the project's folder. Includes are followed ``maximumIncludeDepth`` deep.
  init?(xcodeGen text: String, included: (String) -> String? = { _ in nil }) {
    guard let root = try? YAMLComposer.compose(text), case .mapping(let top) = root else { return nil }
    name = top["name"]?.string
    targets = Self.xcodeGenTargets(top, folder: "", included: included, depth: 0)
    guard !targets.isEmpty else { return nil }
  }

  /// How deep XcodeGen's `include`s are followed.
  static let maximumIncludeDepth = 8

  /// A spec's targets, then its included specs', each path from the project's folder.
  private static func xcodeGenTargets(
    _ spec: YAMLNode.Mapping, folder: String, included: (String) -> String?, depth: Int
  ) -> [Target] {
    var targets: [Target] = []
    if case .mapping(let declared)? = spec["targets"] {
      targets = declared.compactMap { key, value -> Target? in
        guard let name = key.string, case .mapping(let target) = value else { return nil }
        return Self.xcodeGenTarget(name, target, line: folder.isEmpty ? key.mark?.line : nil).rebased(on: folder)
      }
    }
    guard depth < maximumIncludeDepth else { return targets }
    for include in sequence(spec["include"]) {
      let path = include.string ?? { if case .mapping(let entry) = include { entry["path"]?.string } else { nil } }()
      guard let path else { continue }
      let full = SourcePath.join(folder, path)
      guard let text = included(full), let root = try? YAMLComposer.compose(text), case .mapping(let spec) = root else { continue }
      targets += xcodeGenTargets(spec, folder: SourcePath.folder(of: full), included: included, depth: depth + 1)
    }
    return targets
  }

  private static func xcodeGenTarget(_ name: String, _ target: YAMLNode.Mapping, line: Int?) -> Target {
    let sources: [String] = Self.sequence(target["sources"]).compactMap { source in
      source.string ?? { if case .mapping(let entry) = source { entry["path"]?.string } else { nil } }()
    }
    var settings: [String: String] = [:]
    if case .mapping(let all)? = target["settings"] {
      for (key, value) in all.pairs {
        if let key = key.string, let value = value.string { settings[key] = value }
      }
      if case .mapping(let base)? = all["base"] {
        for (key, value) in base.pairs {
          if let key = key.string, let value = value.string { settings[key] = value }
        }
      }
    }
    var infoPlist = settings["INFOPLIST_FILE"]
    var inline = false
    if case .mapping(let info)? = target["info"] {
      infoPlist = info["path"]?.string ?? infoPlist
      if case .mapping(let properties)? = info["properties"], case .mapping(let manifest)? = properties["UIApplicationSceneManifest"] {
        inline = Self.hasConfiguration(manifest["UISceneConfigurations"])
      }
    }
    let platformText = target["platform"]?.string ?? Self.sequence(target["platform"]).first?.string
    let dependencies = Self.sequence(target["dependencies"]).compactMap { dependency -> String? in
      if case .mapping(let entry) = dependency { entry["target"]?.string } else { nil }
    }
    let type = target["type"]?.string ?? ""
    return Target(
      id: "", name: name,
      productType: type == "application.watchapp2" || type == "watch2-app" ? "com.apple.product-type.application.watchapp2" : "com.apple.product-type.\(type)",
      platform: Platform(name: platformText), infoPlist: infoPlist, generatesSceneManifest: false,
      sources: sources, synchronizedFolders: sources, excluded: [], dependencies: dependencies, localPackages: [],
      declaresSceneConfiguration: inline, line: line)
  }

  /// A node's items: a sequence's, or a single node as one.
  private static func sequence(_ node: YAMLNode?) -> [YAMLNode] {
    switch node {
    case .sequence(let items)?: Array(items)
    case let node?: [node]
    case nil: []
    }
  }

  /// Whether `UISceneConfigurations` holds a configuration under any role.
  private static func hasConfiguration(_ node: YAMLNode?) -> Bool {
    guard case .mapping(let roles)? = node else { return false }
    return roles.pairs.contains { _, value in !Self.sequence(value).isEmpty }
  }
}

extension XcodeProject.Platform {
  /// The platform a project generator names: `iOS`, `macOS`, `tvOS`, `watchOS`, `visionOS` (any case; Tuist's
  /// destinations `iPhone`, `iPad` and `macWithiPadDesign` are iOS).
  init(name: String?) {
    switch name?.lowercased() {
    case "ios", "iphone", "ipad", "macwithipaddesign", "maccatalyst": self = .iOS
    case "macos": self = .macOS
    case "tvos", "appletv": self = .tvOS
    case "watchos", "applewatch": self = .watchOS
    case "visionos", "applevision", "applevisionwithipaddesign": self = .visionOS
    default: self = .unknown
    }
  }
}

extension XcodeProject.Target {
  /// The target with its paths taken from `folder` (an included spec's), from the project's folder.
  fileprivate func rebased(on folder: String) -> Self {
    guard !folder.isEmpty else { return self }
    var target = self
    target.sources = sources.map { SourcePath.join(folder, $0) }
    target.synchronizedFolders = synchronizedFolders.map { SourcePath.join(folder, $0) }
    target.infoPlist = infoPlist.map { SourcePath.join(folder, $0) }
    return target
  }
}
