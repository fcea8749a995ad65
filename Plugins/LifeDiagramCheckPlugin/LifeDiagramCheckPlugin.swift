import Foundation
import PackagePlugin

/// `swift package lifediagram-check check|audit|verify …`: the commands that only read, run without write access
/// (no `--allow-writing-to-package-directory`, no dialog in Xcode), in the package's or the Xcode project's root.
/// Any other command is refused with the plugin to use instead.
@main
struct LifeDiagramCheckPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    try Self.run(arguments, in: context.package.directoryURL) { try context.tool(named: $0).url }
  }

  /// The commands this plugin runs.
  static let commands: Set<String> = ["check", "audit", "verify"]

  static func run(_ arguments: [String], in folder: URL, tool: (String) throws -> URL) throws {
    guard let command = arguments.first, commands.contains(command) else {
      Diagnostics.error(
        "lifediagram-check runs check, audit and verify, which write nothing; for '\(arguments.first ?? "")' use "
          + "'swift package --allow-writing-to-package-directory lifediagram \(arguments.joined(separator: " "))'")
      throw PluginExit(status: 64)
    }
    if let flag = writingFlag(in: arguments) {
      Diagnostics.error(
        "lifediagram-check writes nothing, and '\(flag)' writes files; use "
          + "'swift package --allow-writing-to-package-directory lifediagram \(arguments.joined(separator: " "))'")
      throw PluginExit(status: 64)
    }
    try runLifeDiagram(arguments, in: folder, tool: tool)
  }

  /// The flags with which a reading command writes: `audit --write-baseline`, `audit --svg`/`--png` and
  /// `verify --svg` (as `--flag` or `--flag=value`; an argument after `--` is a path).
  static let writingFlags = ["--write-baseline", "--svg", "--png"]

  /// The first argument that asks the command to write, if any.
  static func writingFlag(in arguments: [String]) -> String? {
    arguments.dropFirst().prefix { $0 != "--" }.first { argument in
      writingFlags.contains { argument == $0 || argument.hasPrefix($0 + "=") }
    }
  }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  extension LifeDiagramCheckPlugin: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
      try Self.run(arguments, in: context.xcodeProject.directoryURL) { try context.tool(named: $0).url }
    }
  }
#endif
