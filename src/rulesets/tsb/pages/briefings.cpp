// umpire.pdf and one briefing per side. The umpire sees both armies; a side
// sees its own army, zone and telephone lines, and of the enemy only what the
// scenario makes public: its name and the edge it comes from.
#include "core/counted.hpp"
#include "layout/fewest_pages.hpp"
#include "layout/page_builder.hpp"
#include "layout/style.hpp"
#include "rulesets/roll_off_text.hpp"
#include "rulesets/tsb/pages/battlefield_view.hpp"
#include "rulesets/tsb/pages/pages.hpp"
#include "rulesets/tsb/pages/unit_text.hpp"

namespace muster::tsb {

using namespace layout;

namespace {

std::string areas_text(const std::vector<Square>& areas) {
  std::string text;
  for (Square area : areas) text += (text.empty() ? "" : ", ") + square_name(area);
  return text;
}

std::string first_player_text(const Setup& setup) {
  const SideSetup& first = setup.sides[setup.first.side];
  std::string text = "<b>" + first.key + "</b> (" + first.name + ") moves first";
  if (!setup.first.by_dice) return text + ": the scenario names it the attacker.";
  text += ": the scenario names no attacker, so each side rolled a D6: " + roll_off_text({setup.sides[0].key, setup.sides[1].key}, setup.first.rolls);
  if (setup.first.rolls.size() > 1) text += " (ties rolled again)";
  return text + ".";
}

std::string class_text(const Unit& unit) {
  std::string text = key_of(unit.unit_class);
  text[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(text[0])));
  if (unit.firepower == Firepower::superior) text += ", superior fire";
  if (unit.firepower == Firepower::inferior) text += ", inferior fire";
  if (unit.heavy) text += ", heavy";
  if (unit.irregular) text += ", irregular";
  if (unit.indirect_fire) text += ", indirect fire";
  return text;
}

Table army_table(const Command& command) {
  Table table{{{"Unit", 3}, {"Type", 1.6}, {"Class", 1.8}, {"Hits", 0.6, Align::centre}, {"Weapon", 1.5}, {"Range", 0.7, Align::centre},
               {"Dice", 0.6, Align::centre}, {"Moves", 1.8}},
              {}};
  for (const Unit& unit : command.units)
    table.rows.push_back({unit.name, label_of(unit.type), class_text(unit), std::to_string(hits_to_destroy(unit.unit_class)), label_of(unit.weapon),
                          range_in_areas(unit.weapon) > 0 ? std::to_string(range_in_areas(unit.weapon)) : "-",
                          shooting_dice(unit) > 0 ? std::to_string(shooting_dice(unit)) : "-", movement_text(unit.type)});
  return table;
}

void army_section(PageBuilder& b, const SideSetup& side) {
  const int units = unit_count(side.army);
  b.paragraph("<b>General:</b> " + side.army.general + ". " + counted(static_cast<std::int64_t>(side.army.commands.size()), "command") +
                  (side.army.general_units.empty() ? "" : " and " + counted(static_cast<std::int64_t>(side.army.general_units.size()), "unit") + " under him") + ", " +
                  counted(units, "unit") + ". The army must retreat once it has lost <b>" + std::to_string(break_point(units)) + "</b> of them (over half).",
              style::body(), true);
  if (!side.army.general_units.empty()) {
    b.subheading("Under the General: " + side.army.general);
    b.table(army_table({"", side.army.general, side.army.general_units}));
  }
  for (const Command& command : side.army.commands) {
    b.subheading(command.name + ": " + command.commander);
    b.table(army_table(command));
  }
  for (const std::string& note : start_notes(side)) b.paragraph(note, style::body(), true);
}

// Each line with its ends: the battery at the first area and its observer at the last.
std::string telephone_text(const SideSetup& side) {
  std::string lines;
  for (const TelephoneLine& line : side.telephone_lines) {
    const std::string from = square_name(line.path.areas.front()), to = square_name(line.path.areas.back());
    lines += (lines.empty() ? "" : "; ") + (line.battery.empty() ? from + " to " + to : line.battery + " (" + from + ") to its observer " + line.observer + " (" + to + ")");
  }
  return "<b>Telephone lines</b> laid before the battle, shown on the map: " + lines +
         ". A line is cut when the observer or the battery at its ends moves or is destroyed.";
}

std::string deployment_text(const SideSetup& side) {
  return side.key + " deploys within " + std::to_string(side.deployment_depth) + (side.deployment_depth == 1 ? " area" : " areas") + " of the " +
         edge_name(side.baseline) + " edge, one unit to an area.";
}

// The battlefield is drawn 120 mm tall at most, or down to 90 mm where that keeps a briefing on fewer sheets.
constexpr Length largest_map = Length::mm(120), smallest_map = Length::mm(90);

void map_block(PageBuilder& b, const Setup& setup, const BattlefieldView& wanted, Length most_height) {
  AreaBoard probe = battlefield_board(setup, {setup.battlefield.area, {}, {}});
  const Area full = board_extent(probe);
  const double scale = std::min({b.content_width() / full.width, most_height / full.height, 1.0});
  BattlefieldView view = wanted;
  view.area = setup.battlefield.area * scale;
  const AreaBoard board = battlefield_board(setup, view);
  const Area size = board_extent(board);
  const Point at = b.reserve(size.height + Length::mm(2));
  b.add({Group{{at.x + (b.content_width() - size.width) / 2, at.y}, std::nullopt, draw_area_board(board, b.measurer())}});
  const Point key_at = b.reserve(key_height);
  for (auto& item : battlefield_key(setup, wanted.zones_of, key_at, b.content_width(), b.measurer())) b.add(std::move(item));
}

Document umpire_briefing_with_map(const Setup& setup, const TextMeasurer& measurer, Length map_height) {
  PageBuilder b(paper_size(setup.print.paper), measurer, umpire_footer(setup, ruleset_title));
  b.title("Umpire's briefing: " + setup.scenario, ruleset_title + (setup.period == Period::early_20th ? ", 1900-1918" : ", mid-19th century"));
  b.paragraph(first_player_text(setup), style::body(), true);
  b.paragraph("<b>Objectives:</b> " + areas_text(setup.battlefield.objectives) + ". " + deployment_text(setup.sides[0]) + " " + deployment_text(setup.sides[1]),
              style::body(), true);
  map_block(b, setup, {Length{}, {0, 1}, {0, 1}}, map_height);
  for (const SideSetup& side : setup.sides) {
    b.heading(side.key + ": " + side.name + (side.orbat_file == "recipe" ? " (rolled from the recipe)" : ""));
    army_section(b, side);
  }
  return b.finish(setup.scenario + ": umpire's briefing", "The Square Brigadier setup: both armies and the battlefield");
}

Document side_briefing_with_map(const Setup& setup, std::size_t index, const TextMeasurer& measurer, Length map_height) {
  const SideSetup& side = setup.sides[index];
  const SideSetup& enemy = setup.sides[1 - index];
  PageBuilder b(paper_size(setup.print.paper), measurer, side_footer(setup, ruleset_title, side.key));
  b.title(side.key + " briefing: " + setup.scenario, side.name + ". For " + side.key + " only.");
  b.paragraph(first_player_text(setup), style::body(), true);
  b.paragraph("<b>Deployment.</b> " + deployment_text(side) + " " + enemy.name + " (" + enemy.key + ") comes from the " + edge_name(enemy.baseline) +
                  " edge. <b>Objectives:</b> " + areas_text(setup.battlefield.objectives) + ".",
              style::body(), true);
  if (!side.telephone_lines.empty()) b.paragraph(telephone_text(side), style::body(), true);
  map_block(b, setup, {Length{}, {index}, {index}}, map_height);
  b.heading("Your army");
  army_section(b, side);
  return b.finish(setup.scenario + ": " + side.key + " briefing", "The Square Brigadier: " + side.name);
}

}  // namespace

Document umpire_briefing(const Setup& setup, const TextMeasurer& measurer) {
  return on_fewest_pages([&](Length map_height) { return umpire_briefing_with_map(setup, measurer, map_height); }, largest_map, smallest_map);
}

Document side_briefing(const Setup& setup, std::size_t index, const TextMeasurer& measurer) {
  return on_fewest_pages([&](Length map_height) { return side_briefing_with_map(setup, index, measurer, map_height); }, largest_map, smallest_map);
}

}  // namespace muster::tsb
