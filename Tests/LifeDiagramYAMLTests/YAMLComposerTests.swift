import Testing
import Yams

@testable import LifeDiagramYAML

/// ``YAMLComposer`` makes the tree Yams' composer (`Resolver.basic`) makes from the same text: the same texts,
/// tags, styles and marks, and the same errors at the same places; it differs only in keeping repeated keys.
@Suite struct YAMLComposerTests {
  static let documents: [String] = [
    "a: 1\nb: [x, 'y', \"z\"]\nc:\n  - {d: e}\n  - ~\n",
    "# only a comment\nkey: value # and another\n",
    "text: |\n  two\n  lines\nfolded: >\n  one\n  line\n",
    "tagged: !!int 12\nstr: !!str 12\nlocal: !thing x\nbang: ! 7\n",
    "base: &b {x: 1, y: [2, 3]}\ncopy: *b\nlist: &l [a]\nagain: *l\nscalar: &s word\nalso: *s\n",
    "{\"schemaVersion\": 1, \"states\": [{\"id\": \"a\", \"label\": \"\\u00e9\"}]}",
    "한글: 값\n\"키\": [가, 나]\nemoji: \"🙂 x\"\n",
    "- 1\n- - 2\n  - 3\n- key: value\n  other: [ ]\n",
    "empty:\nnull: null\nquoted empty: ''\n",
    "? complex\n: value\n? [a, b]\n: list key\n",
    "---\nexplicit: start\n...\n",
    "plain scalar at the top",
    "",
    "   \n\n# nothing\n",
    "a: &x 1\nb: &x 2\nc: *x\n",
  ]

  @Test(arguments: documents) func composesAsYams(_ text: String) throws {
    let ours = try YAMLComposer.compose(text)
    let theirs = try Yams.compose(yaml: text, .basic, .default, .utf8)
    #expect(ours.map { Self.describe($0) } == theirs.map { Self.describe($0) })
  }

  static let broken: [String] = [
    "a: b: c\n",
    "key: [a, b\nnext: x\n",
    "a:\n\t- b\n",
    "key: 'unclosed\n",
    "a: *nowhere\n",
    "first: 1\n---\nsecond: 2\n",
    "- a\nb: c\n",
    "{a: 1,, b: 2}\n",
    "a: !<tag:yaml.org,2002:str\n",
    "x: @y\n",
    "a:\n  b: 1\n c: 2\n",
    "\"\\q\"\n",
  ]

  @Test(arguments: broken) func failsAsYamsFails(_ text: String) throws {
    var ours: YAMLError?
    do { _ = try YAMLComposer.compose(text) } catch { ours = error }
    let error = try #require(ours, "composed \(text.debugDescription)")
    #expect(throws: (any Error).self) { try Yams.compose(yaml: text, .basic, .default, .utf8) }
    do {
      _ = try Yams.compose(yaml: text, .basic, .default, .utf8)
    } catch let YamlError.scanner(context, problem, mark, _), let YamlError.parser(context, problem, mark, _),
      let YamlError.composer(context, problem, mark, _)
    {
      #expect(error.problem == problem)
      #expect(error.mark == YAMLMark(line: mark.line, column: mark.column))
      #expect(error.context?.text == context?.text)
      #expect(error.context?.mark == context.map { YAMLMark(line: $0.mark.line, column: $0.mark.column) })
    } catch {
      Issue.record("Yams failed otherwise: \(error)")
    }
  }

  @Test func repeatedKeysAreKeptInOrder() throws {
    let root = try #require(try YAMLComposer.compose("a: 1\nb: 2\na: 3\n"))
    guard case .mapping(let mapping) = root else { Issue.record("not a mapping"); return }
    #expect(mapping.map { "\($0.key.string ?? "")=\($0.value.string ?? "")" } == ["a=1", "b=2", "a=3"])
    #expect(mapping.pairs[2].key.mark == YAMLMark(line: 3, column: 1))
    #expect(mapping["a"]?.string == "1")
  }

  /// The composer stops at its own limit. (This test binary links Yams, whose copy of libyaml stops at the same
  /// depth in its parser; Debian's libyaml 0.2.5, which the tool links, has no limit. Either way: an error,
  /// not a crash.)
  @Test func nestingPastTheLimitIsAnErrorNotACrash() throws {
    let depth = YAMLComposer.maximumDepth
    let allowed = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    #expect(try YAMLComposer.compose(allowed) != nil)
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    do {
      _ = try YAMLComposer.compose(deep)
      Issue.record("composed 100,000 levels")
    } catch {
      if error.stage == .composer {
        #expect(error.mark == YAMLMark(line: 1, column: depth + 1), "\(error)")
      } else {
        #expect(error.problem.contains("Maximum nesting level"), "\(error)")
      }
    }
  }

  /// A node as text, in terms both trees share: kind, tag ("" for none), style, mark, and children.
  static func describe(_ node: YAMLNode) -> String {
    switch node {
    case .scalar(let scalar):
      "scalar(\(scalar.string.debugDescription) tag:\(scalar.tag ?? "") style:\(scalar.style.rawValue) at \(scalar.mark!))"
    case .sequence(let sequence):
      "sequence at \(sequence.mark!) [" + sequence.map(describe).joined(separator: ", ") + "]"
    case .mapping(let mapping):
      "mapping at \(mapping.mark!) {" + mapping.map { describe($0.key) + ": " + describe($0.value) }.joined(separator: ", ") + "}"
    }
  }

  /// Yams' tree. Yams tags the plain scalars of a key as strings when it hashes the keys to look for repeats,
  /// so a string tag within a key is read as none.
  static func describe(_ node: Node, asKey: Bool = false) -> String {
    switch node {
    case .scalar(let scalar):
      let tag = asKey && scalar.style == .plain && scalar.tag.description == YAMLNode.Tag.str ? "" : scalar.tag.description
      return "scalar(\(scalar.string.debugDescription) tag:\(tag) style:\(scalar.style.rawValue) at \(scalar.mark!))"
    case .sequence(let sequence):
      return "sequence at \(sequence.mark!) [" + sequence.map { describe($0, asKey: asKey) }.joined(separator: ", ") + "]"
    case .mapping(let mapping):
      return "mapping at \(mapping.mark!) {"
        + mapping.map { describe($0.key, asKey: true) + ": " + describe($0.value, asKey: asKey) }.joined(separator: ", ") + "}"
    case .alias(let alias):
      return "alias \(alias.anchor)"
    }
  }
}
