import Testing

@testable import LifeDiagramAudit
@testable import LifeDiagramSourceIndex
@testable import LifeDiagramAuditProjects

/// The Xcode project reader (issue #42, item 1, its first step): targets, platforms, Info.plists and sources.
@Suite struct XcodeProjectTests {
  /// An iOS app whose sources are listed file by file, a watch app, and an app whose sources are an Xcode 16
  /// synchronized folder with one file left out.
  static let project = #"""
    // !$*UTF8*$!
    {
      archiveVersion = 1;
      objectVersion = 77;
      objects = {
        /* Begin PBXBuildFile section */
        B1 /* AppDelegate.swift in Sources */ = {isa = PBXBuildFile; fileRef = F1 /* AppDelegate.swift */; };
        B2 = {isa = PBXBuildFile; fileRef = F2; };
        B3 = {isa = PBXBuildFile; fileRef = F3; };
        /* Begin PBXFileReference section */
        F1 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = AppDelegate.swift; sourceTree = "<group>"; };
        F2 = {isa = PBXFileReference; path = "Scene Delegate.swift"; sourceTree = "<group>"; };
        F3 = {isa = PBXFileReference; path = Watch/WatchApp.swift; sourceTree = SOURCE_ROOT; };
        F4 = {isa = PBXFileReference; path = UIKit.framework; sourceTree = SDKROOT; };
        /* Begin PBXGroup section */
        G0 = {isa = PBXGroup; children = (G1, F3, S1, F4); sourceTree = "<group>"; };
        G1 = {isa = PBXGroup; children = (G2, F1); path = Mobile; sourceTree = "<group>"; };
        G2 = {isa = PBXGroup; children = (F2); name = Scenes; sourceTree = "<group>"; };
        S1 = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E1); path = Sample; sourceTree = "<group>"; };
        E1 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Info.plist, "Old/Legacy.swift"); target = T3; };
        /* Phases */
        P1 = {isa = PBXSourcesBuildPhase; files = (B1, B2); };
        P2 = {isa = PBXSourcesBuildPhase; files = (B3); };
        P3 = {isa = PBXFrameworksBuildPhase; files = (); };
        /* Targets */
        T1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (P1, P3); name = Mobile; productType = "com.apple.product-type.application"; };
        T2 = {isa = PBXNativeTarget; buildConfigurationList = L2; buildPhases = (P2); name = "Watch App"; productType = "com.apple.product-type.application"; };
        T3 = {isa = PBXNativeTarget; buildConfigurationList = L3; buildPhases = (); fileSystemSynchronizedGroups = (S1); name = Sample; productType = "com.apple.product-type.application"; };
        T4 = {isa = PBXNativeTarget; buildPhases = (); name = Widget; productType = "com.apple.product-type.app-extension"; };
        T5 = {isa = PBXNativeTarget; buildPhases = (); fileSystemSynchronizedGroups = (S1); name = "Sample Clip"; productType = "com.apple.product-type.application"; };
        /* Configurations */
        L0 = {isa = XCConfigurationList; buildConfigurations = (C0); };
        L1 = {isa = XCConfigurationList; buildConfigurations = (C1, C1R); };
        L2 = {isa = XCConfigurationList; buildConfigurations = (C2); };
        L3 = {isa = XCConfigurationList; buildConfigurations = (C3); };
        C0 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; }; name = Debug; };
        C1 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = "$(SRCROOT)/Mobile/Info.plist"; }; name = Debug; };
        C1R = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = "$(SRCROOT)/Mobile/Info.plist"; }; name = Release; };
        C2 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = watchos; GENERATE_INFOPLIST_FILE = YES; }; name = Debug; };
        C3 = {isa = XCBuildConfiguration; buildSettings = {GENERATE_INFOPLIST_FILE = YES; INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES; }; name = Debug; };
        R0 = {isa = PBXProject; buildConfigurationList = L0; mainGroup = G0; targets = (T1, T2, T3, T4, T5); };
      };
      rootObject = R0 /* Project object */;
    }
    """#

  @Test func targetsHaveTheirPlatformInfoPlistAndSources() throws {
    let targets = try #require(XcodeProject(pbxproj: Self.project)).targets
    #expect(targets.map(\.name) == ["Mobile", "Watch App", "Sample", "Widget", "Sample Clip"])
    #expect(targets.map(\.isApplication) == [true, true, true, false, true])
    #expect(targets.map(\.platform) == [.iOS, .watchOS, .iOS, .iOS, .iOS])
    #expect(targets[0].infoPlist == "Mobile/Info.plist")
    #expect(targets[0].sources == ["Mobile/AppDelegate.swift", "Mobile/Scene Delegate.swift"])
    #expect(targets[1].sources == ["Watch/WatchApp.swift"])
    #expect(targets[2].generatesSceneManifest && !targets[0].generatesSceneManifest)
    #expect(targets[2].synchronizedFolders == ["Sample"])
    #expect(targets[2].excluded == ["Sample/Info.plist", "Sample/Old/Legacy.swift"])
    // An exception set changes the membership of the one target it names: the clip sharing the folder keeps them.
    #expect(targets[4].synchronizedFolders == ["Sample"] && targets[4].excluded.isEmpty)
  }

  @Test func whatIsNotAProjectIsNil() {
    #expect(XcodeProject(pbxproj: "") == nil)
    #expect(XcodeProject(pbxproj: "{ objects = { }; }") == nil)
    #expect(XcodeProject(pbxproj: "{ rootObject = R0; objects = {R0 = {isa = PBXProject;}; }; ") == nil)
  }

  @Test func theParserReadsStringsCommentsAndBoundsItsNesting() {
    let value = OpenStepPlist.parse(#"{ a = "x \"y\"\n"; b = (1, two, "3",); /* c = 4; */ d = { e = f; }; } // end"#)
    #expect(value?["a"]?.string == "x \"y\"\n")
    #expect(value?["b"]?.array.compactMap(\.string) == ["1", "two", "3"])
    #expect(value?["c"] == nil)
    #expect(value?["d"]?["e"]?.string == "f")
    let deep = String(repeating: "(", count: 10_000) + String(repeating: ")", count: 10_000)
    #expect(OpenStepPlist.parse(deep) == nil)
  }
}
