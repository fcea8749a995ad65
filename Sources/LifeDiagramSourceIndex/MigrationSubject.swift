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

    /// Creates it with every stored property.
    package init(path: String, kind: Kind, targetID: String?) {
      self.path = path
      self.kind = kind
      self.targetID = targetID
    }
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

    /// Creates it with every stored property.
    package init(name: String, location: CodeLocation, files: [String], isMain: Bool) {
      self.name = name
      self.location = location
      self.files = files
      self.isMain = isMain
    }
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

  /// Creates it with every stored property.
  package init(
    name: String, platform: String, isIOSFamily: Bool, adoptsScenes: Bool, isSwiftUIApp: Bool, infoPlist: String?,
    otherInfoPlists: [String], infoPlistIsGenerated: Bool, project: Project?, compiledFolders: [String],
    appDelegates: [TypeReference], unwiredSceneDelegates: [TypeReference], appDelegateWindowReads: [CodeLocation],
    calledAppDelegateMethods: [String: CodeLocation], typeNames: Set<String>, files: [String]
  ) {
    self.name = name
    self.platform = platform
    self.isIOSFamily = isIOSFamily
    self.adoptsScenes = adoptsScenes
    self.isSwiftUIApp = isSwiftUIApp
    self.infoPlist = infoPlist
    self.otherInfoPlists = otherInfoPlists
    self.infoPlistIsGenerated = infoPlistIsGenerated
    self.project = project
    self.compiledFolders = compiledFolders
    self.appDelegates = appDelegates
    self.unwiredSceneDelegates = unwiredSceneDelegates
    self.appDelegateWindowReads = appDelegateWindowReads
    self.calledAppDelegateMethods = calledAppDelegateMethods
    self.typeNames = typeNames
    self.files = files
  }
}

extension ProjectFile.Kind {
  package var subjectKind: MigrationSubject.Project.Kind {
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
