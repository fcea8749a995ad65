"""scripts/browser-checks wiki: renders every Markdown page of a docs folder as GitHub shows it (cmark-gfm,
GitHub's Markdown metrics, a 900 px window with an 836 px column, Mermaid 11 in headless Chromium) and prints, per
page, the three measures of issue #27: the tables wider than the column, the smallest text of its images as shown,
and the smallest text of its Mermaid diagrams as shown. Exits 1 when a page misses a goal (a table overflows, text
under --min-text px, a Mermaid block that does not render, an image that does not load)."""
import argparse
import html
import json
import pathlib
import re
import signal
import sys
import tempfile

import cmarkgfm
from cmarkgfm.cmark import Options

from browser_checks.chromium import Chromium, Tab

HERE = pathlib.Path(__file__).resolve().parent
MERMAID_BLOCK = re.compile(r'<pre lang="mermaid"><code>(.*?)</code></pre>|<pre><code class="language-mermaid">(.*?)</code></pre>', re.S)


def page_html(markdown_path, mermaid_js):
    """The page as GitHub renders it: GFM to HTML, Mermaid blocks handed to Mermaid, relative links from the page."""
    body = cmarkgfm.github_flavored_markdown_to_html(markdown_path.read_text(encoding="utf-8"), options=Options.CMARK_OPT_UNSAFE)
    body = MERMAID_BLOCK.sub(lambda m: f'<div class="mermaid-frame"><pre class="mermaid-source">{m.group(1) or m.group(2)}</pre></div>', body)
    lang = "ko" if "ko" in markdown_path.parts else "en"
    return (f'<!doctype html><html lang="{lang}"><head><meta charset="utf-8">'
            f'<base href="{markdown_path.parent.resolve().as_uri()}/">'
            f'<link rel="stylesheet" href="{(HERE / "github.css").as_uri()}">'
            f'<script src="{mermaid_js.resolve().as_uri()}"></script>'
            '<script>mermaid.initialize({startOnLoad: false});</script></head>'
            f'<body><article class="markdown-body">{body}</article></body></html>')


def measure(tab, markdown_path, mermaid_js, scratch):
    page = scratch / (re.sub(r"[^A-Za-z0-9]+", "-", str(markdown_path)) + ".html")
    page.write_text(page_html(markdown_path, mermaid_js), encoding="utf-8")
    tab.open(page.as_uri())
    result = tab.evaluate((HERE / "measure.js").read_text(encoding="utf-8"))
    result["errors"] += tab.console_errors()
    return result


def summary(name, result, min_text):
    """One page's line: the three measures, and whether it meets the goals."""
    tables = result["tables"]
    overflowing = [t for t in tables if t["overflows"]]
    images = [i for i in result["images"] if "smallest" in i]
    diagrams = [d for d in result["mermaid"] if d.get("rendered")]
    least_image = min((i["smallest"] for i in images), default=None)
    least_mermaid = min((d["smallest"] for d in diagrams), default=None)
    failures = []
    if overflowing:
        failures.append(f"{len(overflowing)} table(s) overflow (widest {max(t['width'] for t in overflowing)} px)")
    for image in images:
        if image["smallest"] < min_text:
            failures.append(f"{image['src']}: text at {image['smallest']:.1f} px ('{image['text']}')")
    for diagram in diagrams:
        if diagram["smallest"] < min_text:
            failures.append(f"Mermaid #{diagram['index'] + 1}: text at {diagram['smallest']:.1f} px ('{diagram['text']}')")
    failures += result["errors"]
    return {
        "page": name,
        "tables": len(tables), "overflowing": len(overflowing),
        "widestTable": max((t["width"] for t in tables), default=0),
        "images": len(images), "smallestImageText": least_image,
        "mermaid": len(result["mermaid"]), "smallestMermaidText": least_mermaid,
        "failures": failures,
    }


def px(value):
    return "–" if value is None else f"{value:.1f}"


def report_markdown(rows, column, baseline=None):
    """The per-page table; with a baseline (an earlier --json), each measure as `before → now`."""
    before = {row["page"]: row for row in (baseline or [])}

    def cell(row, measure):
        now = measure(row)
        if baseline is None:
            return now
        return f"{measure(before[row['page']]) if row['page'] in before else '(new)'} → {now}"

    tables = lambda row: f"{row['overflowing']} of {row['tables']}"
    image = lambda row: px(row["smallestImageText"])
    mermaid = lambda row: px(row["smallestMermaidText"])
    lines = [f"| Page | Tables over {column} px | Smallest image text (px) | Smallest Mermaid text (px) |",
             "|---|---|---|---|"]
    for row in rows:
        mark = "" if not row["failures"] else " ✗"
        lines.append(f"| `{row['page']}`{mark} | {cell(row, tables)} | {cell(row, image)} | {cell(row, mermaid)} |")
    return "\n".join(lines) + "\n"


def main():
    parser = argparse.ArgumentParser(prog="scripts/browser-checks wiki", description=__doc__)
    parser.add_argument("--docs", default="Docs", help="the docs folder to render (default Docs)")
    parser.add_argument("--mermaid-js", required=True, help="Mermaid 11's mermaid.min.js")
    parser.add_argument("--chromium", default="chromium")
    parser.add_argument("--color-scheme", choices=["light", "dark"], default="light",
                        help="the page's theme, which picks a <picture>'s source (docs --theme auto)")
    parser.add_argument("--min-text", type=float, default=11.0, help="the smallest text allowed, in px (default 11)")
    parser.add_argument("--json", help="also write every measure to this file")
    parser.add_argument("--markdown", help="also write the per-page table to this file")
    parser.add_argument("--baseline", help="an earlier run's --json: the --markdown table shows before → now")
    parser.add_argument("--screenshot", action="append", default=[], metavar="PAGE=PNG[@SELECTOR]",
                        help="a screenshot of PAGE (relative to --docs) at the window's width, as PNG, from the top "
                             "or from the first element the CSS SELECTOR finds")
    parser.add_argument("--screenshot-height", type=int, default=1400)
    parser.add_argument("pages", nargs="*", help="only these pages (relative to --docs; shell patterns allowed)")
    args = parser.parse_args()
    # A browser that stops answering must not hold CI until its own limit.
    signal.signal(signal.SIGALRM, lambda *_: sys.exit("wiki-check: chromium stopped answering for 15 minutes; "
                                                       "run `chromium --headless --version` to see whether it starts"))
    signal.alarm(900)

    docs = pathlib.Path(args.docs)
    pages = sorted(docs.rglob("*.md"), key=lambda p: str(p.relative_to(docs)).encode())
    if args.pages:
        import fnmatch
        pages = [p for p in pages if any(fnmatch.fnmatch(str(p.relative_to(docs)), pattern) for pattern in args.pages)]
    if not pages:
        sys.exit(f"wiki-check: no Markdown pages under {docs}: generate them with `make docs`, or pass --docs DIR")
    column = 836
    rows, raw = [], {}
    with tempfile.TemporaryDirectory(prefix="wiki-check.") as scratch, Chromium(args.chromium) as browser:
        scratch = pathlib.Path(scratch)
        for path in pages:
            name = str(path.relative_to(docs))
            tab = Tab(browser, args.color_scheme)
            result = measure(tab, path, pathlib.Path(args.mermaid_js), scratch)
            raw[name] = result
            row = summary(name, result, args.min_text)
            rows.append(row)
            print(f"{'ok  ' if not row['failures'] else 'FAIL'} {name}: tables {row['overflowing']}/{row['tables']} over "
                  f"{column} px; image text ≥ {px(row['smallestImageText'])} px; Mermaid text ≥ "
                  f"{px(row['smallestMermaidText'])} px", flush=True)
            for failure in row["failures"]:
                print(f"       {failure}")
            tab.call("Page.close")
        for shot in args.screenshot:
            page, _, rest = shot.partition("=")
            out, _, selector = rest.partition("@")
            tab = Tab(browser, args.color_scheme)
            measure(tab, docs / page, pathlib.Path(args.mermaid_js), scratch)
            top = 0
            if selector:
                top = tab.evaluate(f"Math.max(0, document.querySelector({json.dumps(selector)})"
                                   ".getBoundingClientRect().top + scrollY - 60)")
            tab.screenshot(out, args.screenshot_height, top)
            print(f"wiki-check: wrote {out} ({page}{' at ' + selector if selector else ''})")
    failing = [r for r in rows if r["failures"]]
    tables = sum(r["tables"] for r in rows)
    overflowing = sum(r["overflowing"] for r in rows)
    least_image = min((r["smallestImageText"] for r in rows if r["smallestImageText"] is not None), default=None)
    least_mermaid = min((r["smallestMermaidText"] for r in rows if r["smallestMermaidText"] is not None), default=None)
    print(f"wiki-check: {len(pages)} pages; {overflowing} of {tables} tables over {column} px; smallest image text "
          f"{px(least_image)} px; smallest Mermaid text {px(least_mermaid)} px; {len(failing)} page(s) miss a goal "
          f"(text ≥ {args.min_text:g} px, no overflow, everything renders)")
    if args.json:
        pathlib.Path(args.json).write_text(json.dumps({"pages": rows, "measures": raw}, indent=1, ensure_ascii=False) + "\n")
    if args.markdown:
        baseline = json.loads(pathlib.Path(args.baseline).read_text())["pages"] if args.baseline else None
        pathlib.Path(args.markdown).write_text(report_markdown(rows, column, baseline), encoding="utf-8")
    sys.exit(1 if failing else 0)


if __name__ == "__main__":
    main()
