import LifeDiagramAuditProjects
import LifeDiagramModel

/// What one reading of an app's files parsed, kept to audit it again after a few files changed (`migrate` audits
/// the app as migrated): the indexes, by path, and the bytes they were read from.
package struct AuditReading {
  package let files: ReadFiles
  package let bytes: [String: [UInt8]]

  /// Creates it with every stored property.
  package init(files: ReadFiles, bytes: [String: [UInt8]]) {
    self.files = files
    self.bytes = bytes
  }
}

/// The files given, each read once: the sources indexed, the property lists and projects parsed, and the
/// suppression comments of each source.
package struct ReadFiles {
  package var indexes: [String: SourceIndex] = [:]
  package var plists: [String: InfoPlist] = [:]
  package var projects: [ProjectFile] = []
  /// The `.xcconfig` files' texts, by normalized path.
  package var xcconfigs: [String: String] = [:]
  package var suppressions: [String: Suppressions] = [:]

  /// Reads the inputs; a source whose bytes `previous` read already (same path, same bytes) keeps its index, so
  /// auditing an app again after a few files changed parses only those.
  package init(_ inputs: [AuditInput], selectors: ObjCSelectors, reusing previous: AuditReading? = nil)
    throws(AuditBoundExceeded)
  {
    var sources: [SourceFile] = []
    var yaml: [(path: String, text: String)] = []
    let tuist = try Self.tuistProjects(inputs)
    for input in inputs {
      // A source is decoded by the thread that parses it; the rest are few and small.
      let isCode = AuditedFile.isSwift(input.path) || AuditedFile.isObjectiveC(input.path)
      let text = isCode && tuist[input.path] == nil ? "" : String(decoding: input.bytes, as: UTF8.self)
      if let project = tuist[input.path] {
        // Tuist's manifest describes the app; it is not the app's code.
        projects.append(ProjectFile(path: input.path, text: text, project: project, kind: .tuist))
      } else if isCode, let previous, previous.bytes[input.path] == input.bytes,
        let index = previous.files.indexes[input.path]
      {
        indexes[input.path] = index
        suppressions[input.path] = previous.files.suppressions[input.path]
      } else if AuditedFile.isSwift(input.path) {
        sources.append(.indexing(path: input.path, bytes: input.bytes) { SourceIndex(path: $0, text: $1) })
      } else if AuditedFile.isObjectiveC(input.path) {
        sources.append(
          .indexing(path: input.path, bytes: input.bytes) {
            SourceIndex(objectiveCPath: $0, text: $1, selectors: selectors)
          })
      } else if input.path.hasSuffix(".pbxproj") {
        if let project = XcodeProject(pbxproj: text) {
          projects.append(ProjectFile(path: input.path, text: text, project: project, kind: .xcode))
        }
      } else if input.path.hasSuffix(".xcconfig") {
        xcconfigs[SourcePath.normalized(input.path)] = text
      } else if input.path.hasSuffix(".yml") {
        yaml.append((input.path, text))
      } else if let plist = InfoPlist(path: input.path, text: text) {
        plists[input.path] = plist
      }
    }
    // XcodeGen's project.yml, with the specs it includes (any .yml read, by its path).
    let specs = Dictionary(yaml.map { (SourcePath.normalized($0.path), $0.text) }) { first, _ in first }
    for (path, text) in yaml where SourcePath.name(of: path) == "project.yml" {
      let folder = SourcePath.folder(of: SourcePath.normalized(path))
      let included = { (relative: String) in specs[SourcePath.join(folder, relative)] }
      if let project = try XcodeProject(xcodeGen: text, path: path, included: included) {
        projects.append(ProjectFile(path: path, text: text, project: project, kind: .xcodeGen))
      }
    }
    for (file, index) in zip(sources, try SourceIndex.bounded(sources)) {
      suppressions[file.path] = Suppressions(index.comments)
      indexes[file.path] = index
    }
  }

  /// The Tuist projects among the inputs, by path: each `Project.swift` that declares targets, parsed within the
  /// bounds every Swift file is (its nesting checked first, then parsed on a large stack, within the time bound).
  private static func tuistProjects(_ inputs: [AuditInput]) throws(AuditBoundExceeded) -> [String: XcodeProject] {
    let manifests = inputs.filter { SourcePath.name(of: $0.path) == "Project.swift" }
    let read = try boundedReads(
      manifests.map { BoundedRead(path: $0.path, bytes: $0.bytes) { _, text in XcodeProject(tuist: text) } })
    var projects: [String: XcodeProject] = [:]
    for (input, project) in zip(manifests, read) { projects[input.path] = projects[input.path] ?? project }
    return projects
  }

  /// The findings no `lifediagram:disable` comment silences.
  package func unsuppressed(_ findings: [AuditFinding]) -> [AuditFinding] {
    findings.filter { suppressions[$0.location.file]?.silences($0.rule, atLine: $0.location.line) != true }
  }
}
