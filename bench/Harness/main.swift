// lifediagram-bench: item 4 of `make bench`. Times lifediagram's own render call in one process, per diagram, so
// bench/run can set it beside bench/gvc-render.c (the same graph through libgvc from C, with nothing of ours).
//
//   lifediagram-bench [--renders N] [--format svg|png|pdf]
//
// For each built-in life cycle: one untimed warm-up render, then N timed renders of
// `Graphviz.shared` → `engine.render(lifecycle, as: format)` (model → Graph → cgraph → gvLayout → gvRenderData,
// plus the SVG accessibility pass). Prints one line per diagram:
//   app svg median_ms=… min_ms=… n=… bytes=…
// The clock is the standard library's ContinuousClock: no Foundation.
import LifeDiagram
import LifeDiagramGraphviz
import LifeDiagramModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

var renders = 30
var formatName = "svg"
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  switch argument {
  case "--renders": renders = arguments.popFirst().flatMap { Int($0) } ?? 0
  case "--format": formatName = arguments.popFirst() ?? ""
  default: renders = 0
  }
}
/// Writes a message to standard error and exits.
func fail(_ message: String, status: Int32 = 1) -> Never {
  var text = message + "\n"
  text.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
  exit(status)
}

guard renders > 0, let format = OutputFormat(rawValue: formatName), format != .dot else {
  fail("usage: lifediagram-bench [--renders N] [--format svg|png|pdf]", status: 2)
}

let engine: Graphviz
switch Graphviz.shared {
case .success(let shared): engine = shared
case .failure(let error): fail("lifediagram-bench: \(error)")
}

func milliseconds(_ duration: Duration) -> Double {
  let (seconds, attoseconds) = duration.components
  return Double(seconds) * 1e3 + Double(attoseconds) / 1e15
}

let clock = ContinuousClock()
for lifecycle in Catalog.builtIn.lifecycles {
  do {
    let bytes = try engine.render(lifecycle, as: format).count  // warm-up, untimed
    var times: [Double] = []
    for _ in 0..<renders {
      let start = clock.now
      _ = try engine.render(lifecycle, as: format)
      times.append(milliseconds(clock.now - start))
    }
    times.sort()
    let n = times.count
    let median = n % 2 == 1 ? times[n / 2] : (times[n / 2 - 1] + times[n / 2]) / 2
    print("\(lifecycle.id.rawValue) \(formatName) median_ms=\(median) min_ms=\(times[0]) n=\(n) bytes=\(bytes)")
  } catch {
    fail("lifediagram-bench: \(lifecycle.id.rawValue): \(error)")
  }
}
