#include "generate/orbat_recipe.hpp"

#include <algorithm>
#include <map>

#include "core/dice.hpp"
#include "generate/shuffle.hpp"

namespace muster {

using namespace orbat;

std::string ordinal(int number) {
  const int last_two = number % 100, last = number % 10;
  const char* suffix = (last_two >= 11 && last_two <= 13) ? "th" : last == 1 ? "st" : last == 2 ? "nd" : last == 3 ? "rd" : "th";
  return std::to_string(number) + suffix;
}

Rating rating_for_2d6(int total) {
  if (total <= 3) return Rating::poor;
  if (total <= 10) return Rating::normal;
  return total == 11 ? Rating::charismatic : Rating::genius;
}

namespace {
Rating roll_rating(RandomStream& stream) { return rating_for_2d6(roll(stream, Die::d6) + roll(stream, Die::d6)); }

// Cavalry regiments come out of the largest infantry brigades, one at a time,
// so that no infantry brigade is left empty.
void form_cavalry_brigade(ArmyShape& army, int cavalry, RandomStream& stream) {
  BrigadeShape horse;
  horse.cavalry = true;
  horse.rating = roll_rating(stream);
  for (int i = 0; i < cavalry; ++i) {
    auto largest = std::max_element(army.brigades.begin(), army.brigades.end(),
                                    [](const BrigadeShape& a, const BrigadeShape& b) { return a.regiments.size() < b.regiments.size(); });
    if (largest == army.brigades.end() || largest->regiments.size() < 2) break;
    RegimentShape regiment = largest->regiments.back();
    largest->regiments.pop_back();
    regiment.type = UnitType::cavalry;
    horse.regiments.push_back(regiment);
  }
  if (!horse.regiments.empty()) army.brigades.push_back(horse);
}
}  // namespace

ArmyShape roll_army_shape(const OrbatRecipe& recipe, RandomStream& stream) {
  ArmyShape army;
  army.commander = roll_rating(stream);
  int regiments = 0;
  for (int b = 0; b < recipe.brigades; ++b) {
    BrigadeShape brigade;
    brigade.rating = roll_rating(stream);
    const int count = stream.between(recipe.regiments.low, recipe.regiments.high);
    for (int r = 0; r < count; ++r) brigade.regiments.push_back({UnitType::infantry, stream.between(recipe.stands.low, recipe.stands.high)});
    regiments += count;
    army.brigades.push_back(brigade);
  }
  for (int i = 0; i < recipe.batteries && !army.brigades.empty(); ++i) {
    BatteryShape battery;
    battery.guns = roll(stream, Die::d6) <= 3 ? 4 : 6;
    battery.ordnance = roll(stream, Die::d6) <= 3 ? Ordnance::rifled : Ordnance::smoothbore;
    battery.weight = roll(stream, Die::d6) == 6 ? Weight::heavy : Weight::light;
    army.brigades[static_cast<std::size_t>(i % recipe.brigades)].batteries.push_back(battery);
  }
  form_cavalry_brigade(army, (regiments * recipe.cavalry_percent + 50) / 100, stream);
  return army;
}

orbat::Orbat dress_army(const ArmyShape& shape, const NamingStyle& names, RandomStream& stream) {
  std::vector<std::string> surnames = names.surnames;
  shuffle(surnames, stream);
  std::size_t next_surname = 0;
  auto surname = [&] { return surnames.empty() ? std::string("Smith") : surnames[next_surname++ % surnames.size()]; };
  std::map<std::string, int> raised;  // regiments raised so far in each state
  auto next_number = [&](const std::string& state) { return raised[state] += stream.between(1, 5); };
  const char* battery_letters = "ABCDEFGHIKLM";

  Orbat army;
  army.file = "recipe";
  army.top.name = names.army;
  army.top.leader = {"Maj. Gen. " + surname(), shape.commander};
  int brigade_number = 0, battery_count = 0;
  for (const BrigadeShape& b : shape.brigades) {
    Command brigade;
    const std::string brigadier = surname();
    brigade.name = b.cavalry ? brigadier + "'s Cavalry Brigade" : ordinal(++brigade_number) + " Brigade (" + brigadier + ")";
    brigade.leader = {(b.cavalry ? "Col. " : "Brig. Gen. ") + brigadier, b.rating};
    const std::string& state = names.states[static_cast<std::size_t>(stream.below(static_cast<std::uint32_t>(names.states.size())))];
    for (const RegimentShape& r : b.regiments) {
      Unit unit;
      unit.type = r.type;
      unit.stands = r.stands;
      unit.name = ordinal(next_number(state + (b.cavalry ? " cavalry" : ""))) + " " + state + (b.cavalry ? " Cavalry" : "");
      brigade.units.push_back(unit);
    }
    for (const BatteryShape& g : b.batteries) {
      Unit unit;
      unit.type = UnitType::battery;
      unit.guns = g.guns;
      unit.ordnance = g.ordnance;
      unit.weight = g.weight;
      unit.name = names.union_batteries
                      ? "Battery " + std::string(1, battery_letters[battery_count % 12]) + ", " + ordinal(1 + battery_count / 12) + " " + state + " Light"
                      : surname() + "'s Battery";
      ++battery_count;
      brigade.units.push_back(unit);
    }
    army.top.commands.push_back(brigade);
  }
  return army;
}

}  // namespace muster
