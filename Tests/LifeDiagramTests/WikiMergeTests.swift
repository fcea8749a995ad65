import LifeDiagramDocs
import Testing

/// A hand-written wiki page keeps every line of its own (issue #58, item 4): the generated block is replaced in
/// place, and a begin marker a person left without its end marker is their text, not the start of a block.
@Suite struct WikiMergeTests {
  static let generated = "# Life cycles\n\n- [App](app-lifecycle)\n"

  @Test func aBeginMarkerWithoutItsEndKeepsTheTextAfterIt() {
    let page = "Welcome!\n\n" + WikiMerge.begin + "\nOur notes, which must stay.\n\nMore of ours.\n"
    let first = WikiMerge.merge(Self.generated, into: page)
    #expect(first.hasPrefix(page), "the person's text, the stray marker included, stays as written")
    #expect(first.hasSuffix(WikiMerge.begin + "\n" + Self.generated + WikiMerge.end + "\n"))
    let second = WikiMerge.merge(Self.generated, into: first)
    #expect(second == first, "a second run replaces its own block, and only it")
    let updated = WikiMerge.merge("# Life cycles, again\n", into: first)
    #expect(updated.hasPrefix(page) && updated.hasSuffix(WikiMerge.begin + "\n# Life cycles, again\n" + WikiMerge.end + "\n"))
  }

  @Test func theBlockIsReplacedInPlace() {
    let page = "Top\n\n" + WikiMerge.begin + "\nold\n" + WikiMerge.end + "\nBottom\n"
    #expect(WikiMerge.merge(Self.generated, into: page) == "Top\n\n" + WikiMerge.begin + "\n" + Self.generated + WikiMerge.end + "\nBottom\n")
  }
}
