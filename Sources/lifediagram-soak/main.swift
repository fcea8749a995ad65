// lifediagram-soak: renders many diagrams in one process and reports how resident memory grows per render.
//
//   lifediagram-soak [renders] [--graph diagrams|flat] [--format svg|png|pdf|dot]
//
// `diagrams` (the default) alternates the app and scene diagrams, the tool's real work (nop2 layout); `flat` is a
// 14-node graph laid out by dot (Graph.sample), whose leak Graphviz 2.42 is known for (about 1.3 KB per layout,
// reference graphviz.md §5). Growth is measured after a warm-up, so one-time caches (fontconfig, pango) are not
// counted. Linux only: resident memory is read from /proc/self/statm.
import LifeDiagram
import LifeDiagramGraphviz
import LifeDiagramModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

let arguments = Array(CommandLine.arguments.dropFirst())
let renders = arguments.first.flatMap { Int($0) } ?? 10_000
let graphKind = value(after: "--graph") ?? "diagrams"
guard let format = OutputFormat(rawValue: value(after: "--format") ?? "svg"), ["diagrams", "flat"].contains(graphKind)
else { fail("usage: lifediagram-soak [renders] [--graph diagrams|flat] [--format svg|png|pdf|dot]") }

let engine: Graphviz
switch Graphviz.shared {
case .success(let shared): engine = shared
case .failure(let error): fail("lifediagram-soak: \(error)")
}

let graphs =
  switch graphKind {
  case "flat": [Graph.sample(name: "soak")]
  default: Catalog.builtIn.lifecycles.map { $0.diagram() }
  }
let warmUp = 200
var warnings: [GraphvizWarning] = []

func renderAll(_ count: Int, _ warnings: inout [GraphvizWarning]) {
  for index in 0..<count {
    do {
      _ = try engine.render(graphs[index % graphs.count], as: format, warnings: &warnings)
    } catch {
      fail("lifediagram-soak: render \(index) failed: \(error)")
    }
  }
}

renderAll(warmUp, &warnings)
let before = residentBytes()
let start = monotonicSeconds()
renderAll(renders, &warnings)
let seconds = monotonicSeconds() - start
let after = residentBytes()

let perRender = Double(after - before) / Double(renders)
print(
  "lifediagram-soak: \(renders) renders of \(graphKind) as \(format.rawValue) in one process (Graphviz \(engine.version))"
)
print(
  "resident memory: \(megabytes(before)) MB after \(warmUp) warm-up renders, \(megabytes(after)) MB after \(renders) more"
)
print("growth: \(formatted(perRender / 1024, 3)) KB per render (\(after - before) bytes in all)")
print("time: \(formatted(seconds * 1000 / Double(renders), 2)) ms per render")
print("Graphviz warnings: \(warnings.count)")

// MARK: - Helpers

func value(after flag: String) -> String? {
  guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count else { return nil }
  return arguments[index + 1]
}

func fail(_ message: String) -> Never {
  let line = Array((message + "\n").utf8)
  _ = line.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress!, $0.count) }
  exit(64)
}

/// Resident set size from /proc/self/statm (its second field, in pages).
func residentBytes() -> Int {
  let fd = open("/proc/self/statm", O_RDONLY)
  guard fd >= 0 else { fail("lifediagram-soak: cannot read /proc/self/statm (Linux only)") }
  defer { close(fd) }
  var buffer = [UInt8](repeating: 0, count: 256)
  let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count) }
  let fields = String(decoding: buffer.prefix(max(n, 0)), as: UTF8.self).split(separator: " ")
  guard fields.count > 1, let pages = Int(fields[1]) else { fail("lifediagram-soak: unexpected /proc/self/statm") }
  return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

func monotonicSeconds() -> Double {
  var now = timespec()
  clock_gettime(CLOCK_MONOTONIC, &now)
  return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}

func megabytes(_ bytes: Int) -> String { formatted(Double(bytes) / 1_048_576, 1) }

func formatted(_ value: Double, _ decimals: Int) -> String {
  var scale = 1.0
  for _ in 0..<decimals { scale *= 10 }
  let rounded = (value * scale).rounded() / scale
  return "\(rounded)"
}
