#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A number of seconds the environment may set: `variable`'s value when it is a whole number within `range`,
/// else `standard` (a test shortens a timeout this way; a wrong value keeps the usual one).
func secondsFromEnvironment(_ variable: String, standard: Int, range: ClosedRange<Int>) -> Int {
  guard let text = Console.current.environment(variable), let seconds = Int(text), range.contains(seconds)
  else { return standard }
  return seconds
}
