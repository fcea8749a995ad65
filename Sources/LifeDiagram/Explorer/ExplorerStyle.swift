/// The explorer's CSS: a diagram beside its controls (under them on a narrow screen), light and dark colours
/// that follow the reader's system unless the page's theme menu chooses, and the marks the script puts on the
/// diagram (`on`, `off`, `now`, `here`, `can`). The marks outrank the dark theme's colours, which are attribute
/// selectors (``HTMLDocument``).
enum ExplorerStyle {
  static let css = #"""
    :root{--ground:#ffffff;--text:#1a1a1a;--muted:#5a5a5a;--line:#d0d7de;--panel:#f6f8fa;--path:#1f5fbf;--now:#d2480f;--can:#1f5fbf;--focus:#0b57d0;color-scheme:light}
    :root[data-theme=dark]{--ground:#0d1117;--text:#e6edf3;--muted:#9da7b3;--line:#30363d;--panel:#161b22;--path:#6ca4ff;--now:#ff8a4c;--can:#6ca4ff;--focus:#8ab4ff;color-scheme:dark}
    @media (prefers-color-scheme: dark){:root:not([data-theme=light]){--ground:#0d1117;--text:#e6edf3;--muted:#9da7b3;--line:#30363d;--panel:#161b22;--path:#6ca4ff;--now:#ff8a4c;--can:#6ca4ff;--focus:#8ab4ff;color-scheme:dark}}
    *{box-sizing:border-box}
    body{margin:0;padding:0 1rem 1rem;background:var(--ground);color:var(--text);font:15px/1.45 system-ui,-apple-system,"Segoe UI","Noto Sans KR","NanumGothic",sans-serif}
    a{color:var(--path)}
    .skip{position:absolute;left:-999px}.skip:focus{left:1rem;top:.5rem;background:var(--panel);padding:.3rem .6rem}
    header{display:flex;flex-wrap:wrap;align-items:baseline;gap:.5rem 1.5rem;padding:.6rem 0}
    h1{font-size:1.4rem;margin:0}h2{font-size:1rem;margin:1rem 0 .3rem}
    button,select,textarea{font:inherit;color:inherit;background:var(--panel);border:1px solid var(--line);border-radius:6px;padding:.3rem .6rem}
    button{cursor:pointer}button:disabled{opacity:.45;cursor:default}
    :focus-visible{outline:3px solid var(--focus);outline-offset:2px}
    [role=tablist]{display:flex;flex-wrap:wrap;gap:.3rem;border-bottom:1px solid var(--line);margin-bottom:.6rem}
    [role=tab]{border-radius:6px 6px 0 0;border-bottom:none}
    [role=tab][aria-selected=true]{background:var(--ground);border-color:var(--path);font-weight:600}
    main{display:grid;grid-template-columns:minmax(0,5fr) minmax(30rem,4fr);gap:1rem;align-items:start}
    @media (max-width:60rem){main{grid-template-columns:1fr}}
    figure{margin:0}
    .diagrams svg{max-width:100%;height:auto;display:block}
    .diagrams svg>g>polygon:first-of-type{fill:var(--ground)}
    #panel{background:var(--panel);border:1px solid var(--line);border-radius:8px;padding:.8rem;position:sticky;top:.5rem;max-height:calc(100vh - 1rem);overflow:auto}
    fieldset{border:none;padding:0;margin:0 0 .6rem;display:flex;gap:1rem}legend{font-weight:600;float:left;margin-right:.5rem}
    #scenario{width:100%;margin:.2rem 0}
    #summary,.hint{color:var(--muted);margin:.3rem 0}
    .stepper{display:flex;flex-wrap:wrap;gap:.4rem;margin:.5rem 0}
    #rows-box{max-height:60vh;overflow:auto;position:relative}
    thead th{position:sticky;top:0;background:var(--panel)}
    table{border-collapse:collapse;width:100%;font-size:.85rem}
    th,td{border-bottom:1px solid var(--line);padding:.25rem .35rem;text-align:left;vertical-align:top}
    td code{font-size:.8rem}
    .evidence{font-size:.75rem;color:var(--muted);margin-top:.15rem}
    td.state{min-width:6rem}
    tr.current{background:color-mix(in srgb,var(--now) 16%,transparent)}
    .caveat{color:var(--muted)}
    tr.event th{font-weight:600;background:color-mix(in srgb,var(--line) 45%,transparent);position:static}
    #moves{list-style:none;padding:0;margin:0;display:grid;gap:.3rem}#moves button{width:100%;text-align:left}
    #log-view{margin:.2rem 0 .6rem;padding-left:1.4rem;font-size:.85rem}#log-view code{overflow-wrap:anywhere}
    #log{width:100%;font:12px/1.4 ui-monospace,Menlo,Consolas,monospace;margin-top:.2rem}
    footer{color:var(--muted);font-size:.85rem;margin-top:1rem}
    g.off{opacity:.25}
    g.edge.on path:not(.hit){stroke:var(--path)!important;stroke-width:2.6px}
    g.edge.on polygon{stroke:var(--path)!important;fill:var(--path)!important}
    g.edge.now path:not(.hit){stroke:var(--now)!important;stroke-width:4px}
    g.edge.now polygon{stroke:var(--now)!important;fill:var(--now)!important}
    g.node.on text,g.edge.on text{fill:var(--path)!important}
    g.node.now text,g.edge.now text{fill:var(--now)!important;font-weight:700}
    g.node.here>path,g.node.here>polygon,g.node.here a>path,g.node.here a>polygon{stroke:var(--now)!important;stroke-width:4px}
    g.can{cursor:pointer}
    g.edge.can path:not(.hit){stroke:var(--can)!important;stroke-width:3px}
    g.edge.can polygon{stroke:var(--can)!important;fill:var(--can)!important}
    g.can:hover path:not(.hit),g.can:focus path:not(.hit){stroke-width:5px}
    g.can:focus{outline:none}g.edge.can:focus path:not(.hit){stroke:var(--now)!important}
    g.edge.can:focus polygon{stroke:var(--now)!important;fill:var(--now)!important}
    path.hit{stroke:transparent!important;stroke-width:14px;fill:none;pointer-events:stroke}
    .marker{fill:var(--now);stroke:var(--ground);stroke-width:2px;pointer-events:none}
    .marker-text{fill:var(--ground);font:700 11px sans-serif;pointer-events:none}

    """#
}
