(function () {
  "use strict";
  var data = JSON.parse(document.getElementById("lifediagram-data").textContent);
  var ui = data.ui;
  var root = document.documentElement;
  var reducedMotion = window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  var view = { model: data.models[0], mode: "scenario", run: null, step: 0, play: null, current: null, pinned: null };

  function $(id) { return document.getElementById(id); }
  /** A lookup table with no inherited keys: a model's id may be `constructor`. */
  function table() { return Object.create(null); }
  function has(object, key) { return Object.prototype.hasOwnProperty.call(object, key); }
  function fill(template, values) {
    return template.replace(/\{(\w+)\}/g, function (whole, key) { return key in values ? String(values[key]) : whole; });
  }
  function element(tag, text, className) {
    var node = document.createElement(tag);
    if (text !== undefined && text !== null) node.textContent = text;
    if (className) node.className = className;
    return node;
  }
  function figure(model) { return $("figure-" + model.id); }
  function byId(model, kind, id) { return document.getElementById(model.id + ":" + kind + ":" + id); }
  function stateName(model, id) { return has(model.states, id) ? model.states[id] : id; }
  /** The transition an edge or an edge label stands for, or null. */
  function transitionOf(model, group) {
    var prefixes = [model.id + ":edge:", model.id + ":label:"];
    for (var i = 0; i < prefixes.length; i++) {
      if (group.id.indexOf(prefixes[i]) === 0) return group.id.slice(prefixes[i].length);
    }
    return null;
  }
  function marked(model) { return figure(model).querySelectorAll("g.edge[id], g.node[id]"); }

  /** Removes every mark the last view left on the model's diagram. */
  function clearMarks(model) {
    marked(model).forEach(function (group) {
      group.classList.remove("on", "off", "now", "here", "can", "followed");
      group.removeAttribute("tabindex");
      group.removeAttribute("role");
      group.removeAttribute("aria-label");
    });
    figure(model).querySelectorAll(".marker, .marker-text").forEach(function (node) { node.remove(); });
  }

  // Edges are thin: a wide transparent copy of each edge's line takes the clicks.
  data.models.forEach(function (model) {
    figure(model).querySelectorAll("g.edge[id]").forEach(function (group) {
      var line = group.querySelector("path");
      if (!line) return;
      var hit = line.cloneNode(false);
      hit.setAttribute("class", "hit");
      hit.removeAttribute("stroke-dasharray");
      line.parentNode.insertBefore(hit, line);
    });
  });

  // MARK: - Markers

  /** The top middle of a state's box, from its first line of text: no layout is forced to find it. */
  function centre(group) {
    var text = group.querySelector("text");
    return { x: parseFloat(text.getAttribute("x")), y: parseFloat(text.getAttribute("y")) };
  }
  /** Puts a marker on each unit's state; with several units, numbered. */
  function placeMarkers(model, units, moving) {
    var svg = figure(model).querySelector("svg > g");
    var ids = Object.keys(units);
    ids.forEach(function (unit) {
      var node = byId(model, "state", units[unit]);
      if (!node) return;
      node.classList.add("here");
      var point = centre(node);
      var marker = document.createElementNS("http://www.w3.org/2000/svg", "circle");
      marker.setAttribute("class", "marker");
      marker.setAttribute("r", "9");
      marker.setAttribute("cx", point.x);
      marker.setAttribute("cy", point.y - 22);
      svg.appendChild(marker);
      if (ids.length > 1) {
        var label = document.createElementNS("http://www.w3.org/2000/svg", "text");
        label.setAttribute("class", "marker-text");
        label.setAttribute("x", point.x);
        label.setAttribute("y", point.y - 18);
        label.setAttribute("text-anchor", "middle");
        label.textContent = unit;
        svg.appendChild(label);
      }
      if (moving && moving.unit === unit) glide(marker, moving.edge, point);
    });
  }
  /** Moves the marker along the edge it took, then to its state. */
  function glide(marker, edge, end) {
    var line = edge && edge.querySelector("path:not(.hit)");
    if (!line || reducedMotion || !line.getTotalLength) return;
    var length = line.getTotalLength();
    var started = null;
    function frame(time) {
      if (!marker.isConnected) return;
      if (started === null) started = time;
      var progress = Math.min(1, (time - started) / 450);
      if (progress < 1) {
        var point = line.getPointAtLength(length * progress);
        marker.setAttribute("cx", point.x);
        marker.setAttribute("cy", point.y);
        window.requestAnimationFrame(frame);
      } else {
        marker.setAttribute("cx", end.x);
        marker.setAttribute("cy", end.y - 22);
      }
    }
    window.requestAnimationFrame(frame);
  }

  // MARK: - Zoom and pan

  /**
   * Each diagram is shown through its `viewBox`: zooming narrows it, panning moves it, and the page around it keeps
   * its place. A view starts with the whole diagram when its smallest text is then at least `legible` CSS pixels (a
   * laptop's panel); otherwise (a phone's width) zoomed until that text is `readable`, following the marker. Fit
   * shows the whole diagram without its legend, and Legend with it.
   */
  var legible = 9, readable = 10;
  var views = table();

  function svgOf(model) { return figure(model).querySelector("svg"); }

  /** The box, in the diagram's own units, around `elements` as drawn now. */
  function boxAround(svg, elements) {
    var toSvg = svg.getScreenCTM().inverse();
    var box = null;
    elements.forEach(function (item) {
      var rect = item.getBoundingClientRect();
      if (rect.width === 0 && rect.height === 0) return;
      [[rect.left, rect.top], [rect.right, rect.bottom]].forEach(function (corner) {
        var point = svg.createSVGPoint();
        point.x = corner[0];
        point.y = corner[1];
        point = point.matrixTransform(toSvg);
        box = box
          ? { x0: Math.min(box.x0, point.x), y0: Math.min(box.y0, point.y), x1: Math.max(box.x1, point.x), y1: Math.max(box.y1, point.y) }
          : { x0: point.x, y0: point.y, x1: point.x, y1: point.y };
      });
    });
    return box && { x: box.x0, y: box.y0, w: box.x1 - box.x0, h: box.y1 - box.y0 };
  }

  /** The view of a shown diagram, made the first time it is asked for: its whole box, its box without the
   * legend, its smallest text and the part shown now. */
  function viewOf(model) {
    if (has(views, model.id)) return views[model.id];
    var svg = svgOf(model);
    if (!svg || !svg.getScreenCTM() || svg.getBoundingClientRect().width === 0) return null;
    var base = svg.viewBox.baseVal;
    var whole = { x: base.x, y: base.y, w: base.width, h: base.height };
    // The drawing without its legend (shown only with it): the title, the column headers, the states, the edges
    // and their numbers.
    var drawn = Array.prototype.filter.call(svg.querySelectorAll("g.graph > text, g.node, g.edge"), function (item) {
      var name = item.querySelector("title");
      var legend = name && name.textContent.indexOf("legend-") === 0;
      if (legend) item.classList.add("legend");
      return !legend;
    });
    var content = pad(boxAround(svg, drawn) || whole, 12);
    var smallest = Infinity;
    svg.querySelectorAll("text[font-size]").forEach(function (text) {
      smallest = Math.min(smallest, parseFloat(text.getAttribute("font-size")) || Infinity);
    });
    var entry = { svg: svg, whole: whole, content: content, smallest: isFinite(smallest) ? smallest : 10, box: content, legend: false, fitted: false };
    views[model.id] = entry;
    var start = startingBox(entry);
    show(entry, start);
    entry.fitted = start === content;
    return entry;
  }

  function pad(box, margin) { return { x: box.x - margin, y: box.y - margin, w: box.w + 2 * margin, h: box.h + 2 * margin }; }

  /** CSS pixels per unit of the diagram when `box` is shown (the SVG keeps its aspect: the tighter side decides). */
  function scaleOf(entry, box) {
    var rect = entry.svg.getBoundingClientRect();
    return Math.min(rect.width / box.w, rect.height / box.h);
  }

  /** The box of the SVG element's own shape around `centre`, at `scale` pixels a unit. */
  function boxAt(entry, centre, scale) {
    var rect = entry.svg.getBoundingClientRect();
    var w = rect.width / scale, h = rect.height / scale;
    return { x: centre.x - w / 2, y: centre.y - h / 2, w: w, h: h };
  }

  /** The whole diagram when its smallest text is legible so; else zoomed until it is readable, at the middle. */
  function startingBox(entry) {
    if (scaleOf(entry, entry.content) * entry.smallest >= legible) return entry.content;
    var c = entry.content;
    return boxAt(entry, { x: c.x + c.w / 2, y: c.y + c.h / 2 }, readable / entry.smallest);
  }

  function show(entry, box) {
    // Never smaller than half the whole diagram's fit, never larger than 6 pixels a unit.
    var fit = scaleOf(entry, entry.whole);
    var scale = Math.max(fit / 2, Math.min(6, scaleOf(entry, box)));
    box = boxAt(entry, { x: box.x + box.w / 2, y: box.y + box.h / 2 }, scale);
    // What is shown stays on the drawing: no blank beyond its edges while it does not fit whole; a drawing that
    // fits is centred across and set at the top, its title under the zoom buttons.
    var limit = entry.legend ? entry.whole : entry.content;
    box.x = box.w >= limit.w ? limit.x + (limit.w - box.w) / 2 : Math.max(limit.x, Math.min(box.x, limit.x + limit.w - box.w));
    box.y = box.h >= limit.h ? limit.y : Math.max(limit.y, Math.min(box.y, limit.y + limit.h - box.h));
    entry.box = box;
    entry.fitted = false;
    entry.svg.setAttribute("viewBox", [box.x, box.y, box.w, box.h].map(function (n) { return n.toFixed(2); }).join(" "));
    entry.svg.dataset.scale = scale.toFixed(3);
  }

  /** Zooms by `factor` around `point` (the diagram's units; by default the middle of what is shown). */
  function zoomBy(model, factor, point) {
    var entry = viewOf(model);
    if (!entry) return;
    var box = entry.box;
    point = point || { x: box.x + box.w / 2, y: box.y + box.h / 2 };
    show(entry, { x: point.x - (point.x - box.x) / factor, y: point.y - (point.y - box.y) / factor, w: box.w / factor, h: box.h / factor });
  }

  function fit(model, withLegend) {
    var entry = viewOf(model);
    if (!entry) return;
    entry.legend = withLegend;
    figure(model).classList.toggle("legend", withLegend);
    show(entry, withLegend ? entry.whole : entry.content);
    entry.fitted = true;
  }

  /**
   * Moves the view, not its zoom, so the state the last step led to (marked `followed`) is in sight, with the edge
   * it took where both fit. While the page loads, the first view is made at the next frame, before it is painted:
   * measuring the drawing then costs the load nothing.
   */
  function reveal(model, state, edge) {
    if (!state) return;
    state.classList.add("followed");
    if (has(views, model.id) || root.dataset.ready) return follow(model);
    window.requestAnimationFrame(function () { follow(view.model); });
  }

  function follow(model) {
    var entry = viewOf(model);
    var state = figure(model).querySelector("g.node.followed"), edge = figure(model).querySelector("g.edge.now");
    if (!entry || !state) return;
    var box = entry.box, margin = 24;
    var target = boxAround(entry.svg, edge ? [state, edge] : [state]);
    if (target && (target.w > box.w - 2 * margin || target.h > box.h - 2 * margin)) target = boxAround(entry.svg, [state]);
    if (!target) return;
    var inside = target.x >= box.x + margin && target.y >= box.y + margin
      && target.x + target.w <= box.x + box.w - margin && target.y + target.h <= box.y + box.h - margin;
    if (!inside) show(entry, { x: target.x + target.w / 2 - box.w / 2, y: target.y + target.h / 2 - box.h / 2, w: box.w, h: box.h });
  }

  /** The diagram's units under a point of the screen. */
  function pointIn(entry, clientX, clientY) {
    var point = entry.svg.createSVGPoint();
    point.x = clientX;
    point.y = clientY;
    return point.matrixTransform(entry.svg.getScreenCTM().inverse());
  }

  /** Wheel and pinch zoom around the pointer; a drag pans (and the click it ends is not a click on an edge). */
  function attachZoom(model) {
    var svg = svgOf(model);
    if (!svg) return;
    var pointers = table(), dragged = false, last = null, spread = 0;
    svg.addEventListener("wheel", function (event) {
      var entry = viewOf(model);
      if (!entry) return;
      event.preventDefault();
      zoomBy(model, Math.exp(-event.deltaY * 0.0015), pointIn(entry, event.clientX, event.clientY));
    }, { passive: false });
    svg.addEventListener("pointerdown", function (event) {
      pointers[event.pointerId] = { x: event.clientX, y: event.clientY };
      dragged = false;
      last = { x: event.clientX, y: event.clientY };
      spread = 0;
    });
    svg.addEventListener("pointermove", function (event) {
      if (!has(pointers, event.pointerId)) return;
      // A mouse whose button is up is no drag, whatever pointerup was missed.
      if (event.pointerType === "mouse" && event.buttons === 0) { delete pointers[event.pointerId]; return; }
      var entry = viewOf(model);
      if (!entry) return;
      pointers[event.pointerId] = { x: event.clientX, y: event.clientY };
      var ids = Object.keys(pointers);
      if (ids.length === 2) {
        var a = pointers[ids[0]], b = pointers[ids[1]];
        var now = Math.hypot(a.x - b.x, a.y - b.y);
        if (spread) zoomBy(model, now / spread, pointIn(entry, (a.x + b.x) / 2, (a.y + b.y) / 2));
        spread = now;
        dragged = true;
        return;
      }
      var dx = event.clientX - last.x, dy = event.clientY - last.y;
      if (!dragged && Math.hypot(dx, dy) < 5) return;
      if (!dragged) svg.setPointerCapture(event.pointerId);
      dragged = true;
      last = { x: event.clientX, y: event.clientY };
      var scale = parseFloat(svg.dataset.scale) || 1, box = entry.box;
      show(entry, { x: box.x - dx / scale, y: box.y - dy / scale, w: box.w, h: box.h });
    });
    function lift(event) { delete pointers[event.pointerId]; spread = 0; }
    svg.addEventListener("pointerup", lift);
    svg.addEventListener("pointercancel", lift);
    // A drag that ends on an edge is no move in free play.
    svg.addEventListener("click", function (event) {
      if (dragged) { event.stopPropagation(); dragged = false; }
    }, true);
    // An edge reached with Tab is brought into sight (not one a click focuses: the view would move under the click).
    svg.addEventListener("focusin", function (event) {
      var entry = viewOf(model);
      var group = event.target.closest && event.target.closest("g.edge");
      if (!entry || !group || !group.matches(":focus-visible")) return;
      var target = boxAround(svg, [group]), box = entry.box;
      if (target && (target.x < box.x || target.y < box.y || target.x + target.w > box.x + box.w || target.y + target.h > box.y + box.h)) {
        show(entry, { x: target.x + target.w / 2 - box.w / 2, y: target.y + target.h / 2 - box.h / 2, w: box.w, h: box.h });
      }
    });
  }

  data.models.forEach(attachZoom);
  $("zoom-in").addEventListener("click", function () { zoomBy(view.model, 1.25); });
  $("zoom-out").addEventListener("click", function () { zoomBy(view.model, 0.8); });
  $("zoom-fit").addEventListener("click", function () { fit(view.model, false); });
  $("zoom-legend").addEventListener("click", function () { fit(view.model, true); });
  // A resized window keeps a fitted diagram fitted, and otherwise the middle of the view and its zoom.
  window.addEventListener("resize", function () {
    var entry = views[view.model.id];
    if (!entry) return;
    if (entry.fitted) return fit(view.model, entry.legend);
    var box = entry.box, scale = parseFloat(entry.svg.dataset.scale);
    show(entry, boxAt(entry, { x: box.x + box.w / 2, y: box.y + box.h / 2 }, scale));
  });

  /** Enables or disables a button; a button that loses its use while focused hands the focus to `instead`. */
  function keepFocus(button, disabled, instead) {
    if (disabled && document.activeElement === button) instead.focus();
    button.disabled = disabled;
  }

  // MARK: - Caption

  /**
   * Under the diagram, one transition in full (its number, states and kind, its calls, its trigger): the one the
   * current step (or the last move) took, or the one under the pointer or the focus while it is there, or one
   * tapped, until the next step. The edges carry only numbers.
   */
  var captionHint = $("caption").firstElementChild;

  function showCaption(model, id) {
    var box = $("caption");
    box.textContent = "";
    var transition = id && has(model.transitions, id) ? model.transitions[id] : null;
    box.dataset.transition = transition ? id : "";
    if (!transition) { box.appendChild(captionHint); return; }
    var head = box.appendChild(element("p", null, "caption-head"));
    head.appendChild(element("span", String(transition.number), "number"));
    head.appendChild(element("strong", " " + stateName(model, transition.from) + " \u2192 " + stateName(model, transition.to), null));
    head.appendChild(document.createTextNode(" \u00b7 " + transition.kind));
    var calls = box.appendChild(element("p", ui.calls + ": ", "calls"));
    if (!transition.calls.length) calls.appendChild(document.createTextNode(ui.noCallback));
    transition.calls.forEach(function (call, index) {
      if (index > 0) calls.appendChild(document.createTextNode(", "));
      calls.appendChild(breakable(call, null));
    });
    box.appendChild(element("p", transition.trigger, null));
  }

  /** Back to the transition the view stands on (a tapped one, else the current step's). */
  function settleCaption() { showCaption(view.model, view.pinned || view.current); }

  /** The view now stands on transition `id` (or none): the caption shows it, and forgets a tapped one. */
  function standOn(id) {
    view.current = id || null;
    view.pinned = null;
    settleCaption();
  }

  function transitionUnder(model, event) {
    var group = event.target.closest && event.target.closest("g.edge[id], g.node[id]");
    return group ? transitionOf(model, group) : null;
  }

  data.models.forEach(function (model) {
    var shown = figure(model);
    function peek(event) {
      var id = transitionUnder(model, event);
      if (id) showCaption(model, id);
    }
    function leave(event) { if (transitionUnder(model, event)) settleCaption(); }
    shown.addEventListener("pointerover", peek);
    shown.addEventListener("pointerout", leave);
    shown.addEventListener("focusin", peek);
    shown.addEventListener("focusout", leave);
    // A tap has no hover: in scenario mode it keeps the transition shown until the next step.
    shown.addEventListener("click", function (event) {
      var id = view.mode === "scenario" && transitionUnder(model, event);
      if (!id) return;
      view.pinned = id;
      showCaption(model, id);
    });
  });

  // MARK: - Scenarios

  function showScenarios() {
    var select = $("scenario");
    select.textContent = "";
    view.model.scenarios.forEach(function (run, index) {
      select.appendChild(element("option", run.title, null)).value = String(index);
    });
    select.disabled = view.model.scenarios.length === 0;
  }

  function chooseScenario(index, step) {
    view.run = view.model.scenarios[index] || null;
    view.eventStarts = table();
    (view.model.eventStarts[index] || []).forEach(function (row) { view.eventStarts[row] = true; });
    $("scenario").value = String(index);
    view.step = 0;
    clearRows();
    $("summary").textContent = view.run ? view.run.summary : ui.noScenario;
    showStep(Math.max(0, Math.min(step || 0, view.run ? view.run.steps.length : 0)), false);
  }

  /** The scenario up to `step` rows: its path, the rows so far, the current edge and each unit's state. */
  function showStep(step, animate) {
    var model = view.model, run = view.run;
    clearMarks(model);
    figure(model).querySelector("svg").setAttribute("role", "img");
    view.step = step;
    var count = run ? run.steps.length : 0;
    var atStart = !run || step === 0, atEnd = !run || step === count;
    keepFocus($("first"), atStart, atEnd ? $("scenario") : $("next"));
    keepFocus($("prev"), atStart, atEnd ? $("scenario") : $("next"));
    keepFocus($("next"), atEnd, atStart ? $("scenario") : $("prev"));
    keepFocus($("last"), atEnd, atStart ? $("scenario") : $("prev"));
    if (!run) { $("status").textContent = ui.noScenario; return remember(); }
    var path = table();
    run.steps.forEach(function (row) { if (row.transition) path[row.transition] = true; });
    marked(model).forEach(function (group) {
      var transition = transitionOf(model, group);
      if (transition === null) return;
      group.classList.add(path[transition] ? "on" : "off");
    });
    showRows(run, step);
    var units = table();
    run.steps.forEach(function (row) {
      var unit = String(row.scene || 1);
      if (!(unit in units)) units[unit] = row.from;
    });
    var moving = null;
    run.steps.slice(0, step).forEach(function (row) { units[String(row.scene || 1)] = row.to; });
    var row = step > 0 ? run.steps[step - 1] : null;
    if (row && row.transition) {
      var edge = byId(model, "edge", row.transition), label = byId(model, "label", row.transition);
      [edge, label].forEach(function (group) { if (group) group.classList.add("now"); });
      if (animate) moving = { unit: String(row.scene || 1), edge: edge };
    }
    placeMarkers(model, units, moving);
    standOn(row && row.transition);
    var unit = row ? String(row.scene || 1) : Object.keys(units)[0];
    reveal(model, unit && byId(model, "state", units[unit]), row && row.transition ? byId(model, "edge", row.transition) : null);
    $("status").textContent = row
      ? fill(ui.step, { number: step, count: count }) + ": " + (row.method ? row.receiver + " " + row.method : row.system)
      : fill(ui.beforeFirst, { count: count });
    remember();
  }

  function clearRows() {
    $("rows").querySelectorAll("tbody").forEach(function (group) { group.remove(); });
  }

  /** The rows up to `step`, each event's in a group of its own under a heading naming the event. */
  function showRows(run, step) {
    var rows = $("rows");
    var shown = rows.querySelectorAll("tr[data-index]");
    for (var extra = shown.length - 1; extra >= step; extra--) {
      var group = shown[extra].parentNode;
      shown[extra].remove();
      if (!group.querySelector("tr[data-index]")) group.remove();
    }
    for (var index = shown.length; index < step; index++) {
      var row = run.steps[index];
      var last = rows.lastElementChild;
      if (view.eventStarts[row.index] || last.tagName !== "TBODY") {
        last = rows.appendChild(element("tbody", null, null));
        var heading = last.appendChild(element("tr", null, "event"));
        var cell = heading.appendChild(element("th", row.event, null));
        cell.colSpan = 4;
        cell.scope = "rowgroup";
      }
      last.appendChild(rowElement(row));
    }
    rows.querySelectorAll("tr[data-index]").forEach(function (tr, index) {
      var current = index === step - 1;
      tr.classList.toggle("current", current);
      if (current) tr.setAttribute("aria-current", "step"); else tr.removeAttribute("aria-current");
    });
    var box = $("rows-box"), current = rows.querySelector("tr.current");
    if (!current) return;
    var top = current.offsetTop, bottom = top + current.offsetHeight;
    if (bottom > box.scrollTop + box.clientHeight) box.scrollTop = bottom - box.clientHeight;
    if (top < box.scrollTop + 30) box.scrollTop = Math.max(0, top - 30);
  }

  function rowElement(row) {
    var model = view.model;
    var tr = element("tr", null, null);
    tr.dataset.index = row.index;
    tr.dataset.from = row.from;
    tr.dataset.to = row.to;
    if (row.transition) tr.dataset.transition = row.transition;
    tr.appendChild(element("td", String(row.index), null));
    tr.appendChild(element("td", row.receiver, "receiver"));
    var call = element("td", null, "call");
    call.appendChild(row.method ? breakable(row.method, "step") : element("span", row.system, "step"));
    call.appendChild(evidence(row.evidence));
    tr.appendChild(call);
    var state = tr.appendChild(element("td", null, "state"));
    if (row.transition && has(model.transitions, row.transition)) {
      state.appendChild(element("span", String(model.transitions[row.transition].number), "number"));
      state.appendChild(document.createTextNode(" "));
    }
    state.appendChild(document.createTextNode(row.from === row.to ? stateName(model, row.to)
      : stateName(model, row.from) + " \u2192 " + stateName(model, row.to)));
    return tr;
  }

  /** A method name as code that may wrap after each colon and before each argument list, as the docs' tables do. */
  function breakable(method, className) {
    var code = element("code", null, className);
    method.replace(/([:(])/g, "$1\n").split("\n").forEach(function (piece, index) {
      if (index > 0) code.appendChild(document.createElement("wbr"));
      code.appendChild(document.createTextNode(piece));
    });
    return code;
  }

  /** The row's level of evidence, each source linked where it has an address, and its caveat. */
  function evidence(evidence) {
    var cell = element("div", (ui[evidence.level] || evidence.level) + " ", "evidence");
    cell.dataset.sources = evidence.sources.join(" ");
    evidence.sources.forEach(function (id, index) {
      var source = has(data.sources, id) ? data.sources[id] : { title: id, url: null };
      // The model file's loader takes only web addresses; a page is not trusted to have been made by it.
      var url = source.url && /^https?:\/\//i.test(source.url) ? source.url : null;
      var link = element(url ? "a" : "abbr", id, null);
      link.title = source.title;
      if (url) { link.href = url; link.rel = "noopener noreferrer"; }
      if (index > 0) cell.appendChild(document.createTextNode(", "));
      cell.appendChild(link);
    });
    if (evidence.caveat) cell.appendChild(element("div", evidence.caveat, "caveat"));
    return cell;
  }

  // MARK: - Free play

  function startPlay() {
    view.play = { at: 0, history: [], log: [], events: [] };
    showPlay(null);
  }

  function movesHere() { return view.model.play.moves[view.play.at] || []; }

  /** The situation, the moves it allows (as buttons and as clickable edges) and the log so far. */
  function showPlay(last) {
    var model = view.model, play = view.play;
    var focusInList = $("moves").contains(document.activeElement);
    clearMarks(model);
    // Its edges are buttons now: an image's parts are not announced.
    figure(model).querySelector("svg").setAttribute("role", "group");
    var situation = model.play.situations[play.at];
    $("here").textContent = situation.text;
    $("here").dataset.situation = String(play.at);
    var moves = movesHere();
    var list = $("moves");
    list.textContent = "";
    moves.forEach(function (move, index) {
      var button = element("button", move.event + " \u2014 " + fill(ui.leadsTo, { state: model.play.situations[move.to].text }), null);
      button.type = "button";
      button.dataset.move = String(index);
      button.dataset.event = move.eventId;
      button.addEventListener("click", function () { playMove(index); });
      list.appendChild(element("li", null, null)).appendChild(button);
    });
    if (moves.length === 0) list.appendChild(element("li", ui.noMove, "hint"));
    var first = table();
    moves.forEach(function (move, index) {
      if (move.transitions.length && !has(first, move.transitions[0])) first[move.transitions[0]] = index;
    });
    marked(model).forEach(function (group) {
      var transition = transitionOf(model, group);
      if (transition === null) return;
      if (has(first, transition)) {
        var move = moves[first[transition]];
        group.classList.add("can");
        if (group.classList.contains("edge")) {
          group.setAttribute("tabindex", "0");
          group.setAttribute("role", "button");
          group.setAttribute("aria-label", move.event + " \u2014 " + fill(ui.leadsTo, { state: model.play.situations[move.to].text }));
        }
      } else {
        group.classList.add("off");
      }
    });
    if (last && last.transitions.length) {
      var taken = last.transitions[last.transitions.length - 1];
      [byId(model, "edge", taken), byId(model, "label", taken)].forEach(function (group) {
        if (group) { group.classList.remove("off"); group.classList.add("now"); }
      });
    }
    placeMarkers(model, { "1": situation.state }, null);
    standOn(last && last.transitions.length ? last.transitions[last.transitions.length - 1] : null);
    reveal(model, byId(model, "state", situation.state),
      last && last.transitions.length ? byId(model, "edge", last.transitions[last.transitions.length - 1]) : null);
    var log = $("log-view");
    log.textContent = "";
    play.events.forEach(function (entry) {
      var item = element("li", entry.event, null);
      entry.rows.forEach(function (row) {
        var line = element("div", null, null);
        if (row.method) line.appendChild(element("code", row.receiver + "." + row.method, null));
        else line.textContent = ui.system + ": " + row.system;
        item.appendChild(line);
      });
      log.appendChild(item);
    });
    $("log").value = play.log.length ? play.log.join("\n") + "\n" : "";
    $("truncated").hidden = !model.play.truncated;
    keepFocus($("undo"), play.history.length === 0, $("restart"));
    if (focusInList) (list.querySelector("button") || $("restart")).focus();
    remember();
  }

  function playMove(index) {
    var move = movesHere()[index];
    if (!move) return;
    var play = view.play;
    play.history.push({ at: play.at, log: play.log.length, events: play.events.length });
    play.log = play.log.concat(move.log);
    play.events.push({ event: move.event, rows: move.rows });
    play.at = move.to;
    showPlay(move);
    $("play-status").textContent = fill(ui.moved, { event: move.event, state: view.model.play.situations[play.at].text });
  }

  function undo() {
    var play = view.play, last = play.history.pop();
    if (!last) return;
    play.at = last.at;
    play.log = play.log.slice(0, last.log);
    play.events = play.events.slice(0, last.events);
    showPlay(null);
    $("play-status").textContent = fill(ui.undone, { state: view.model.play.situations[play.at].text });
  }

  function copyLog() {
    var text = $("log").value;
    var lines = text ? text.split("\n").length - 1 : 0;
    function done() { $("play-status").textContent = fill(ui.copied, { count: lines }); }
    function fallback() {
      $("log").select();
      var copied = false;
      try { copied = document.execCommand("copy"); } catch (error) { copied = false; }
      $("play-status").textContent = copied ? fill(ui.copied, { count: lines }) : ui.copyFailed;
    }
    if (navigator.clipboard && navigator.clipboard.writeText) navigator.clipboard.writeText(text).then(done, fallback);
    else fallback();
  }

  /** An edge (or its label) clicked or pressed in free play takes the first move that starts with it. */
  function onDiagram(event) {
    if (view.mode !== "play") return;
    if (event.type === "keydown" && event.key !== "Enter" && event.key !== " ") return;
    var group = event.target.closest && event.target.closest("g.can");
    if (!group) return;
    var transition = transitionOf(view.model, group);
    var moves = movesHere();
    for (var index = 0; index < moves.length; index++) {
      if (moves[index].transitions[0] === transition) {
        event.preventDefault();
        playMove(index);
        var next = figure(view.model).querySelector("g.edge.can");
        if (event.type === "keydown" && next) next.focus();
        return;
      }
    }
  }

  // MARK: - Models, modes, address

  function chooseModel(model, mode, scenario, step) {
    if (view.model && view.model !== model) clearMarks(view.model);
    view.model = model;
    document.querySelectorAll("[role=tab]").forEach(function (tab) {
      var selected = tab.dataset.model === model.id;
      tab.setAttribute("aria-selected", String(selected));
      tab.tabIndex = selected ? 0 : -1;
    });
    data.models.forEach(function (other) { figure(other).hidden = other !== model; });
    showScenarios();
    chooseMode(mode || "scenario", scenario || 0, step || 0);
  }

  /** Scenario stepping or free play; a scenario chosen earlier stays chosen, at its start. */
  function chooseMode(mode, scenario, step) {
    view.mode = mode;
    $("play-status").textContent = "";
    document.querySelectorAll("input[name=mode]").forEach(function (input) { input.checked = input.value === mode; });
    $("scenario-pane").hidden = mode !== "scenario";
    $("play-pane").hidden = mode !== "play";
    if (mode === "play") startPlay(); else chooseScenario(scenario || 0, step || 0);
  }

  function remember() {
    var parts = [view.model.id];
    if (view.mode === "play") parts.push("play");
    else if (view.run) parts.push(view.run.id, String(view.step));
    var hash = "#" + parts.join("/");
    if (location.hash !== hash && history.replaceState) history.replaceState(null, "", hash);
  }

  /** Opens the place the address names (`#scene/cold-launch/9`, `#app/play`); the first scenario otherwise. */
  function restore() {
    var parts;
    try { parts = decodeURIComponent(location.hash.slice(1)).split("/"); } catch (error) { parts = []; }
    var model = data.models.filter(function (each) { return each.id === parts[0]; })[0] || data.models[0];
    if (parts[1] === "play") return chooseModel(model, "play");
    var scenario = 0;
    model.scenarios.forEach(function (run, index) { if (run.id === parts[1]) scenario = index; });
    chooseModel(model, "scenario", scenario, parseInt(parts[2], 10) || 0);
  }

  function step(to) {
    if (view.mode !== "scenario" || !view.run) return;
    var target = Math.max(0, Math.min(view.run.steps.length, to));
    if (target !== view.step) showStep(target, target === view.step + 1);
  }

  $("first").addEventListener("click", function () { step(0); });
  $("prev").addEventListener("click", function () { step(view.step - 1); });
  $("next").addEventListener("click", function () { step(view.step + 1); });
  $("last").addEventListener("click", function () { step(view.run ? view.run.steps.length : 0); });
  $("scenario").addEventListener("change", function (event) { chooseScenario(parseInt(event.target.value, 10), 0); });
  document.querySelectorAll("input[name=mode]").forEach(function (input) {
    input.addEventListener("change", function () {
      if (input.checked) chooseMode(input.value, view.run ? view.model.scenarios.indexOf(view.run) : 0, 0);
    });
  });
  $("copy").addEventListener("click", copyLog);
  $("undo").addEventListener("click", undo);
  $("restart").addEventListener("click", function () {
    startPlay();
    $("play-status").textContent = fill(ui.restarted, { state: view.model.play.situations[0].text });
  });
  $("theme").addEventListener("change", function (event) { root.dataset.theme = event.target.value; });
  root.dataset.theme = $("theme").value;  // a browser may restore the menu's choice on reload
  window.addEventListener("hashchange", restore);
  // The skip link moves the focus, not the address the page keeps its place in.
  document.querySelector(".skip").addEventListener("click", function (event) {
    event.preventDefault();
    $("panel").focus();
  });
  var tabs = Array.prototype.slice.call(document.querySelectorAll("[role=tab]"));
  tabs.forEach(function (tab, index) {
    tab.addEventListener("click", function () {
      if (tab.dataset.model === view.model.id) return;
      chooseModel(data.models.filter(function (model) { return model.id === tab.dataset.model; })[0], view.mode);
    });
    // The tab pattern: arrows move between the tabs, Home and End to the first and the last.
    tab.addEventListener("keydown", function (event) {
      var next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
      if (next === undefined) return;
      event.preventDefault();
      event.stopPropagation();
      var target = tabs[(next + tabs.length) % tabs.length];
      target.focus();
      target.click();
    });
  });
  data.models.forEach(function (model) {
    figure(model).addEventListener("click", onDiagram);
    figure(model).addEventListener("keydown", onDiagram);
  });
  document.addEventListener("keydown", function (event) {
    var tag = event.target.tagName;
    if (tag === "SELECT" || tag === "TEXTAREA" || (tag === "INPUT" && event.target.type === "radio")) return;
    // + and - zoom, 0 fits (with Ctrl or Cmd they stay the browser's own zoom).
    var zooms = { "+": 1.25, "=": 1.25, "-": 0.8, "_": 0.8 };
    if (!event.altKey && !event.ctrlKey && !event.metaKey && (has(zooms, event.key) || event.key === "0")) {
      event.preventDefault();
      if (event.key === "0") fit(view.model, false); else zoomBy(view.model, zooms[event.key]);
      return;
    }
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (view.mode !== "scenario" || !view.run) return;  // the keys scroll the page as usual
    var targets = { ArrowRight: view.step + 1, ArrowLeft: view.step - 1, Home: 0, End: view.run.steps.length };
    if (!has(targets, event.key)) return;
    event.preventDefault();
    step(targets[event.key]);
  });
  restore();
  root.dataset.ready = "true";
})();
