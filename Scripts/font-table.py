#!/usr/bin/env python3
"""Generates Sources/AutoLayout/Text/InterAdvances.swift: the horizontal advances of Inter
(the OFL font of Debian's `fonts-inter`), read from its OpenType files by the small reader
below, for the characters the text model measures. The package measures text with this table
and reads no font at run time.

    Scripts/font-table.py FONT_DIR            writes the Swift file
    Scripts/font-table.py FONT_DIR --check    exits 1 when the committed file differs

Only four tables of an OpenType file are read: `head` (units per em), `hhea` (the number of
long horizontal metrics), `hmtx` (the advances) and `cmap` (characters to glyphs, formats 4
and 12). Kerning (`GPOS`) and ligatures (`GSUB`) are not applied: the package documents it.
"""
import struct
import sys
from pathlib import Path

# The weights UIKit's text styles use (regular for most, semibold for headline), and bold.
WEIGHTS = [("regular", "Regular"), ("medium", "Medium"), ("semibold", "SemiBold"), ("bold", "Bold")]
# Inter's two optical sizes, as SF's: Text below 20 points, Display from 20 points on.
DESIGNS = [("text", "Inter-"), ("display", "InterDisplay-")]
# Basic Latin, Latin-1 Supplement and Latin Extended-A: one dense run of code points.
FIRST, LAST = 0x20, 0x17F
# A few characters of General Punctuation and currency that user interfaces often show.
EXTRA = [0x2013, 0x2014, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2026, 0x20AC]
OUTPUT = Path(__file__).resolve().parent.parent / "Sources/AutoLayout/Text/InterAdvances.swift"


class OpenTypeFont:
    """The few tables of one OpenType (or TrueType) file that give advance widths."""

    def __init__(self, data):
        self.data = data
        count = self.u16(4)
        self.tables = {}
        for index in range(count):
            record = 12 + 16 * index
            tag = data[record:record + 4].decode("latin-1")
            self.tables[tag] = self.u32(record + 8)
        head, hhea = self.table("head"), self.table("hhea")
        self.units_per_em = self.u16(head + 18)
        self.ascender = self.i16(hhea + 4)
        self.descender = self.i16(hhea + 6)
        self.line_gap = self.i16(hhea + 8)
        self.long_metrics = self.u16(hhea + 34)
        self.glyph_of = self.read_cmap()

    def u16(self, offset):
        return struct.unpack_from(">H", self.data, offset)[0]

    def i16(self, offset):
        return struct.unpack_from(">h", self.data, offset)[0]

    def u32(self, offset):
        return struct.unpack_from(">I", self.data, offset)[0]

    def table(self, tag):
        if tag not in self.tables:
            raise ValueError(f"no '{tag}' table")
        return self.tables[tag]

    def advance(self, glyph):
        """hmtx: long metrics (advance, side bearing) first; later glyphs repeat the last advance."""
        hmtx = self.table("hmtx")
        return self.u16(hmtx + 4 * min(glyph, self.long_metrics - 1))

    def read_cmap(self):
        """The Unicode subtable: format 12 (platform 3, encoding 10) if there is one, else format 4."""
        cmap = self.table("cmap")
        subtables = {}
        for index in range(self.u16(cmap + 2)):
            record = cmap + 4 + 8 * index
            subtables[(self.u16(record), self.u16(record + 2))] = cmap + self.u32(record + 4)
        for key in [(3, 10), (0, 4), (3, 1), (0, 3)]:
            if key in subtables:
                start = subtables[key]
                form = self.u16(start)
                if form == 12:
                    return self.format12(start)
                if form == 4:
                    return self.format4(start)
        raise ValueError("no Unicode cmap subtable of format 4 or 12")

    def format12(self, start):
        glyphs = {}
        for index in range(self.u32(start + 12)):
            first, last, glyph = struct.unpack_from(">III", self.data, start + 16 + 12 * index)
            for code in range(first, last + 1):
                glyphs[code] = glyph + code - first
        return glyphs

    def format4(self, start):
        segments = self.u16(start + 6) // 2
        ends, starts = start + 14, start + 16 + 2 * segments
        deltas, offsets = starts + 2 * segments, starts + 4 * segments
        glyphs = {}
        for segment in range(segments):
            first, last = self.u16(starts + 2 * segment), self.u16(ends + 2 * segment)
            delta, range_offset = self.i16(deltas + 2 * segment), self.u16(offsets + 2 * segment)
            for code in range(first, min(last, 0xFFFE) + 1):
                if range_offset == 0:
                    glyph = (code + delta) & 0xFFFF
                else:
                    where = offsets + 2 * segment + range_offset + 2 * (code - first)
                    glyph = self.u16(where)
                    glyph = (glyph + delta) & 0xFFFF if glyph else 0
                if glyph:
                    glyphs[code] = glyph
        return glyphs


def advances(font, codes):
    """Each character's advance in font units; 0 for a character the font lacks."""
    return [font.advance(font.glyph_of[code]) if code in font.glyph_of else 0 for code in codes]


def swift_array(values, indent="        "):
    lines, line = [], []
    for value in values:
        line.append(str(value))
        if len(line) == 16:
            lines.append(indent + ", ".join(line) + ",")
            line = []
    if line:
        lines.append(indent + ", ".join(line) + ",")
    # No comma after the last value, as swift-format writes an array literal.
    lines[-1] = lines[-1].rstrip(",")
    return "\n".join(lines)


def generate(font_dir):
    dense = list(range(FIRST, LAST + 1))
    out = [
        "// Generated by Scripts/font-table.py from Debian's fonts-inter (Inter, SIL Open Font License",
        "// 1.1); do not edit. Advances are in font units; 0 marks a character the font lacks.",
        "",
        "extension GlyphAdvances {",
        "    /// The first and last code point of the dense part of each table.",
        f"    static let denseRange: ClosedRange<UInt32> = 0x{FIRST:X}...0x{LAST:X}",
        "    /// The code points after the dense part, in order.",
        "    static let extraCodePoints: [UInt32] = [" + ", ".join(f"0x{c:X}" for c in EXTRA) + "]",
    ]
    for design, prefix in DESIGNS:
        fonts = [(name, OpenTypeFont((font_dir / f"{prefix}{file}.otf").read_bytes())) for name, file in WEIGHTS]
        units = {font.units_per_em for _, font in fonts}
        if len(units) != 1:
            raise ValueError(f"the {design} weights disagree on units per em")
        out += ["", f"    /// Units per em of Inter's {design} design.", f"    static let {design}UnitsPerEm: Double = {units.pop()}"]
        for name, font in fonts:
            out += [
                "",
                f"    /// Inter {design} {name}: advances of U+{FIRST:04X}...U+{LAST:04X}, then of the extra code points.",
                f"    static let {design}{name.capitalize()}: [UInt16] = [",
                swift_array(advances(font, dense) + advances(font, EXTRA)),
                "    ]",
            ]
    out.append("}")
    return "\n".join(out) + "\n"


def main(arguments):
    if not arguments or arguments[0].startswith("-"):
        print(__doc__.strip().splitlines()[0])
        print("usage: Scripts/font-table.py FONT_DIR [--check]")
        return 64
    text = generate(Path(arguments[0]))
    if "--check" in arguments[1:]:
        if OUTPUT.read_text() != text:
            print(f"{OUTPUT} differs from what {arguments[0]} gives; run Scripts/font-table.py {arguments[0]}")
            return 1
        print(f"{OUTPUT.name} matches the fonts in {arguments[0]}")
        return 0
    OUTPUT.parent.mkdir(parents=True, exist_ok=True)
    OUTPUT.write_text(text)
    print(f"wrote {OUTPUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
