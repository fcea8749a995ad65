/// The files `lifediagram audit` reads, by their names: the one place the command that finds them and the reader
/// that parses them agree on.
public enum AuditedFile {
  /// A Swift source.
  public static func isSwift(_ name: String) -> Bool { name.hasSuffix(".swift") }

  /// An Objective-C implementation (`.m`, `.mm`) or header (`.h`).
  public static func isObjectiveC(_ name: String) -> Bool {
    name.hasSuffix(".m") || name.hasSuffix(".mm") || name.hasSuffix(".h")
  }

  /// An app's code or settings: Swift, Objective-C, or a property list.
  public static func isSource(_ name: String) -> Bool {
    isSwift(name) || isObjectiveC(name) || name.hasSuffix(".plist")
  }

  /// Any file the audit reads: a source, or a project: Xcode's `project.pbxproj` and the `.xcconfig` files its
  /// builds are based on, XcodeGen's `project.yml` and the `.yml` specs it may include (Tuist's `Project.swift` is
  /// a Swift file).
  public static func isRead(_ name: String) -> Bool {
    isSource(name) || name.hasSuffix(".pbxproj") || name.hasSuffix(".xcconfig") || name.hasSuffix(".yml")
  }
}
