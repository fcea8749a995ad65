import Dispatch

/// Frees what an audit is done with on another thread: the indexes of thousands of files are freed value by value,
/// which would otherwise hold up the thread that still writes the report. The caller hands its last reference over (`releaseInBackground(consume files)`), so the freeing cannot
/// fall back to it.
package func releaseInBackground<Value>(_ value: consuming Value) {
  let box = Retired(value)
  DispatchQueue.global(qos: .utility).async { box.drop() }
}

/// A value on its way to be freed: nothing reads it, so it may cross threads.
private final class Retired<Value>: @unchecked Sendable {
  private var value: Value?

  package init(_ value: consuming Value) { self.value = consume value }

  package func drop() { value = nil }
}
