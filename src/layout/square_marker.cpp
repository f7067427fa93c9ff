#include "layout/square_marker.hpp"

#include <algorithm>

#include "layout/style.hpp"

namespace muster::layout {

namespace {
// Where the band, the title and the note go, down from the marker's top edge.
struct Bands {
  Length band, title_top, title_height, note_top, note_height;
};

// A word in the band wants a deeper band. The note keeps its two lines of small type even on a
// 12 mm marker, and the title takes what is left: one line there, two from 15 mm up. Without a
// word, title and note each have room for two lines at 12 mm.
Bands bands_for(const SquareMarker& m, Length size) {
  // The title holds two lines of bold 6 pt even at 12 mm: a band without a word is a thin strip,
  // and a marker both sides use has none, so there the note has two lines of 6 pt as well.
  if (!m.band && m.band_words.empty()) return {Length{}, size * 0.05, size * 0.42, size * 0.48, size * 0.5};
  if (m.band_words.empty()) return {size * 0.12, size * 0.13, size * 0.44, size * 0.58, size * 0.39};
  const Length band = size * 0.23, note = max(Length::mm(5.2), size * 0.3);
  const Length title_top = band + size * 0.01, note_top = size * 0.98 - note;
  return {band, title_top, note_top - size * 0.01 - title_top, note_top, note};
}

Font bold(Length size) { return {style::sans, size, true, false}; }
// Two lines of small type rather than one too small to read.
Font note_font(Length size) { return {style::sans, max(style::smallest_text, size * 0.13), false, false}; }

Text centred(Point at, Length width, Length height, const std::string& text, Font font, Colour ink = black) {
  return {at, width, height, text, std::move(font), ink, Align::centre, VAlign::middle, false};
}

void band_word(PageBuilder& b, const SquareMarker& m, Point at, Length size, const Bands& bands) {
  const Colour ink = m.band ? m.band->readable_ink() : black;
  // Margins to either side, so that the words of markers abutting on the sheet do not run together.
  const Length margin = max(square_marker_side_margin(size), size * 0.05);
  const Text word = centred({at.x + margin, at.y}, size - margin * 2, bands.band, "", bold(max(style::smallest_text, size * 0.15)), ink);
  b.add({first_that_fits(b.measurer(), word, style::smallest_text, m.band_words)});
}

void title(PageBuilder& b, const SquareMarker& m, Point at, Length size, const Bands& bands) {
  const Length margin = square_marker_side_margin(size);
  const Point top_left{at.x + margin, at.y + bands.title_top};
  const Length width = size - margin * 2;
  if (!m.title_is_name) return counter_text(b, top_left, width, bands.title_height, m.title, bold(size * 0.2));
  const Text name = centred(top_left, width, bands.title_height, m.title, bold(max(style::smallest_identity, size * 0.2)));
  b.add({fit_name(b.measurer(), name, style::smallest_identity, *m.title_is_name)});
}

void note(PageBuilder& b, const SquareMarker& m, Point at, Length size, const Bands& bands) {
  const Length margin = square_marker_side_margin(size);
  const Text text = centred({at.x + margin, at.y + bands.note_top}, size - margin * 2, bands.note_height, m.note, note_font(size));
  b.add({fit_name(b.measurer(), text, style::smallest_text, NameKind::unit)});
}
}  // namespace

// Text keeps a millimetre from the cut, which a hand with scissors or a cutter misses by about
// half that, from 15 mm up (a twenty-fifth of the marker past 25 mm). The smallest markers (12 mm)
// keep a twenty-fifth, since "LOW AMMO" needs the rest; in between, the margin grows with the marker.
Length square_marker_side_margin(Length size) {
  constexpr Length smallest = Length::mm(12), full = Length::mm(15);
  const double grown = std::clamp((size - smallest) / (full - smallest), 0.0, 1.0);
  const Length least = smallest * 0.04;
  return max(size * 0.04, least + (Length::mm(1) - least) * grown);
}

CounterFace square_marker(SquareMarker m) {
  return [m = std::move(m)](PageBuilder& b, Point at, Length size, Length) {
    const Bands bands = bands_for(m, size);
    if (m.band) b.add({Rect{at, size, bands.band, *m.band, std::nullopt}});
    if (!m.band_words.empty()) band_word(b, m, at, size, bands);
    counter_outline(b, at, size, size);
    title(b, m, at, size, bands);
    note(b, m, at, size, bands);
  };
}

}  // namespace muster::layout
