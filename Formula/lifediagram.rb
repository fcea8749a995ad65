# Homebrew formula. The repository is its own tap (`brew tap OWNER/lifediagram https://github.com/OWNER/lifediagram`).
# By default it installs the release's macOS tarball for the Mac's architecture (both programs, the manual page and
# the completions; no build), which the release workflow (.github/workflows/release.yml) builds, publishes with its
# SHA-256 and writes into this file (scripts/update-formula); `--HEAD` builds main from source with SwiftPM.
# scripts/check-packaging checks it with `ruby -c`, and that scripts/update-formula rewrites it as the workflow does.
class Lifediagram < Formula
  desc "Sourced diagrams, sequence tables, audits and log checks of the iOS app life cycles"
  homepage "https://github.com/lifediagram/lifediagram"
  version "0.1.0"
  license "MIT"

  on_arm do
    url "https://github.com/lifediagram/lifediagram/releases/download/v0.1.0/lifediagram-0.1.0-macos-arm64.tar.gz"
    sha256 "0000000000000000000000000000000000000000000000000000000000000000"
  end
  on_intel do
    url "https://github.com/lifediagram/lifediagram/releases/download/v0.1.0/lifediagram-0.1.0-macos-x86_64.tar.gz"
    sha256 "0000000000000000000000000000000000000000000000000000000000000000"
  end

  head do
    url "https://github.com/lifediagram/lifediagram.git", branch: "main"
    # Package.swift asks for swift-tools-version 6.1 (Xcode 16.3).
    depends_on xcode: ["16.3", :build]
    depends_on "pkgconf" => :build
  end

  # The Synchronization module (macOS 15), which the programs link.
  depends_on macos: :sequoia
  depends_on "fontconfig"
  depends_on "graphviz"
  depends_on "libyaml"

  uses_from_macos "zlib"

  def install
    if build.head?
      args = ["--disable-sandbox", "--configuration", "release"]
      system "swift", "build", *args, "--product", "lifediagram"
      system "swift", "build", *args, "--product", "lifediagram-audit"
      bin_path = Utils.safe_popen_read("swift", "build", *args, "--show-bin-path").chomp
      bin.install "#{bin_path}/lifediagram", "#{bin_path}/lifediagram-audit"
      man1.install "man/lifediagram.1"
      generate_completions_from_executable(bin/"lifediagram", "--generate-completion-script")
    else
      bin.install "bin/lifediagram", "bin/lifediagram-audit"
      man1.install "share/man/man1/lifediagram.1"
      bash_completion.install "share/bash-completion/completions/lifediagram"
      zsh_completion.install "share/zsh/site-functions/_lifediagram"
      fish_completion.install "share/fish/vendor_completions.d/lifediagram.fish"
    end
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
