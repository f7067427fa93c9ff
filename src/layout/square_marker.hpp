#pragma once
// The square marker every rule set prints: a leader, a state a unit is in
// (low on ammunition, limbered, in road column), a store. A strip across the
// top in the side's colour tells whose it is (none on markers both sides use)
// and may carry a word such as GENERAL; below it a bold title and a note, each
// on up to two lines rather than on one too small to read. A note too long
// for the marker is shortened as a name is, never set below 6 pt.

#include <optional>
#include <string>
#include <vector>

#include "layout/counter_pages.hpp"
#include "layout/short_names.hpp"

namespace muster::layout {

struct SquareMarker {
  std::optional<Colour> band;  // the side's colour; none for markers both sides use
  // The word in the band, in the ink that reads on it: the first of these that fits ("COMMANDER", "CMDR").
  std::vector<std::string> band_words;
  std::string title;
  std::string note;
  // The title names someone or something: shortened rather than set below the 7 pt that identifies a counter.
  std::optional<NameKind> title_is_name;
};

// Draws the marker on a square counter (the height passed to the face is not used).
CounterFace square_marker(SquareMarker marker);

// How far a square marker's words keep from its left and right cuts: a millimetre from 15 mm up
// (a twenty-fifth of the marker past 25 mm), a twenty-fifth on the smallest (12 mm). A rule set
// that draws a square counter of its own keeps the same.
Length square_marker_side_margin(Length size);

}  // namespace muster::layout
