// USA-counters.pdf, CSA-counters.pdf: a side's force markers in a file of its
// own, so a player is handed only paper that is theirs and no sheet has the
// enemy on its back; fronts in the side's colour alone, backs mirrored on the
// next page. markers.pdf: the game markers no side owns.
#include "layout/page_builder.hpp"
#include "layout/style.hpp"
#include "layout/counter_pages.hpp"
#include "layout/square_marker.hpp"
#include "rulesets/tsr/pages/pages.hpp"
#include "rulesets/tsr/tables.hpp"

namespace muster::tsr {

using namespace layout;

namespace {
CounterFace colour_front(const std::string& colour) {
  return [colour](PageBuilder& b, Point at, Length size, Length) {
    counter_fill(b, at, size, size, Colour::hex(colour));
    counter_outline(b, at, size, size);
  };
}

// The identification near one edge, underlined: underline below means column of march,
// the counter turned round (underline above) means line.
CounterFace marker_back(const Marker& m) {
  return [m](PageBuilder& b, Point at, Length size, Length) {
    counter_outline(b, at, size, size);
    const std::string id = identification(m.kind);
    if (!id.empty()) {
      counter_text(b, {at.x + size * 0.08, at.y + size * 0.08}, size * 0.84, size * 0.4, id, {style::sans, size * 0.3, true, false});
      b.add({Line{{at.x + size * 0.15, at.y + size * 0.52}, {at.x + size * 0.85, at.y + size * 0.52}, {black, size * 0.05, {}}}});
    }
    counter_text(b, {at.x + size * 0.1, at.y + size * 0.62}, size * 0.8, size * 0.3, m.code.str(), {style::sans, size * 0.2, false, false});
  };
}

// A game state's marker is the square marker every rule set prints, with no side's band: its word
// on up to two lines, its note shortened rather than set too small, both clear of the cuts.
CounterFace labelled(const std::string& label, const std::string& note) { return square_marker({std::nullopt, {}, label, note, std::nullopt}); }

const std::string front_note = "Print at actual size, double-sided, flipping on the long edge: the next page puts each back behind its front. "
                               "Cut whole rows and columns with a steel rule from mark to mark.";
const std::string back_note = "Mirrored so that each back lands behind its front. The underline marks column of march; "
                              "turn the counter round (underline on top) when the division forms line.";

std::vector<CounterPair> game_markers() {
  std::vector<CounterPair> markers;
  auto add = [&](int count, const std::string& label, const std::string& note) {
    for (int i = 0; i < count; ++i) markers.push_back({labelled(label, note), labelled(label, note)});
  };
  add(12, "SHOOK UP", "rally: D6 3+");
  add(8, "WHUPPED", "2 squares a turn");
  add(16, "EM", "entrenching");
  add(1, "TIME", "time track");
  return markers;
}
}  // namespace

Document side_counter_sheets(const Setup& setup, Side side, const TextMeasurer& measurer) {
  const SideSetup& own = setup.side(side);
  PageBuilder b(paper_size(setup.print.paper), measurer, side_footer(setup, ruleset_title, side_key(side)));
  CounterSet markers{setup.print.counter_size, setup.print.counter_size, {}};
  for (const Marker& m : own.markers) markers.counters.push_back({colour_front(own.colour), marker_back(m)});
  counter_pages(b, {side_key(side) + " force markers (" + own.name + ", " + std::to_string(own.markers.size()) + ")", front_note, back_note,
                    side_footer(setup, ruleset_title, side_key(side))},
                {markers}, setup.print.duplex_offset);
  return finish_counter_file(b, setup.scenario + ": " + side_key(side) + " counters", "Terrible Swift Rules counters for " + own.name);
}

Document marker_sheets(const Setup& setup, const TextMeasurer& measurer) {
  PageBuilder b(paper_size(setup.print.paper), measurer, table_footer(setup, ruleset_title));
  counter_pages(b, {"Game markers for both sides", front_note, "Mirrored: the same on both faces.", table_footer(setup, ruleset_title)},
                {{setup.print.counter_size, setup.print.counter_size, game_markers()}}, setup.print.duplex_offset);
  return finish_counter_file(b, setup.scenario + ": markers", "Terrible Swift Rules game markers");
}

}  // namespace muster::tsr
