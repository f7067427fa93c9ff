// markers.pdf: the markers both sides take from, so in no side's colour and
// counted from both armies. Hits are tracked per unit: a hit marker shows 1 on
// its front and 2 on its back, so a unit's second hit turns it over rather than
// sending a player to the pile; an elite, destroyed only by its fourth, swaps
// it for a 3. A unit in road column gets a marker to show it.
#include <functional>

#include "layout/counter_pages.hpp"
#include "layout/square_marker.hpp"
#include "layout/style.hpp"
#include "rulesets/footers.hpp"
#include "rulesets/tsb/pages/side_sheets.hpp"
#include "rulesets/tsb/pages/unit_text.hpp"
#include "rulesets/tsb/tables.hpp"

namespace muster::tsb {

using namespace layout;

namespace {
Font bold(Length size) { return {style::sans, size, true, false}; }

// The count large enough to read from across the table, the word under it.
CounterFace hits_face(int hits) {
  return [hits](PageBuilder& b, Point at, Length size, Length) {
    counter_outline(b, at, size, size);
    counter_text(b, {at.x + size * 0.1, at.y + size * 0.04}, size * 0.8, size * 0.6, std::to_string(hits), bold(size * 0.5));
    counter_text(b, {at.x + size * 0.06, at.y + size * 0.64}, size * 0.88, size * 0.3, hits == 1 ? "HIT" : "HITS",
                 bold(max(style::smallest_text, size * 0.17)));
  };
}

CounterPair column_marker() {
  const CounterFace face = square_marker({Colour::grey(0.45), {"ROAD"}, "COLUMN", "+1\u00a0area\u00a0\u00b7 no\u00a0fire", std::nullopt});
  return {face, face};
}

int units_where(const Setup& setup, const std::function<bool(const Unit&)>& counts) {
  int count = 0;
  for (const SideSetup& side : setup.sides)
    for (const Unit* unit : units_of(side.army)) count += counts(*unit) ? 1 : 0;
  return count;
}

// Enough for every unit of both armies to carry its hits at once, and no more: a unit carries one
// marker at a time, so one 1-2 marker a unit, and a 3 for each elite, the only class a third hit
// leaves standing. Counted by type and class, which the scenario's recipe or orbat files fix for
// everyone to read; which unit is which is never counted here.
std::vector<CounterPair> table_markers(const Setup& setup) {
  std::vector<CounterPair> markers;
  for (int i = units_where(setup, [](const Unit&) { return true; }); i > 0; --i) markers.push_back({hits_face(1), hits_face(2)});
  for (int i = units_where(setup, [](const Unit& u) { return u.unit_class == UnitClass::elite; }); i > 0; --i)
    markers.push_back({hits_face(3), hits_face(3)});
  for (int i = units_where(setup, [](const Unit& u) { return forms_road_column(u.type); }); i > 0; --i) markers.push_back(column_marker());
  return markers;
}

const std::string front_note = "Print at actual size, double-sided, flipping on the long edge; cut whole rows and columns from mark to mark. "
                               "Hit markers: a unit's second hit turns its 1 over to 2; an elite's third takes a 3.";
const std::string back_note = "Mirrored so that each back lands behind its front: 2 behind every 1; the 3s and road columns the same on both faces.";
}  // namespace

Document marker_sheets(const Setup& setup, const TextMeasurer& measurer) {
  const std::string footer = table_footer(setup, ruleset_title);
  PageBuilder b(paper_size(setup.print.paper), measurer, footer);
  counter_pages(b, {"Markers for both sides", front_note, back_note, footer},
                {{setup.print.counter_size, setup.print.counter_size, table_markers(setup)}}, setup.print.duplex_offset);
  return finish_counter_file(b, setup.scenario + ": markers", ruleset_title + " markers");
}

}  // namespace muster::tsb
