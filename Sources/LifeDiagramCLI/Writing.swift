import LifeDiagram

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes artifacts into a folder all or nothing, turning file errors into one-line errors.
func write(_ artifacts: [Artifact], into directory: String) throws(CLIError) -> [String] {
  do {
    return try ArtifactWriter(directory: directory, afterStaging: pauseAfterStagingForTests()).write(artifacts)
  } catch {
    throw .file(error)
  }
}

/// `folder/file` for messages.
func join(_ directory: String, _ path: String) -> String {
  directory.hasSuffix("/") ? directory + path : directory + "/" + path
}

/// A test hook: with `LIFEDIAGRAM_TEST_PAUSE_AFTER_STAGING=<marker>` the writer creates the file `<marker>` once
/// every temporary file is written, then waits 60 seconds before renaming them, so a test can interrupt it there.
private func pauseAfterStagingForTests() -> (@Sendable () -> Void)? {
  guard let marker = getenv("LIFEDIAGRAM_TEST_PAUSE_AFTER_STAGING").map({ String(cString: $0) }), !marker.isEmpty
  else { return nil }
  return {
    try? FileSystem.writeFile(marker, [])
    sleep(60)
  }
}
