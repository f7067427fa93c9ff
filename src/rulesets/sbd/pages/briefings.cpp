// umpire.pdf and one briefing per side. The umpire sees the whole week, every
// quality and straggler roll and both armies; a side sees its own troops,
// its own week and its own reinforcements, and of the enemy only what the
// table will show: who attacks.
#include "core/counted.hpp"
#include "layout/page_builder.hpp"
#include "layout/style.hpp"
#include "rulesets/footers.hpp"
#include "rulesets/ruleset.hpp"
#include "rulesets/sbd/pages/pages.hpp"
#include "rulesets/sbd/pages/week_tables.hpp"
#include "rulesets/sbd/pages/zone_map.hpp"
#include "rulesets/sbd/tables.hpp"

namespace muster::sbd {

using namespace layout;

namespace {
std::string stands_text(const UnitSetup& u) {
  if (!u.is_regiment()) return std::to_string(u.guns) + " guns (" + std::to_string(u.stands) + " model" + (u.stands > 1 ? "s" : "") + ")";
  std::string text = std::to_string(u.stands);
  if (u.stands != u.mustered) text = std::to_string(u.mustered) + " \u2192 " + text;
  if (u.straggled && !u.reinforcement) text += " \u2212 " + std::to_string(u.straggled);
  return text;
}

std::string where_text(const UnitSetup& u) {
  if (u.reinforcement) return "off table";
  if (!u.on_table()) return "straggled away";
  return square_name(u.zone);
}

Table army_table(const SideSetup& side) {
  Table t{{{"Code", 0.6}, {"Unit", 2.4}, {"Command", 2.2}, {"Type", 0.9}, {"Quality", 1.1}, {"Stands", 1.3}, {"Zone", 0.9}}, {}};
  for (const UnitSetup& u : side.units)
    t.rows.push_back({u.code, u.name, u.command, orbat::unit_type_key(u.type), orbat::quality_key(u.quality) + (u.quality_rolled ? "" : "*"),
                      stands_text(u), where_text(u)});
  return t;
}

Table leaders_table(const SideSetup& side) {
  Table t{{{"Command", 2.2}, {"Leader", 2}, {"Rating", 1}, {"Influences", 2.2}, {"Zone", 0.8}}, {}};
  for (const CommandSetup& c : side.commands)
    t.rows.push_back({std::string(static_cast<std::size_t>(c.depth) * 2, ' ') + c.name, c.leader.name, orbat::rating_key(c.leader.rating),
                      command_radius(c.leader.rating), c.zone ? square_name(*c.zone) : "off table"});
  return t;
}

Table quality_table(const Setup& setup) {
  Table t{{{"Zone", 0.6}, {"Side", 0.6}, {"Red", 0.5, Align::centre}, {"Green", 0.6, Align::centre}, {"Branch", 1.1},
           {"Vet / Exp / Green", 1.3, Align::centre}, {"Regiments, smallest first", 2.4}, {"Stands moved", 0.9, Align::centre}}, {}};
  for (const QualityRoll& q : setup.quality) {
    std::string codes;
    for (const auto& c : q.regiments) codes += (codes.empty() ? "" : ", ") + c;
    t.rows.push_back({square_name(q.zone), side_key(q.side), std::to_string(q.red), std::to_string(q.green), branch_key(q.branch),
                      std::to_string(q.veterans) + " / " + std::to_string(q.experienced) + " / " + std::to_string(q.greens), codes,
                      std::to_string(q.stands_moved)});
  }
  return t;
}

std::string straggle_result(const UnitSetup& u) {
  if (u.reinforcement) return "held back whole: reinforcement";
  if (u.straggled == 0) return "all present";
  if (!u.on_table()) return "every stand straggled: gone";
  return std::to_string(u.straggled) + " struck off";
}

Table straggler_table_for(const SideSetup& side) {
  Table t{{{"Code", 0.6}, {"Unit", 2.4}, {"Quality", 1}, {"Dice", 1.6}, {"Sixes", 0.6, Align::centre}, {"Result", 2.2}}, {}};
  for (const UnitSetup& u : side.units)
    t.rows.push_back({u.code, u.name, orbat::quality_key(u.quality), dice_text(u.straggler_dice),
                      std::to_string(std::count(u.straggler_dice.begin(), u.straggler_dice.end(), straggler_face)), straggle_result(u)});
  return t;
}

std::string reinforcement_list(const SideSetup& side) {
  std::string list;
  for (const UnitSetup& u : side.units)
    if (u.reinforcement) list += (list.empty() ? "" : "; ") + u.code + " " + u.name + " (" + stands_text(u) + ")";
  return list.empty() ? "none" : list;
}

void reinforcement_rules(PageBuilder& b) {
  b.paragraph("Each turn, before playing any activation card, the defender chooses one: (a) bring one reinforcement into any zone of his "
              "first row that is free of the enemy and below its limit; (b) march one in by road to a zone on the table edge within "
              "his three nearest rows and roll a D6, on a 6 two more join it; (c) roll a D6, on a 6 every reinforcement arrives in his first row, and "
              "whatever finds no room is lost. He picks which units arrive and which are lost.",
              style::body());
}
}  // namespace

Document umpire_briefing(const Setup& setup, const TextMeasurer& measurer) {
  PageBuilder b(paper_size(setup.print.paper), measurer, umpire_footer(setup, ruleset_title));
  b.title("Umpire: " + setup.scenario, "Short But Desperate. Everything the dice decided; keep it from the players until the game is over.");
  b.paragraph(week_outcome(setup), style::body());
  add_zone_map(b, setup, {{true, true}}, Length::mm(22));
  add_terrain_legend(b, {{true, true}});

  b.new_page();
  b.heading("The pre-battle week");
  for (Side side : both_sides) {
    b.table(week_table(setup.week, side));
    b.space(Length::mm(2));
  }
  b.table(skirmish_table(setup.week));
  b.paragraph(week_outcome(setup), style::body());
  for (Side side : both_sides)
    b.paragraph(side_key(side) + " plan: " + setup.side(side).plan.allocation_name + " allocation, sixes '" + sixes_key(setup.side(side).plan.sixes) +
                    "'; " + counted(setup.week.bonus_cards(side), "bonus card") + " for the opening hand.",
                style::body());

  b.heading("Troop quality, zone by zone");
  if (setup.quality.empty()) b.paragraph("Not rolled: qualities come from the orders of battle.", style::body());
  else b.table(quality_table(setup));

  const SideSetup& defender = setup.side(setup.defender());
  b.heading("Stragglers: " + side_key(setup.defender()) + " on the " + margin_band(straggler_row(setup.week.margin())) + " row");
  b.table(straggler_table_for(defender));
  b.paragraph("Policy '" + hold_back_key(setup.hold_back) + "': " + hold_back_rules[static_cast<std::size_t>(setup.hold_back)].note + ".", style::body());
  b.subheading("Reinforcements waiting off table");
  b.paragraph(reinforcement_list(defender), style::body());
  reinforcement_rules(b);

  for (Side side : both_sides) {
    b.heading(side_key(side) + " (" + setup.side(side).name + "), " + (side == setup.attacker() ? "attacking" : "defending"));
    b.table(army_table(setup.side(side)));
    b.paragraph("* given by the orbat, or artillery (always veteran), rather than rolled.", style::small());
    b.table(leaders_table(setup.side(side)));
  }
  return b.finish(setup.scenario + ": umpire", "Short But Desperate setup, seed " + std::to_string(setup.seed));
}

Document side_briefing(const Setup& setup, Side side, const TextMeasurer& measurer) {
  const SideSetup& own = setup.side(side);
  const bool attacking = side == setup.attacker();
  PageBuilder b(paper_size(setup.print.paper), measurer, side_footer(setup, ruleset_title, side_key(side)));
  b.title(side_key(side) + " briefing: " + setup.scenario, own.name + " commander's eyes only. Your own troops; the enemy shows himself on the table.");
  b.paragraph(std::string(attacking ? "You attack. " : "You defend. ") + week_outcome(setup), style::body());
  b.paragraph(attacking ? "Deploy every unit in your first row of zones (your baseline row), as the map shows. You play the first turn."
                        : "Deploy every unit on the table in your first three rows, as the map shows, after the attacker has deployed. "
                          "Units held back arrive later as reinforcements.",
              style::body());
  MapView view;
  view.units_shown[index_of(side)] = true;
  add_zone_map(b, setup, view, Length::mm(22));
  add_terrain_legend(b, view);

  b.new_page();
  b.heading("Your week");
  b.table(week_table(setup.week, side));
  b.paragraph("Bonus cards: draw " + std::to_string(setup.week.bonus_cards(side)) + " extra card" + (setup.week.bonus_cards(side) == 1 ? "" : "s") +
                  " into your opening hand, one for each scouting six you turned into dice and cards.",
              style::body());
  b.heading("Your army");
  b.table(army_table(own));
  b.paragraph("* given by the orbat, or artillery (always veteran). Stands show the orbat's count \u2192 after the quality roll \u2212 straggled.",
              style::small());
  b.table(leaders_table(own));
  if (!attacking) {
    b.heading("Your reinforcements");
    b.paragraph(reinforcement_list(own), style::body());
    reinforcement_rules(b);
  }
  return b.finish(setup.scenario + ": " + side_key(side) + " briefing", "Short But Desperate briefing for " + own.name);
}

Document battle_map(const Setup& setup, const TextMeasurer& measurer) {
  PageBuilder b(paper_size(setup.print.paper), measurer, table_footer(setup, ruleset_title));
  const Battlefield& f = setup.battlefield;
  const double zone_mm = f.zone.millimetres();
  b.title("Battlefield: " + setup.scenario,
          std::to_string(f.columns) + " x " + std::to_string(f.rows) + " zones of " + std::to_string(static_cast<int>(zone_mm + 0.5)) +
              " mm: a table " + std::to_string(static_cast<int>(zone_mm * f.columns + 0.5)) + " mm wide and " +
              std::to_string(static_cast<int>(zone_mm * f.rows + 0.5)) + " mm deep. Mark the zone lines, then lay out the terrain.");
  add_zone_map(b, setup, {}, Length::mm(16));
  add_terrain_legend(b, {});
  return b.finish(setup.scenario + ": battlefield", "Short But Desperate battlefield");
}

}  // namespace muster::sbd
