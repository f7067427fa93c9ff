#include "rulesets/sow/pages/force_text.hpp"

#include "rulesets/sow/tables.hpp"

#include <array>
#include <cctype>
#include <vector>

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

std::string arms_text(Firearm firearm, Firearm sidearm, Blade blade) {
  std::vector<std::string> arms;
  for (Firearm carried : {firearm, sidearm})
    if (carried != Firearm::none) arms.push_back(label_of(carried));
  if (blade != Blade::none) arms.push_back(label_of(blade));
  if (arms.empty()) return "unarmed";
  std::string text;
  for (std::size_t i = 0; i < arms.size(); ++i)
    text += (i == 0 ? arms[i] : (i + 1 == arms.size() ? " and " : ", ") + lower(arms[i]));
  return text;
}

std::string arms_text(const Figure& figure) { return arms_text(figure.firearm, figure.sidearm, figure.blade); }

}  // namespace muster::sow
