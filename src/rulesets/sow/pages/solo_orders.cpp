// The solo side's standing orders: what its tactics mean at the table, the
// dice that chose them, and where each group stands, so that the player
// running the game can set the groups out with a tape measure.
#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <map>
#include <tuple>

#include "layout/style.hpp"
#include "rulesets/sow/pages/force_text.hpp"
#include "rulesets/sow/pages/pages.hpp"
#include "rulesets/sow/procedures.hpp"

namespace muster::sow {

namespace {

std::string cm_text(Length length) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.1f", length.millimetres() / 10);
  return buffer;
}

// "north-east", or the bearing in degrees when it is none of the eight points.
std::string compass_word(double degrees) {
  static const std::array<std::string, 8> points{"north", "north-east", "east", "south-east", "south", "south-west", "west", "north-west"};
  const double turned = std::fmod(std::fmod(degrees, 360) + 360, 360);
  const double eighth = turned / 45;
  if (std::abs(eighth - std::round(eighth)) < 1e-6) return points[static_cast<std::size_t>(std::lround(eighth)) % 8];
  char buffer[16];
  std::snprintf(buffer, sizeof buffer, "%.0f\u00b0", turned);
  return buffer;
}

// "8 Trained, Minie rifle and bayonet, mounted": one such part for each kind of figure in the group.
std::string kinds_text(const std::vector<Figure>& figures) {
  using Kind = std::tuple<Quality, Firearm, Firearm, Blade, bool>;
  std::vector<Kind> order;
  std::map<Kind, int> counts;
  for (const Figure& f : figures) {
    const Kind kind{f.quality, f.firearm, f.sidearm, f.blade, f.horse};
    if (counts[kind]++ == 0) order.push_back(kind);
  }
  std::string text;
  for (const Kind& kind : order) {
    const auto& [quality, firearm, sidearm, blade, horse] = kind;
    if (!text.empty()) text += "; ";
    text += std::to_string(counts[kind]) + " " + label_of(quality) + ", ";
    text += arms_text(firearm, sidearm, blade);
    if (horse) text += ", mounted";
  }
  return text;
}

std::string group_text(const Unit& group, bool commanders) {
  if (group.figures.empty()) return {};
  if (commanders) {
    const std::size_t musicians = group.figures.size() - 1;
    std::string text = label_of(group.figures.front().rank) + " (force commander)";
    if (musicians > 0) text += " and " + std::to_string(musicians) + (musicians == 1 ? " musician" : " musicians");
    return text + "; " + label_of(group.figures.front().quality);
  }
  std::string text = kinds_text(group.figures);
  const Rank leader = group.figures.front().rank;
  if (leader != Rank::private_soldier && leader != Rank::trooper) text += "; led by a " + label_of(leader);
  return text;
}

std::string tactics_text(const SoloPlan& plan) {
  switch (plan.tactics) {
    case SoloTactics::defend_feature:
      return "<b>Defend " + plan.feature + ".</b> Every group keeps its place round it and shoots at the nearest enemy. "
             "A group charges the nearest enemy within 20 cm who tries to get into " + plan.feature + ".";
    case SoloTactics::hold:
      return "<b>Take cover and hold.</b> Once both sides have deployed, each group moves in its formation to the terrain "
             "nearest it and defends it, shooting from cover where it can. A group hit in the last shooting phase by fire "
             "it cannot return charges the nearest enemy within D4 \u00d7 10 cm.";
    case SoloTactics::advance:
      return "<b>Advance in line.</b> Every group moves forward in line and charges the nearest enemy within 20 cm. "
             "Shooters close to medium range, using any cover from which they can shoot. Groups swerve to fight downhill where they can.";
  }
  return {};
}

// Whether the side has groups on foot besides the commander's, to stand in the line while the horse waits behind.
bool has_foot_line(const Force& groups) {
  for (std::size_t g = 1; g < groups.units.size(); ++g)
    if (std::any_of(groups.units[g].figures.begin(), groups.units[g].figures.end(), [](const Figure& f) { return !f.horse; })) return true;
  return false;
}

std::string dice_text(const SoloPlan& plan, const Force& groups) {
  if (!plan.feature.empty())
    return "Each group rolled a D8 (muster's die: the rules name none) for its side of " + plan.feature + ": 1 north, 2 north-east, 3 east, 4 south-east, 5 south, "
           "6 south-west, 7 west, 8 north-west. A group whose place was taken moved on round the outline, or out to a further ring. "
           "The commander's group stands in the middle of it.";
  std::string text = "Tactics die (D6): ";
  text += plan.tactics_roll ? std::to_string(*plan.tactics_roll) : std::string("not rolled");
  text += " (1-2 take cover and hold, 3-6 advance). The groups stand two deep in a line along the front of the zone; ";
  return text + (has_foot_line(groups) ? "the commander's group and the cavalry stand 15 cm behind its centre."
                                       : "the force is all horse, so the cavalry forms the line (muster's reading: the rules put cavalry behind a line of foot) and "
                                         "the commander's group stands 15 cm behind its centre.");
}

}  // namespace

void add_solo_orders(layout::PageBuilder& builder, const Setup& setup) {
  if (!setup.solo) return;
  const SoloPlan& plan = *setup.solo;
  const SideSetup& side = setup.sides[plan.side];
  const std::string fire = "The game's groups shoot whenever they are loaded. Against horsemen who look like charging, a group fires at "
                           "once only if they are already at short range; otherwise it waits and fires into them as they come on.";
  const std::string where = "Where each group stands: the middle of its front rank, in cm from the west and the south edge of the table.";
  // The orders and the places are read together while setting the groups out: keep them on one page where they fit on one.
  const Length width = builder.content_width();
  const Length needed = Length::mm(12) + builder.text_height(tactics_text(plan), layout::style::body(), width, true) +
                        builder.text_height(fire, layout::style::body(), width) + builder.text_height(dice_text(plan, side.force), layout::style::body(), width) +
                        builder.text_height(where, layout::style::small(), width) + Length::mm(7.5) * static_cast<double>(plan.groups.size() + 1);
  if (needed > builder.remaining() && needed < builder.content_bottom() - builder.content_top()) builder.new_page();
  builder.heading("Standing orders: " + side.name + " (run by the game)");
  builder.paragraph(tactics_text(plan), layout::style::body(), true);
  builder.paragraph(fire, layout::style::body());
  builder.paragraph(dice_text(plan, side.force), layout::style::body());
  const bool rolled = !plan.feature.empty();
  layout::Table table{{{"Group", 0.55}, {"Holds", 3.2}, {"From west", 0.8, layout::Align::right}, {"From south", 0.8, layout::Align::right},
                       {"Faces", 0.9}},
                      {}};
  if (rolled) table.columns.push_back({"D8", 0.35, layout::Align::right});
  for (std::size_t g = 0; g < plan.groups.size(); ++g) {
    const GroupPlacement& at = plan.groups[g];
    const Unit* unit = g < side.force.units.size() ? &side.force.units[g] : nullptr;
    std::vector<std::string> row{std::to_string(g + 1) + (g == 0 ? " (HQ)" : ""), unit ? group_text(*unit, g == 0) : "",
                                 cm_text(at.centre.x), cm_text(at.centre.y), compass_word(at.facing_degrees)};
    if (rolled) row.push_back(g == 0 ? "\u2013" : std::to_string(plan.placement_rolls.at(g - 1)));
    table.rows.push_back(std::move(row));
  }
  builder.paragraph(where, layout::style::small());
  builder.table(table);
}

}  // namespace muster::sow
