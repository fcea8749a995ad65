extension CatalogFile {
  /// Every problem in the catalog file, each once with its path: ids used twice (sources, delegate methods,
  /// disagreements), then citations of sources the file does not define.
  public func validate() -> [ModelIssue] {
    let problems =
      repeated(sources.map(\.id.rawValue), "sources", "source")
      + repeatedMethods() + repeated(disagreements.map(\.id), "disagreements", "disagreement") + unknownCitations()
    return problems.map { ModelIssue(at: "catalog file", path: $0.path, $0.message) }
  }

  /// A method is known by its receiver and selector together.
  private func repeatedMethods() -> [FileProblem] {
    var seen: Set<String> = []
    return delegateMethods.enumerated().compactMap { index, method in
      seen.insert(method.id).inserted
        ? nil
        : FileProblem(
          ModelPath(["delegateMethods"])[index].appending("selector"),
          "delegate method '\(method.id)' is listed more than once")
    }
  }

  private func unknownCitations() -> [FileProblem] {
    let names = sources.map(\.id.rawValue)
    let known = Set(names)
    let lists: [(String, [[SourceID]])] = [
      ("delegateMethods", delegateMethods.map(\.sources)), ("delegateMappings", delegateMappings.map(\.sources)),
      ("disagreements", disagreements.map(\.sources)),
    ]
    return lists.flatMap { list, citations in
      citations.enumerated().flatMap { index, ids in
        ids.enumerated().compactMap { position, id in
          known.contains(id.rawValue)
            ? nil
            : FileProblem(
              ModelPath([.key(list)])[index].appending("sources")[position],
              unknown("source", id.rawValue, among: names) + " (define it under 'sources')")
        }
      }
    }
  }
}
