// A recipe army: its units numbered by type, the militia and elite among them
// drawn at random, then dealt into commands of 3 to 6 units, each under a
// commander, with a General over all. Drawn from the side's own key: the
// enemy learns none of it from the seed's public rolls.
#include <algorithm>

#include "generate/shuffle.hpp"
#include "rulesets/tsb/army_reader.hpp"
#include "rulesets/tsb/procedures.hpp"
#include "rulesets/tsb/tables.hpp"

namespace muster::tsb {

namespace {

std::string ordinal(int n) {
  const int tens = n % 100;
  const char* suffix = (tens >= 11 && tens <= 13) ? "th" : n % 10 == 1 ? "st" : n % 10 == 2 ? "nd" : n % 10 == 3 ? "rd" : "th";
  return std::to_string(n) + suffix;
}

// Surnames for the officers a recipe army needs; each side draws its own.
const std::vector<std::string>& surnames() {
  static const std::vector<std::string> names = {"Ashby",  "Barlow", "Carew",  "Dunmore", "Ellery", "Fenwick", "Garrod", "Hale",
                                                 "Ingram", "Jessop", "Kemble", "Lisle",   "Marlow", "Norcott", "Oakley", "Pryce",
                                                 "Quarles", "Rooke", "Sayer",  "Thorne",  "Upton",  "Vane",    "Wren",   "Yeo"};
  return names;
}

// The k-th officer of the drawn list: its surnames while they last, then each again behind an
// initial (A., B., ...), so that no two officers of an army share a name however many commands it has.
std::string officer(const std::vector<std::string>& drawn, std::size_t k) {
  const std::size_t round = k / drawn.size();
  const std::string& surname = drawn[k % drawn.size()];
  if (round == 0) return surname;
  return std::string(1, static_cast<char>('A' + static_cast<int>((round - 1) % 26))) + ". " + surname;
}

std::vector<Unit> recipe_units(const ArmyRecipe& recipe, Period period) {
  std::vector<Unit> units;
  for (std::size_t t = 0; t < recipe.units.size(); ++t) {
    const auto type = static_cast<UnitType>(t);
    for (int n = 1; n <= recipe.units[t]; ++n) {
      Unit unit;
      unit.name = ordinal(n) + " " + label_of(type);
      unit.type = type;
      unit.weapon = type == UnitType::infantry || type == UnitType::cavalry ? recipe.small_arms
                    : type == UnitType::artillery                          ? recipe.guns
                                                                           : default_weapon(type, period);
      units.push_back(unit);
    }
  }
  return units;
}

void draw_classes(std::vector<Unit>& units, const ArmyRecipe& recipe, RandomStream& stream) {
  std::vector<std::size_t> order(units.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  shuffle(order, stream);
  for (std::size_t i = 0; i < order.size(); ++i) {
    const int n = static_cast<int>(i);
    if (n < recipe.militia) units[order[i]].unit_class = UnitClass::militia;
    else if (n < recipe.militia + recipe.elite) units[order[i]].unit_class = UnitClass::elite;
  }
}

// The irregular infantry, drawn last so that an army without them rolls as it always has.
void draw_irregulars(Army& army, int count, RandomStream& stream) {
  if (count == 0) return;
  std::vector<Unit*> infantry;
  for (Command& command : army.commands)
    for (Unit& unit : command.units)
      if (unit.type == UnitType::infantry) infantry.push_back(&unit);
  shuffle(infantry, stream);
  for (std::size_t i = 0; i < infantry.size() && static_cast<int>(i) < count; ++i) infantry[i]->irregular = true;
}

}  // namespace

Army muster_army(const ArmyRecipe& recipe, Period period, RandomStream& stream) {
  std::vector<Unit> units = recipe_units(recipe, period);
  draw_classes(units, recipe, stream);
  std::vector<std::string> officers = surnames();
  shuffle(officers, stream);
  // As few commands as keep each to 6 units; dealt in turn, none has fewer than 3 once the army has 6.
  const std::size_t commands = std::max<std::size_t>(1, (units.size() + most_units_a_command - 1) / most_units_a_command);
  Army army;
  army.general = "Gen. " + officer(officers, 0);
  for (std::size_t c = 0; c < commands; ++c) army.commands.push_back({ordinal(static_cast<int>(c) + 1) + " Brigade", "Col. " + officer(officers, c + 1), {}});
  std::vector<std::size_t> order(units.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  shuffle(order, stream);
  for (std::size_t i = 0; i < order.size(); ++i) army.commands[i % commands].units.push_back(units[order[i]]);
  draw_irregulars(army, recipe.irregular, stream);
  // Each command lists its units in the recipe's order, so rosters read by type.
  for (Command& command : army.commands)
    std::stable_sort(command.units.begin(), command.units.end(), [](const Unit& a, const Unit& b) { return a.type < b.type; });
  return army;
}

FirstPlayer roll_first_player(std::optional<std::size_t> attacker, RandomStream& stream) {
  FirstPlayer first;
  if (attacker) {
    first.side = *attacker;
    return first;
  }
  first.by_dice = true;
  do first.rolls.push_back({stream.between(1, 6), stream.between(1, 6)});
  while (first.rolls.back()[0] == first.rolls.back()[1]);
  first.side = first.rolls.back()[0] > first.rolls.back()[1] ? 0 : 1;
  return first;
}

}  // namespace muster::tsb
