import LifeDiagram
import LifeDiagramGraphviz

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Says, in the tool's own one-line form, which font the images will really use: fontconfig's complaints become
/// warnings, a family that is not installed is a warning naming the one used instead, and no font at all is an
/// error (exit 69).
///
/// Only PNG and PDF draw text with the installed fonts, so only they ask (an SVG names its font for the viewer).
/// Asking costs a second load of fontconfig's configuration (pango loads its own), about a fifth of a run, so it
/// is asked only when something may be off: a font given with `--font`, or a `FONTCONFIG_FILE` set. The default
/// font is what `scripts/install-deps` installs.
func checkFont(_ family: String) throws(CLIError) {
  guard family != DiagramOptions.defaultFont || getenv("FONTCONFIG_FILE") != nil else { return }
  guard FontCheck.fontconfigIsAvailable else {
    #if os(macOS)
      let install = "libfontconfig.1.dylib) cannot be loaded; install it with 'brew install fontconfig'"
    #else
      let install = "libfontconfig.so.1) cannot be loaded; install libfontconfig1"
    #endif
    throw CLIError(message: "fontconfig's library (\(install) (scripts/install-deps does)", status: .unavailable)
  }
  let check = FontCheck.check(family)
  let setting = getenv("FONTCONFIG_FILE").map { " (FONTCONFIG_FILE is '\(String(cString: $0))')" } ?? ""
  for message in check.messages { Output.warning("fontconfig: \(message)\(setting)") }
  guard let chosen = check.chosen else {
    throw CLIError(
      message: "fontconfig finds no font file for '\(family)'\(setting); install fonts-dejavu-core "
        + "(scripts/install-deps does), or fix or unset FONTCONFIG_FILE",
      status: .unavailable)
  }
  if !check.isInstalled {
    Output.warning(
      "the font '\(family)' is not installed; fontconfig draws the text in '\(chosen)' instead (fc-list lists the installed fonts)"
    )
  }
}
