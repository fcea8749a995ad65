import LifeDiagramAudit
import Testing

@testable import LifeDiagramMigrate

/// The Info.plist and the Xcode project, edited as text: every other byte kept, what is there completed, the same
/// ids every run.
@Suite struct ManifestAndProjectTests {
  @Test func anExistingManifestIsCompletedKeepingItsKeys() throws {
    let plist =
      "<plist version=\"1.0\">\n<dict>\n    <key>UIApplicationSceneManifest</key>\n    <dict>\n        <key>UIApplicationSupportsMultipleScenes</key>\n        <true/>\n    </dict>\n</dict>\n</plist>\n"
    let edited = try #require(InfoPlistManifest(delegateClassName: "SceneDelegate", storyboard: nil).applied(to: plist))
    #expect(
      edited == """
        <plist version="1.0">
        <dict>
            <key>UIApplicationSceneManifest</key>
            <dict>
                <key>UIApplicationSupportsMultipleScenes</key>
                <true/>
                <key>UISceneConfigurations</key>
                <dict>
                    <key>UIWindowSceneSessionRoleApplication</key>
                    <array>
                        <dict>
                            <key>UISceneConfigurationName</key>
                            <string>Default Configuration</string>
                            <key>UISceneDelegateClassName</key>
                            <string>SceneDelegate</string>
                        </dict>
                    </array>
                </dict>
            </dict>
        </dict>
        </plist>

        """)
    #expect(Migrator.parses(FileChange(path: "Info.plist", before: nil, after: Array(edited.utf8))))
  }

  @Test func aPlistThatIsNotXMLIsNotEdited() {
    #expect(
      InfoPlistManifest(delegateClassName: "SceneDelegate", storyboard: nil).applied(
        to: "{ LSRequiresIPhoneOS = YES; }") == nil)
  }

  static let project = """
    /* Begin PBXBuildFile section */
    \t\tAAAAAAAAAAAAAAAAAAAAAAA1 /* AppDelegate.swift in Sources */ = {isa = PBXBuildFile; fileRef = AAAAAAAAAAAAAAAAAAAAAAA0 /* AppDelegate.swift */; };
    /* End PBXBuildFile section */
    /* Begin PBXFileReference section */
    \t\tAAAAAAAAAAAAAAAAAAAAAAA0 /* AppDelegate.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = AppDelegate.swift; sourceTree = "<group>"; };
    /* End PBXFileReference section */
    \t\t\tchildren = (
    \t\t\t\tAAAAAAAAAAAAAAAAAAAAAAA0 /* AppDelegate.swift */,
    \t\t\t);
    \t\t\tfiles = (
    \t\t\t\tAAAAAAAAAAAAAAAAAAAAAAA1 /* AppDelegate.swift in Sources */,
    \t\t\t);

    """

  @Test func theNewFileIsAddedBesideItsNeighbourWithTheSameIdsEveryRun() throws {
    let entry = XcodeProjectEntry(
      neighbour: "AppDelegate.swift", name: "SceneDelegate.swift", fileType: "sourcecode.swift")
    let edited = try #require(entry.applied(to: Self.project))
    #expect(entry.applied(to: Self.project) == edited)
    let added = edited.split(separator: "\n").filter { !Self.project.contains($0) }
    #expect(added.count == 4)
    #expect(added.filter { $0.contains("SceneDelegate.swift") }.count == 4)
    // A second run finds the file there and adds nothing.
    #expect(entry.applied(to: edited) == nil)
    // Every line of the project is still there, in its order.
    #expect(edited.split(separator: "\n").filter { Self.project.contains($0) } == Self.project.split(separator: "\n"))
  }

  /// XcodeGen generates the Info.plist from `info.properties`: the manifest goes there, beside what is there, in the
  /// spec's indentation; a flow-style `info` is not edited.
  @Test func xcodeGensPropertiesGetTheManifest() throws {
    let spec =
      "targets:\n    Shop:\n        type: application\n        info:\n            path: Shop/Info.plist\n            properties:\n                LSRequiresIPhoneOS: true\n"
    let properties = XcodeGenInfoProperties(
      targetName: "Shop", delegateClassName: "$(PRODUCT_MODULE_NAME).SceneDelegate", storyboard: nil)
    let edited = try #require(properties.applied(to: spec))
    #expect(
      edited
        == spec.replacing(
          "            properties:\n",
          with: """
                        properties:
                            UIApplicationSceneManifest:
                                UIApplicationSupportsMultipleScenes: false
                                UISceneConfigurations:
                                    UIWindowSceneSessionRoleApplication:
                                        - UISceneConfigurationName: Default Configuration
                                          UISceneDelegateClassName: "$(PRODUCT_MODULE_NAME).SceneDelegate"

            """))
    #expect(Migrator.parses(FileChange(path: "project.yml", before: nil, after: Array(edited.utf8))))
    #expect(properties.applied(to: edited) == nil)
    #expect(properties.applied(to: "targets:\n  Shop:\n    info: {path: Shop/Info.plist}\n") == nil)
  }
}
