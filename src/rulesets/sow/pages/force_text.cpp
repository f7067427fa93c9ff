#include "rulesets/sow/pages/force_text.hpp"

#include "rulesets/sow/tables.hpp"

#include <array>

namespace muster::sow {

namespace {
std::string counted(std::size_t count, const std::string& one, const std::string& many) {
  return std::to_string(count) + " " + (count == 1 ? one : many);
}
}  // namespace

std::string figures_text(std::size_t count) { return counted(count, "figure", "figures"); }

std::string points_text(int points) { return counted(static_cast<std::size_t>(points), "point", "points"); }

std::string total_text(const SideSetup& side) {
  const int cost = cost_of(side.force);
  if (!side.recipe) return points_text(cost);
  return std::to_string(cost) + " of " + points_text(side.recipe->points);
}

}  // namespace muster::sow
