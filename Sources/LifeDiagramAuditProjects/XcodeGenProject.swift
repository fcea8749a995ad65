import LifeDiagramYAML

extension XcodeProject {
  /// Reads XcodeGen's `project.yml`: each of its `targets` with its `type`, `platform`, `sources` (folders or files,
  /// from the file's folder), Info.plist (`info.path`, or `INFOPLIST_FILE` in `settings`), whether the Info.plist
  /// it generates declares a scene configuration (`info.properties`), and the targets it depends on. Nil when the
  /// text is not such a file. Source `excludes` and `includes` patterns are not read.
  ///
  /// The files it `include`s (a path, or `path:`, from its folder) add their targets, their paths taken from their
  /// own folder as XcodeGen's `relativePaths` does by default; `included` gives an included file's text by its path
  /// from the project's folder. Includes are followed ``maximumIncludeDepth`` deep, each file once.
  ///
  /// - Throws: ``AuditBoundExceeded`` naming `path` when the specs stand for more than
  ///   ``XcodeGenBudget/limit`` values (targets, sources, settings, dependencies, includes), as YAML aliases
  ///   (`*name`) can make a small file do.
  package init?(xcodeGen text: String, path: String, included: @escaping (String) -> String? = { _ in nil })
    throws(AuditBoundExceeded)
  {
    guard let root = try? YAMLComposer.compose(text), case .mapping(let top) = root else { return nil }
    var reader = XcodeGenReader(path: path, included: included)
    name = top["name"]?.string
    targets = try reader.targets(top, folder: "", depth: 0)
    guard !targets.isEmpty else { return nil }
  }

  /// How deep XcodeGen's `include`s are followed.
  package static let maximumIncludeDepth = 8
}

/// The values one read of an XcodeGen project may visit: more than a file within the audit's 16 MiB bound can
/// write out by hand, far fewer than YAML aliases can make it stand for.
package enum XcodeGenBudget {
  static let limit = 1_500_000
  /// The limit as messages write it.
  static let limitText = "1,500,000"
}

/// Reads an XcodeGen spec and the specs it includes, counting the values it visits against ``XcodeGenBudget``.
private struct XcodeGenReader {
  let path: String
  let included: (String) -> String?
  /// The included specs read so far, by their path from the project's folder: each is read once.
  var read: Set<String> = []
  var visited = 0

  init(path: String, included: @escaping (String) -> String?) {
    self.path = path
    self.included = included
    read = [SourcePath.name(of: path)]  // a spec that includes itself is read once
  }

  /// Counts `count` values; throws once the budget is spent.
  mutating func spend(_ count: Int = 1) throws(AuditBoundExceeded) {
    visited += count
    guard visited > XcodeGenBudget.limit else { return }
    throw AuditBoundExceeded(
      file: path,
      reason:
        "stands for more than \(XcodeGenBudget.limitText) values (targets, sources, settings) through YAML aliases (*name) "
        + "or includes, past the audit's bound; write the repeated parts out, or leave it out of the paths audited")
  }

  /// A spec's targets, then its included specs', each path from the project's folder.
  mutating func targets(_ spec: YAMLNode.Mapping, folder: String, depth: Int) throws(AuditBoundExceeded)
    -> [XcodeProject.Target]
  {
    var targets: [XcodeProject.Target] = []
    if case .mapping(let declared)? = spec["targets"] {
      for (key, value) in declared.pairs {
        try spend()
        guard let name = key.string, case .mapping(let target) = value else { continue }
        targets.append(try self.target(name, target, line: folder.isEmpty ? key.mark?.line : nil).rebased(on: folder))
      }
    }
    guard depth < XcodeProject.maximumIncludeDepth else { return targets }
    for include in XcodeProject.sequence(spec["include"]) {
      try spend()
      let path = include.string ?? { if case .mapping(let entry) = include { entry["path"]?.string } else { nil } }()
      guard let path else { continue }
      let full = SourcePath.join(folder, path)
      guard read.insert(full).inserted, let text = included(full), let root = try? YAMLComposer.compose(text),
        case .mapping(let spec) = root
      else { continue }
      targets += try self.targets(spec, folder: SourcePath.folder(of: full), depth: depth + 1)
    }
    return targets
  }

  mutating func target(_ name: String, _ target: YAMLNode.Mapping, line: Int?) throws(AuditBoundExceeded)
    -> XcodeProject.Target
  {
    let sourceNodes = XcodeProject.sequence(target["sources"])
    try spend(sourceNodes.count)
    let sources: [String] = sourceNodes.compactMap { source in
      source.string ?? { if case .mapping(let entry) = source { entry["path"]?.string } else { nil } }()
    }
    var settings: [String: String] = [:]
    if case .mapping(let all)? = target["settings"] {
      try spend(all.pairs.count)
      for (key, value) in all.pairs {
        if let key = key.string, let value = value.string { settings[key] = value }
      }
      if case .mapping(let base)? = all["base"] {
        try spend(base.pairs.count)
        for (key, value) in base.pairs {
          if let key = key.string, let value = value.string { settings[key] = value }
        }
      }
    }
    var infoPlist = settings["INFOPLIST_FILE"]
    var inline = false
    if case .mapping(let info)? = target["info"] {
      infoPlist = info["path"]?.string ?? infoPlist
      if case .mapping(let properties)? = info["properties"],
        case .mapping(let manifest)? = properties["UIApplicationSceneManifest"]
      {
        inline = XcodeProject.hasConfiguration(manifest["UISceneConfigurations"])
      }
    }
    let platformText = target["platform"]?.string ?? XcodeProject.sequence(target["platform"]).first?.string
    let dependencyNodes = XcodeProject.sequence(target["dependencies"])
    try spend(dependencyNodes.count)
    let dependencies = dependencyNodes.compactMap { dependency -> String? in
      if case .mapping(let entry) = dependency { entry["target"]?.string } else { nil }
    }
    let type = target["type"]?.string ?? ""
    return XcodeProject.Target(
      id: "", name: name,
      productType: type == "application.watchapp2" || type == "watch2-app"
        ? "com.apple.product-type.application.watchapp2" : "com.apple.product-type.\(type)",
      platform: XcodeProject.Platform(name: platformText), infoPlist: infoPlist, generatesSceneManifest: false,
      sources: sources, synchronizedFolders: sources, excluded: [], dependencies: dependencies, localPackages: [],
      declaresSceneConfiguration: inline, line: line)
  }
}

extension XcodeProject {
  /// A node's items: a sequence's, or a single node as one.
  package static func sequence(_ node: YAMLNode?) -> [YAMLNode] {
    switch node {
    case .sequence(let items)?: Array(items)
    case let node?: [node]
    case nil: []
    }
  }

  /// Whether `UISceneConfigurations` holds a configuration under any role.
  package static func hasConfiguration(_ node: YAMLNode?) -> Bool {
    guard case .mapping(let roles)? = node else { return false }
    return roles.pairs.contains { _, value in !Self.sequence(value).isEmpty }
  }
}

extension XcodeProject.Platform {
  /// The platform a project generator names: `iOS`, `macOS`, `tvOS`, `watchOS`, `visionOS` (any case; Tuist's
  /// destinations `iPhone`, `iPad` and `macWithiPadDesign` are iOS).
  package init(name: String?) {
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
