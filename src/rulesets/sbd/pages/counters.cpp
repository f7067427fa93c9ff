// USA-counters.pdf, CSA-counters.pdf: a side's unit labels, leader markers and
// ammunition store in a file of its own, so a player is handed only paper that
// is theirs and no sheet has the enemy on its back. markers.pdf: the markers
// both sides share. A regiment's label turns over to show it veteran
// (section 7); a battery's back is its limbered marker.
#include "layout/counter_pages.hpp"
#include "layout/square_marker.hpp"
#include "layout/style.hpp"
#include "rulesets/sbd/pages/pages.hpp"
#include "rulesets/sbd/tables.hpp"

namespace muster::sbd {

using namespace layout;

namespace {
constexpr Length label_width = Length::mm(40);
constexpr Length label_height = Length::mm(13);
constexpr Length strip = Length::mm(4);

Font bold(Length size) { return {style::sans, size, true, false}; }
Font plain(Length size) { return {style::sans, size, false, false}; }

// A side-coloured strip at the left, the code on it; the unit's name and a note beside.
CounterFace unit_face(const std::string& colour, const std::string& code, const std::string& name, const std::string& note) {
  return [=](PageBuilder& b, Point at, Length w, Length h) {
    const Colour fill = Colour::hex(colour);
    b.add({Rect{at, strip + Length::mm(5), h, fill, std::nullopt}});
    counter_text(b, {at.x + Length::mm(0.5), at.y}, strip + Length::mm(4), h, code, bold(Length::pt(7)), fill.readable_ink());
    counter_outline(b, at, w, h);
    const Length x = at.x + strip + Length::mm(6);
    counter_text(b, {x, at.y + h * 0.08}, w - (x - at.x) - Length::mm(1), h * 0.5, name, bold(Length::pt(8)));
    counter_text(b, {x, at.y + h * 0.55}, w - (x - at.x) - Length::mm(1), h * 0.38, note, plain(Length::pt(6.5)));
  };
}

// The stands the unit fields: after the stragglers, or all of them for a reinforcement held back whole.
std::string regiment_note(const UnitSetup& u, orbat::Quality quality) {
  const int strength = u.reinforcement ? u.stands : u.stands_on_table();
  // The count stays with its word when the note wraps.
  return orbat::quality_key(quality) + (u.type == orbat::UnitType::cavalry ? " cavalry" : "") + " \u00b7 " + std::to_string(strength) + "\u00a0stands";
}

CounterPair unit_label(const SideSetup& side, const UnitSetup& u) {
  if (!u.is_regiment()) {
    const std::string guns = std::to_string(u.guns) + " " + orbat::ordnance_key(u.ordnance) + " " + orbat::weight_key(u.weight);
    return {unit_face(side.colour, u.code, u.name, guns + " \u00b7 unlimbered"), unit_face(side.colour, u.code, u.name, "LIMBERED \u00b7 " + guns)};
  }
  // Worn down to 1-2 stands, experienced and green regiments fight on as veterans (section 13);
  // a veteran one has nothing to turn over to, so both its faces are the same.
  const CounterFace front = unit_face(side.colour, u.code, u.name, regiment_note(u, u.quality));
  if (u.quality == orbat::Quality::veteran) return {front, front};
  return {front, unit_face(side.colour, u.code, u.name, "worn down: now VETERAN")};
}

// A note on a square marker: two lines of small type rather than one too small to read.
Font note_font(Length size) { return plain(max(style::smallest_text, size * 0.13)); }

// A thin band of the side's colour (none for shared markers), the title, the note below.
CounterFace square_face(const std::string& colour, const std::string& title, const std::string& note) {
  return square_marker({colour.empty() ? std::nullopt : std::optional<Colour>(Colour::hex(colour)), {}, title, note, std::nullopt});
}

// Entrenchments keep the facing they were built with: the arrow marks their front. The words keep
// the square markers' distance from the cut. Plain weight, and the word split over two lines on a
// marker too small for it on one: in 6 pt it is about 13 mm long, wider than a 15 mm marker holds.
CounterFace entrenchment_face() {
  return [](PageBuilder& b, Point at, Length size, Length) {
    counter_outline(b, at, size, size);
    b.add({Path{{{at.x + size * 0.4, at.y + size * 0.14}, {at.x + size * 0.5, at.y + size * 0.04}, {at.x + size * 0.6, at.y + size * 0.14}},
                true, black, std::nullopt}});
    const Length margin = square_marker_side_margin(size), width = size - margin * 2;
    const Text word{{at.x + margin, at.y + size * 0.15}, width, size * 0.43, "", plain(max(style::smallest_text, size * 0.16)), black,
                    Align::centre, VAlign::middle, false};
    b.add({first_that_fits(b.measurer(), word, style::smallest_text, {"ENTRENCHED", "ENTREN-\nCHED"})});
    const Text note{{at.x + margin, at.y + size * 0.59}, width, size * 0.39, "front \u2191 fixed", note_font(size), black, Align::centre,
                    VAlign::middle, false};
    b.add({fit_name(b.measurer(), note, style::smallest_text, NameKind::unit)});
  };
}

// A leader's reach in the few words a 15 mm marker holds; the roster and the cards spell it out.
std::string reach_note(orbat::Rating rating) {
  switch (zones_influenced(rating)) {
    case 1: return "own zone only";
    case 5: return "own + 4 beside";
    default: return "own + 8 around";
  }
}

std::string surname(const std::string& name) {
  const auto space = name.rfind(' ');
  return space == std::string::npos ? name : name.substr(space + 1);
}

std::vector<CounterPair> side_markers(const SideSetup& side) {
  std::vector<CounterPair> markers;
  for (const CommandSetup& c : side.commands) {
    const std::string rating = orbat::rating_key(c.leader.rating);
    markers.push_back({square_face(side.colour, surname(c.leader.name), rating), square_face(side.colour, surname(c.leader.name), reach_note(c.leader.rating))});
  }
  markers.push_back({square_face(side.colour, "AMMO STORE", "rear zone of command"), square_face(side.colour, "AMMO STORE", "activate to replenish")});
  return markers;
}

std::vector<CounterPair> shared_markers(int batteries) {
  std::vector<CounterPair> markers;
  for (int i = 0; i < 16; ++i) markers.push_back({square_face("", "LOW AMMO", "replenish to skirmish"), square_face("", "LOW AMMO", "replenish to skirmish")});
  for (int i = 0; i < std::max(4, batteries); ++i) markers.push_back({square_face("", "LIMBERED", "may move"), square_face("", "LIMBERED", "may move")});
  for (int i = 0; i < 8; ++i) markers.push_back({entrenchment_face(), entrenchment_face()});
  return markers;
}

const std::string front_note = "Print at actual size, double-sided, flipping on the long edge: each back lands behind its front. "
                               "Cut whole rows and columns with a steel rule from mark to mark.";
const std::string back_note = "Mirrored so that each back lands behind its front. A regiment's back shows it veteran; a battery's back, limbered; "
                              "a leader's back, his command radius.";

int batteries_in_either_army(const Setup& setup) {
  int batteries = 0;
  for (Side side : both_sides) batteries = std::max(batteries, count_regiments(setup.side(side).units, orbat::UnitType::battery));
  return batteries;
}
}  // namespace

Document side_counter_sheets(const Setup& setup, Side side, const TextMeasurer& measurer) {
  const SideSetup& own = setup.side(side);
  PageBuilder b(paper_size(setup.print.paper), measurer, side_footer(setup, ruleset_title, side_key(side)));
  CounterSet labels{label_width, label_height, {}};
  for (const UnitSetup& u : own.units)
    if (u.reinforcement || u.on_table()) labels.counters.push_back(unit_label(own, u));
  const CounterSet markers{setup.print.counter_size, setup.print.counter_size, side_markers(own)};
  counter_pages(b, {side_key(side) + " counters (" + own.name + ")",
                    front_note, back_note, side_footer(setup, ruleset_title, side_key(side))},
                {labels, markers}, setup.print.duplex_offset);
  return finish_counter_file(b, setup.scenario + ": " + side_key(side) + " counters", "Short But Desperate counters for " + own.name);
}

Document marker_sheets(const Setup& setup, const TextMeasurer& measurer) {
  PageBuilder b(paper_size(setup.print.paper), measurer, table_footer(setup, ruleset_title));
  counter_pages(b, {"Markers for both sides", front_note, "Mirrored: the same on both faces.", table_footer(setup, ruleset_title)},
                {{setup.print.counter_size, setup.print.counter_size, shared_markers(batteries_in_either_army(setup))}}, setup.print.duplex_offset);
  return finish_counter_file(b, setup.scenario + ": markers", "Short But Desperate markers");
}

}  // namespace muster::sbd
