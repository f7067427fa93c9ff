#include "spec/orbat_reader.hpp"

#include "spec/command_tree_reader.hpp"

namespace muster::spec {

namespace {
using namespace orbat;

void read_battery_fields(MapReader& reader, Unit& unit, Diagnostics& d) {
  if (auto stands = reader.take("stands"))
    d.error(stands->where(), "a battery is counted in guns, not stands", "write 'guns: 4' or 'guns: 6'");
  if (auto guns = reader.require("guns")) {
    if (auto n = read_integer(*guns, d, 1, 99, "'guns'")) {
      if (*n != 4 && *n != 6) d.error(guns->where(), "a battery has 4 or 6 guns, not " + std::to_string(*n), "write 'guns: 4' or 'guns: 6'");
      unit.guns = static_cast<int>(*n);
    }
  }
  unit.ordnance = reader.choice("ordnance", "rifled", {"rifled", "smoothbore"}) == "rifled" ? Ordnance::rifled : Ordnance::smoothbore;
  unit.weight = reader.choice("weight", "light", {"light", "heavy"}) == "light" ? Weight::light : Weight::heavy;
}

// A regiment counted in stands or a battery in guns.
void read_unit_fields(MapReader& reader, const Node&, Unit& unit) {
  Diagnostics& d = reader.diagnostics();
  if (auto type = reader.require("type")) unit.type = parse_unit_type(read_choice(*type, d, unit_type_keys, "'type'").value_or("infantry")).value();
  if (unit.type == UnitType::battery) {
    read_battery_fields(reader, unit, d);
  } else {
    for (const char* key : {"guns", "ordnance", "weight"})
      if (auto gun_field = reader.take(key))
        d.error(gun_field->where(), "'" + std::string(key) + "' belongs to batteries, and this unit is " + unit_type_key(unit.type),
                "use 'type: battery' for guns, or remove the line");
    if (auto stands = reader.require("stands"))
      unit.stands = static_cast<int>(read_integer(*stands, d, min_stands, max_stands, "a regiment's 'stands'").value_or(min_stands));
  }
  if (auto quality = reader.take("quality")) unit.quality = parse_quality(read_choice(*quality, d, quality_keys, "'quality'").value_or("experienced"));
}

const UnitFieldsReader<Unit> regiments_and_batteries = read_unit_fields;
}  // namespace

orbat::Orbat read_orbat(const Node& root, Diagnostics& diagnostics) {
  return {root.file(), read_command_tree(root, diagnostics, regiments_and_batteries)};
}

std::optional<orbat::Orbat> read_orbat_file(const std::string& scenario_file, const Node& reference, Diagnostics& diagnostics) {
  auto top = read_command_tree_file(scenario_file, reference, diagnostics, regiments_and_batteries);
  if (!top) return std::nullopt;
  return orbat::Orbat{reference.scalar(), std::move(*top)};
}

}  // namespace muster::spec
