// counters.pdf: the markers of a Sword and the Flame game, fronts and
// mirrored backs for long-edge duplex. Each side's in its colour and a block
// of its own: a shaken marker per unit that turns over to routed, a berserk
// marker per tribe that may go berserk, and for a force with cavalry or camels
// a dismounted and a horse-holder marker per mounted unit. Where a river runs,
// markers for both sides: a boat's heading (turning over to drifting), its
// speed in dice with and against the current, its anchor, and the current's
// own arrow with its dice; a set for each boat the scenario gives, named and in
// its side's colour, or for three boats where it gives none. Quantities:
// docs/DECISIONS.md, Rosters and markers.
#include <algorithm>
#include <cctype>

#include "core/counted.hpp"
#include "layout/counter_pages.hpp"
#include "layout/square_marker.hpp"
#include "layout/style.hpp"
#include "rulesets/footers.hpp"
#include "rulesets/tsatf/berserk.hpp"
#include "rulesets/tsatf/pages/pages.hpp"

namespace muster::tsatf {

using namespace layout;

namespace {
// The boats a river game is given markers for where the scenario gives none: enough for a small flotilla.
constexpr int boats_on_a_river = 3;
constexpr int current_markers = 3;  // laid along the river so the way it flows is seen from anywhere at the table

Font bold(Length size) { return {style::sans, size, true, false}; }
Font plain(Length size) { return {style::sans, max(style::smallest_text, size), false, false}; }

std::string upper(std::string text) {
  std::transform(text.begin(), text.end(), text.begin(), [](unsigned char c) { return static_cast<char>(std::toupper(c)); });
  return text;
}

// The side's word in its band, so markers stay told apart on a grey print: the key, else its first three letters.
std::vector<std::string> band_words(const SideSetup& side) {
  const std::string key = upper(side.key);
  return {key, key.substr(0, 3)};
}

CounterFace side_face(const SideSetup& side, const std::string& title, const std::string& note) {
  const Colour colour = side.colour.empty() ? Colour::grey(0.4) : Colour::hex(side.colour);
  return square_marker({colour, band_words(side), title, note, std::nullopt});
}

CounterPair same_both_faces(CounterFace face) { return {face, face}; }

int mounted_units(const Force& force) {
  return static_cast<int>(std::count_if(force.units.begin(), force.units.end(), [](const Unit& u) { return is_cavalry(u.kind); }));
}

int berserk_units(Campaign campaign, const Force& force) {
  return static_cast<int>(
      std::count_if(force.units.begin(), force.units.end(), [&](const Unit& u) { return may_go_berserk(campaign, u.kind); }));
}

std::vector<CounterPair> side_markers(const Setup& setup, const SideSetup& side) {
  std::vector<CounterPair> markers;
  for (std::size_t u = 0; u < side.force.units.size(); ++u)
    markers.push_back({side_face(side, "SHAKEN", "pass morale to recover"), side_face(side, "ROUTED", "falls back in rout")});
  for (int u = 0; u < berserk_units(setup.campaign, side.force); ++u)
    markers.push_back(same_both_faces(side_face(side, "BERSERK", "fights +2, cannot fire")));
  for (int u = 0; u < mounted_units(side.force); ++u) markers.push_back(same_both_faces(side_face(side, "ON FOOT", "dismounted cavalry")));
  for (int u = 0; u < mounted_units(side.force); ++u) markers.push_back(same_both_faces(side_face(side, "HORSE HOLDERS", "the unit's horses")));
  return markers;
}

// ---- River markers ----

// An arrow pointing to the marker's top edge, in its upper half: which way a boat heads or the water flows.
void up_arrow(PageBuilder& b, Point at, Length size) {
  const Length cx = at.x + size / 2, top = at.y + size * 0.06, neck = at.y + size * 0.22, bottom = at.y + size * 0.43;
  const Length head = size * 0.2, shaft = size * 0.06;
  b.add({Path{{{cx, top}, {cx + head, neck}, {cx + shaft, neck}, {cx + shaft, bottom}, {cx - shaft, bottom}, {cx - shaft, neck}, {cx - head, neck}},
              true, black, std::nullopt}});
}

// A neutral marker with an arrow, a bold title under it and a note under that.
CounterFace arrow_face(const std::string& title, const std::string& note) {
  return [=](PageBuilder& b, Point at, Length size, Length) {
    counter_outline(b, at, size, size);
    up_arrow(b, at, size);
    counter_text(b, {at.x + size * 0.04, at.y + size * 0.45}, size * 0.92, size * 0.2, title, bold(size * 0.17));
    // Two lines of small type under the title, as a square marker's note has.
    counter_text(b, {at.x + size * 0.04, at.y + size * 0.64}, size * 0.92, size * 0.34, note, plain(size * 0.13));
  };
}

CounterFace anchor_face() {
  return [](PageBuilder& b, Point at, Length size, Length) {
    counter_outline(b, at, size, size);
    counter_text(b, {at.x + size * 0.1, at.y + size * 0.03}, size * 0.8, size * 0.42, "\u2693", plain(size * 0.36));
    counter_text(b, {at.x + size * 0.04, at.y + size * 0.45}, size * 0.92, size * 0.2, "ANCHORED", bold(size * 0.17));
    counter_text(b, {at.x + size * 0.04, at.y + size * 0.64}, size * 0.92, size * 0.34, "stopped dead", plain(size * 0.13));
  };
}

// A boat's dice with the current and against it, the current's own dice taken from the roll;
// marked as the CURRENT marker is where those dice are muster's reading of a lost roll. A river
// boat's own dice are 6; a dhow's are lost in our copy, so its marker gives the current's part only.
// In the colour of the side that works the boat, where the scenario gives it one.
CounterPair speed_marker(const RiverCurrent& current, BoatKind kind, const SideSetup* side) {
  const int dice = current.dice;
  const std::string reading = current.source == CurrentSource::muster_reading ? " (muster)" : "";
  const bool river_boat = kind == BoatKind::river_boat;
  const std::string with = river_boat ? std::to_string(boat_movement_dice) + " + " + std::to_string(dice) + " = " + dice_count(boat_movement_dice + dice) + reading
                                      : "own dice + " + std::to_string(dice) + reading;
  const std::string against = river_boat ? std::to_string(boat_movement_dice) + " \u2212 " + std::to_string(dice) + " = " +
                                               dice_count(std::max(0, boat_movement_dice - dice)) + reading
                                         : "own dice \u2212 " + std::to_string(dice) + reading;
  std::optional<Colour> band;
  std::vector<std::string> words;
  if (side) band = side->colour.empty() ? Colour::grey(0.4) : Colour::hex(side->colour), words = band_words(*side);
  return {square_marker({band, words, "DOWN-STREAM", with, std::nullopt}), square_marker({band, words, "UP-STREAM", against, std::nullopt})};
}

// One boat's set: its heading turning over to drifting, its speed, its anchor. A named boat's
// heading carries its name on both faces; an unnamed one says what it is.
struct BoatWords {
  std::string heading, drifting;
};
void add_boat_markers(std::vector<CounterPair>& markers, const BoatWords& words, const RiverCurrent& current, BoatKind kind, const SideSetup* side) {
  markers.push_back({arrow_face("HEADING", words.heading), arrow_face("DRIFTING", words.drifting)});
  markers.push_back(speed_marker(current, kind, side));
  markers.push_back(same_both_faces(anchor_face()));
}

std::vector<CounterPair> river_markers(const Setup& setup, const RiverCurrent& current) {
  std::vector<CounterPair> markers;
  const bool boats_given = !setup.sides[0].boats.empty() || !setup.sides[1].boats.empty();
  for (const SideSetup& side : setup.sides)
    for (const Boat& boat : side.boats) add_boat_markers(markers, {boat.name, boat.name}, current, boat.kind, &side);
  for (int boat = 0; !boats_given && boat < boats_on_a_river; ++boat)
    add_boat_markers(markers, {"boat", "with the current"}, current, BoatKind::river_boat, nullptr);
  const std::string dice = "Current " + dice_count(current.dice) + (current.source == CurrentSource::muster_reading ? " (muster)" : "");
  for (int i = 0; i < current_markers; ++i) markers.push_back(same_both_faces(arrow_face("CURRENT", dice)));
  return markers;
}

const std::string front_note =
    "Print at actual size, double-sided, flipping on the long edge: each back lands behind its front. "
    "Cut whole rows and columns with a steel rule from mark to mark.";
// What turns over to what; the boats' markers are printed only where a river runs.
std::string back_note(bool river) {
  return std::string("Mirrored so that each back lands behind its front. A shaken marker turns over to routed") +
         (river ? "; a boat's heading to drifting, its speed from downstream to upstream." : ".");
}
}  // namespace

Document counters(const Setup& setup, const TextMeasurer& measurer) {
  const std::string footer = table_footer(setup, ruleset_title);
  PageBuilder b(paper_size(setup.print.paper), measurer, footer);
  const Length size = setup.print.counter_size;
  std::vector<CounterSet> sets;
  for (const SideSetup& side : setup.sides) sets.push_back({size, size, side_markers(setup, side)});
  if (setup.battlefield.current) sets.push_back({size, size, river_markers(setup, *setup.battlefield.current)});
  counter_pages(b, {"Markers", front_note, back_note(setup.battlefield.current.has_value()), footer}, sets, setup.print.duplex_offset);
  return finish_counter_file(b, setup.scenario + ": markers", ruleset_title + " markers");
}

}  // namespace muster::tsatf
