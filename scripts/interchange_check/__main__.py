"""`make interchange-check`: hands what `lifediagram model ID --format …` prints to the tools it is for.

- scxml: Qt's SCXML compiler (qscxmlc, Debian's libqt6scxml6-bin) reads the document as an SCXML processor
  does and refuses what the standard does not allow (an unknown element, a transition without a target state…).
  The W3C's XML Schema is in no package this project can install, so this is the check it can run.
- plantuml: PlantUML (Debian's plantuml) parses it (`-checkonly`) and draws it as SVG; the drawing must hold
  every state's name and, for each system-automatic transition, a dashed line.
- mermaid-state: Mermaid 11 (the artoo-mermaid wheel's mermaid.min.js) renders it in headless Chromium; every
  state's name must be in the drawing.
- xstate: JSON whose states and transitions the unit tests (InterchangeTests) read back; no XState runtime is
  in Debian or PyPI.

Run from the repository's root, after `make build`, with the models to check (built-in ids or model files).
"""
import argparse
import json
import pathlib
import re
import subprocess
import sys
import tempfile

from browser_checks.chromium import Chromium, Tab

QSCXMLC = "/usr/lib/qt6/libexec/qscxmlc"


def text_of(binary, model, fmt):
    """What `lifediagram model ID --format FMT` prints, with the model's file when it comes from one."""
    args = [binary, "model"] + (["--model-file", model["file"], model["id"]] if model.get("file") else [model["id"]])
    return subprocess.run(args + ["--format", fmt], capture_output=True, text=True, check=True).stdout


def state_label(state):
    """A state's name as the formats draw it: with its variant, `Inactive (Launch Screen UI)`."""
    return state["name"] + (f" ({state['variant']})" if state.get("variant") else "")


def check_scxml(name, text, scratch):
    path = scratch / f"{name}.scxml"
    path.write_text(text, encoding="utf-8")
    run = subprocess.run([QSCXMLC, str(path), "-o", str(scratch / name)], capture_output=True, text=True)
    return [] if run.returncode == 0 else [f"qscxmlc: {(run.stderr or run.stdout).strip()}"]


def check_plantuml(name, text, model, scratch):
    path = scratch / f"{name}.puml"
    path.write_text(text, encoding="utf-8")
    syntax = subprocess.run(["plantuml", "-checkonly", str(path)], capture_output=True, text=True)
    if syntax.returncode != 0:
        return [f"plantuml -checkonly: {(syntax.stderr or syntax.stdout).strip()}"]
    subprocess.run(["plantuml", "-tsvg", str(path)], capture_output=True, text=True, env={"GRAPHVIZ_DOT": "/usr/bin/dot", "PATH": "/usr/bin:/bin"})
    svg = path.with_suffix(".svg").read_text(encoding="utf-8")
    problems = []
    if "An error has occured" in svg or "Cannot run program" in svg:
        problems.append("plantuml drew an error page instead of the diagram")
    texts = [unescape(t) for t in re.findall(r"<text[^>]*>([^<]*)</text>", svg)]
    for state in model["states"]:
        label = state_label(state)
        if label not in texts:
            problems.append(f"plantuml: the drawing has no state named {label!r}")
    automatic = sum(1 for t in model["transitions"] if t["kind"] == "system-automatic")
    dashed = len(re.findall(r'<path[^>]*stroke-dasharray', svg))
    if dashed < automatic:
        problems.append(f"plantuml: {dashed} dashed lines for {automatic} system-automatic transitions")
    return problems


def unescape(text):
    return (text.replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", '"').replace("&#39;", "'")
            .replace("&amp;", "&"))


MERMAID_PAGE = """<!doctype html><meta charset="utf-8"><script src="{js}"></script><body></body>"""

MERMAID_RENDER = """(async () => {{
  mermaid.initialize({{startOnLoad: false, securityLevel: "strict"}});
  try {{
    const {{svg}} = await mermaid.render("d", {source});
    const holder = document.createElement("div");
    holder.innerHTML = svg;
    document.body.appendChild(holder);
    return {{texts: [...holder.querySelectorAll("text, foreignObject *")].map(e => e.textContent.trim())}};
  }} catch (error) {{ return {{error: String(error && error.message || error).split("\\n")[0]}}; }}
}})()"""


def check_mermaid(tab, text, model, machine, page):
    """Mermaid draws every state's name, and every call of every transition in some label, as written."""
    tab.open(page.as_uri())
    result = tab.evaluate(MERMAID_RENDER.format(source=json.dumps(text)))
    if "error" in result:
        return [f"mermaid: {result['error']}"]
    problems = []
    for state in model["states"]:
        label = state_label(state)
        if label not in result["texts"]:
            problems.append(f"mermaid: the drawing has no state named {label!r} (it has {sorted(set(result['texts']))})")
    drawn = "\n".join(result["texts"])
    for node in machine["states"].values():
        for transition in node.get("on", {}).values():
            for action in transition["actions"]:
                method = action.split(".", 1)[1]
                if method not in drawn:
                    problems.append(f"mermaid: no label shows {method!r} as written")
    return problems


def main():
    parser = argparse.ArgumentParser(prog="scripts/browser-checks interchange", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=".build/release/lifediagram")
    parser.add_argument("--mermaid-js", required=True)
    parser.add_argument("models", nargs="+", metavar="ID|ID=FILE", help="a built-in id, or a model file's id=path")
    args = parser.parse_args()
    models = [dict(id=m.split("=", 1)[0], file=m.split("=", 1)[1]) if "=" in m else dict(id=m) for m in args.models]
    failures = 0
    with tempfile.TemporaryDirectory(prefix="interchange-check.") as scratch, Chromium() as browser:
        scratch = pathlib.Path(scratch)
        page = scratch / "mermaid.html"
        page.write_text(MERMAID_PAGE.format(js=pathlib.Path(args.mermaid_js).resolve().as_uri()), encoding="utf-8")
        tab = Tab(browser)
        for model in models:
            name = model["id"]
            data = json.loads(text_of(args.binary, model, "json"))
            results = {
                "scxml": check_scxml(name, text_of(args.binary, model, "scxml"), scratch),
                "plantuml": check_plantuml(name, text_of(args.binary, model, "plantuml"), data, scratch),
                "mermaid-state": check_mermaid(tab, text_of(args.binary, model, "mermaid-state"), data,
                                               json.loads(text_of(args.binary, model, "xstate")), page),
            }
            for fmt, problems in results.items():
                print(f"{'ok  ' if not problems else 'FAIL'} {name} --format {fmt}")
                for problem in problems:
                    print(f"       {problem}")
                failures += bool(problems)
    print(f"interchange-check: {len(models)} models, {failures} failure(s)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
