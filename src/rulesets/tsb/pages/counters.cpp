// <KEY>-counters.pdf: a side's unit labels and commander markers in a file of
// its own, so a player is handed only paper that is his and no sheet has the
// enemy on its back. A label stands in its unit's area beside the figures,
// its coloured band to the front, so that it shows which way the unit faces;
// its back shows only whose it is, so a label laid face down gives nothing
// away. A commander's marker turns over for the replacement, who may not give
// orders on the turn he arrives; the General's, to show he deferred his die.
#include <algorithm>

#include "layout/counter_pages.hpp"
#include "layout/short_names.hpp"
#include "layout/square_marker.hpp"
#include "layout/style.hpp"
#include "rulesets/footers.hpp"
#include "rulesets/tsb/pages/side_sheets.hpp"
#include "rulesets/tsb/pages/unit_text.hpp"
#include "rulesets/tsb/tables.hpp"

namespace muster::tsb {

using namespace layout;

namespace {
// A label takes this share of an area's width, leaving the rest to the figures. A hex narrows
// towards its corners, so a label there takes less and stays clear of them.
double area_share(AreaShape shape) { return shape == AreaShape::square || shape == AreaShape::open ? 0.6 : 0.5; }
constexpr double label_aspect = 0.4;  // height over width: landscape, like the unit's frontage

// Down a label: the band, the name, the class line. The band and the class line keep what one
// line of small type needs on the smallest label; the name has the rest, two lines on larger ones.
struct LabelRows {
  Length band, name_top, name_height, class_top, class_height;
};

LabelRows rows_of(Length height) {
  const Length band = max(Length::mm(3), height * 0.26), class_height = max(Length::mm(2.7), height * 0.2);
  const Length name_top = band + height * 0.03, class_top = height * 0.97 - class_height;
  return {band, name_top, class_top - height * 0.01 - name_top, class_top, class_height};
}

Font bold(Length size) { return {style::sans, size, true, false}; }
Font plain(Length size) { return {style::sans, size, false, false}; }
Length between(Length low, Length size, Length high) { return std::clamp(size, low, high); }

// The arrow in the band, pointing over the label's front edge; this share of the band to either side of its middle.
constexpr double arrow_half_width = 0.42;

void front_arrow(PageBuilder& b, Point at, Length width, Length band, Colour ink) {
  const Length middle = at.x + width / 2, half = band * arrow_half_width;
  b.add({Path{{{middle, at.y + band * 0.14}, {middle + half, at.y + band * 0.86}, {middle - half, at.y + band * 0.86}}, true, ink, std::nullopt}});
}

// The band along the front edge: the type to the left of the arrow, range and dice to its right.
void front_band(PageBuilder& b, const Unit& unit, Colour colour, Point at, Length w, Length band) {
  const Length side = w / 2 - band * arrow_half_width - w * 0.06;
  const Colour ink = colour.readable_ink();
  const Font font = bold(between(style::smallest_text, band * 0.62, Length::pt(12)));
  b.add({Rect{at, w, band, colour, std::nullopt}});
  front_arrow(b, at, w, band, ink);
  counter_text(b, {at.x + w * 0.03, at.y}, side, band, abbreviation_of(unit.type), font, ink);
  counter_text(b, {at.x + w - w * 0.03 - side, at.y}, side, band, range_and_dice(unit), font, ink);
}

CounterFace label_front(const Unit& unit, Colour colour) {
  return [unit, colour](PageBuilder& b, Point at, Length w, Length h) {
    const LabelRows rows = rows_of(h);
    front_band(b, unit, colour, at, w, rows.band);
    counter_outline(b, at, w, h);
    const Text name{{at.x + w * 0.04, at.y + rows.name_top}, w * 0.92, rows.name_height, unit.name,
                    bold(between(style::smallest_identity, h * 0.26, Length::pt(14))), black, Align::centre, VAlign::middle, false};
    b.add({fit_name(b.measurer(), name, style::smallest_identity, NameKind::unit)});
    counter_text(b, {at.x + w * 0.04, at.y + rows.class_top}, w * 0.92, rows.class_height, class_and_hits(unit.unit_class),
                 plain(between(style::smallest_text, h * 0.16, Length::pt(9))));
  };
}

// Whose the label is and nothing more; the arrow still shows the unit's front when it lies face down.
CounterFace label_back(const SideSetup& side) {
  return [colour = Colour::hex(side.colour), name = side.name](PageBuilder& b, Point at, Length w, Length h) {
    const LabelRows rows = rows_of(h);
    counter_fill(b, at, w, h, colour);
    counter_outline(b, at, w, h);
    front_arrow(b, at, w, rows.band, colour.readable_ink());
    Text text{{at.x + w * 0.06, at.y + rows.name_top}, w * 0.88, h * 0.94 - rows.name_top, name,
              bold(between(style::smallest_identity, h * 0.3, Length::pt(16))), colour.readable_ink(), Align::centre, VAlign::middle, false};
    b.add({fit_name(b.measurer(), text, style::smallest_identity, NameKind::unit)});
  };
}

// The General's back reminds everyone that he deferred his die: two dice next turn, or defer again.
CounterPair general_marker(const SideSetup& side) {
  const Colour colour = Colour::hex(side.colour);
  return {square_marker({colour, {"GENERAL"}, side.army.general, "orders any unit", NameKind::person}),
          square_marker({colour, {"DEFERRED", "DEFERS"}, side.army.general, "2 dice next turn", NameKind::person})};
}

// A commander's back stands for the man who replaces him, who gives no orders the turn he arrives.
CounterPair commander_marker(const SideSetup& side, const Command& command) {
  const Colour colour = Colour::hex(side.colour);
  return {square_marker({colour, {"COMMANDER", "CMDR"}, command.commander, command.name, NameKind::person}),
          square_marker({colour, {"REPLACED", "NEW"}, command.name, "no orders this turn", NameKind::unit})};
}

const std::string front_note = "Print at actual size, double-sided, flipping on the long edge; cut whole rows and columns from mark to mark. "
                               "Stand each label in its unit's area with the coloured band to the front: the arrow shows the way the unit faces.";
const std::string back_note = "Mirrored so that each back lands behind its front. A label's back shows only whose it is. Turn a commander "
                              "over for his replacement, the General to show he deferred his order die.";
}  // namespace

LabelSize unit_label_size(const Battlefield& battlefield) {
  const Length width = between(narrowest_label, battlefield.area * area_share(battlefield.grid.shape), widest_label);
  return {width, width * label_aspect};
}

Document side_counter_sheets(const Setup& setup, std::size_t side, const TextMeasurer& measurer) {
  const SideSetup& own = setup.sides.at(side);
  const std::string footer = side_footer(setup, ruleset_title, own.key);
  const LabelSize size = unit_label_size(setup.battlefield);
  CounterSet labels{size.width, size.height, {}};
  CounterSet commanders{setup.print.counter_size, setup.print.counter_size, {general_marker(own)}};
  // The General's own units have a label each, and no commander's marker: he is their commander.
  for (const Unit& unit : own.army.general_units) labels.counters.push_back({label_front(unit, Colour::hex(own.colour)), label_back(own)});
  for (const Command& command : own.army.commands) {
    commanders.counters.push_back(commander_marker(own, command));
    for (const Unit& unit : command.units) labels.counters.push_back({label_front(unit, Colour::hex(own.colour)), label_back(own)});
  }
  PageBuilder b(paper_size(setup.print.paper), measurer, footer);
  counter_pages(b, {own.key + " counters (" + own.name + ")", front_note, back_note, footer}, {labels, commanders}, setup.print.duplex_offset);
  return finish_counter_file(b, setup.scenario + ": " + own.key + " counters", ruleset_title + " counters for " + own.name);
}

}  // namespace muster::tsb
