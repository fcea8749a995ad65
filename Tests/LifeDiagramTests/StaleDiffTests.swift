import LifeDiagramDocs
import Testing

/// A stale page's diff (issue #61, item 1): one hunk around what differs, with context, cut to the lines asked.
@Suite struct StaleDiffTests {
  @Test func aChangedLineIsOneHunkWithItsContext() {
    let expected = (1...10).map { "line \($0)" }.joined(separator: "\n") + "\n"
    let disk = expected.replacing("line 5\n", with: "line five\n")
    #expect(StaleDiff.lines(path: "Docs/a.md", disk: disk, expected: expected, limit: 20) == [
      "--- Docs/a.md (on disk)", "+++ Docs/a.md (as docs writes it)", "@@ -2,7 +2,7 @@",
      " line 2", " line 3", " line 4", "-line five", "+line 5", " line 6", " line 7", " line 8",
    ])
  }

  @Test func aLongChangeIsCutToTheLimitAndSaysHowMuchIsLeft() {
    let expected = (1...50).map { "new \($0)" }.joined(separator: "\n")
    let disk = (1...50).map { "old \($0)" }.joined(separator: "\n")
    let lines = StaleDiff.lines(path: "a.md", disk: disk, expected: expected, limit: 5)
    #expect(lines.count == 3 + 5 + 1)
    #expect(lines[2] == "@@ -1,50 +1,50 @@")
    #expect(lines.last == "… 95 more lines (--diff-lines)")
  }

  @Test func sameTextsOrNoLinesGiveNoDiff() {
    #expect(StaleDiff.lines(path: "a.md", disk: "x\n", expected: "x\n", limit: 20).isEmpty)
    #expect(StaleDiff.lines(path: "a.md", disk: "x\n", expected: "y\n", limit: 0).isEmpty)
    // A page that lost its last lines: they are the hunk, after its context.
    #expect(StaleDiff.lines(path: "a.md", disk: "a\nb\n", expected: "a\nb\nc\n", limit: 20) == [
      "--- a.md (on disk)", "+++ a.md (as docs writes it)", "@@ -1,3 +1,4 @@", " a", " b", "+c", " ",
    ])
  }
}
