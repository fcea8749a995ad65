import LifeDiagram
import LifeDiagramOutput

/// `docs --layout github-wiki`: the site as a GitHub wiki holds it, beside the team's own pages.
///
/// GitHub's rules for a wiki's Git repository, which this layout follows:
/// - a page is a Markdown file, and its name is the page's: pages share one flat namespace, so every page sits
///   at the top of the repository, and each name is unique. The tool's names start with a prefix
///   (``WikiNaming/pagePrefix``, `Lifecycle-`), then a language's code after the first (`Lifecycle-ko-`): its
///   home is `Lifecycle-Home`, a scenario `Lifecycle-cold-launch`;
/// - `Home.md` is the wiki's front page and `_Sidebar.md` its sidebar, shown beside every page. Both are the
///   team's: the sidebar gets a short block (each language's home and life cycles, scenarios being reached from
///   those pages), and `Home.md` a link to the tool's home only when asked (``WikiNaming/linksFromHome``);
///   without a prefix, the tool's home is `Home.md` itself;
/// - a link to a page is its name, without `.md` and without a folder (`[Cold launch](Lifecycle-cold-launch)`,
///   with `#anchor` where it points into the page); GitHub resolves it against the wiki's address;
/// - an image is a file of the repository, linked by its path from the top (`images/scenarios/…svg`).
///
/// The site is planned as usual, pages under the output folder and images under its `images` folder, then
/// flattened: pages renamed, and every link that points to a planned page or image rewritten by those rules.
struct GitHubWiki {
  /// The folder of the images below the wiki's top.
  static let imagesFolder = "images"

  /// The wiki's top (the output folder).
  let root: String
  /// The folders of the languages after the first (`ko`).
  let languageFolders: [String]
  /// How the pages are named and reached.
  let naming: WikiNaming

  /// A page of the site as the wiki names it.
  private struct Page {
    var file: PlannedFile
    /// The language's code, nil for the first language.
    var language: String?
    /// The page's path inside its language's folder (`index.md`, `scenarios/cold-launch.md`).
    var base: String
    /// Its wiki name.
    var name: String
  }

  /// The site's files in the wiki's layout, with its sidebar block (and `Home.md`'s, when asked);
  /// `lifecyclePages` are the life cycles' pages (`app-lifecycle.md`), which the sidebar lists.
  func flatten(_ files: [PlannedFile], lifecyclePages: Set<String>) -> [PlannedFile] {
    let pages = files.filter { $0.folder == root && $0.relativePath.hasSuffix(".md") }.map(page)
    let names = Dictionary(
      pages.map { (RelativePath.normalized($0.file.path), $0.name) }, uniquingKeysWith: { first, _ in first })
    let images = RelativePath.normalized(join(root, Self.imagesFolder))
    var flattened: [PlannedFile] = []
    var renamed: [Page] = []
    for file in files {
      guard file.folder == root, file.relativePath.hasSuffix(".md"), case .text(let text) = file.content else {
        flattened.append(file)
        continue
      }
      let path = RelativePath.normalized(file.path)
      let rewritten = Self.rewritingLinks(in: text) { target in
        let (target, anchor) = Self.split(target)
        let resolved = RelativePath.normalized(parent(of: path) + "/" + target)
        if let name = names[resolved] { return name + anchor }
        if resolved.hasPrefix(images + "/") {
          return Self.imagesFolder + String(resolved.dropFirst(images.count)) + anchor
        }
        return nil
      }
      var page = page(file)
      page.file = PlannedFile(folder: root, relativePath: page.name + ".md", content: .text(rewritten))
      flattened.append(page.file)
      renamed.append(page)
    }
    let homes = renamed.filter { $0.base == "index.md" }
    let lines = homes.map { home in
      Self.line(
        home: home, lifecycles: renamed.filter { $0.language == home.language && lifecyclePages.contains($0.base) })
    }
    flattened.append(generated("_Sidebar.md", lines))
    if naming.linksFromHome && !naming.pagePrefix.isEmpty {
      flattened.append(generated("Home.md", homes.map { "- **[\(Self.title(of: $0.file) ?? $0.name)](\($0.name))**" }))
    }
    return flattened
  }

  /// A page with its language and wiki name.
  private func page(_ file: PlannedFile) -> Page {
    var parts = file.relativePath.split(separator: "/").map(String.init)
    let language = parts.count > 1 && languageFolders.contains(parts[0]) ? parts.removeFirst() : nil
    let base = parts.joined(separator: "/")
    return Page(file: file, language: language, base: base, name: pageName(base, language: language))
  }

  /// A page's wiki name: `index.md` is the home, any other page its file's name, after the prefix and the
  /// language's code (`Lifecycle-ko-cold-launch`).
  func pageName(_ base: String, language: String?) -> String {
    guard base != "index.md" else { return naming.home(language: language) }
    let name = base.split(separator: "/").last.map { String($0.dropLast(3)) } ?? base
    return naming.pagePrefix + (language.map { "\($0)-" } ?? "") + name
  }

  /// A language's line of the sidebar, a list item: its home, then its life cycles.
  private static func line(home: Page, lifecycles: [Page]) -> String {
    let links = lifecycles.map { "[\(title(of: $0.file) ?? $0.name)](\($0.name))" }
    return "- **[\(title(of: home.file) ?? home.name)](\(home.name))**"
      + (links.isEmpty ? "" : ": " + links.joined(separator: " · "))
  }

  /// A page of the tool's in the wiki's own namespace (the sidebar, the home's link): the banner, then its lines.
  /// Where the team's page is there, the lines go into it as a block (``WikiMerge``).
  private func generated(_ name: String, _ lines: [String]) -> PlannedFile {
    PlannedFile(
      folder: root, relativePath: name,
      content: .text(GeneratedBanner.markdown + lines.map { $0 + "\n" }.joined()))
  }

  /// A page's first heading, as Markdown (already escaped when the page was written).
  static func title(of page: PlannedFile) -> String? {
    guard case .text(let text) = page.content else { return nil }
    return text.split(separator: "\n").first { $0.hasPrefix("# ") }.map { String($0.dropFirst(2)) }
  }

  /// The text with each link target (`](…)`, `src="…"`, `srcset="…"`) that `map` knows replaced.
  static func rewritingLinks(in text: String, _ map: (String) -> String?) -> String {
    let openers = ["](", "src=\"", "srcset=\""]
    var result = ""
    var rest = Substring(text)
    // Where each opener next occurs, looked for again only once the text has moved past it: one pass over a page.
    var next = openers.map { rest.firstRange(of: $0) }
    while let pick = next.indices.filter({ next[$0] != nil }).min(by: { next[$0]!.lowerBound < next[$1]!.lowerBound }),
      let range = next[pick]
    {
      result += rest[..<range.upperBound]
      rest = rest[range.upperBound...]
      let closer: Character = openers[pick] == "](" ? ")" : "\""
      guard let end = rest.firstIndex(of: closer) else { break }
      let target = String(rest[..<end])
      result += target.contains("://") || target.hasPrefix("#") ? target : (map(target) ?? target)
      rest = rest[end...]
      for index in next.indices where next[index].map({ $0.lowerBound < rest.startIndex }) == true {
        next[index] = rest.firstRange(of: openers[index])
      }
    }
    return result + rest
  }

  private static func split(_ target: String) -> (path: String, anchor: String) {
    guard let hash = target.firstIndex(of: "#") else { return (target, "") }
    return (String(target[..<hash]), String(target[hash...]))
  }
}
