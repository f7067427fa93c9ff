// umpire.pdf and one briefing per side. The umpire sees everything; a side
// sees its own markers identified and the enemy's only as unknown markers.
#include <algorithm>

#include "layout/page_builder.hpp"
#include "layout/style.hpp"
#include "rulesets/footers.hpp"
#include "rulesets/ruleset.hpp"
#include "rulesets/tsr/pages/board_view.hpp"
#include "rulesets/tsr/pages/pages.hpp"
#include "rulesets/tsr/pages/time_track.hpp"
#include "rulesets/tsr/tables.hpp"

namespace muster::tsr {

using namespace layout;

namespace {

std::string kind_text(MarkerKind kind) { return kind == MarkerKind::decoy ? "decoy" : identification(kind); }

std::string timeline_text(const Timeline& t) {
  return "Start " + clock(t.start_hour) + "   ·   Dusk " + clock(t.dusk_hour) + "   ·   " + std::to_string(t.daylight_turns()) +
         " daylight turns of one hour (the dusk turn counts)";
}

// Which side's baseline is on the given edge.
const SideSetup* side_on(const Setup& setup, Edge edge) {
  for (Side side : both_sides)
    if (setup.side(side).baseline == edge) return &setup.side(side);
  return nullptr;
}

void edge_caption(PageBuilder& builder, const Setup& setup, Edge edge) {
  const SideSetup* owner = side_on(setup, edge);
  std::string text = (edge == Edge::north ? "North edge" : "South edge");
  if (owner) text += ": " + std::string(owner == &setup.side(Side::usa) ? "USA" : "CSA") + " baseline (" + owner->name + ")";
  Text t = text_box(builder.measurer(), {}, builder.content_width(), text, {style::sans, Length::pt(8), true, false}, Align::centre);
  t.at = builder.reserve(t.height + Length::mm(1));
  builder.add({t});
}

// The overview map, as large as the rest of the page allows.
void add_map(PageBuilder& builder, const Setup& setup, const BoardView& base) {
  const Length captions = Length::mm(12) + marker_key_height;
  const Length room = builder.remaining() - captions - Length::mm(10);
  BoardView view = base;
  view.cell = min(builder.content_width() / (setup.columns + 0.5), room / setup.rows);
  edge_caption(builder, setup, Edge::north);
  const Length width = board_width(setup, view.cell);
  const Point at = builder.reserve(board_height(setup, view.cell));
  const Point offset{at.x + (builder.content_width() - width) / 2, at.y};
  builder.add({Group{offset, std::nullopt, draw_board(setup, view, builder.measurer())}});
  builder.space(Length::mm(1.5));
  edge_caption(builder, setup, Edge::south);
  const Point legend_at = builder.reserve(legend_height);
  for (auto& item : draw_legend(legend_at, builder.content_width())) builder.add(std::move(item));
  const bool unknowns = std::find(base.markers.begin(), base.markers.end(), MarkerView::unknown) != base.markers.end();
  const Text key = text_box(builder.measurer(), {}, builder.content_width(), marker_key(unknowns), style::small());
  builder.add({Text{builder.reserve(key.height), key.width, key.height, key.text, key.font}});
}

Table deployment_table(const SideSetup& side, const Setup& setup) {
  Table table{{{"Drawn", 0.7, Align::right}, {"Marker", 0.9}, {"It is", 0.9}, {"Square", 0.8}, {"Where", 3.2}}, {}};
  for (const Marker* m : placed_in_draw_order(side)) {
    const bool first = *m->drawn <= setup.first_echelon;
    const std::string where = first ? "first echelon, " + std::to_string(setup.echelon_distance) + " rows in from the baseline"
                                    : "second echelon, on the baseline";
    table.rows.push_back({std::to_string(*m->drawn), m->code.str(), kind_text(m->kind), square_name(*m->square), where});
  }
  return table;
}

std::string brigades_text(const Division& d) { return d.brigades ? std::to_string(*d.brigades) : "roll on contact"; }
std::string figures_text(const Division& d) {
  return d.brigades ? std::to_string(*d.brigades * figures_per_brigade) : std::to_string(figures_per_brigade) + " a brigade";
}

Table order_of_battle(const SideSetup& side) {
  Table table{{{"Division", 1}, {"Marker", 0.8}, {"Square", 0.8}, {"Brigades", 1.3}, {"Figures", 1.1}, {"Artillery", 2.2}}, {}};
  int number = 0;
  for (const Division& d : side.divisions) {
    const Marker* m = find_marker(side, d.marker);
    const std::string guns = d.artillery ? std::to_string(d.artillery) + " battalion: " + std::to_string(guns_per_battalion) +
                                               " gun, " + std::to_string(gunners_per_battalion) + " gunners"
                                         : "none";
    table.rows.push_back({std::to_string(++number) + (m ? " (" + kind_text(m->kind) + ")" : ""), d.marker.str(),
                          m && m->square ? square_name(*m->square) : "-", brigades_text(d), figures_text(d), guns});
  }
  return table;
}

std::string decoy_list(const SideSetup& side) {
  std::string codes;
  for (const Marker* m : placed_in_draw_order(side))
    if (m->kind == MarkerKind::decoy) codes += (codes.empty() ? "" : ", ") + m->code;
  return codes.empty() ? "none" : codes;
}

Table rolls_table(const Setup& setup) {
  Table table{{{"What", 1.6}, {"Dice", 1.4}, {"Rolled", 2.4}, {"Gives", 2.6}}, {}};
  for (const auto& r : setup.rolls) table.rows.push_back({r.what, r.dice, r.result, r.outcome});
  return table;
}

void brigade_table_note(PageBuilder& builder, Side side) {
  std::string text = "Brigades on contact (average die): ";
  for (int die : {2, 3, 4, 5}) text += "AD " + std::to_string(die) + " gives " + std::to_string(brigades_for(side, die)) + (die < 5 ? ";  " : ".");
  builder.paragraph(text, style::body());
}
}  // namespace

Document umpire_briefing(const Setup& setup, const TextMeasurer& measurer) {
  PageBuilder builder(paper_size(setup.print.paper), measurer, umpire_footer(setup, ruleset_title));
  builder.title("Umpire: " + setup.scenario, "Terrible Swift Rules. Everything the dice decided; keep it from the players until the game is over.");
  builder.paragraph(timeline_text(setup.timeline), style::subheading());
  add_map(builder, setup, {Length{}, {MarkerView::identified, MarkerView::identified}});

  builder.new_page();
  builder.heading("Time track");
  add_time_track(builder, setup.timeline);
  for (Side side : both_sides) {
    const SideSetup& own = setup.side(side);
    builder.heading(side_key(side) + " (" + own.name + "): order of battle");
    builder.table(order_of_battle(own));
    if (setup.brigades == BrigadeTiming::on_contact) brigade_table_note(builder, side);
    builder.subheading("Deployment in the order drawn");
    builder.table(deployment_table(own, setup));
    builder.paragraph("Decoys on the board: " + decoy_list(own) + ".", style::body());
  }
  builder.heading("Every roll that made this setup");
  builder.table(rolls_table(setup));
  return builder.finish(setup.scenario + ": umpire", "Terrible Swift Rules setup, seed " + std::to_string(setup.seed));
}

Document side_briefing(const Setup& setup, Side side, const TextMeasurer& measurer) {
  const SideSetup& own = setup.side(side);
  const SideSetup& enemy = setup.side(enemy_of(side));
  PageBuilder builder(paper_size(setup.print.paper), measurer, side_footer(setup, ruleset_title, side_key(side)));
  builder.title(side_key(side) + " briefing: " + setup.scenario,
                own.name + " commander's eyes only. Your markers are identified; the enemy's show only where they stand.");
  builder.paragraph(timeline_text(setup.timeline), style::subheading());
  BoardView view{Length{}, {}};
  view.markers[index_of(side)] = MarkerView::identified;
  view.markers[index_of(enemy_of(side))] = MarkerView::unknown;
  add_map(builder, setup, view);

  builder.new_page();
  builder.heading("Your deployment");
  builder.paragraph("Your baseline is the " + edge_name(own.baseline) + " edge; " + enemy.key + " (" + enemy.name + ") holds the " +
                        edge_name(enemy.baseline) + ". " +
                        (side == Side::usa ? "Your objective is the liquor store at " + square_name(setup.terrain.objective) + ". "
                                           : "The enemy is after the liquor store at " + square_name(setup.terrain.objective) + ". ") +
                        "Place your markers face down (colour up) on these squares, in this order:",
                    style::body());
  builder.table(deployment_table(own, setup));
  builder.paragraph("Your decoys: " + decoy_list(own) + ". Keep this sheet hidden: it is all the enemy wants to know.", style::body());
  builder.heading("Your order of battle");
  builder.table(order_of_battle(own));
  if (setup.brigades == BrigadeTiming::on_contact) brigade_table_note(builder, side);
  builder.heading("Time track");
  add_time_track(builder, setup.timeline);
  return builder.finish(setup.scenario + ": " + side_key(side) + " briefing", "Terrible Swift Rules briefing for " + own.name);
}

}  // namespace muster::tsr
