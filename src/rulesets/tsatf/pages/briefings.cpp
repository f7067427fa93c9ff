// umpire.pdf and one briefing per side. Nothing in a Sword and the Flame setup
// is hidden (model.hpp), so a side's briefing shows the enemy's force too, in
// brief, as the players would see it across the table; the umpire's has every die.
#include <algorithm>
#include <cctype>
#include <map>

#include "core/counted.hpp"
#include "core/table_unit.hpp"
#include "layout/fewest_pages.hpp"
#include "layout/page_builder.hpp"
#include "layout/style.hpp"
#include "rulesets/footers.hpp"
#include "rulesets/tsatf/current.hpp"
#include "rulesets/tsatf/pages/map_request.hpp"
#include "rulesets/tsatf/pages/pages.hpp"
#include "rulesets/tsatf/boat_reader.hpp"
#include "rulesets/tsatf/procedures.hpp"
#include "rulesets/tsatf/ratio_departure.hpp"
#include "rulesets/tsatf/summary.hpp"

namespace muster::tsatf {

using namespace layout;

namespace {

std::string lower_first(std::string text) {
  if (!text.empty()) text[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(text[0])));
  return text;
}

std::string movement_text(const Unit& unit, Campaign campaign) {
  const auto dice = movement_dice(unit.kind, campaign);
  return dice ? dice_count(*dice) : "rulebook";
}

std::string formations_text(const Unit& unit) {
  std::string text;
  for (Formation f : formations_of(unit)) text += (text.empty() ? "" : ", ") + label_of(f) + (f == unit.formation ? " (starts)" : "");
  return text.empty() ? "-" : text;
}

std::string figures_text(const Unit& unit) {
  const auto leaders = std::count_if(unit.figures.begin(), unit.figures.end(), [](const Figure& f) { return f.is_leader(); });
  return std::to_string(unit.figures.size() - static_cast<std::size_t>(leaders)) + " + " + std::to_string(leaders);
}

layout::Table force_table(const Setup& setup, std::size_t side) {
  layout::Table table{{{"Unit", 3}, {"Kind", 2.2}, {"Men + leaders", 1.1, Align::centre}, {"Formations", 2.2}, {"Arms", 1.8}, {"Move", 0.9, Align::centre}}, {}};
  const Force& force = setup.sides[side].force;
  for (std::size_t u = 0; u < force.units.size(); ++u) {
    const Unit& unit = force.units[u];
    std::string name = unit.name + (unit.lancers ? " (lancers)" : "");
    if (unit.scouts > 0) name += " - " + std::to_string(unit.scouts) + (unit.scouts == 1 ? " scout" : " scouts");
    if (is_unfamiliar(setup, side, u)) name += " - horses camel-shy";
    if (const Boat* boat = boat_carrying(setup.sides[side], unit.name)) name += " - aboard " + boat->name;
    table.rows.push_back({name, label_of(unit.kind), figures_text(unit), formations_text(unit), label_of(arms_of(unit)), movement_text(unit, setup.campaign)});
  }
  return table;
}

// "12 units, 251 figures: British infantry x3, British cavalry x2, ..."
std::string force_outline(const Force& force) {
  std::vector<std::pair<UnitKind, int>> kinds;
  for (const Unit& unit : force.units) {
    auto it = std::find_if(kinds.begin(), kinds.end(), [&](const auto& k) { return k.first == unit.kind; });
    if (it == kinds.end()) kinds.push_back({unit.kind, 1});
    else ++it->second;
  }
  std::string text = std::to_string(force.units.size()) + " units, " + std::to_string(figure_count(force)) + " figures";
  for (std::size_t i = 0; i < kinds.size(); ++i) text += (i == 0 ? ": " : ", ") + label_of(kinds[i].first) + " x" + std::to_string(kinds[i].second);
  return text;
}

// "Boats: Steamer Bordein (river boat, crew 4), ... Commanders: The Emir of Berber (the senior leader, the native commander), ..."
std::string boats_and_commanders(const SideSetup& side) {
  std::string text;
  for (std::size_t i = 0; i < side.boats.size(); ++i) {
    const Boat& boat = side.boats[i];
    text += (i == 0 ? "Boats: " : "; ") + boat.name + " (" + lower_first(label_of(boat.kind)) + ", a crew of " + std::to_string(boat.crew) + ")";
  }
  if (!side.boats.empty()) text += ". ";
  for (std::size_t i = 0; i < side.commanders.size(); ++i) {
    const Commander& commander = side.commanders[i];
    text += (i == 0 ? "Commanders: " : "; ") + commander.name;
    if (commander.senior) text += " (the senior leader, the native commander)";
    if (!commander.attached.empty()) text += " (with " + commander.attached + ")";
  }
  if (!side.commanders.empty()) text += ".";
  return text;
}

// The force in outline, then its boats and commanders where it has any.
std::string outline_sentence(const SideSetup& side) {
  const std::string extras = boats_and_commanders(side);
  return force_outline(side.force) + "." + (extras.empty() ? "" : " " + extras);
}

std::string roll_off_words(const Setup& setup) {
  std::string text = "<b>Who moves first.</b> " + first_player_text(setup) + ".";
  if (setup.edges_roll)
    text += " <b>Edges</b> (muster's die, as the scenario asks). A D6 of " + std::to_string(*setup.edges_roll) + (*setup.edges_roll > highest_roll_keeping_edges ? ": the sides changed edges (4-6)." : ": the sides kept their edges (1-3).");
  return text;
}

std::string deployment_words(const Setup& setup) {
  std::string text = "<b>Deployment.</b>";
  // "British: along the south edge": a side's key may be singular or plural.
  for (std::size_t i = 0; i < 2; ++i) text += " " + setup.sides[i].key + ": " + zone_text(setup, i) + ".";
  return text;
}

std::string camel_words(const Setup& setup, std::optional<std::size_t> only_side) {
  if (setup.camels.empty()) return {};
  std::string names;
  for (const CamelFamiliarity& c : setup.camels) {
    if (only_side && static_cast<std::size_t>(c.side) != *only_side) continue;
    if (!c.unfamiliar && !c.roll) continue;
    names += (names.empty() ? "" : "; ") + c.name + (c.roll ? " rolled " + std::to_string(*c.roll) : std::string()) + (c.unfamiliar ? ": unfamiliar" : ": familiar");
  }
  std::string text = "<b>Camels.</b> ";
  text += setup.unfamiliar_named ? "The scenario names the horsed units unfamiliar with camels. " : "A D6 for every horsed cavalry unit, 1-3 unfamiliar with camels (muster's reading). ";
  text += names.empty() ? (only_side ? "None of your horses is affected." : "No horses are affected.") : names + ".";
  return text + " Camel-shy horses within 3 in of a camel test critical morale at -2 (qrs.pdf).";
}

// The table is drawn 110 mm tall at most, or down to 80 mm where that keeps a briefing on fewer sheets.
constexpr Length largest_map = Length::mm(110), smallest_map = Length::mm(80);

void map_block(PageBuilder& b, const Setup& setup, Length most_height) {
  const TableMapRequest request = map_request(setup);
  const OpenTableBoard probe = table_board(request, 1, b.measurer());
  const Area full = open_table_extent(probe);
  const double scale = std::min(b.content_width() / full.width, most_height / full.height);
  const OpenTableBoard board = table_board(request, scale, b.measurer());
  const Area size = open_table_extent(board);
  const Point at = b.reserve(size.height + Length::mm(2));
  b.add({Group{{at.x + (b.content_width() - size.width) / 2, at.y}, std::nullopt, draw_open_table(board, b.measurer())}});
  b.paragraph("The table to scale, north at the top, with a 6 in grid; map.pdf gives it larger, with every feature's size and position.", style::small());
}

void table_words(PageBuilder& b, const Setup& setup) {
  const TableUnit in = TableUnit::inches();
  std::string text = "<b>The table.</b> " + unit_text(setup.battlefield.table.width, in) + " by " + unit_text(setup.battlefield.table.depth, in) + ", " +
                     std::to_string(setup.battlefield.features.size()) + " terrain features.";
  if (setup.battlefield.current) text += " <b>The river.</b> " + current_text(setup) + ".";
  b.paragraph(text, style::body(), true);
}

void common_sections(PageBuilder& b, const Setup& setup, std::optional<std::size_t> only_side, Length map_height) {
  b.paragraph(roll_off_words(setup) + " " + deployment_words(setup), style::body(), true);
  table_words(b, setup);
  if (const std::string camels = camel_words(setup, only_side); !camels.empty()) b.paragraph(camels, style::body(), true);
  map_block(b, setup, map_height);
}

const std::string departure_heading = "Against the text's ratio";

std::string ratio_words(const Setup& setup) {
  const bool departs = ratio_departure(setup).has_value();
  if (!setup.ratio)
    return label_of(setup.campaign) + ": the forces as the scenario gives them" + (departs ? ", not as the update's ratio would (see " + departure_heading + ")." : ".");
  if (departs) return label_of(setup.campaign) + ": forces built by the update's ratios, then changed in the record (see " + departure_heading + ").";
  return label_of(setup.campaign) + ": both forces built by the update's ratios from " + std::to_string(setup.ratio->base) + " " +
         (setup.campaign == Campaign::boxer_rebellion ? "Western" : "British") + " infantry units" + (setup.ratio->cavalry ? "" : ", without cavalry") +
         (setup.ratio->artillery ? "" : ", without artillery") + ".";
}

std::string base_words(const RatioRequest& request) {
  return std::to_string(request.base) + " " + (request.campaign == Campaign::boxer_rebellion ? "Western" : "British") + " infantry units" +
         (request.cavalry ? "" : ", without cavalry") + (request.artillery ? "" : ", without artillery");
}

// Where the forces are not the text's ratio, the text's numbers beside the game's, so the players know what they play.
void ratio_departure_section(PageBuilder& b, const Setup& setup) {
  const auto departure = ratio_departure(setup);
  if (!departure) return;
  b.heading(departure_heading);
  if (departure->problem) {
    b.paragraph("The update's ratio cannot be laid beside these forces: " + departure->problem->message + ". muster plays them as the scenario gives them.",
                style::body());
    return;
  }
  b.paragraph("For " + base_words(departure->request) + " the update's ratio builds the forces counted below" +
                  (setup.ratio ? "; this game's record has since been changed" : "; this scenario gives its own") +
                  ". The text says the ratios should be formed; muster plays the forces as given, and marks where they depart.",
              style::body());
  layout::Table table{{{"Side", 1.4}, {"Unit", 2.6}, {"The text's ratio", 1.2, Align::centre}, {"This game", 1.2, Align::centre}, {"", 1.1}}, {}};
  for (const RatioRow& row : departure->rows)
    table.rows.push_back({setup.sides[row.side].key, label_of(row.kind), std::to_string(row.text), std::to_string(row.game), row.departs() ? "departs" : ""});
  b.table(table);
}

Document umpire_briefing_with_map(const Setup& setup, const TextMeasurer& measurer, Length map_height) {
  PageBuilder b(paper_size(setup.print.paper), measurer, umpire_footer(setup, ruleset_title));
  b.title("Umpire's briefing: " + setup.scenario, ratio_words(setup));
  common_sections(b, setup, std::nullopt, map_height);
  if (!setup.battlefield.dropped.empty()) {
    std::string names;
    for (const DroppedFeature& f : setup.battlefield.dropped) names += (names.empty() ? "" : ", ") + f.label;
    b.paragraph("Left out, for want of room on the table: " + names + ".", style::small());
  }
  ratio_departure_section(b, setup);
  for (std::size_t i = 0; i < 2; ++i) {
    b.heading(setup.sides[i].key + ": " + setup.sides[i].name);
    b.paragraph(outline_sentence(setup.sides[i]), style::body());
    b.table(force_table(setup, i));
  }
  return b.finish(setup.scenario + ": umpire's briefing", ruleset_title + " setup: both forces, the table and every roll");
}

Document side_briefing_with_map(const Setup& setup, std::size_t index, const TextMeasurer& measurer, Length map_height) {
  const SideSetup& side = setup.sides[index];
  const SideSetup& enemy = setup.sides[1 - index];
  PageBuilder b(paper_size(setup.print.paper), measurer, side_footer(setup, ruleset_title, side.key));
  b.title(side.key + " briefing: " + setup.scenario, side.name + ". " + ratio_words(setup));
  common_sections(b, setup, index, map_height);
  b.heading("Your force");
  b.paragraph(outline_sentence(side) + " Your rosters, unit cards and markers are in rosters.pdf, cards.pdf and counters.pdf.", style::body());
  b.table(force_table(setup, index));
  b.heading("The enemy: " + enemy.name);
  b.paragraph(outline_sentence(enemy), style::body());
  ratio_departure_section(b, setup);
  return b.finish(setup.scenario + ": " + side.key + " briefing", ruleset_title + ": " + side.name);
}

}  // namespace

Document umpire_briefing(const Setup& setup, const TextMeasurer& measurer) {
  return on_fewest_pages([&](Length map_height) { return umpire_briefing_with_map(setup, measurer, map_height); }, largest_map, smallest_map);
}

Document side_briefing(const Setup& setup, std::size_t index, const TextMeasurer& measurer) {
  return on_fewest_pages([&](Length map_height) { return side_briefing_with_map(setup, index, measurer, map_height); }, largest_map, smallest_map);
}

}  // namespace muster::tsatf
