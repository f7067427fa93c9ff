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

std::optional<FigureAt> marked_commander(const Force& force) {
  std::optional<FigureAt> best;
  Rank best_rank = Rank::trooper;
  for (std::size_t u = 0; u < force.units.size(); ++u)
    for (std::size_t f = 0; f < force.units[u].figures.size(); ++f) {
      const Rank rank = force.units[u].figures[f].rank;
      // Ranks run from the highest: a lower value outranks.
      if (!best || rank < best_rank) best = FigureAt{u, f}, best_rank = rank;
    }
  return best;
}

Quality class_of_unit(const Unit& unit) {
  if (unit.figures.empty()) return Quality::trained;
  const std::size_t from = unit.figures.size() > 1 ? 1 : 0;
  std::array<int, 4> counts{};
  for (std::size_t f = from; f < unit.figures.size(); ++f) ++counts.at(static_cast<std::size_t>(unit.figures[f].quality));
  Quality most = unit.figures[from].quality;
  for (std::size_t q = 0; q < counts.size(); ++q)
    if (counts[q] > counts.at(static_cast<std::size_t>(most))) most = static_cast<Quality>(q);
  return most;
}

}  // namespace muster::sow
