import LifeDiagramModel

/// An app found in the files given, before it is audited: its name and platform, what declares it, its Info.plist,
/// and the files that are its own.
package struct FoundApp {
  package var name: String
  package var platform: XcodeProject.Platform
  /// What declares the app (its target in a project, or its Info.plist), and where; nil when nothing does.
  package var declaration: AuditEvidence?
  /// Its Info.plist, as the files given name it, when it is among them.
  package var infoPlist: String?
  /// Whether Xcode generates a scene manifest into its Info.plist (`INFOPLIST_KEY_UIApplicationSceneManifest_Generation`).
  package var generatesSceneManifest = false
  /// Whether its project declares a scene configuration in the Info.plist it generates (XcodeGen, Tuist).
  package var declaresSceneConfiguration = false
  /// Whether Xcode generates its whole Info.plist from build settings (no `INFOPLIST_FILE`), so what it holds is known.
  package var infoPlistIsGenerated = false
  /// Its files (its sources, the code it links, its Info.plist), in the order given.
  package var files: [String]
  /// Whether nothing named an app, so everything given is this one.
  package var isEverything = false
  /// Its builds, by which `#if` conditions are weighed; nil when no project says them.
  package var builds: BuildConfigurations?
  /// The project that declares it (its file and kind), when one does: where `migrate` adds a new source file.
  package var project: (path: String, kind: ProjectFile.Kind)?
  /// Its target's object id in a `project.pbxproj`.
  package var targetID: String?
  /// The other Info.plists its build configurations name (a Lite configuration's), as given, when they are among
  /// the files: `migrate` writes the scene manifest into each.
  package var otherInfoPlists: [String] = []
  /// The folders (or files) every file of which its target compiles, from the project's folder: Xcode 16's
  /// synchronized folders, XcodeGen's and Tuist's `sources`. A file added inside one is compiled with no edit.
  package var synchronizedFolders: [String] = []
}

/// A target found in a project that is an extension an app embeds (not an app), with the files that are its own.
package struct FoundExtension {
  package var name: String
  package var kind: String
  package var declaration: AuditEvidence
  package var files: Set<String>
}

/// A project among the files given: an Xcode project, or the file XcodeGen or Tuist generates one from.
package struct ProjectFile {
  /// Which kind of file declares the project.
  package enum Kind {
    /// `…/App.xcodeproj/project.pbxproj`.
    case xcode
    /// XcodeGen's `project.yml`.
    case xcodeGen
    /// Tuist's `Project.swift`.
    case tuist
  }

  /// The file, as given.
  var path: String
  var project: XcodeProject
  var kind: Kind
  /// Where each target's entry starts in a `project.pbxproj` (`T1 /* App */ = {`), by its id: found in one pass
  /// over the file, however many targets it has.
  private var entries: [String: CodeLocation] = [:]

  package init(path: String, text: String, project: XcodeProject, kind: Kind) {
    self.path = path
    self.project = project
    self.kind = kind
    entries = Self.entries(of: Set(project.targets.map(\.id).filter { !$0.isEmpty }), in: text, path: path)
  }

  /// The folder paths in the project start from: the one holding the `.xcodeproj`, or the generator's file.
  var folder: String {
    let file = SourcePath.folder(of: SourcePath.normalized(path))
    return kind == .xcode ? SourcePath.folder(of: file) : file
  }

  /// How the report names the file: `App.xcodeproj`, `project.yml`, `Project.swift`.
  var fileName: String {
    kind == .xcode ? SourcePath.name(of: SourcePath.folder(of: SourcePath.normalized(path))) : SourcePath.name(of: path)
  }

  /// The project's name: its file's own, else `App` for `App.xcodeproj`, else its folder's.
  var name: String {
    if let name = project.name { return name }
    if kind == .xcode, fileName.hasSuffix(".xcodeproj") { return String(fileName.dropLast(".xcodeproj".count)) }
    return folder.isEmpty ? "app" : SourcePath.name(of: folder)
  }

  /// Where a target is declared: its line when the reader knows it, else where its entry starts in a
  /// `project.pbxproj`, else the file's first line.
  func location(of target: XcodeProject.Target) -> CodeLocation {
    if let line = target.line { return CodeLocation(file: path, line: line, column: 1) }
    return entries[target.id] ?? CodeLocation(file: path, line: 1, column: 1)
  }

  /// The first line of each id's entry: a line that starts, after its indentation, with the id and then a space
  /// or `=`.
  private static func entries(of ids: Set<String>, in text: String, path: String) -> [String: CodeLocation] {
    guard !ids.isEmpty else { return [:] }
    var entries: [String: CodeLocation] = [:]
    var line = 1
    for text in text.split(separator: "\n", omittingEmptySubsequences: false) {
      defer { line += 1 }
      let trimmed = text.drop { $0 == " " || $0 == "\t" }
      let id = String(trimmed.prefix { $0 != " " && $0 != "=" && $0 != "\t" })
      guard ids.contains(id), entries[id] == nil,
        trimmed.dropFirst(id.count).first.map({ $0 == " " || $0 == "=" }) ?? false
      else { continue }
      entries[id] = CodeLocation(file: path, line: line, column: text.utf8.count - trimmed.utf8.count + 1)
    }
    return entries
  }
}

/// Finds the apps in the files given (issue #42, item 1; AUDIT.md, "How apps are found"):
/// - each application target of an Xcode project, with the files of its Sources phase and synchronized folders,
///   the framework and library targets it depends on, and the local packages it links;
/// - outside every project's folder, each app's Info.plist with the sources of the nearest folder above it that
///   holds any (a file belongs to the innermost such app);
/// - when nothing names an app, everything given, as one.
/// A file no app claims is unclaimed. A header is an app's when a file of its folder, or an implementation of its
/// name (`OTRAppDelegate.m` for `OTRAppDelegate.h`), is.
package enum AppFinder {
  /// The apps, in the order their projects and property lists were given, and the unclaimed sources.
  package static func find(
    files: [String], plists: [String: InfoPlist], projects given: [ProjectFile], xcconfigs: [String: String] = [:]
  ) -> (apps: [FoundApp], unclaimed: [String], extensions: [FoundExtension]) {
    let normalized = files.map(SourcePath.normalized)
    // A generator's file counts only where no Xcode project is committed beside it.
    let committed = Set(given.filter { $0.kind == .xcode }.map(\.folder))
    let projects = given.filter { $0.kind == .xcode || !committed.contains($0.folder) }
    let folders = projects.map(\.folder)
    var apps = projects.flatMap { project in
      projectApps(project, files: files, normalized: normalized, xcconfigs: xcconfigs, projectFolders: folders)
    }
    // Same-named apps of different projects are told apart by their project's name.
    let names = Dictionary(apps.map { ($0.name, 1) }, uniquingKeysWith: +)
    for index in apps.indices where names[apps[index].name, default: 0] > 1 {
      if let project = projects.first(where: { apps[index].declaration?.location?.file == $0.path }) {
        apps[index].name = "\(project.name)/\(apps[index].name)"
      }
    }
    let claimedPlists = Set(apps.compactMap(\.infoPlist).map(SourcePath.normalized))
    let projectFolders = projects.map(\.folder)
    let standalone = files.compactMap { path -> InfoPlist? in
      guard let plist = plists[path], plist.kind != .other, !claimedPlists.contains(SourcePath.normalized(path)) else {
        return nil
      }
      return projectFolders.contains { SourcePath.isInside(SourcePath.normalized(path), $0) } ? nil : plist
    }
    apps += plistApps(standalone, files: files, normalized: normalized, inside: projectFolders)
    let extensions = projects.flatMap {
      extensionTargets($0, files: files, normalized: normalized, projectFolders: folders)
    }
    if apps.isEmpty {
      return (
        [FoundApp(name: "app", platform: .iOS, declaration: nil, files: files, isEverything: true)], [], extensions
      )
    }
    let claimed = Set(apps.flatMap(\.files))
    let manifests = Set(given.map(\.path))  // Tuist's Project.swift is Swift, and not the app's code
    let unclaimed = files.filter {
      !claimed.contains($0) && !manifests.contains($0) && (AuditedFile.isSwift($0) || AuditedFile.isObjectiveC($0))
    }
    return (apps, unclaimed, extensions)
  }

  /// A project's extension targets (app extensions, widgets, watch extensions), each with its own files.
  private static func extensionTargets(
    _ file: ProjectFile, files: [String], normalized: [String], projectFolders: [String]
  ) -> [FoundExtension] {
    file.project.targets.compactMap { target in
      guard let kind = target.extensionKind else { return nil }
      var members = Members()
      members.add(target, folder: file.folder)
      let own = members.claims(normalized, inProject: file.folder, among: projectFolders)
      return FoundExtension(
        name: target.name, kind: kind,
        declaration: AuditEvidence(
          "the \(kind.dropFirst(kind.hasPrefix("an ") ? 3 : 2)) target '\(target.name)' of \(file.fileName)",
          at: file.location(of: target)),
        files: Set(zip(files, own).filter(\.1).map(\.0)))
    }
  }

  // MARK: Projects

  private static func projectApps(
    _ file: ProjectFile, files: [String], normalized: [String], xcconfigs: [String: String], projectFolders: [String]
  ) -> [FoundApp] {
    let project = file.project
    let byName = Dictionary(project.targets.map { ($0.name, $0) }) { first, _ in first }
    return project.targets.filter(\.isApplication).map { declared in
      let target = settled(declared, in: file, xcconfigs: xcconfigs)
      var members = Members()
      var visited: Set<String> = []
      var queue = [target]
      while let next = queue.popLast() {
        guard visited.insert(next.name).inserted else { continue }
        members.add(next, folder: file.folder)
        queue += next.dependencies.compactMap { byName[$0] }.filter(\.isLinkedCode)
      }
      let plist = target.infoPlist.map { SourcePath.join(file.folder, $0) }
      if let plist { members.explicit.insert(plist) }
      let own = members.claims(normalized, inProject: file.folder, among: projectFolders)
      let kind = target.platform == .unknown ? "" : "\(target.platform.rawValue) "
      return FoundApp(
        name: target.name, platform: target.platform,
        declaration: AuditEvidence(
          "the \(kind)application target '\(target.name)' of \(file.fileName)", at: file.location(of: target)),
        infoPlist: plist.flatMap { path in normalized.firstIndex(of: path).map { files[$0] } },
        generatesSceneManifest: target.generatesSceneManifest,
        declaresSceneConfiguration: target.declaresSceneConfiguration,
        infoPlistIsGenerated: target.infoPlist == nil,
        files: zip(files, own).filter(\.1).map(\.0),
        builds: builds(of: target, in: file, xcconfigs: xcconfigs),
        project: (file.path, file.kind), targetID: target.id.isEmpty ? nil : target.id,
        otherInfoPlists: Array(
          Set(target.configurations.compactMap(\.infoPlist).map { SourcePath.join(file.folder, $0) })
        )
        .filter { $0 != plist }.sorted().compactMap { path in normalized.firstIndex(of: path).map { files[$0] } },
        synchronizedFolders: target.synchronizedFolders.map { SourcePath.join(file.folder, $0) })
    }
  }

  /// A target with what its project file leaves to the `.xcconfig` files it is based on: its platform
  /// (`SDKROOT`, `SUPPORTED_PLATFORMS`) and its Info.plist (`INFOPLIST_FILE`), from its first configuration's.
  private static func settled(_ target: XcodeProject.Target, in file: ProjectFile, xcconfigs: [String: String])
    -> XcodeProject.Target
  {
    guard target.platform == .unknown || target.infoPlist == nil, let configuration = target.configurations.first else {
      return target
    }
    var settings: [String: String] = [:]
    for path in configuration.xcconfigs {
      settings.merge(XcodeConfigFile.settings(SourcePath.join(file.folder, path), files: xcconfigs)) { _, new in new }
    }
    var target = target
    if target.platform == .unknown {
      target.platform = XcodeProject.Platform(sdk: settings["SDKROOT"], supported: settings["SUPPORTED_PLATFORMS"])
    }
    if target.infoPlist == nil, let plist = settings["INFOPLIST_FILE"] {
      target.infoPlist = XcodeProject.fromSourceRoot(plist)
    }
    return target
  }

  /// A target's builds: each configuration's flags, its `.xcconfig` files' too, and `DEBUG` in one named like Debug.
  private static func builds(of target: XcodeProject.Target, in file: ProjectFile, xcconfigs: [String: String])
    -> BuildConfigurations?
  {
    guard !target.configurations.isEmpty else { return nil }
    var flags: [String: Set<String>] = [:]
    for configuration in target.configurations {
      var set = configuration.flags
      for path in configuration.xcconfigs {
        set.formUnion(XcodeConfigFile.flags(SourcePath.join(file.folder, path), files: xcconfigs))
      }
      if configuration.name.lowercased().contains("debug") { set.insert("DEBUG") }
      flags[configuration.name, default: []].formUnion(set)
    }
    return BuildConfigurations(flags: flags, platform: target.platform.rawValue)
  }

  /// The files a target and the code it links claim, from the project's folder.
  private struct Members {
    var explicit: Set<String> = []
    /// Each target's synchronized folders (and local packages), with the files its own exceptions leave out: an
    /// exception of one target does not take a file from another that shares the folder.
    var synchronized: [(folders: Set<String>, excluded: Set<String>)] = []

    mutating func add(_ target: XcodeProject.Target, folder: String) {
      explicit.formUnion(target.sources.map { SourcePath.join(folder, $0) })
      synchronized.append(
        (
          Set((target.synchronizedFolders + target.localPackages).map { SourcePath.join(folder, $0) }),
          Set(target.excluded.map { SourcePath.join(folder, $0) })
        ))
    }

    /// Whether each file is claimed; a header is when a file of its folder is, or an implementation of its name
    /// in the same project (`folder`, the innermost of `projectFolders` that holds the header): another
    /// project's `AppDelegate.h` is not this app's.
    func claims(_ files: [String], inProject folder: String, among projectFolders: [String]) -> [Bool] {
      func isOwnProjects(_ header: String) -> Bool {
        projectFolders.filter { SourcePath.isInside(header, $0) }.max { $0.count < $1.count } == folder
      }
      let direct = files.map { path in
        if explicit.contains(path) { return true }
        let ancestors = SourcePath.ancestors(of: path)
        return synchronized.contains { !$0.excluded.contains(path) && ancestors.contains(where: $0.folders.contains) }
      }
      let claimedFolders = Set(zip(files, direct).filter(\.1).map { SourcePath.folder(of: $0.0) })
      let claimedStems = Set(zip(files, direct).filter { $0.1 && !$0.0.hasSuffix(".h") }.map { Self.stem($0.0) })
      return zip(files, direct).map { path, claimed in
        claimed
          || (path.hasSuffix(".h")
            && (claimedFolders.contains(SourcePath.folder(of: path))
              || (claimedStems.contains(Self.stem(path)) && isOwnProjects(path))))
      }
    }

    /// A file's name without its extension: `OTRAppDelegate` for `Classes/OTRAppDelegate.m`.
    private static func stem(_ path: String) -> String {
      let name = SourcePath.name(of: path)
      return name.lastIndex(of: ".").map { String(name[..<$0]) } ?? name
    }
  }

  // MARK: Apps without a project

  private static func plistApps(
    _ plists: [InfoPlist], files: [String], normalized: [String], inside projectFolders: [String]
  ) -> [FoundApp] {
    let sources = zip(files, normalized).filter { AuditedFile.isSwift($0.0) || AuditedFile.isObjectiveC($0.0) }.map(\.1)
    var holdsSources: Set<String> = []
    for path in sources {
      // Up to the first folder already known: the folders above it are known too.
      _ = SourcePath.nearestAncestor(of: path) { holdsSources.insert($0).inserted ? nil : () }
    }
    // Each app's folder: the nearest above its Info.plist that holds sources; the first Info.plist of a folder wins.
    var apps: [FoundApp] = []
    var folders: [String: Int] = [:]
    for plist in plists {
      let path = SourcePath.normalized(plist.path)
      guard let folder = SourcePath.ancestors(of: path).first(where: holdsSources.contains), folders[folder] == nil
      else { continue }
      folders[folder] = apps.count
      let platform: XcodeProject.Platform = plist.kind == .watchApp ? .watchOS : plist.kind == .macApp ? .macOS : .iOS
      let name = folder.isEmpty ? "app" : SourcePath.name(of: folder)
      apps.append(
        FoundApp(
          name: name, platform: platform,
          declaration: AuditEvidence(
            "found by its Info.plist (\(platform.rawValue)), with the sources under '\(folder.isEmpty ? "." : folder)'",
            at: plist.appKey ?? CodeLocation(file: plist.path, line: 1, column: 1)),
          infoPlist: plist.path, files: [plist.path]))
    }
    // Each source is the innermost app's whose folder holds it (not a project's file).
    for (path, key) in zip(files, normalized) where AuditedFile.isSwift(path) || AuditedFile.isObjectiveC(path) {
      guard !projectFolders.contains(where: { SourcePath.isInside(key, $0) }),
        let index = SourcePath.nearestAncestor(of: key, { folders[$0] })
      else { continue }
      apps[index].files.append(path)
    }
    return apps
  }
}
