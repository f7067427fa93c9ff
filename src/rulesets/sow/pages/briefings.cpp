// umpire.pdf and one briefing per side. Nothing in a State of War force is
// secret (the scenario states what each side buys, and the deployment dice
// are rolled at the table), except the solo side's own dice: where its groups
// stand round a feature and the tactics it follows. Those are on the umpire's
// sheets and the solo side's, which the player opens once he has deployed.
#include <algorithm>
#include <map>

#include "core/table_unit.hpp"
#include "layout/fewest_pages.hpp"
#include "layout/style.hpp"
#include "rulesets/roll_off_text.hpp"
#include "rulesets/sow/pages/force_text.hpp"
#include "rulesets/sow/pages/pages.hpp"
#include "rulesets/sow/procedures.hpp"

namespace muster::sow {

using namespace layout;

namespace {

std::string zone_text(const Zone& zone) {
  if (zone.half) return "anywhere in the " + edge_name(zone.edge) + " half of the table";
  return "within 20 cm of the " + edge_name(zone.edge) + " edge";
}

std::string deployment_text(const Setup& setup) {
  const Deployment& d = setup.deployment;
  std::string text = "<b>Initiative.</b> Each side rolled a D6: " + roll_off_text({setup.sides[0].key, setup.sides[1].key}, d.initiative);
  if (d.initiative.size() > 1) text += " (ties rolled again)";
  const SideSetup& attacker = setup.sides[d.attacker];
  const SideSetup& opposition = setup.sides[1 - d.attacker];
  text += ". <b>" + attacker.key + "</b> (" + attacker.name + ") is the attacker, moves first, and rolled " + std::to_string(d.table_roll) +
          " on the deployment table: it deploys " + zone_text(d.zones[d.attacker]) + ". " + opposition.key + " deploys " + zone_text(d.zones[1 - d.attacker]) + ".";
  return text;
}

// The scenario's rates for other animals, when it gives any: every player moves them alike.
void animals_paragraph(PageBuilder& b, const Setup& setup) {
  if (setup.other_animals.empty()) return;
  const TableUnit cm = TableUnit::centimetres();
  std::string rates;
  for (std::size_t i = 0; i < setup.other_animals.size(); ++i) {
    const AnimalRate& animal = setup.other_animals[i];
    rates += (i == 0 ? "" : i + 1 == setup.other_animals.size() ? " and " : ", ") + animal.name + " " + unit_text(animal.move, cm);
  }
  b.paragraph("<b>Other animals.</b> This scenario moves its " + rates + " an action, halved in difficult terrain (rulers.pdf has a stick for each); "
                  "any other animal moves as infantry, " + std::to_string(infantry_move_cm) + " cm.",
              style::body(), true);
}

// A line per unit: what it is and what it cost.
layout::Table force_table(const Force& force) {
  layout::Table table{{{"Unit", 3}, {"Figures", 0.8, Align::centre}, {"Class", 1.2}, {"Weapons", 3}, {"Horses", 0.8, Align::centre}, {"Points", 0.8, Align::right}}, {}};
  for (const Unit& unit : force.units) {
    std::map<std::string, int> weapons;
    int horses = 0;
    for (const Figure& f : unit.figures) {
      ++weapons[arms_text(f)];
      horses += f.horse ? 1 : 0;
    }
    std::string weapon_text;
    for (const auto& [name, count] : weapons) weapon_text += (weapon_text.empty() ? "" : ", ") + std::to_string(count) + " " + name;
    table.rows.push_back({unit.name, std::to_string(unit.figures.size()), label_of(unit_quality(unit)), weapon_text, horses ? std::to_string(horses) : "-",
                          std::to_string(cost_of(unit))});
  }
  return table;
}

void force_section(PageBuilder& b, const Setup& setup, std::size_t index) {
  const SideSetup& side = setup.sides[index];
  std::string text = "<b>" + std::to_string(figure_count(side.force)) + " figures</b> in " + std::to_string(side.force.units.size()) + " units, " +
                     std::to_string(cost_of(side.force)) + " points";
  if (side.recipe) text += " of a budget of " + std::to_string(side.recipe->points) + " (" + label_of(side.recipe->company) + ", " + label_of(side.recipe->quality) + ")";
  if (const auto commander = force_commander(side.force))
    text += ". Force commander: the " + label_of(side.force.units[commander->unit].figures[commander->figure].rank) + " of " + side.force.units[commander->unit].name;
  b.paragraph(text + ".", style::body(), true);
  b.table(force_table(side.force));
}

// The table is drawn 115 mm tall at most, or down to 85 mm where that keeps a briefing on fewer sheets.
constexpr Length largest_map = Length::mm(115), smallest_map = Length::mm(85);

void map_block(PageBuilder& b, const Setup& setup, bool solo_shown, Length most_height) {
  const OpenTableBoard probe = table_board(setup, 1);
  const Area full = open_table_extent(probe);
  const double scale = std::min(b.content_width() / full.width, most_height / full.height);
  OpenTableBoard board = table_board(setup, scale);
  if (solo_shown && setup.solo) board.overlays = draw_solo_deployment(board, setup);
  const Area size = open_table_extent(board);
  const Point at = b.reserve(size.height + Length::mm(2));
  b.add({Group{{at.x + (b.content_width() - size.width) / 2, at.y}, std::nullopt, draw_open_table(board, b.measurer())}});
  b.paragraph("The table to scale, north at the top, with a 10 cm grid; map.pdf gives every feature's size and position.", style::small());
}

bool is_solo(const Setup& setup, std::size_t index) { return setup.solo && setup.solo->side == index; }

Document umpire_briefing_with_map(const Setup& setup, const TextMeasurer& measurer, Length map_height) {
  PageBuilder b(paper_size(setup.print.paper), measurer, umpire_footer(setup, ruleset_title));
  const TableUnit cm = TableUnit::centimetres();
  b.title("Umpire's briefing: " + setup.scenario,
          ruleset_title + ", a table of " + unit_text(setup.table.width, cm) + " by " + unit_text(setup.table.depth, cm));
  b.paragraph(deployment_text(setup), style::body(), true);
  animals_paragraph(b, setup);
  if (!setup.dropped.empty()) {
    std::string names;
    for (const DroppedFeature& f : setup.dropped) names += (names.empty() ? "" : ", ") + f.label;
    b.paragraph("Left out, for want of room on the table: " + names + ".", style::small());
  }
  map_block(b, setup, true, map_height);
  for (std::size_t i = 0; i < 2; ++i) {
    b.heading(setup.sides[i].key + ": " + setup.sides[i].name + (is_solo(setup, i) ? " (run by the game)" : ""));
    force_section(b, setup, i);
  }
  if (setup.solo) add_solo_orders(b, setup);
  return b.finish(setup.scenario + ": umpire's briefing", ruleset_title + " setup: both forces, the table and every roll");
}

Document side_briefing_with_map(const Setup& setup, std::size_t index, const TextMeasurer& measurer, Length map_height) {
  const SideSetup& side = setup.sides[index];
  PageBuilder b(paper_size(setup.print.paper), measurer, side_footer(setup, ruleset_title, side.key));
  const bool solo = is_solo(setup, index);
  b.title(side.key + " briefing: " + setup.scenario,
          side.name + (solo ? ". The side the game runs: open this once the player's own force is on the table." : ". For " + side.key + " only."));
  b.paragraph(deployment_text(setup), style::body(), true);
  animals_paragraph(b, setup);
  if (setup.solo && !solo)
    b.paragraph("<b>Solo game.</b> " + setup.sides[setup.solo->side].name + " is run by the game. Set out your own force in your zone first; "
                    "then open " + setup.sides[setup.solo->side].key + ".pdf, which places the game's groups and gives their standing orders.",
                style::body(), true);
  map_block(b, setup, solo, map_height);
  b.heading(solo ? "The game's force" : "Your force");
  force_section(b, setup, index);
  if (solo) add_solo_orders(b, setup);
  return b.finish(setup.scenario + ": " + side.key + " briefing", ruleset_title + ": " + side.name);
}

}  // namespace

Document umpire_briefing(const Setup& setup, const TextMeasurer& measurer) {
  return on_fewest_pages([&](Length map_height) { return umpire_briefing_with_map(setup, measurer, map_height); }, largest_map, smallest_map);
}

Document side_briefing(const Setup& setup, std::size_t index, const TextMeasurer& measurer) {
  return on_fewest_pages([&](Length map_height) { return side_briefing_with_map(setup, index, measurer, map_height); }, largest_map, smallest_map);
}

}  // namespace muster::sow
