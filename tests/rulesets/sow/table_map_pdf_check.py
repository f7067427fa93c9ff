#!/usr/bin/python3
"""Measures map.pdf as printed, with PyMuPDF: the 10 cm grid on page 1 lies
100 mm / N apart for the scale note's "1 cm on the map = N cm on the table"
(within 0.2 mm), the rulers number every 10 cm along the edges up to the far
edge, and no word leaves its page. Run after the SowTableMap tests wrote the demo:
    /usr/bin/python3 tests/rulesets/sow/table_map_pdf_check.py $TMPDIR/muster-sow-table-map.pdf
Exits 1 and says why when a measurement is off."""
import re
import sys

import fitz

GRID_GREY = 0.72  # layout/open_table_board's grid ink


def grid_lines(page):
    xs, ys = set(), set()
    for drawing in page.get_drawings():
        colour = drawing.get("color")
        if not colour or any(abs(c - GRID_GREY) > 0.01 for c in colour):
            continue
        for item in drawing["items"]:
            if item[0] != "l":
                continue
            a, b = item[1], item[2]
            if abs(a.x - b.x) < 0.01 and abs(a.y - b.y) > 100:
                xs.add(round(a.x, 3))
            if abs(a.y - b.y) < 0.01 and abs(a.x - b.x) > 100:
                ys.add(round(a.y, 3))
    return sorted(xs), sorted(ys)


def main(path):
    problems = []
    doc = fitz.open(path)
    page = doc[0]
    scale = int(re.search(r"1 cm on the map = (\d+) cm on the\s+table", page.get_text()).group(1))
    step = 100 / scale
    xs, ys = grid_lines(page)
    if (len(xs), len(ys)) != (17, 11):
        problems.append(f"{len(xs)} x {len(ys)} grid lines, not 17 x 11")
    for lines in (xs, ys):
        for a, b in zip(lines, lines[1:]):
            if abs((b - a) / 72 * 25.4 - step) > 0.2:
                problems.append(f"grid lines {(b - a) / 72 * 25.4:.3f} mm apart, not {step:.3f}")
    west, east, north, south = xs[0] - step / 25.4 * 72, xs[-1] + step / 25.4 * 72, ys[0] - step / 25.4 * 72, ys[-1] + step / 25.4 * 72
    top, left = [], []
    for x0, y0, x1, y1, word, *_ in page.get_text("words"):
        if not word.isdigit():
            continue
        cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
        if west < cx < east and north <= y0 and y1 < north + 12:
            top.append((int(word), cx))
        if west <= x0 and x1 < west + 20 and north + 8 < cy < south - 8:
            left.append((int(word), cy))
    for number, cx in top:
        if abs((cx - west) / 72 * 25.4 - number * 10 / scale) > 0.5:
            problems.append(f"north ruler's {number} at {(cx - west) / 72 * 25.4:.2f} mm")
    for number, cy in left:
        if abs((south - cy) / 72 * 25.4 - number * 10 / scale) > 0.5:
            problems.append(f"west ruler's {number} at {(south - cy) / 72 * 25.4:.2f} mm from the south edge")
    if sorted(n for n, _ in top) != list(range(10, 180, 10)):
        problems.append(f"north ruler numbers {sorted(n for n, _ in top)}")
    if sorted(n for n, _ in left) != list(range(10, 120, 10)):
        problems.append(f"west ruler numbers {sorted(n for n, _ in left)}")
    for number, p in enumerate(doc, 1):
        for x0, y0, x1, y1, word, *_ in p.get_text("words"):
            if x0 < -0.5 or y0 < -0.5 or x1 > p.rect.width + 0.5 or y1 > p.rect.height + 0.5:
                problems.append(f"page {number}: '{word}' leaves the page")
    print(f"{path}: 1:{scale}, grid {step:.3f} mm, {len(doc)} pages")
    for problem in problems:
        print("  " + problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
