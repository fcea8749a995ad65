// Runs in the rendered page (scripts/browser-checks wiki): renders its Mermaid blocks, then measures what a
// reader of an 836 px column sees. Returns {tables, images, mermaid, errors}; sizes are CSS pixels as shown.
(async () => {
  const errors = [];

  // The size of text as shown: its font size times the scale from its user space to the screen.
  function shownTextSizes(svg) {
    const sizes = [];
    for (const element of svg.querySelectorAll("text, tspan, foreignObject *")) {
      const own = [...element.childNodes].some(n => n.nodeType === Node.TEXT_NODE && n.textContent.trim());
      if (!own) continue;
      let graphic = element;
      while (graphic && !(graphic instanceof SVGGraphicsElement)) graphic = graphic.parentNode;
      const matrix = graphic && graphic.getScreenCTM();
      if (!matrix) continue;
      const scale = Math.hypot(matrix.a, matrix.b);
      const size = parseFloat(getComputedStyle(element).fontSize) * scale;
      if (size > 0) sizes.push({size, text: element.textContent.trim().slice(0, 40)});
    }
    return sizes;
  }
  const smallest = sizes => sizes.reduce((a, b) => (b.size < a.size ? b : a), {size: Infinity, text: ""});

  // Mermaid, as GitHub draws it: the column's width, the default theme.
  const blocks = [...document.querySelectorAll("pre.mermaid-source")];
  if (blocks.length) {
    mermaid.initialize({startOnLoad: false, theme: "default", securityLevel: "strict"});
    for (const [index, block] of blocks.entries()) {
      try { block.innerHTML = (await mermaid.render(`mermaid-${index}`, block.textContent)).svg; }
      catch (error) { errors.push("mermaid: " + String(error && error.message || error).split("\n")[0]); }
    }
  }
  const mermaidDiagrams = blocks.map((block, index) => {
    const svg = block.querySelector("svg");
    if (!svg) { errors.push(`Mermaid block ${index + 1} did not render`); return {index, rendered: false}; }
    const least = smallest(shownTextSizes(svg));
    return {index, rendered: true, width: Math.round(svg.getBoundingClientRect().width),
            smallest: least.size, text: least.text};
  });

  // Tables: GitHub's table is a block at most as wide as the column that scrolls what does not fit.
  const tables = [...document.querySelectorAll(".markdown-body table")].map(table => ({
    columns: table.rows.length ? table.rows[0].cells.length : 0,
    width: table.scrollWidth,
    overflows: table.scrollWidth > table.clientWidth + 1,
    // Each column's width as laid out: which column holds the table open when it overflows.
    columnWidths: table.rows.length ? [...table.rows[0].cells].map(cell => Math.round(cell.getBoundingClientRect().width)) : [],
  }));

  // Images: an SVG image's text measured at the size the image is shown; PNG and other images only sized.
  const images = [];
  for (const image of document.querySelectorAll(".markdown-body img")) {
    // A <picture>'s image shows its chosen source (currentSrc): the SVG where the browser takes SVG.
    const shown = image.currentSrc || image.src;
    const entry = {src: shown.replace(document.baseURI, ""), shownWidth: image.clientWidth, naturalWidth: image.naturalWidth};
    if (!image.complete || !image.naturalWidth) { errors.push("image did not load: " + entry.src); continue; }
    if (/\.svg$/i.test(shown)) {
      const text = await (await fetch(shown)).text();
      const svg = new DOMParser().parseFromString(text, "image/svg+xml").documentElement;
      svg.setAttribute("width", image.clientWidth);
      svg.setAttribute("height", image.clientHeight);
      const holder = document.createElement("div");
      holder.style.cssText = "position:absolute;left:0;top:0;visibility:hidden";
      holder.appendChild(document.importNode(svg, true));
      document.body.appendChild(holder);
      const least = smallest(shownTextSizes(holder.firstChild));
      holder.remove();
      entry.smallest = least.size;
      entry.text = least.text;
    }
    images.push(entry);
  }
  return {tables, images, mermaid: mermaidDiagrams, errors,
          height: Math.ceil(document.documentElement.scrollHeight)};
})()
