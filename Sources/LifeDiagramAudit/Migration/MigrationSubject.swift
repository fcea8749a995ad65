import LifeDiagramAuditProjects
import LifeDiagramModel
import LifeDiagramYAML

/// An app as `lifediagram migrate` reads it: what the audit knows of it (its platform, whether it adopts scenes,
/// its app delegate, its Info.plist, its project), so that the migration and the audit agree on what an app is
/// and on what adoption means.
package struct MigrationSubject: Sendable {
  /// A project file that declares the app.
  package struct Project: Sendable {
    /// Which kind of file.
    package enum Kind: Sendable { case xcode, xcodeGen, tuist }
    /// The file, as given (`App.xcodeproj/project.pbxproj`, `project.yml`, `Project.swift`).
    package var path: String
    package var kind: Kind
    /// The app's target's object id, in a `project.pbxproj`.
    package var targetID: String?
  }

  /// A type of the app's, with the files it is declared and extended in.
  package struct TypeReference: Sendable {
    package var name: String
    /// Where the declaration is (or its first extension, when the type is declared elsewhere).
    package var location: CodeLocation
    /// Every file that declares or extends it, in the order given.
    package var files: [String]
    /// Whether it is the app's entry point (`@main`, `@UIApplicationMain`).
    package var isMain: Bool
  }

  /// The app's name, as the audit reports it.
  package var name: String
  /// `iOS`, `watchOS`, `macOS`, `tvOS`, `visionOS`, `unknown`.
  package var platform: String
  /// Whether it is held against UIKit's life cycles (iOS, iPadOS, visionOS).
  package var isIOSFamily: Bool
  /// Whether it adopts scenes, as the audit defines it.
  package var adoptsScenes: Bool
  /// Whether it is a SwiftUI `App`.
  package var isSwiftUIApp: Bool
  /// Its Info.plist, as given, when it is among the files read.
  package var infoPlist: String?
  /// The other Info.plists its build configurations name, as given.
  package var otherInfoPlists: [String]
  /// Whether Xcode generates its Info.plist from build settings (no `INFOPLIST_FILE`).
  package var infoPlistIsGenerated: Bool
  /// The project that declares it, if one does.
  package var project: Project?
  /// The folders (or files) its target compiles whole: a file added inside one needs no project edit.
  package var compiledFolders: [String]
  /// Its app delegates, in declaration order.
  package var appDelegates: [TypeReference]
  /// Its scene delegates that no configuration names.
  package var unwiredSceneDelegates: [TypeReference]
  /// Where its code reads the app delegate's `window` through the app (`(UIApplication.shared.delegate as?
  /// AppDelegate)?.window`): the property stays, kept in step with the scene's window.
  package var appDelegateWindowReads: [CodeLocation]
  /// The app-delegate methods its own code calls (or names in a `#selector`), by selector, with where: a method
  /// the app calls itself cannot be renamed, moved or removed without its callers.
  package var calledAppDelegateMethods: [String: CodeLocation]
  /// Every type name its sources declare: a new type's name must be free.
  package var typeNames: Set<String>
  /// Its files (sources, the code it links, its Info.plist).
  package var files: [String]
}

extension Auditor {
  /// The apps in the files, as `migrate` reads them: found and settled exactly as ``audit(_:disabled:)`` finds
  /// them.
  ///
  /// - Throws: ``AuditBoundExceeded`` for a Swift file past one of ``AuditBounds``.
  package func migrationSubjects(_ inputs: [AuditInput]) throws(AuditBoundExceeded) -> (
    subjects: [MigrationSubject], reading: AuditReading
  ) {
    let files = try ReadFiles(inputs, selectors: ObjCSelectors(delegateMethods))
    let layout = AppFinder.find(
      files: inputs.map(\.path), plists: files.plists, projects: files.projects, xcconfigs: files.xcconfigs)
    let subjects = layout.apps.map { found in
      let app = sources(of: found, files)
      let fileOrder = Dictionary(found.files.enumerated().map { ($1, $0) }) { first, _ in first }
      func reference(_ type: AppSources.MergedType) -> MigrationSubject.TypeReference {
        let declaring = Set([type.location.file] + type.methods.map(\.location.file))
        return MigrationSubject.TypeReference(
          name: type.name, location: type.location,
          files: declaring.sorted { (fileOrder[$0] ?? .max, $0) < (fileOrder[$1] ?? .max, $1) }, isMain: type.isMain)
      }
      return MigrationSubject(
        name: found.name, platform: found.platform.rawValue, isIOSFamily: found.platform.isIOSFamily,
        adoptsScenes: app.adoptsScenes, isSwiftUIApp: app.isSwiftUIApp, infoPlist: found.infoPlist,
        otherInfoPlists: found.otherInfoPlists, infoPlistIsGenerated: found.infoPlistIsGenerated,
        project: found.project.map {
          MigrationSubject.Project(path: $0.path, kind: $0.kind.subjectKind, targetID: found.targetID)
        },
        compiledFolders: found.synchronizedFolders, appDelegates: app.appDelegates.map(reference),
        unwiredSceneDelegates: app.adoptsScenes ? [] : app.sceneDelegates.map(reference),
        appDelegateWindowReads: app.windowReads.filter { $0.member == "window" }.map(\.location),
        calledAppDelegateMethods: calledAppDelegateMethods(app, inputs: inputs, files: found.files),
        typeNames: Set(app.types.keys), files: found.files)
    }
    return (
      subjects, AuditReading(files: files, bytes: Dictionary(inputs.map { ($0.path, $0.bytes) }) { first, _ in first })
    )
  }
}

extension Auditor {
  /// The app-delegate methods of the catalog the app's own code calls on an app delegate, or names in a
  /// `#selector(…)` or `@selector(…)`, with the first place.
  fileprivate func calledAppDelegateMethods(_ app: AppSources, inputs: [AuditInput], files: [String]) -> [String:
    CodeLocation]
  {
    let names = Set(app.appDelegates.map(\.name))
    var called: [String: CodeLocation] = [:]
    var references: [(selector: String, texts: [String])] = []
    for method in delegateMethods where method.receiver == .appDelegate {
      let selector = AuditMethod(method.selector)
      if let call = app.calls(named: selector.baseName).first(where: {
        $0.calls(selector) && app.isMadeOnAnAppDelegate($0, names: names)
      }) {
        called[method.selector] = call.location
      } else {
        // A selector names the app delegate's method when it says the class (`#selector(AppDelegate.m(_:))`), or
        // when it is written in the app delegate's own files (checked below).
        let qualified = names.map { "#selector(\($0).\(method.selector))" }
        references.append(
          (
            method.selector,
            qualified + ["#selector(\(method.selector))"] + (method.objcSelector.map { ["@selector(\($0))"] } ?? [])
          ))
      }
    }
    // Each of the app's sources read once, for every reference still unknown: a bare selector counts only in the
    // app delegate's own files (a view controller's `#selector(applicationDidBecomeActive(_:))` is its own method).
    let own = Set(files)
    let delegateFiles = Set(app.appDelegates.flatMap { [$0.location.file] + $0.methods.map(\.location.file) })
    for input in inputs
    where own.contains(input.path) && (AuditedFile.isSwift(input.path) || AuditedFile.isObjectiveC(input.path)) {
      let text = String(decoding: input.bytes, as: UTF8.self)
      guard text.contains("selector(") else { continue }
      let isDelegateFile = delegateFiles.contains(input.path)
      for reference in references where called[reference.selector] == nil {
        let texts = isDelegateFile ? reference.texts : reference.texts.filter { $0.contains(".") && !$0.hasPrefix("@") }
        if texts.contains(where: text.contains) {
          called[reference.selector] = CodeLocation(file: input.path, line: 1, column: 1)
        }
      }
    }
    return called
  }
}

extension ProjectFile.Kind {
  fileprivate var subjectKind: MigrationSubject.Project.Kind {
    switch self {
    case .xcode: .xcode
    case .xcodeGen: .xcodeGen
    case .tuist: .tuist
    }
  }
}

/// What `migrate` asks of a property list's text, read by the audit's own reader.
package enum PropertyListText {
  /// Whether the text is an XML property list the audit reads.
  package static func parses(_ text: String) -> Bool { PropertyList.parse(text) != nil }

  /// A string value at the top of the property list (`UIMainStoryboardFile`), if it is there.
  package static func string(_ key: String, in text: String) -> String? { PropertyList.parse(text)?[key]?.string }
}

/// What `migrate` asks of a YAML file's text (XcodeGen's spec), read by the audit's own reader.
package enum YAMLText {
  /// Whether the text is YAML the reader composes.
  package static func parses(_ text: String) -> Bool { (try? YAMLComposer.compose(text)) != nil }
}
