import LifeDiagram
import LifeDiagramOutput

/// `docs --layout github-wiki`: the site as a GitHub wiki holds it.
///
/// GitHub's rules for a wiki's Git repository, which this layout follows:
/// - a page is a Markdown file, and its name is the page's: pages share one flat namespace, so every page sits
///   at the top of the repository, and each name is unique (a language after the first prefixes its code:
///   `ko-Home`, `ko-cold-launch`);
/// - `Home.md` is the wiki's front page and `_Sidebar.md` its sidebar, shown beside every page;
/// - a link to a page is its name, without `.md` and without a folder (`[Cold launch](cold-launch)`, with
///   `#anchor` where it points into the page); GitHub resolves it against the wiki's address;
/// - an image is a file of the repository, linked by its path from the top (`images/scenarios/…svg`).
///
/// The site is planned as usual, pages under the output folder and images under its `images` folder, then
/// flattened: pages renamed, and every link that points to a planned page or image rewritten by those rules.
enum GitHubWiki {
  /// The folder of the images below the wiki's top.
  static let imagesFolder = "images"

  /// The site's files in the wiki's layout, with its sidebar; `root` is the wiki's top (the output folder).
  static func flatten(_ files: [PlannedFile], root: String, languageFolders: [String]) -> [PlannedFile] {
    let pages = files.filter { $0.folder == root && $0.relativePath.hasSuffix(".md") }
    let names = Dictionary(
      pages.map { (RelativePath.normalized($0.path), pageName($0.relativePath, languageFolders: languageFolders)) },
      uniquingKeysWith: { first, _ in first })
    let images = RelativePath.normalized(join(root, imagesFolder))
    var flattened: [PlannedFile] = []
    for file in files {
      guard file.folder == root, file.relativePath.hasSuffix(".md"), case .text(let text) = file.content else {
        flattened.append(file)
        continue
      }
      let page = RelativePath.normalized(file.path)
      let rewritten = rewritingLinks(in: text) { target in
        let (path, anchor) = split(target)
        let resolved = RelativePath.normalized(parent(of: page) + "/" + path)
        if let name = names[resolved] { return name + anchor }
        if resolved.hasPrefix(images + "/") { return imagesFolder + String(resolved.dropFirst(images.count)) + anchor }
        return nil
      }
      let name = pageName(file.relativePath, languageFolders: languageFolders)
      flattened.append(PlannedFile(folder: root, relativePath: name + ".md", content: .text(rewritten)))
    }
    let sidebar = Sidebar(pages: flattened.filter { $0.folder == root && $0.relativePath.hasSuffix(".md") })
    flattened.append(PlannedFile(folder: root, relativePath: "_Sidebar.md", content: .text(sidebar.markdown)))
    return flattened
  }

  /// A page's wiki name: `index.md` is `Home`, a scenario page its id, a language's page prefixed by its code.
  static func pageName(_ relative: String, languageFolders: [String]) -> String {
    var parts = relative.dropLast(3).split(separator: "/").map(String.init)
    let language = parts.count > 1 && languageFolders.contains(parts[0]) ? parts.removeFirst() : nil
    let name = parts.last == "index" ? "Home" : parts.last ?? "Home"
    return language.map { "\($0)-\(name)" } ?? name
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

/// The wiki's sidebar: each language's home, its life-cycle and reference pages, then its scenarios, each by
/// its page's title.
private struct Sidebar {
  let pages: [PlannedFile]

  var markdown: String {
    var lines = [GeneratedBanner.markdown.trimmingSuffixNewlines]
    for file in pages {
      let name = String(file.relativePath.dropLast(3))
      guard case .text(let text) = file.content, let title = Self.title(of: text) else { continue }
      let isHome = name == "Home" || name.hasSuffix("-Home")
      lines.append(isHome ? "\n**[\(title)](\(name))**\n" : "- [\(title)](\(name))")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A page's first heading, as Markdown (already escaped when the page was written).
  static func title(of page: String) -> String? {
    page.split(separator: "\n").first { $0.hasPrefix("# ") }.map { String($0.dropFirst(2)) }
  }
}

extension String {
  fileprivate var trimmingSuffixNewlines: String {
    var text = self
    while text.hasSuffix("\n") { text.removeLast() }
    return text
  }
}
