#!/usr/bin/env python3
"""plot.py -- the scaling plot of the benchmark: seconds against N, log-log, as an SVG.

Two panels, "add + update" (build a fresh solver and solve) and "one rotation" (suggest the
other width and re-solve), each with the Swift solver and kiwisolver on the `chain` and
`grid` systems, and dotted reference lines for linear (slope 1) and quadratic (slope 2)
growth. Pure Python standard library: the SVG is written by hand.

    python3 Benchmarks/plot.py RESULTS.json OUT.svg     # RESULTS.json from compare.py --json

`compare.py --plot OUT.svg` calls this module on the results of its own run (or of a saved
run with `--load RESULTS.json`). The output depends only on the JSON: the same results
give the same file, byte for byte.
"""

import json
import math
import sys
from xml.sax.saxutils import escape

WIDTH, HEIGHT = 1060, 640
PANEL_W, PANEL_H = 410, 370
PANEL_TOP = 92
PANEL_LEFT = (92, 600)
COLORS = {"chain": "#1f5fa8", "grid": "#d4550b"}
SOLVERS = (("swift", "layout (Swift)"), ("kiwi", "kiwisolver"))
REFERENCE = "#6b6b6b"
FONT = "DejaVu Sans, Helvetica, Arial, sans-serif"


def series(report, scenario, field):
    """[(N, seconds)] of one solver's report, sorted by N, without missing values."""
    points = []
    for row in (report or {}).get("results", []):
        value = row.get(field)
        if row.get("scenario") == scenario and isinstance(value, (int, float)) and value > 0 \
                and math.isfinite(value):
            points.append((row["N"], float(value)))
    return sorted(points)


def time_label(seconds):
    exponent = round(math.log10(seconds))
    return {-7: "100 ns", -6: "1 µs", -5: "10 µs", -4: "100 µs", -3: "1 ms", -2: "10 ms",
            -1: "100 ms", 0: "1 s", 1: "10 s", 2: "100 s", 3: "1000 s"}.get(exponent, f"1e{exponent} s")


def n_label(n):
    return {1: "1", 10: "10", 100: "100", 1000: "1 000", 10000: "10 000", 100000: "100 000",
            1000000: "1 000 000"}.get(n, str(n))


def value_label(seconds):
    if seconds >= 1:
        return f"{seconds:.3g} s"
    if seconds >= 1e-3:
        return f"{seconds * 1e3:.3g} ms"
    return f"{seconds * 1e6:.3g} µs"


def wrap(line, width):
    """Splits a line at spaces into lines of at most `width` characters (longer words alone)."""
    lines, current = [], ""
    for word in line.split(" "):
        if current and len(current) + 1 + len(word) > width:
            lines.append(current)
            current = word
        else:
            current = f"{current} {word}" if current else word
    return lines + [current] if current else lines


def f(v):
    """Coordinates with one decimal, so the file does not depend on float noise."""
    return f"{v:.1f}"


class Panel:
    def __init__(self, left, x_range, y_range):
        self.left, self.top = left, PANEL_TOP
        self.lx0, self.lx1 = x_range
        self.ly0, self.ly1 = y_range

    def x(self, n):
        return self.left + (math.log10(n) - self.lx0) / (self.lx1 - self.lx0) * PANEL_W

    def y(self, seconds):
        return self.top + PANEL_H - (math.log10(seconds) - self.ly0) / (self.ly1 - self.ly0) * PANEL_H


def text(x, y, content, size=12, anchor="start", weight="normal", fill="#222", extra=""):
    return (f'<text x="{f(x)}" y="{f(y)}" font-size="{size}" text-anchor="{anchor}" '
            f'font-weight="{weight}" fill="{fill}"{extra}>{escape(content)}</text>')


def text_box(x, y, content, size, anchor):
    """An estimate of the box a line of text covers (DejaVu Sans: about 0.62 em per character)."""
    width = 0.62 * size * len(content)
    x0 = x - width if anchor == "end" else x - width / 2 if anchor == "middle" else x
    return (x0 - 2, y - size, x0 + width + 2, y + 3)


def line_boxes(pixels, step=4.0):
    """Small boxes along a polyline (in pixels), for label placement."""
    boxes = []
    for (x0, y0), (x1, y1) in zip(pixels, pixels[1:]):
        count = max(1, int(math.hypot(x1 - x0, y1 - y0) / step))
        for i in range(count + 1):
            x, y = x0 + (x1 - x0) * i / count, y0 + (y1 - y0) * i / count
            boxes.append((x - 2, y - 2, x + 2, y + 2))
    if len(pixels) == 1:
        x, y = pixels[0]
        boxes.append((x - 4, y - 4, x + 4, y + 4))
    return boxes


def overlap(a, b):
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def inside_panel(panel, box):
    return (box[0] >= panel.left + 2 and box[2] <= panel.left + PANEL_W - 2 and
            box[1] >= panel.top + 2 and box[3] <= panel.top + PANEL_H - 2)


def clip_segment(panel, n0, s0, slope, n_end):
    """The reference line s = s0 * (n / n0)^slope from n0 to n_end, cut at the panel's top."""
    top = 10 ** panel.ly1
    n1 = n_end
    if s0 * (n1 / n0) ** slope > top:
        n1 = n0 * (top / s0) ** (1 / slope)
    return (n0, s0), (n1, s0 * (n1 / n0) ** slope)


def draw_panel(out, panel, title, field, data, scenarios):
    left, top = panel.left, panel.top
    out.append(f'<g id="{field}">')
    out.append(text(left + PANEL_W / 2, top - 12, title, size=15, anchor="middle", weight="bold"))
    out.append(f'<rect x="{f(left)}" y="{f(top)}" width="{PANEL_W}" height="{PANEL_H}" fill="#fff" '
               f'stroke="#444" stroke-width="1"/>')
    # Grid: decades (labelled) and 2..9 within each decade (light).
    for decade in range(math.floor(panel.lx0), math.ceil(panel.lx1) + 1):
        for k in range(1, 10):
            lx = decade + math.log10(k)
            if not panel.lx0 <= lx <= panel.lx1:
                continue
            x = panel.x(10 ** lx)
            major = k == 1
            out.append(f'<line x1="{f(x)}" y1="{f(top)}" x2="{f(x)}" y2="{f(top + PANEL_H)}" '
                       f'stroke="{"#d0d0d0" if major else "#efefef"}" stroke-width="1"/>')
            out.append(f'<line x1="{f(x)}" y1="{f(top + PANEL_H)}" x2="{f(x)}" '
                       f'y2="{f(top + PANEL_H + (6 if major else 3))}" stroke="#444" stroke-width="1"/>')
            if major:
                out.append(text(x, top + PANEL_H + 20, n_label(10 ** decade), anchor="middle"))
    for decade in range(math.floor(panel.ly0), math.ceil(panel.ly1) + 1):
        for k in range(1, 10):
            ly = decade + math.log10(k)
            if not panel.ly0 - 1e-9 <= ly <= panel.ly1 + 1e-9:
                continue
            y = panel.y(10 ** ly)
            major = k == 1
            out.append(f'<line x1="{f(left)}" y1="{f(y)}" x2="{f(left + PANEL_W)}" y2="{f(y)}" '
                       f'stroke="{"#d0d0d0" if major else "#efefef"}" stroke-width="1"/>')
            out.append(f'<line x1="{f(left - (6 if major else 3))}" y1="{f(y)}" x2="{f(left)}" y2="{f(y)}" '
                       f'stroke="#444" stroke-width="1"/>')
            if major:
                out.append(text(left - 10, y + 4, time_label(10 ** decade), anchor="end"))
    out.append(text(left + PANEL_W / 2, top + PANEL_H + 44, "N (cells or views in the layout)",
                    size=13, anchor="middle"))
    out.append(text(left - 66, top + PANEL_H / 2, "seconds (median)", size=13, anchor="middle",
                    extra=f' transform="rotate(-90 {f(left - 66)} {f(top + PANEL_H / 2)})"'))

    out.append(f'<g clip-path="url(#clip-{field})">')
    # Reference slopes: through a point a factor 4 below the lowest first value.
    obstacles = []          # (x0, y0, x1, y1) boxes the reference labels must not cover
    references = []
    firsts = [pts[0] for pts in (series(data.get(key), sc, field) for key, _ in SOLVERS for sc in scenarios) if pts]
    if firsts:
        n0 = min(n for n, _ in firsts)
        s0 = min(s for _, s in firsts) / 4
        for slope, dash, label in ((1, "2 4", "∝ N"), (2, "9 4 2 4", "∝ N²")):
            (a, sa), (b, sb) = clip_segment(panel, n0, s0, slope, 10 ** panel.lx1)
            out.append(f'<line x1="{f(panel.x(a))}" y1="{f(panel.y(sa))}" x2="{f(panel.x(b))}" '
                       f'y2="{f(panel.y(sb))}" stroke="{REFERENCE}" stroke-width="1.6" '
                       f'stroke-dasharray="{dash}"/>')
            references.append((slope, label, a, b, n0, s0))
            obstacles += line_boxes([(panel.x(a), panel.y(sa)), (panel.x(b), panel.y(sb))])
    for key, solver_name in SOLVERS:
        for scenario in scenarios:
            points = series(data.get(key), scenario, field)
            if not points:
                continue
            color = COLORS.get(scenario, "#333")
            pixels = [(panel.x(n), panel.y(s)) for n, s in points]
            obstacles += line_boxes(pixels)
            path = " ".join(f"{'M' if i == 0 else 'L'}{f(x)},{f(y)}" for i, (x, y) in enumerate(pixels))
            dash = ' stroke-dasharray="7 4"' if key == "kiwi" else ""
            out.append(f'<path d="{path}" fill="none" stroke="{color}" '
                       f'stroke-width="{2.2 if key == "swift" else 1.8}"{dash}/>')
            for n, s in points:
                tip = f"<title>{escape(solver_name)} {scenario} N={n}: {escape(value_label(s))}</title>"
                x, y = panel.x(n), panel.y(s)
                if key == "swift":
                    out.append(f'<circle cx="{f(x)}" cy="{f(y)}" r="3.6" fill="{color}">{tip}</circle>')
                else:
                    out.append(f'<rect x="{f(x - 3.6)}" y="{f(y - 3.6)}" width="7.2" height="7.2" '
                               f'fill="#fff" stroke="{color}" stroke-width="1.6">{tip}</rect>')
            # The last point's value, to its right (kiwi's above, to keep clear of Swift's line).
            n, s = points[-1]
            x, y = panel.x(n) + 7, panel.y(s) + (4 if key == "swift" else -8)
            content = value_label(s)
            out.append(text(x, y, content, size=11, fill=color))
            obstacles.append(text_box(x, y, content, 11, "start"))
    # Reference labels where they cover neither a line nor a label: the first free spot along
    # the line's visible part, above-left of the line or below-right of it.
    for slope, label, a, b, n0, s0 in references:
        spots = []
        for fraction in (0.88, 0.75, 0.62, 0.5, 0.38, 0.25):
            lm = math.log10(a) + fraction * (math.log10(b) - math.log10(a))
            x, y = panel.x(10 ** lm), panel.y(s0 * (10 ** lm / n0) ** slope)
            spots += [(x - 6, y - 6, "end"), (x + 6, y + 16, "start")]
        inside = [(x, y, anchor) for x, y, anchor in spots
                  if inside_panel(panel, text_box(x, y, label, 12, anchor))]
        free = [spot for spot in inside if not any(overlap(text_box(spot[0], spot[1], label, 12, spot[2]), box)
                                                   for box in obstacles)]
        if free or inside:
            x, y, anchor = (free or inside)[0]
            out.append(text(x, y, label, size=12, anchor=anchor, fill=REFERENCE, weight="bold"))
            obstacles.append(text_box(x, y, label, 12, anchor))
    out.append("</g>")
    out.append("</g>")


def render(data):
    swift, kiwi = data.get("swift"), data.get("kiwi")
    scenarios = []
    for report in (swift, kiwi):
        for row in (report or {}).get("results", []):
            if row["scenario"] not in scenarios:
                scenarios.append(row["scenario"])
    if not scenarios:
        raise ValueError("no results to plot")
    ns = [row["N"] for report in (swift, kiwi) for row in (report or {}).get("results", [])]
    # Room on the right for the labels of the last points.
    x_range = (math.log10(min(ns)) - 0.15, math.log10(max(ns)) + 0.45)

    meta = data.get("meta", {})
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{HEIGHT}" '
           f'viewBox="0 0 {WIDTH} {HEIGHT}" font-family="{FONT}">']
    kiwi_version = (kiwi or {}).get("kiwisolver", "1.5.1")
    out.append(f'<rect width="{WIDTH}" height="{HEIGHT}" fill="#fff"/>')
    out.append(text(WIDTH / 2, 28, f"Cassowary solvers on the chain and grid systems: layout (Swift) and "
                    f"kiwisolver {kiwi_version}", size=17, anchor="middle", weight="bold"))
    subtitle = "log-log; each point the median of several runs on the same machine"
    if meta:
        parts = []
        if meta.get("repeats"):
            parts.append(f"median of {meta['repeats']} runs per point")
        if meta.get("date"):
            parts.append(meta["date"][:10])
        if meta.get("machine"):
            parts.append(meta["machine"])
        subtitle = "; ".join(parts) or subtitle
    kiwi_ns = [row["N"] for row in (kiwi or {}).get("results", [])]
    swift_ns = [row["N"] for row in (swift or {}).get("results", [])]
    if kiwi_ns and swift_ns and max(kiwi_ns) < max(swift_ns):
        subtitle += f"; kiwisolver run up to N = {max(kiwi_ns)} only"
    out.append(text(WIDTH / 2, 50, subtitle, size=12, anchor="middle", fill="#555"))

    panels = []
    for left, (title, field) in zip(PANEL_LEFT, (("add + update (build and solve)", "add_update_s"),
                                                 ("one rotation (suggest W, re-solve)", "resolve_s"))):
        values = [s for key, _ in SOLVERS for sc in scenarios for _, s in series(data.get(key), sc, field)]
        if not values:
            continue
        y_range = (math.floor(math.log10(min(values)) - 0.6), math.ceil(math.log10(max(values)) + 0.15))
        panels.append((Panel(left, x_range, y_range), title, field))
    out.append("<defs>")
    for panel, _, field in panels:
        out.append(f'<clipPath id="clip-{field}"><rect x="{f(panel.left)}" y="{f(panel.top)}" '
                   f'width="{PANEL_W}" height="{PANEL_H}"/></clipPath>')
    out.append("</defs>")
    for panel, title, field in panels:
        draw_panel(out, panel, title, field, data, scenarios)

    # Legend: a row per solver (its scenarios, then one reference slope).
    y0 = PANEL_TOP + PANEL_H + 78
    out.append('<g id="legend">')
    columns = len(scenarios) + 1
    column_w = (WIDTH - 2 * 80) / columns
    references = ((1, "2 4", "linear growth (slope 1, ×10 per 10× N)"),
                  (2, "9 4 2 4", "quadratic growth (slope 2, ×100 per 10× N)"))
    for row, ((key, solver_name), (_, ref_dash, ref_label)) in enumerate(zip(SOLVERS, references)):
        y = y0 + row * 24
        for column, scenario in enumerate(scenarios):
            x = 80 + column * column_w
            color = COLORS.get(scenario, "#333")
            dash = ' stroke-dasharray="7 4"' if key == "kiwi" else ""
            out.append(f'<line x1="{f(x)}" y1="{f(y)}" x2="{f(x + 40)}" y2="{f(y)}" stroke="{color}" '
                       f'stroke-width="{2.2 if key == "swift" else 1.8}"{dash}/>')
            if key == "swift":
                out.append(f'<circle cx="{f(x + 20)}" cy="{f(y)}" r="3.6" fill="{color}"/>')
            else:
                out.append(f'<rect x="{f(x + 16.4)}" y="{f(y - 3.6)}" width="7.2" height="7.2" fill="#fff" '
                           f'stroke="{color}" stroke-width="1.6"/>')
            label = f"{solver_name}, {scenario}"
            if key == "kiwi" and not any(series(data.get(key), scenario, fld) for fld in ("add_update_s", "resolve_s")):
                label += " (not run)"
            out.append(text(x + 48, y + 4, label, size=12))
        x = 80 + len(scenarios) * column_w
        out.append(f'<line x1="{f(x)}" y1="{f(y)}" x2="{f(x + 40)}" y2="{f(y)}" stroke="{REFERENCE}" '
                   f'stroke-width="1.6" stroke-dasharray="{ref_dash}"/>')
        out.append(text(x + 48, y + 4, ref_label, size=12))
    out.append("</g>")
    note = meta.get("command")
    lines = wrap(f"data: {note}", 150) if note else []
    height = HEIGHT + 14 * max(0, len(lines) - 1)
    for i, line in enumerate(lines):
        out.append(text(WIDTH / 2, HEIGHT - 14 + 14 * i, line, size=10, anchor="middle", fill="#777"))
    out[0] = (f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{height}" '
              f'viewBox="0 0 {WIDTH} {height}" font-family="{FONT}">')
    out[1] = f'<rect width="{WIDTH}" height="{height}" fill="#fff"/>'
    out.append("</svg>")
    return "\n".join(out) + "\n"


def write_svg(data, path):
    svg = render(data)
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(svg)


def main(argv):
    if len(argv) == 2 and argv[1] in ("-h", "--help"):
        print(__doc__.strip())
        return 0
    if len(argv) != 3:
        print("usage: plot.py RESULTS.json OUT.svg   (RESULTS.json from compare.py --json)", file=sys.stderr)
        return 64
    try:
        with open(argv[1], encoding="utf-8") as fh:
            data = json.load(fh)
    except (OSError, ValueError) as error:
        print(f"plot.py: error: cannot read {argv[1]}: {error}", file=sys.stderr)
        return 1
    try:
        write_svg(data, argv[2])
    except (ValueError, KeyError) as error:
        print(f"plot.py: error: {argv[1]} is not a compare.py --json report: {error}", file=sys.stderr)
        return 1
    except OSError as error:
        print(f"plot.py: error: cannot write {argv[2]}: {error}", file=sys.stderr)
        return 1
    print(f"plot.py: wrote {argv[2]}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
