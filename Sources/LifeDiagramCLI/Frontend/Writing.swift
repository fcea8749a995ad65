import LifeDiagram
import LifeDiagramGraphviz
import LifeDiagramOutput

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

/// Opens and locks the output folders of a run, turning file errors into one-line errors.
func openTransaction(_ folders: [String]) throws(CLIError) -> OutputTransaction {
  do {
    let transaction = try OutputTransaction(folders: folders, whileWaiting: lockWaitSignalForTests())
    transaction.afterStaging = pauseAfterStagingForTests()
    return transaction
  } catch {
    throw .file(error)
  }
}

/// A rendering or file failure as the tool's one-line error; any other error as it is.
func toolError(_ error: any Error) -> any Error {
  switch error {
  case let error as GraphvizError: CLIError.graphviz(error)
  case let error as FileError: CLIError.file(error)
  default: error
  }
}

/// A test hook, in debug builds only: with `LIFEDIAGRAM_TEST_LOCK_WAIT=<marker>` a run that finds its output
/// folders locked by another creates the file `<marker>` before it waits, so a test sees it wait without sleeping.
private func lockWaitSignalForTests() -> (() -> Void)? {
  #if DEBUG
    guard let marker = Console.current.environment("LIFEDIAGRAM_TEST_LOCK_WAIT"), !marker.isEmpty else { return nil }
    return { close(open(marker, O_WRONLY | O_CREAT | O_CLOEXEC, 0o644)) }
  #else
    return nil
  #endif
}

/// A test hook, in debug builds only: with `LIFEDIAGRAM_TEST_PAUSE_AFTER_STAGING=<marker>` the writer creates the
/// file `<marker>` once every temporary file is written, then waits up to 5 minutes (until `<marker>` is removed)
/// before renaming them, so a test can interrupt it there or race it. (A minute was not enough: on two cores, a
/// full test run kept the waiting test from resuming for longer than that.)
private func pauseAfterStagingForTests() -> (@Sendable () -> Void)? {
  #if DEBUG
    guard let marker = Console.current.environment("LIFEDIAGRAM_TEST_PAUSE_AFTER_STAGING"), !marker.isEmpty
    else { return nil }
    return {
      close(open(marker, O_WRONLY | O_CREAT | O_CLOEXEC, 0o644))
      for _ in 0..<3_000 where access(marker, F_OK) == 0 { usleep(100_000) }
    }
  #else
    return nil
  #endif
}
