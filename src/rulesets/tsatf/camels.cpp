#include "rulesets/tsatf/camels.hpp"

#include <algorithm>
#include <array>
#include <set>

#include "rulesets/tsatf/unit_tables.hpp"

namespace muster::tsatf {

namespace {

bool names(const std::vector<std::string>& list, const std::string& name) { return std::find(list.begin(), list.end(), name) != list.end(); }

std::vector<std::string> horse_cavalry_names(const Force& first, const Force& second) {
  std::vector<std::string> out;
  for (const Force* force : {&first, &second})
    for (const Unit& unit : force->units)
      if (is_horse_cavalry(unit.kind)) out.push_back(unit.name);
  return out;
}

}  // namespace

bool has_camels(const Force& force) {
  return std::any_of(force.units.begin(), force.units.end(), [](const Unit& u) { return mount_of(u.kind) == Mount::camel; });
}

std::vector<CamelFamiliarity> decide_camel_familiarity(const Force& first, const Force& second, RandomStream& stream,
                                                       const std::optional<std::vector<std::string>>& named) {
  std::vector<CamelFamiliarity> decided;
  if (!has_camels(first) && !has_camels(second)) return decided;
  const std::array<const Force*, 2> forces = {&first, &second};
  for (int side = 0; side < 2; ++side) {
    const Force& force = *forces.at(static_cast<std::size_t>(side));
    for (std::size_t u = 0; u < force.units.size(); ++u) {
      const Unit& unit = force.units[u];
      if (!is_horse_cavalry(unit.kind)) continue;
      CamelFamiliarity f{side, u, unit.name, std::nullopt, false};
      if (named) {
        f.unfamiliar = names(*named, unit.name);
      } else {
        f.roll = stream.between(1, 6);
        f.unfamiliar = *f.roll <= highest_unfamiliar_roll;
      }
      decided.push_back(f);
    }
  }
  return decided;
}

std::vector<std::string> unfamiliar_units(const std::vector<CamelFamiliarity>& decided) {
  std::vector<std::string> out;
  for (const CamelFamiliarity& f : decided)
    if (f.unfamiliar) out.push_back(f.name);
  return out;
}

std::vector<NamedUnitProblem> check_named_unfamiliar(const Force& first, const Force& second, const std::vector<std::string>& named) {
  std::vector<NamedUnitProblem> problems;
  const std::vector<std::string> horse = horse_cavalry_names(first, second);
  std::set<std::string> seen;
  for (std::size_t i = 0; i < named.size(); ++i) {
    const std::string& name = named[i];
    if (!seen.insert(name).second) {
      problems.push_back({i, "'" + name + "' is named twice", "name each unit once"});
    } else if (!names(horse, name)) {
      const std::string hint = horse.empty() ? "neither force has cavalry on horses: leave the list out"
                                             : "name cavalry units on horses, e.g. '" + horse.front() + "'";
      problems.push_back({i, "no cavalry unit on horses is called '" + name + "'", hint});
    }
  }
  return problems;
}

}  // namespace muster::tsatf
