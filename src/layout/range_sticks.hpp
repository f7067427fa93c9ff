#pragma once
// Range sticks and rulers for rule sets played on an open table (State of War
// in centimetres, The Sword and the Flame in inches), printed at exactly 1:1:
// a strip per weapon or move with its range bands shaded and labelled, ticks
// every centimetre (every quarter inch) down from its top edge, numbered every
// 5 cm (every inch), band boundaries bold, and a cut line round it. A stick
// longer than the paper comes in pieces (stick_pieces.hpp): each piece after
// the first begins with a hatched glue tab that goes under the end of the piece
// before it, arrow to arrow with the same number, and the ticks run on across
// the join.

#include <string>
#include <vector>

#include "layout/page_builder.hpp"
#include "layout/stick_pieces.hpp"

namespace muster::layout {

enum class StickUnit { cm, inch };

// How a band is filled: each shade has a tint and a texture of its own, so that bands stay apart
// on a monochrome laser. A band's label sits on a white plate over it.
enum class BandShade { clear, light, dotted, hatched, dark };

struct RangeBand {
  double from = 0, to = 0;  // in the stick's unit, from its zero
  std::string label;        // "short"
  BandShade shade = BandShade::clear;
  // Whether the label is followed by the band's stretch ("15-30 cm"); a move stick says its own ends.
  bool shows_stretch = true;
};

struct RangeStick {
  std::string name;  // "Minie rifle"
  StickUnit unit = StickUnit::cm;
  std::vector<RangeBand> bands;  // in order from the zero; the stick ends where the furthest band ends
};

inline constexpr Length range_stick_height = Length::mm(17);
// Long enough to glue and to line two pieces up by their ticks.
inline constexpr Length range_stick_overlap = Length::mm(20);

// A centimetre or an inch.
Length unit_length(StickUnit unit);
// How far apart the ticks are: a centimetre, or a quarter of an inch.
Length tick_spacing(StickUnit unit);
// Where the stick ends: the end of its furthest band.
Length stick_length(const RangeStick& stick);

// The fill of a band over `area`: its tint, and its texture over the part from `texture_top` down,
// clear of the ticks and their numbers.
std::vector<Item> band_fill(const Rect& area, Length texture_top, BandShade shade);

// Landscape sheets of the builder's paper holding every stick in order, packed in rows, a long stick
// in pieces, with `title`, a note on cutting and joining, and the check bar on each; the builder's
// paper is as it was afterwards. Returns where each piece went, its sheet counted from the first page
// these sheets take. Each piece is drawn as one group whose offset is its top-left corner.
// Throws std::invalid_argument for a stick without a band.
std::vector<StickPiece> range_stick_pages(PageBuilder& builder, const std::string& title, const std::vector<RangeStick>& sticks);

}  // namespace muster::layout
