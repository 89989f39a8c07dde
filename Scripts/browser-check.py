#!/usr/bin/env python3
"""Opens the SVG and HTML of layout files in headless Chromium (Python standard library only).

    browser-check.py LAYOUT CHROMIUM OUTDIR FILE.vfl ...

For every file: `LAYOUT render --format svg|html|json` into OUTDIR; a screenshot of the SVG
and of the page, each of which must not be blank (at least 1% of its pixels differ from the
background, in at least 3 colours); no console message at all while either loads; and, on the
page, a view clicked (a real `click` event dispatched on its box in the picture, from a harness
page that holds the report in a frame) must be the one selected, highlighted, and shown with
its frame in each orientation as the JSON report gives it. Prints one line per check; exits 1
if any failed.
"""
import json
import struct
import subprocess
import sys
import zlib
from pathlib import Path

FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--enable-logging=stderr", "--v=0"]


def chromium(browser, arguments):
    """Runs Chromium; returns (stdout, console lines of stderr)."""
    run = subprocess.run([browser] + FLAGS + arguments, capture_output=True, text=True, timeout=120)
    console = [line for line in run.stderr.splitlines() if ":CONSOLE" in line]
    return run.stdout, console


def png_pixels(path):
    """The RGB(A) rows of an 8-bit, non-interlaced PNG of colour type 2 or 6."""
    data = Path(path).read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    position, chunks, header = 8, [], None
    while position < len(data):
        length, kind = struct.unpack(">I4s", data[position:position + 8])
        body = data[position + 8:position + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            chunks.append(body)
        position += 12 + length
    width, height, depth, colour, _, _, interlace = header
    assert depth == 8 and colour in (2, 6) and interlace == 0, f"unsupported PNG {header}"
    channels = 3 if colour == 2 else 4
    raw = zlib.decompress(b"".join(chunks))
    stride = width * channels
    rows, previous, offset = [], bytearray(stride), 0
    for _ in range(height):
        kind, line = raw[offset], bytearray(raw[offset + 1:offset + 1 + stride])
        offset += 1 + stride
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            corner = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 255
            elif kind == 2:
                line[i] = (line[i] + up) & 255
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 255
            elif kind == 4:
                estimate = left + up - corner
                pa, pb, pc = abs(estimate - left), abs(estimate - up), abs(estimate - corner)
                line[i] = (line[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 255
        rows.append(bytes(line))
        previous = line
    return [[row[i:i + 3] for i in range(0, stride, channels)] for row in rows]


def not_blank(path):
    """True when at least 1% of the pixels differ from the most common colour, in 3+ colours."""
    counts = {}
    for row in png_pixels(path):
        for pixel in row:
            counts[pixel] = counts.get(pixel, 0) + 1
    total = sum(counts.values())
    background = max(counts.values())
    return len(counts) >= 3 and (total - background) * 100 >= total


def number(value):
    """A number as the reports print it: 20, 230.4."""
    return str(int(value)) if float(value).is_integer() else repr(float(value))


HARNESS = """<!DOCTYPE html>
<html><body><pre id="result">pending</pre>
<iframe id="page" src="PAGE" width="1200" height="900"></iframe>
<script>
document.getElementById('page').addEventListener('load', function () {
  var page = document.getElementById('page').contentDocument;
  var result = {};
  try {
    var box = page.querySelector('g.view[data-view="VIEW"]');
    box.dispatchEvent(new MouseEvent('mouseover', {bubbles: true}));
    result.hovered = box.classList.contains('hover');
    box.dispatchEvent(new MouseEvent('click', {bubbles: true}));
    result.selected = page.body.getAttribute('data-selected');
    result.highlighted = page.querySelectorAll('g.view.selected[data-view="VIEW"]').length;
    result.frames = Array.prototype.map.call(
      page.querySelectorAll('#selection td.frame'), function (cell) { return cell.textContent; });
  } catch (error) {
    result.error = String(error);
  }
  document.getElementById('result').textContent = JSON.stringify(result);
});
</script></body></html>
"""


def check_file(layout, browser, outdir, vfl, report):
    name = Path(vfl).stem
    for fmt in ("svg", "html", "json"):
        run = subprocess.run([layout, "render", vfl, "--format", fmt], capture_output=True, text=True)
        report(run.returncode == 0, f"{vfl}: render --format {fmt} (status {run.returncode})")
        (outdir / f"{name}.{fmt}").write_text(run.stdout)
    for fmt in ("svg", "html"):
        target = (outdir / f"{name}.{fmt}").resolve().as_uri()
        shot = outdir / f"{name}.{fmt}.png"
        _, console = chromium(browser, ["--window-size=1400,1000", f"--screenshot={shot}", target])
        report(shot.exists() and not_blank(shot), f"{vfl}: the {fmt} screenshot is not blank")
        report(not console, f"{vfl}: no console message opening the {fmt}" + "".join("\n    " + c for c in console))
    layouts = json.loads((outdir / f"{name}.json").read_text())["layouts"]
    views = layouts[0]["views"] if layouts else []
    for view in views[:1] + views[-1:]:
        expected = []
        for layout_entry in layouts:
            for entry in layout_entry["views"]:
                if entry["name"] == view["name"]:
                    frame = entry["frame"]
                    expected.append("(" + ", ".join(number(frame[k]) for k in ("x", "y", "width", "height")) + ")")
                    break
        harness = outdir / f"{name}.{view['name']}.harness.html"
        page = (outdir / f"{name}.html").resolve().as_uri()
        harness.write_text(HARNESS.replace("PAGE", page).replace("VIEW", view["name"]))
        dom, console = chromium(
            browser, ["--allow-file-access-from-files", "--virtual-time-budget=5000", "--dump-dom", harness.resolve().as_uri()])
        start, end = dom.find('<pre id="result">'), dom.find("</pre>")
        text = dom[start + len('<pre id="result">'):end] if start >= 0 else "{}"
        try:
            result = json.loads(text.replace("&quot;", '"').replace("&amp;", "&"))
        except ValueError:
            result = {"error": text}
        ok = (result.get("selected") == view["name"] and result.get("hovered") is True
              and result.get("highlighted", 0) >= 1 and result.get("frames") == expected and not console)
        report(ok, f"{vfl}: clicking {view['name']} selects it and shows {expected} (got {result}, console {console})")


def main():
    layout, browser, outdir = sys.argv[1], sys.argv[2], Path(sys.argv[3])
    outdir.mkdir(parents=True, exist_ok=True)
    failures = []

    def report(ok, message):
        print(("ok     " if ok else "FAILED ") + message, flush=True)
        if not ok:
            failures.append(message)

    for vfl in sys.argv[4:]:
        check_file(layout, browser, outdir, vfl, report)
    print(f"{len(failures)} failed")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
