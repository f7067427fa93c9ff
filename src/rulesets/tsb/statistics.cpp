#include "rulesets/tsb/statistics.hpp"

#include "rulesets/tsb/tables.hpp"

namespace muster::tsb {

namespace {
void army_statistics(const SideSetup& side, SetupStatistics& out) {
  int units = 0, militia = 0, elite = 0, guns = 0;
  for (const Unit* unit : units_of(side.army)) {
    ++units;
    if (unit->unit_class == UnitClass::militia) ++militia;
    if (unit->unit_class == UnitClass::elite) ++elite;
    if (unit->type == UnitType::artillery || unit->type == UnitType::horse_artillery) ++guns;
  }
  out.count(side.name, "units", units);
  out.count(side.name, "militia units", militia);
  out.count(side.name, "elite units", elite);
  out.count(side.name, "artillery units", guns);
}

void terrain_statistics(const Battlefield& field, SetupStatistics& out) {
  for (TerrainKind kind : {TerrainKind::woods, TerrainKind::town, TerrainKind::steep_slope, TerrainKind::river, TerrainKind::water}) {
    long long areas = 0;
    for (TerrainKind k : field.kinds) areas += k == kind ? 1 : 0;
    out.count("Battlefield", key_of(kind) + " areas", areas);
  }
  out.count("Battlefield", "roads", static_cast<long long>(field.roads.size()));
  out.count("Battlefield", "objectives", static_cast<long long>(field.objectives.size()));
}
}  // namespace

SetupStatistics statistics_of(const Setup& setup) {
  SetupStatistics out;
  out.category("First move", "moves first", setup.sides[setup.first.side].name);
  out.category("First move", "decided by", setup.first.by_dice ? "dice" : "the scenario");
  for (const SideSetup& side : setup.sides) army_statistics(side, out);
  terrain_statistics(setup.battlefield, out);
  return out;
}

}  // namespace muster::tsb
