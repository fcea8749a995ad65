import Foundation

extension Process {
  /// Which stream of a program's output to keep.
  enum Stream { case standardOutput, standardError }

  /// Runs a program to its end (in `folder`, when given): its exit status, and what it wrote to `stream` (the
  /// other stream is dropped).
  static func run(
    _ path: String, _ arguments: [String], in folder: URL? = nil, capturing stream: Stream = .standardError
  ) throws -> (status: Int32, text: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    if let folder { process.currentDirectoryURL = folder }
    let pipe = Pipe()
    process.standardOutput = stream == .standardOutput ? pipe : FileHandle.nullDevice
    process.standardError = stream == .standardError ? pipe : FileHandle.nullDevice
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
