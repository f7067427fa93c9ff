#!/usr/bin/python3
"""Measures The Sword and the Flame's cards.pdf as printed, with PyMuPDF: every
page holds one to nine cut outlines of 63.5 x 88.9 mm (within 0.1 mm) on a
grid of whole cards, each back page's outlines lie where its front's land after
a long-edge flip (no duplex offset), and no word whose middle is on a card
reaches past that card's edge. Run after the TsatfCards tests wrote the demos:
    /usr/bin/python3 tests/rulesets/tsatf/cards_pdf_check.py $TMPDIR/muster-tsatf-cards-sudan.pdf
Exits 1 and says why when a measurement is off."""
import sys

import fitz

MM = 25.4 / 72
CARD_W, CARD_H = 63.5, 88.9


def outlines(page):
    cards = []
    for drawing in page.get_drawings():
        if drawing.get("fill") is not None or not drawing.get("color"):
            continue
        for item in drawing["items"]:
            if item[0] == "re":
                r = item[1]
                if abs(r.width * MM - CARD_W) < 0.1 and abs(r.height * MM - CARD_H) < 0.1:
                    cards.append(fitz.Rect(r))
    return cards


def main(path):
    problems = []
    doc = fitz.open(path)
    if doc.page_count % 2:
        problems.append(f"{doc.page_count} pages: fronts and backs do not pair")
    fronts = []
    for number, page in enumerate(doc, start=1):
        cards = outlines(page)
        if not 1 <= len(cards) <= 9:
            problems.append(f"page {number}: {len(cards)} cards")
            continue
        first = min(cards, key=lambda r: (r.y0, r.x0))
        for r in cards:
            across, down = (r.x0 - first.x0) * MM / CARD_W, (r.y0 - first.y0) * MM / CARD_H
            if abs(across - round(across)) * CARD_W > 0.1 or abs(down - round(down)) * CARD_H > 0.1:
                problems.append(f"page {number}: a card off the grid at {r.x0 * MM:.2f}, {r.y0 * MM:.2f} mm")
        for x0, y0, x1, y1, word, *_ in page.get_text("words"):
            cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
            for r in cards:
                if r.contains(fitz.Point(cx, cy)) and not fitz.Rect(r.x0 - 0.5, r.y0 - 0.5, r.x1 + 0.5, r.y1 + 0.5).contains(fitz.Rect(x0, y0, x1, y1)):
                    problems.append(f"page {number}: '{word}' runs off its card")
        if number % 2:
            fronts = cards
            continue
        width = page.rect.width
        for front in fronts:
            mirrored = fitz.Point(width - front.x1, front.y0)
            if not any(abs(b.x0 - mirrored.x) * MM < 0.1 and abs(b.y0 - mirrored.y) * MM < 0.1 for b in cards):
                problems.append(f"page {number}: no back behind the front at {front.x0 * MM:.1f}, {front.y0 * MM:.1f} mm")
        if len(cards) != len(fronts):
            problems.append(f"page {number}: {len(cards)} backs for {len(fronts)} fronts")
    for problem in problems:
        print(problem)
    print(f"{doc.page_count} pages, {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
