import LifeDiagramAudit
import LifeDiagramSourceIndex
import LifeDiagramModel
import Testing

/// Audits Swift sources and property lists given as text, by file name, in name order; a file past the audit's
/// bounds is a failed test (and an empty result).
func audit(_ files: [String: String], disabled: Set<String> = []) -> AuditResult {
  do {
    return try boundedAudit(files, disabled: disabled)
  } catch {
    Issue.record("the audit refused a file: \(error)")
    return AuditResult(lifecycle: .app, findings: [], implementations: [:], filesRead: 0)
  }
}

/// Audits as ``audit(_:disabled:)`` does, throwing when a file is past the audit's bounds.
func boundedAudit(_ files: [String: String], disabled: Set<String> = []) throws(AuditBoundExceeded) -> AuditResult {
  try Auditor().audit(files.sorted { $0.key < $1.key }.map { AuditInput(path: $0.key, bytes: Array($0.value.utf8)) }, disabled: disabled)
}

extension AuditResult {
  /// The findings as `rule@file:line`, in report order.
  var summary: [String] { findings.map { "\($0.rule)@\($0.location.file):\($0.location.line)" } }

  /// The findings of one rule, as `file:line method`.
  func of(_ rule: String) -> [String] {
    findings.filter { $0.rule == rule }.map { "\($0.location.file):\($0.location.line) \($0.method ?? "-")" }
  }
}

/// An app delegate of the Xcode template, with `body` added to its class.
func appDelegate(_ body: String, conformance: String = ": UIResponder, UIApplicationDelegate") -> String {
  """
  import UIKit

  @main
  class AppDelegate\(conformance) {
  \(body)
  }

  """
}

/// A scene delegate of the Xcode template, with `body` added to its class.
func sceneDelegate(_ body: String) -> String {
  """
  import UIKit

  class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
  \(body)
  }

  """
}

/// An Info.plist's scene manifest (its key and dictionary) with one configuration of the application role naming
/// `delegate`.
func sceneManifest(delegate: String) -> String {
  """
  <key>UIApplicationSceneManifest</key>
  <dict>
    <key>UISceneConfigurations</key>
    <dict>
      <key>UIWindowSceneSessionRoleApplication</key>
      <array>
        <dict>
          <key>UISceneConfigurationName</key>
          <string>Default Configuration</string>
          <key>UISceneDelegateClassName</key>
          <string>$(PRODUCT_MODULE_NAME).\(delegate)</string>
        </dict>
      </array>
    </dict>
  </dict>
  """
}
