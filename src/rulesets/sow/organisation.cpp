// The organisation rules a force must keep, whoever wrote it: units of 1 to
// 14 figures, all of one class, except that a single figure of a higher class
// may lead a unit of a lower one. The leader is the unit's first figure.
#include "rulesets/sow/procedures.hpp"
#include "rulesets/sow/tables.hpp"

namespace muster::sow {

namespace {

// Better classes come first in Quality: veteran is 0.
bool is_higher(Quality a, Quality b) { return static_cast<int>(a) < static_cast<int>(b); }

std::optional<ForceProblem> size_problem(const Unit& unit, std::size_t index) {
  const int figures = static_cast<int>(unit.figures.size());
  if (figures >= 1 && figures <= most_figures_in_unit) return std::nullopt;
  if (figures == 0) return ForceProblem{index, std::nullopt, "unit '" + unit.name + "' has no figures", "give it at least one figure, or remove it"};
  return ForceProblem{index, std::nullopt, "unit '" + unit.name + "' has " + std::to_string(figures) + " figures; a unit holds 1 to 14, its leader counted",
                      "split it into two units"};
}

void class_problems(const Unit& unit, std::size_t index, std::vector<ForceProblem>& problems) {
  if (unit.figures.size() < 2) return;
  const Quality unit_class = unit_quality(unit);
  for (std::size_t i = 0; i < unit.figures.size(); ++i) {
    const Quality q = unit.figures[i].quality;
    if (q == unit_class) continue;
    if (i == 0 && is_higher(q, unit_class)) continue;  // the one higher-class leader the text allows
    const std::string why = i == 0 ? "its leader is " + label_of(q) + ", below the unit's " + label_of(unit_class)
                                   : "this figure is " + label_of(q) + " in a unit of " + label_of(unit_class) + " figures";
    problems.push_back({index, i, "unit '" + unit.name + "' mixes classes: " + why,
                        "a unit is of one class; only its leader (its first figure) may be of a higher class"});
  }
}

}  // namespace

std::vector<ForceProblem> check_force(const Force& force) {
  std::vector<ForceProblem> problems;
  if (force.units.empty()) problems.push_back({0, std::nullopt, "the force has no units", "give it at least one unit"});
  for (std::size_t u = 0; u < force.units.size(); ++u) {
    if (auto problem = size_problem(force.units[u], u)) problems.push_back(*problem);
    class_problems(force.units[u], u, problems);
  }
  return problems;
}

}  // namespace muster::sow
