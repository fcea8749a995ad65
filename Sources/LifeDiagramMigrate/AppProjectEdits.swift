import LifeDiagramModel
import LifeDiagramSourceIndex

/// What every migration writes beside the code, whatever the app delegate's language: the scene manifest in each
/// Info.plist the app's configurations name, and the new files in its project.
package struct AppProjectEdits {
  package var subject: MigrationSubject
  /// Every file read, by path.
  package var files: [String: [UInt8]]

  /// The app's main storyboard (`UIMainStoryboardFile` of its Info.plist), if it has one.
  package var storyboard: String? {
    subject.infoPlist.flatMap { files[$0] }.flatMap {
      PropertyListText.string("UIMainStoryboardFile", in: String(decoding: $0, as: UTF8.self))
    }
  }

  /// `SceneDelegate`, or the first of a few other names no type of the app's, and no file of the folder, has.
  package func freeSceneDelegateName(in folder: String, extensions: [String]) -> String {
    let candidates =
      ["SceneDelegate", "WindowSceneDelegate", "AppSceneDelegate"] + (2...99).map { "SceneDelegate\($0)" }
    return candidates.first { name in
      !subject.typeNames.contains(name)
        && extensions.allSatisfy { files[(folder.isEmpty ? "" : folder + "/") + name + $0] == nil }
    } ?? "SceneDelegate100"
  }

  /// The manifest in the app's Info.plist and in each other one its configurations name; for an XcodeGen target
  /// that generates its Info.plist (`info:`), in its `info.properties` too, which the next `xcodegen generate`
  /// writes into the Info.plist. With `adding`, where there is none; with `completing`, where there is one to
  /// complete (an empty one).
  package func addManifests(
    to app: inout AppMigration, delegateClass: String, adding: Bool = true, completing: Bool = true
  ) {
    if adding, let project = subject.project, project.kind == .xcodeGen, let bytes = files[project.path] {
      let properties = XcodeGenInfoProperties(
        targetName: subject.name.split(separator: "/").last.map(String.init) ?? subject.name,
        delegateClassName: delegateClass,
        storyboard: storyboard)
      let text = String(decoding: bytes, as: UTF8.self)
      if let edited = properties.applied(to: text) {
        app.files.append(FileChange(path: project.path, before: bytes, after: Array(edited.utf8)))
      } else if text.contains("info:") {
        app.manual.append(
          ManualStep(
            "if the target's info: in this spec (or a spec it includes) generates the Info.plist, add UIApplicationSceneManifest to its info.properties (one UIWindowSceneSessionRoleApplication configuration, UISceneDelegateClassName \(delegateClass)): migrate could not edit it here",
            file: project.path))
      }
    }
    for path in [subject.infoPlist] + subject.otherInfoPlists.map(Optional.some) {
      let text = path.flatMap { files[$0] }.map { String(decoding: $0, as: UTF8.self) }
      let hasManifest = text?.contains("<key>UIApplicationSceneManifest</key>") ?? false
      guard hasManifest ? completing : adding else { continue }
      let storyboard = text.flatMap { PropertyListText.string("UIMainStoryboardFile", in: $0) }
      addManifest(to: &app, path: path, plist: text, storyboard: storyboard, delegateClass: delegateClass)
    }
  }

  /// The manifest, in the Info.plist the audit found; a manual step where there is none to edit.
  private func addManifest(
    to app: inout AppMigration, path: String?, plist: String?, storyboard: String?, delegateClass: String
  ) {
    let manifest = InfoPlistManifest(delegateClassName: delegateClass, storyboard: storyboard)
    guard let path, let plist else {
      let place =
        switch subject.project?.kind {
        case .tuist?:
          "the target's infoPlist in Project.swift (.extendingDefault(with: [\"UIApplicationSceneManifest\": …]))"
        case .xcodeGen?: "the target's info.properties in project.yml"
        case _ where subject.infoPlistIsGenerated:
          "an Info.plist file of the app's, named by INFOPLIST_FILE (Xcode merges it with the INFOPLIST_KEY_… settings it generates the rest from)"
        default: "the app's Info.plist (none was read)"
        }
      app.manual.append(
        ManualStep(
          "add UIApplicationSceneManifest to \(place): one UIWindowSceneSessionRoleApplication configuration, UISceneDelegateClassName \(delegateClass)",
          file: subject.project?.path))
      return
    }
    guard let edited = manifest.applied(to: plist) else {
      app.manual.append(
        ManualStep("add UIApplicationSceneManifest: the file is not an XML property list migrate can edit", file: path))
      return
    }
    app.files.append(FileChange(path: path, before: Array(plist.utf8), after: Array(edited.utf8)))
  }

  /// The new file in the app's project: nothing when the target compiles its folder whole (a synchronized
  /// folder, XcodeGen's or Tuist's `sources`), the entries Xcode would add to a `project.pbxproj` (beside
  /// `neighbour`; a header only referenced), else a step.
  package func add(
    _ newFile: String, fileType: String, compiled: Bool = true, beside neighbour: String, to app: inout AppMigration
  ) {
    guard let project = subject.project else { return }
    if subject.compiledFolders.contains(where: { AppPlanner.isInside(newFile, $0) }) { return }
    let name = AppPlanner.name(of: newFile)
    let current = app.files.first { $0.path == project.path }?.after ?? files[project.path]
    guard project.kind == .xcode, let bytes = current,
      let edited = XcodeProjectEntry(
        neighbour: AppPlanner.name(of: neighbour), name: name, fileType: fileType, compiled: compiled,
        targetID: project.targetID
      )
      .applied(to: String(decoding: bytes, as: UTF8.self))
    else {
      let why =
        project.kind == .xcode
        ? "migrate could not place it beside the app delegate's file in this project"
        : "the project lists its sources one by one"
      app.manual.append(ManualStep("add \(newFile) to the app's target (\(why))", file: project.path))
      return
    }
    app.files.removeAll { $0.path == project.path }
    app.files.append(FileChange(path: project.path, before: files[project.path], after: Array(edited.utf8)))
  }
}
