// The solo side's plan as a record gives it, checked against everything
// plan_solo keeps (procedures.hpp): the dice against the tactics, and every
// group as its two ranks on the table, in its own zone and clear of the others.
// A record is edited by hand to move a group or correct a die; what it may
// not do is print a deployment the roll could never have made.
#include <algorithm>
#include <cmath>
#include <cstdio>

#include "rulesets/sow/procedures.hpp"
#include "rulesets/sow/solo_geometry.hpp"
#include "rulesets/sow/tables.hpp"

namespace muster::sow {

namespace {

using solo::Quad;
using solo::Vec;

// Closer than this is touching, as for terrain placed by hand.
constexpr double touching_cm = 0.1;
// Frontage and depth are written to a hundredth of a millimetre.
constexpr double size_slack_cm = 0.001;

std::string group_text(std::size_t g) { return "group " + std::to_string(g + 1); }

std::string cm_text(double cm) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%g", std::round(cm * 100) / 100);
  return std::string(buffer) + " cm";
}

std::string zone_text(const Zone& zone) {
  return zone.half ? "the " + edge_name(zone.edge) + " half" : "the 20 cm along the " + edge_name(zone.edge) + " edge";
}

solo::Box box_cm(const TableBox& box) {
  return {box.west.millimetres() / 10, box.south.millimetres() / 10, box.east.millimetres() / 10, box.north.millimetres() / 10};
}

class PlanChecker {
 public:
  PlanChecker(const Table& table, const std::vector<Feature>& features, const Zone& zone, const Force& groups, const SoloPlan& plan,
              const SidesNamed& sides)
      : table_(table), features_(features), zone_(zone), groups_(groups), plan_(plan), sides_(sides) {}

  std::vector<PlanProblem> run() {
    if (plan_.groups.size() != groups_.units.size()) {
      add(PlanKey::groups, sides_.own + " has " + std::to_string(groups_.units.size()) + " groups but 'solo' places " + std::to_string(plan_.groups.size()),
          "give one placement per group of " + sides_.own + ", in order");
      return problems_;
    }
    const Feature* feature = nullptr;
    if (plan_.tactics == SoloTactics::defend_feature || !plan_.feature.empty()) feature = check_round_feature();
    else check_line_dice();
    if (!problems_.empty()) return problems_;
    for (std::size_t g = 0; g < plan_.groups.size(); ++g) check_group(g, feature);
    if (problems_.empty()) check_apart();
    return problems_;
  }

 private:
  void add(PlanKey key, std::string message, std::string hint, std::optional<std::size_t> group = std::nullopt) {
    problems_.push_back({key, group, std::move(message), std::move(hint)});
  }

  // ---- The dice and the tactics ----

  const Feature* check_round_feature() {
    if (plan_.feature.empty()) {
      add(PlanKey::tactics, "tactics 'defend-feature' need the feature the groups stand round", "name it: 'feature: Hill 1'");
      return nullptr;
    }
    if (plan_.tactics != SoloTactics::defend_feature) {
      add(PlanKey::tactics, "a side deployed round '" + plan_.feature + "' defends it: its tactics are 'defend-feature', not '" + key_of(plan_.tactics) + "'",
          "write 'tactics: defend-feature', or remove 'feature' and 'placement-rolls' for a line");
      return nullptr;
    }
    const auto found = std::find_if(features_.begin(), features_.end(), [&](const Feature& f) { return f.label == plan_.feature; });
    if (found == features_.end()) {
      add(PlanKey::feature, "no feature on the table is called '" + plan_.feature + "'", "name one of the features under 'terrain'");
      return nullptr;
    }
    if (!may_deploy_round(table_, *found, zone_)) {
      const std::string why = !zone_.half ? sides_.own + " deploys in " + zone_text(zone_) + ", and only a side deployed in a half stands round a feature"
                              : !is_defensible(table_, *found)
                                  ? "'" + plan_.feature + "' is not a hill, wood or village at least 20 cm across both ways with its centre in the table's middle third"
                                  : "the centre of '" + plan_.feature + "' lies outside " + zone_text(zone_) + ", where " + sides_.own + " deploys";
      add(PlanKey::feature, "the game's groups cannot stand round '" + plan_.feature + "': " + why,
          "name a feature the solo rules allow, or deploy the groups in a line (remove 'feature' and 'placement-rolls', roll the tactics die)");
      return nullptr;
    }
    if (plan_.placement_rolls.size() + 1 != groups_.units.size())
      add(PlanKey::placement_rolls, "round a feature every group but the first rolls a D8 for its place: " + std::to_string(groups_.units.size() - 1) +
                                        " dice, not " + std::to_string(plan_.placement_rolls.size()),
          "give 'placement-rolls' one die per group after the first, in order");
    if (plan_.tactics_roll)
      add(PlanKey::tactics_roll, "a side defending a feature rolls no tactics die", "remove 'tactics-roll'");
    return &*found;
  }

  void check_line_dice() {
    if (!plan_.placement_rolls.empty())
      add(PlanKey::placement_rolls, "a side in a line rolls no dice for its places: they are " + zone_text(zone_) + "'s front", "remove 'placement-rolls'");
    if (!plan_.tactics_roll) {
      add(PlanKey::tactics, "tactics '" + key_of(plan_.tactics) + "' need the D6 that chose them", "add 'tactics-roll': 1-2 hold, 3-6 advance");
      return;
    }
    const int roll = *plan_.tactics_roll;
    const SoloTactics meant = roll <= 2 ? SoloTactics::hold : SoloTactics::advance;
    if (meant != plan_.tactics)
      add(PlanKey::tactics_roll, "a tactics roll of " + std::to_string(roll) + " means '" + key_of(meant) + "', not '" + key_of(plan_.tactics) + "'",
          "1-2 hold, 3-6 advance");
  }

  // ---- Each group ----

  void check_group(std::size_t g, const Feature* feature) {
    const GroupPlacement& placement = plan_.groups[g];
    const solo::Size size = solo::size_of(groups_.units[g]);
    const std::string figures = std::to_string(groups_.units[g].figures.size()) + (groups_.units[g].figures.size() == 1 ? " figure stands" : " figures stand");
    const std::string sizes = "write 'frontage: " + length_text(Length::mm(size.frontage * 10)) + ", depth: " + length_text(Length::mm(size.depth * 10)) + "'";
    if (std::abs(placement.frontage.millimetres() / 10 - size.frontage) > size_slack_cm) {
      add(PlanKey::frontage, group_text(g) + "'s " + figures + " " + cm_text(size.frontage) + " wide in two ranks, not " + cm_text(placement.frontage.millimetres() / 10),
          sizes, g);
      return;
    }
    if (std::abs(placement.depth.millimetres() / 10 - size.depth) > size_slack_cm) {
      add(PlanKey::depth, group_text(g) + "'s " + figures + " " + cm_text(size.depth) + " deep in two ranks, not " + cm_text(placement.depth.millimetres() / 10),
          sizes, g);
      return;
    }
    const Quad quad = solo::quad_of(placement);
    const std::string at = group_text(g) + " at [" + length_text(placement.centre.x) + ", " + length_text(placement.centre.y) + "]";
    if (!solo::inside({0, 0, table_.width.millimetres() / 10, table_.depth.millimetres() / 10}, quad)) {
      add(PlanKey::centre, at + " reaches off the table", "move it in: 'centre' is the middle of its front rank", g);
      return;
    }
    if (feature) check_round(g, quad, at, *feature);
    else check_in_line(g, quad, at);
  }

  void check_in_line(std::size_t g, const Quad& quad, const std::string& at) {
    if (!solo::inside(box_cm(zone_.box), quad)) {
      add(PlanKey::centre, at + " stands outside " + zone_text(zone_) + ", where " + sides_.own + " deploys",
          "a group in the line stands wholly in its own zone: move it back in", g);
      return;
    }
    const double facing = solo::facing_away_from(zone_.edge);
    if (plan_.groups[g].facing_degrees != facing)
      add(PlanKey::facing, group_text(g) + " faces " + std::to_string(static_cast<int>(plan_.groups[g].facing_degrees)) + " degrees; the line faces " +
                               std::to_string(static_cast<int>(facing)) + ", across the table towards " + sides_.enemy,
          "write 'facing: " + std::to_string(static_cast<int>(facing)) + "'", g);
  }

  void check_round(std::size_t g, const Quad& quad, const std::string& at, const Feature& feature) {
    if (!solo::inside(box_cm(zone_.box), quad)) {
      add(PlanKey::centre, at + " stands outside " + zone_text(zone_) + ", where " + sides_.own + " deploys",
          "round a feature the groups stand wholly in their own half: move it back in", g);
      return;
    }
    if (g == 0) {
      const Vec middle = quad.front - solo::heading(quad.degrees) * (quad.size.depth / 2);
      if (!solo::contains(solo::outline_cm(*feature.footprint()), middle))
        add(PlanKey::centre, at + " is the force commander's group, and its middle is not on '" + feature.label + "'",
            "the commander's group stands in the middle of the feature the side defends", g);
      return;
    }
    for (const Feature& area : features_) {
      const Footprint* footprint = area.footprint();
      if (footprint && solo::closer_than(quad, solo::outline_cm(*footprint), touching_cm)) {
        add(PlanKey::centre, at + " stands on or touches '" + area.label + "'",
            "round a feature the groups stand outside it and every other area: move it clear", g);
        return;
      }
    }
  }

  // Two groups on one spot. They may touch: a line of horse 10 cm deep touches the commander's group,
  // whose middle stands 15 cm behind the line's front in a 20 cm band.
  void check_apart() {
    std::vector<Quad> quads;
    for (const GroupPlacement& placement : plan_.groups) quads.push_back(solo::quad_of(placement));
    for (std::size_t g = 1; g < quads.size(); ++g)
      for (std::size_t h = 0; h < g; ++h)
        if (solo::overlap(quads[g], quads[h])) {
          add(PlanKey::centre, group_text(g) + " stands on " + group_text(h), "two groups cannot share ground: move one of them", g);
          break;
        }
  }

  const Table& table_;
  const std::vector<Feature>& features_;
  const Zone& zone_;
  const Force& groups_;
  const SoloPlan& plan_;
  const SidesNamed& sides_;
  std::vector<PlanProblem> problems_;
};

}  // namespace

std::vector<PlanProblem> check_solo_plan(const Table& table, const std::vector<Feature>& features, const Zone& zone, const Force& groups,
                                         const SoloPlan& plan, const SidesNamed& sides) {
  return PlanChecker(table, features, zone, groups, plan, sides).run();
}

}  // namespace muster::sow
