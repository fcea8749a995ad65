/// The builds of an app, as the audit weighs `#if` conditions in them: each configuration's compilation flags
/// (`SWIFT_ACTIVE_COMPILATION_CONDITIONS`, and the names `GCC_PREPROCESSOR_DEFINITIONS` defines), with `DEBUG` set
/// in every configuration named like Debug, and the app's platform.
package struct BuildConfigurations: Sendable, Equatable {
  /// The flags of each configuration, by its name.
  package var flags: [String: Set<String>]
  /// The app's platform, as its SDKROOT names it.
  package var platform: String

  /// Builds of these flags, by configuration, for `platform`.
  package init(flags: [String: Set<String>], platform: String) {
    self.flags = flags
    self.platform = platform
  }
}
