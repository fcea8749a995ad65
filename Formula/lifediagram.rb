# Homebrew formula: builds a tagged release of lifediagram from source with SwiftPM. The repository is its own tap
# (`brew tap OWNER/lifediagram https://github.com/OWNER/lifediagram`); a release moves `tag` and `revision` to the
# new tag, and `ruby -c Formula/lifediagram.rb` (scripts/check-formula) checks the file parses.
class Lifediagram < Formula
  desc "Sourced diagrams, sequence tables, audits and log checks of the iOS app life cycles"
  homepage "https://github.com/lifediagram/lifediagram"
  url "https://github.com/lifediagram/lifediagram.git", tag: "v0.1.0"
  license "MIT"
  head "https://github.com/lifediagram/lifediagram.git", branch: "main"

  # Package.swift asks for macOS 15 (the Synchronization module) and swift-tools-version 6.1 (Xcode 16.3).
  depends_on xcode: ["16.3", :build]
  depends_on "pkgconf" => :build
  depends_on macos: :sequoia
  depends_on "fontconfig"
  depends_on "graphviz"
  depends_on "libyaml"

  uses_from_macos "swift" => :build
  uses_from_macos "zlib"

  def install
    args = ["--disable-sandbox", "--configuration", "release"]
    system "swift", "build", *args, "--product", "lifediagram"
    system "swift", "build", *args, "--product", "lifediagram-audit"
    bin_path = Utils.safe_popen_read("swift", "build", *args, "--show-bin-path").chomp
    bin.install "#{bin_path}/lifediagram", "#{bin_path}/lifediagram-audit"
    man1.install "man/lifediagram.1"
    generate_completions_from_executable(bin/"lifediagram", "--generate-completion-script")
  end

  test do
    system bin/"lifediagram", "--svg", "--model", "app", "-o", testpath
    assert_match "<svg", (testpath/"app-lifecycle.svg").read
    assert_match "cold-launch", shell_output("#{bin}/lifediagram scenarios")
    (testpath/"AppDelegate.swift").write <<~SWIFT
      import UIKit
      @main class AppDelegate: UIResponder, UIApplicationDelegate {
        func applicationDidBecomeActive(_ application: UIApplication) {}
      }
    SWIFT
    assert_match "scene-adoption", shell_output("#{bin}/lifediagram audit #{testpath}/AppDelegate.swift", 1)
  end
end
