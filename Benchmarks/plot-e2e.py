#!/usr/bin/env python3
"""plot-e2e.py -- the end-to-end plot: the `layout` command's time and peak memory against the
number of views, log-log, as an SVG, from a `layout-e2e --json` report.

    python3 Benchmarks/plot-e2e.py [--cpu] RESULTS.json OUT.svg

Two panels, "wall time" (with --cpu: the child's user + system CPU time, which other jobs on
a shared machine disturb far less) and "peak memory" (medians of the runs), one line per binary (the
measured one solid with dots, the --baseline dashed with squares) and command (render,
check, test), through the grid scenarios; the files of Layouts/ (seed, dashboard, ...) are
single points at their few views. A dotted line shows linear growth. The output depends
only on the JSON: the same report gives the same file, byte for byte. Pure Python standard
library; the drawing helpers are plot.py's (the solver's scaling plot).
"""

import json
import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from plot import FONT, REFERENCE, f, n_label, text, time_label, value_label, wrap  # noqa: E402

WIDTH, HEIGHT = 1060, 640
PANEL_W, PANEL_H = 410, 370
PANEL_TOP = 92
PANEL_LEFT = (92, 600)
COMMAND_COLORS = {"render": "#1f5fa8", "check": "#d4550b", "test --update": "#2e8b3a"}
BINARY_NAMES = {"new": "measured", "baseline": "baseline"}


def memory_label(mib):
    if mib >= 1024:
        return f"{mib / 1024:.3g} GiB"
    return f"{mib:.3g} MiB"


def memory_tick(mib):
    return f"{n_label(round(mib))} MiB" if mib >= 1 else f"{mib:g} MiB"


class Axes:
    """A log-log panel: views across, seconds or MiB up."""

    def __init__(self, left, x_range, y_range):
        self.left, self.top = left, PANEL_TOP
        self.lx0, self.lx1 = x_range
        self.ly0, self.ly1 = y_range

    def x(self, views):
        return self.left + (math.log10(views) - self.lx0) / (self.lx1 - self.lx0) * PANEL_W

    def y(self, value):
        return self.top + PANEL_H - (math.log10(value) - self.ly0) / (self.ly1 - self.ly0) * PANEL_H


def rows_of(report, field):
    """{(binary, command): {"grid": [(views, value)], "files": [(views, value, name)]}}."""
    kinds = {s["name"]: s["kind"] for s in report.get("scenarios", [])}
    series = {}
    for row in report.get("rows", []):
        kind = kinds.get(row["scenario"])
        value = row.get(field, {}).get("median")
        if kind not in ("grid", "file") or not isinstance(value, (int, float)) or not value > 0:
            continue
        entry = series.setdefault((row["binary"], row["command"]), {"grid": [], "files": []})
        if kind == "grid":
            entry["grid"].append((row["views"], float(value)))
        else:
            entry["files"].append((row["views"], float(value), row["scenario"]))
    for entry in series.values():
        entry["grid"].sort()
        entry["files"].sort()
    return series


def grid_lines(axes, out, left, top):
    """Decade lines (labelled) and the 2..9 lines within each decade, on both axes."""
    for decade in range(math.floor(axes.lx0), math.ceil(axes.lx1) + 1):
        for k in range(1, 10):
            lx = decade + math.log10(k)
            if not axes.lx0 <= lx <= axes.lx1:
                continue
            x = axes.x(10 ** lx)
            out.append(f'<line x1="{f(x)}" y1="{f(top)}" x2="{f(x)}" y2="{f(top + PANEL_H)}" '
                       f'stroke="{"#d0d0d0" if k == 1 else "#efefef"}" stroke-width="1"/>')
            if k == 1:
                out.append(text(x, top + PANEL_H + 20, n_label(10 ** decade), anchor="middle"))
    for decade in range(math.floor(axes.ly0), math.ceil(axes.ly1) + 1):
        for k in range(1, 10):
            ly = decade + math.log10(k)
            if not axes.ly0 - 1e-9 <= ly <= axes.ly1 + 1e-9:
                continue
            y = axes.y(10 ** ly)
            out.append(f'<line x1="{f(left)}" y1="{f(y)}" x2="{f(left + PANEL_W)}" y2="{f(y)}" '
                       f'stroke="{"#d0d0d0" if k == 1 else "#efefef"}" stroke-width="1"/>')


def draw_panel(out, axes, title, unit_label, tick_label, series, label_of, reference):
    left, top = axes.left, axes.top
    panel_id = "time" if reference else "memory"
    out.append(f'<g id="{panel_id}">')
    out.append(text(left + PANEL_W / 2, top - 12, title, size=15, anchor="middle", weight="bold"))
    out.append(f'<rect x="{f(left)}" y="{f(top)}" width="{PANEL_W}" height="{PANEL_H}" fill="#fff" stroke="#444"/>')
    grid_lines(axes, out, left, top)
    # Decades labelled; the memory panel, which spans little more than one, also 2 and 5.
    for decade in range(math.floor(axes.ly0), math.ceil(axes.ly1) + 1):
        for k in (1,) if reference else (1, 2, 5):
            value = k * 10 ** decade
            if axes.ly0 - 1e-9 <= math.log10(value) <= axes.ly1 + 1e-9:
                out.append(text(left - 10, axes.y(value) + 4, tick_label(value), anchor="end"))
    out.append(text(left + PANEL_W / 2, top + PANEL_H + 44, "views in the layout file", size=13, anchor="middle"))
    out.append(text(left - 70, top + PANEL_H / 2, unit_label, size=13, anchor="middle",
                    extra=f' transform="rotate(-90 {f(left - 70)} {f(top + PANEL_H / 2)})"'))
    out.append(f'<g clip-path="url(#clip-{panel_id})">')
    if reference:
        # Linear growth through the lowest first grid point, a factor 3 below it.
        firsts = [entry["grid"][0] for entry in series.values() if entry["grid"]]
        if firsts:
            v0, s0 = min(firsts)[0], min(s for _, s in firsts) / 3
            v1 = 10 ** axes.lx1
            out.append(f'<line x1="{f(axes.x(v0))}" y1="{f(axes.y(s0))}" x2="{f(axes.x(v1))}" '
                       f'y2="{f(axes.y(s0 * v1 / v0))}" stroke="{REFERENCE}" stroke-width="1.6" stroke-dasharray="2 4"/>')
    labels = []
    for (binary, command), entry in sorted(series.items()):
        color = COMMAND_COLORS.get(command, "#333")
        baseline = binary == "baseline"
        if entry["grid"]:
            path = " ".join(f"{'M' if i == 0 else 'L'}{f(axes.x(v))},{f(axes.y(s))}" for i, (v, s) in enumerate(entry["grid"]))
            dash = ' stroke-dasharray="7 4"' if baseline else ""
            out.append(f'<path d="{path}" fill="none" stroke="{color}" stroke-width="{1.8 if baseline else 2.2}"{dash}/>')
            views, value = entry["grid"][-1]
            labels.append((axes.y(value), axes.x(views) + 8, label_of(value), color))
        points = [(v, s, f"grid, {n_label(v)} views") for v, s in entry["grid"]] + entry["files"]
        for views, value, name in points:
            tip = f"<title>{BINARY_NAMES.get(binary, binary)} {command}, {name}: {label_of(value)}</title>"
            x, y = axes.x(views), axes.y(value)
            if baseline:
                out.append(f'<rect x="{f(x - 3.6)}" y="{f(y - 3.6)}" width="7.2" height="7.2" fill="#fff" '
                           f'stroke="{color}" stroke-width="1.6">{tip}</rect>')
            else:
                out.append(f'<circle cx="{f(x)}" cy="{f(y)}" r="3.6" fill="{color}">{tip}</circle>')
    out.append("</g>")
    # The last grid point's value to its right, the labels pushed apart so none overlaps.
    labels.sort()
    placed = []
    for y, x, content, color in labels:
        if placed and y - placed[-1] < 13:
            y = placed[-1] + 13
        placed.append(y)
        out.append(text(x, y + 4, content, size=11, fill=color))
    out.append("</g>")


def panel_range(values, pad_low, pad_high):
    return (math.floor(math.log10(min(values)) - pad_low), math.ceil(math.log10(max(values)) + pad_high))


def render(report, cpu=False):
    times = rows_of(report, "cpu_seconds" if cpu else "wall_seconds")
    memory = rows_of(report, "peak_mebibytes")
    all_views = [v for entry in times.values() for v, _ in entry["grid"]] + \
                [v for entry in times.values() for v, _, _ in entry["files"]]
    if not all_views:
        raise ValueError("no grid or file scenario to plot")
    x_range = (math.log10(min(all_views)) - 0.2, math.log10(max(all_views)) + 0.55)
    context = report.get("context", {})
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{HEIGHT}" '
           f'viewBox="0 0 {WIDTH} {HEIGHT}" font-family="{FONT}">',
           f'<rect width="{WIDTH}" height="{HEIGHT}" fill="#fff"/>',
           text(WIDTH / 2, 28, "The layout command end to end: time and peak memory against views", size=17,
                anchor="middle", weight="bold")]
    parts = ["log-log"]
    if context.get("repeats"):
        parts.append(f"median of {context['repeats']} runs per point")
    if context.get("date"):
        parts.append(context["date"][:10])
    machine = context.get("machine", {})
    if machine:
        parts.append(f"{machine.get('cpu', '?')}, {machine.get('cores', '?')} cores, shared")
    out.append(text(WIDTH / 2, 50, "; ".join(parts), size=12, anchor="middle", fill="#555"))

    panels = []
    for left, (title, unit, ticks, series, label_of, reference) in zip(PANEL_LEFT, (
            ("CPU time (user + system)" if cpu else "wall time", "seconds (median)", time_label, times, value_label, True),
            ("peak memory (ru_maxrss)", "MiB (median)", memory_tick, memory, memory_label, False))):
        values = [s for entry in series.values() for _, s in entry["grid"]] + \
                 [s for entry in series.values() for _, s, _ in entry["files"]]
        pad = (0.45, 0.15) if reference else (0.1, 0.1)
        panels.append((Axes(left, x_range, panel_range(values, *pad)), title, unit, ticks, series, label_of, reference))
    out.append("<defs>")
    for axes, *_, reference in panels:
        out.append(f'<clipPath id="clip-{"time" if reference else "memory"}"><rect x="{f(axes.left)}" '
                   f'y="{f(axes.top)}" width="{PANEL_W}" height="{PANEL_H}"/></clipPath>')
    out.append("</defs>")
    for axes, title, unit, ticks, series, label_of, reference in panels:
        draw_panel(out, axes, title, unit, ticks, series, label_of, reference)
    legend(out, times, context)
    note = context.get("command")
    lines = wrap(f"data: {note}", 150) if note else []
    for i, line in enumerate(lines):
        out.append(text(WIDTH / 2, HEIGHT - 14 + 14 * i, line, size=10, anchor="middle", fill="#777"))
    height = HEIGHT + 14 * max(0, len(lines) - 1)
    out[0] = (f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{height}" '
              f'viewBox="0 0 {WIDTH} {height}" font-family="{FONT}">')
    out[1] = f'<rect width="{WIDTH}" height="{height}" fill="#fff"/>'
    out.append("</svg>")
    return "\n".join(out) + "\n"


def legend(out, series, context):
    """A row per binary (its commands), then the reference line and what the points are."""
    binaries = [b for b in ("new", "baseline") if any(key[0] == b for key in series)]
    commands = [c for c in COMMAND_COLORS if any(key[1] == c for key in series)]
    described = {b["role"]: b for b in context.get("binaries", [])}
    y0 = PANEL_TOP + PANEL_H + 72
    column_w = (WIDTH - 160) / max(1, len(commands))
    out.append('<g id="legend">')
    for row, binary in enumerate(binaries):
        y = y0 + row * 22
        info = described.get(binary, {})
        commit = info.get("describe") or (info.get("commit") or "")[:12] or "?"
        for column, command in enumerate(commands):
            x = 80 + column * column_w
            color = COMMAND_COLORS[command]
            dash = ' stroke-dasharray="7 4"' if binary == "baseline" else ""
            out.append(f'<line x1="{f(x)}" y1="{f(y)}" x2="{f(x + 40)}" y2="{f(y)}" stroke="{color}" stroke-width="2"{dash}/>')
            if binary == "baseline":
                out.append(f'<rect x="{f(x + 16.4)}" y="{f(y - 3.6)}" width="7.2" height="7.2" fill="#fff" '
                           f'stroke="{color}" stroke-width="1.6"/>')
            else:
                out.append(f'<circle cx="{f(x + 20)}" cy="{f(y)}" r="3.6" fill="{color}"/>')
            out.append(text(x + 48, y + 4, f"layout {command}, {BINARY_NAMES[binary]} ({commit})", size=12))
    y = y0 + len(binaries) * 22
    out.append(f'<line x1="80" y1="{f(y)}" x2="120" y2="{f(y)}" stroke="{REFERENCE}" stroke-width="1.6" '
               f'stroke-dasharray="2 4"/>')
    out.append(text(128, y + 4, "linear growth (x10 per 10x views); lines: generated grids (make-grid-vfl.py); "
                    "single points: the files of Layouts/", size=12))
    out.append("</g>")


def main(argv):
    if len(argv) == 2 and argv[1] in ("-h", "--help"):
        print(__doc__.strip())
        return 0
    cpu = len(argv) > 1 and argv[1] == "--cpu"
    if cpu:
        argv = argv[:1] + argv[2:]
    if len(argv) != 3:
        print("usage: plot-e2e.py [--cpu] RESULTS.json OUT.svg   (RESULTS.json from layout-e2e --json)", file=sys.stderr)
        return 64
    try:
        with open(argv[1], encoding="utf-8") as fh:
            report = json.load(fh)
    except (OSError, ValueError) as error:
        print(f"plot-e2e.py: error: cannot read {argv[1]}: {error}", file=sys.stderr)
        return 1
    try:
        svg = render(report, cpu)
    except (ValueError, KeyError, TypeError) as error:
        print(f"plot-e2e.py: error: {argv[1]} is not a layout-e2e --json report: {error}", file=sys.stderr)
        return 1
    try:
        with open(argv[2], "w", encoding="utf-8") as fh:
            fh.write(svg)
    except OSError as error:
        print(f"plot-e2e.py: error: cannot write {argv[2]}: {error}", file=sys.stderr)
        return 1
    print(f"plot-e2e.py: wrote {argv[2]}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
