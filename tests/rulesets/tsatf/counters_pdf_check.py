#!/usr/bin/python3
"""Measures The Sword and the Flame's counters.pdf as printed, with PyMuPDF:
every marker's cut outline on a front page is the counter size within 0.1 mm,
and each has an outline of the same size on the back page behind it (mirrored
about the page's vertical centre line and moved by the duplex offset, within
0.1 mm); no word leaves its page. Run after the TsatfCounters tests wrote the demo:
    /usr/bin/python3 tests/rulesets/tsatf/counters_pdf_check.py $TMPDIR/muster-tsatf-counters.pdf 15 0 0
(size in mm, then the duplex offset x and y in mm). Exits 1 and says why when a measurement is off."""
import sys

import fitz

MM = 25.4 / 72
TOLERANCE = 0.1


def outlines(page, size):
    """Top-left corners (mm) of the stroked, unfilled squares within 1 mm of the counter size."""
    corners = []
    for drawing in page.get_drawings():
        if drawing.get("fill") is not None or drawing.get("color") is None:
            continue
        for item in drawing["items"]:
            if item[0] != "re":
                continue
            r = item[1]
            w, h = r.width * MM, r.height * MM
            if abs(w - size) < 1 and abs(h - size) < 1:
                corners.append((r.x0 * MM, r.y0 * MM, w, h))
    return corners


def main(path, size, dx, dy):
    problems = []
    doc = fitz.open(path)
    if len(doc) % 2:
        problems.append(f"{len(doc)} pages: fronts and backs do not pair")
    total = 0
    for p in range(0, len(doc) - 1, 2):
        front, back = doc[p], doc[p + 1]
        width = front.rect.width * MM
        fronts, backs = outlines(front, size), outlines(back, size)
        total += len(fronts)
        if len(fronts) != len(backs):
            problems.append(f"page {p + 1}: {len(fronts)} fronts but {len(backs)} backs")
        for x, y, w, h in fronts:
            if abs(w - size) > TOLERANCE or abs(h - size) > TOLERANCE:
                problems.append(f"page {p + 1}: the marker at {x:.1f}, {y:.1f} mm is {w:.2f} x {h:.2f} mm, not {size} mm")
            mirrored = width - x - w + dx
            if not any(abs(bx - mirrored) < TOLERANCE and abs(by - y - dy) < TOLERANCE for bx, by, _, _ in backs):
                problems.append(f"page {p + 2}: no back behind the front at {x:.1f}, {y:.1f} mm")
        for page in (front, back):
            for block in page.get_text("dict")["blocks"]:
                x0, y0, x1, y1 = block["bbox"]
                if x0 < -0.5 or y0 < -0.5 or x1 > page.rect.width + 0.5 or y1 > page.rect.height + 0.5:
                    problems.append(f"page {page.number + 1}: text off the page at {x0 * MM:.1f}, {y0 * MM:.1f} mm")
    if total == 0:
        problems.append("no markers found")
    for problem in problems:
        print(problem)
    print(f"{total} markers measured on {len(doc)} pages" if not problems else f"{len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], float(sys.argv[2]), float(sys.argv[3]), float(sys.argv[4])))
