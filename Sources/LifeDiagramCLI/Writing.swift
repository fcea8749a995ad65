import LifeDiagram

/// Writes artifacts into a folder all or nothing, turning file errors into one-line errors.
func write(_ artifacts: [Artifact], into directory: String) throws(CLIError) -> [String] {
  do {
    return try ArtifactWriter(directory: directory).write(artifacts)
  } catch {
    throw .file(error)
  }
}

/// `folder/file` for messages.
func join(_ directory: String, _ path: String) -> String {
  directory.hasSuffix("/") ? directory + path : directory + "/" + path
}
