import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory lifediagram …`: any lifediagram command, run in the package
/// (or, from Xcode, the project) that uses this one, with its root as the working folder, so `docs -o Docs` and
/// `html` write there. It asks for write access; `check`, `audit` and `verify`, which write nothing, have
/// `lifediagram-check`, which does not.
@main
struct LifeDiagramPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    try runLifeDiagram(arguments, in: context.package.directoryURL) { try context.tool(named: $0).url }
  }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  extension LifeDiagramPlugin: XcodeCommandPlugin {
    /// From an Xcode app project (right-click the project, then lifediagram): the project's folder is the root.
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
      try runLifeDiagram(arguments, in: context.xcodeProject.directoryURL) { try context.tool(named: $0).url }
    }
  }
#endif
