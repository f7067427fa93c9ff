#include "rulesets/sow/pages/force_text.hpp"

#include "rulesets/sow/tables.hpp"

#include <array>
#include <cctype>

namespace muster::sow {

namespace {
std::string counted(std::size_t count, const std::string& one, const std::string& many) {
  return std::to_string(count) + " " + (count == 1 ? one : many);
}

std::string lower(std::string text) {
  for (char& c : text) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return text;
}
}  // namespace

std::string figures_text(std::size_t count) { return counted(count, "figure", "figures"); }

std::string points_text(int points) { return counted(static_cast<std::size_t>(points), "point", "points"); }

std::string total_text(const SideSetup& side) {
  const int cost = cost_of(side.force);
  if (!side.recipe) return points_text(cost);
  return std::to_string(cost) + " of " + points_text(side.recipe->points);
}

std::string arms_text(Firearm firearm, Blade blade) {
  if (firearm == Firearm::none) return blade == Blade::none ? "unarmed" : label_of(blade);
  return label_of(firearm) + (blade == Blade::none ? "" : " and " + lower(label_of(blade)));
}

}  // namespace muster::sow
