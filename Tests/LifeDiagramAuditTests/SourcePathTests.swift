import Testing

@testable import LifeDiagramAudit
@testable import LifeDiagramSourceIndex
@testable import LifeDiagramAuditProjects

/// Paths as the audit compares them: lexical normalization, whichever way a path comes.
@Suite struct SourcePathTests {
  @Test func aPathIsNormalizedLexically() {
    let cases = [
      ("App/AppDelegate.swift", "App/AppDelegate.swift"), ("./App/../App/AppDelegate.swift", "App/AppDelegate.swift"),
      ("App//Sources/", "App/Sources"), ("/abs/./x", "/abs/x"), ("/", "/"), ("", ""), (".", ""), ("..", ".."),
      ("../x/..", ".."), ("a/...", "a/..."), ("..a/b.", "..a/b."), ("//a", "/a"), ("a/.", "a"), ("a/b/../..", ""),
    ]
    for (path, normalized) in cases { #expect(SourcePath.normalized(path) == normalized, "\(path)") }
  }

  @Test func theNearestAncestorIsFoundInnermostFirst() {
    #expect(SourcePath.ancestors(of: "a/b/c.swift") == ["a/b", "a", ""])
    #expect(SourcePath.nearestAncestor(of: "a/b/c.swift") { $0 == "a" || $0 == "" ? $0 : nil } == "a")
    #expect(SourcePath.nearestAncestor(of: "/x/y") { $0 == "/" ? "root" : nil } == "root")
    #expect(SourcePath.nearestAncestor(of: "c.swift") { _ in nil as Int? } == nil)
  }
}
