#pragma once
// Observed fire as a scenario or record sets it up before play: every battery
// able to fire indirectly names an observer of its own side, and a telephone
// line runs from such a battery (its first area) to that observer (its last),
// both ends in the side's deployment zone, where they stand at the start.

#include <map>
#include <optional>

#include "rulesets/tsb/model.hpp"
#include "spec/yaml_node.hpp"

namespace muster::tsb {

// Each unit's place in its file, by its name (unique within a side): the orbat's or the record's units.
using UnitPlaces = std::map<std::string, spec::Node>;
UnitPlaces orbat_unit_places(const spec::Node& orbat);
UnitPlaces record_unit_places(const spec::Node& side);

// An observer names a unit or officer of the battery's own army, not the battery itself.
void check_observers(const Army& army, const UnitPlaces& places, Diagnostics& d);

// A line: a list of areas (ends unnamed, as records before issue 35 wrote them and as a recipe
// army, rolled in secret, must have it), or {battery, observer, areas}.
std::optional<TelephoneLine> read_telephone_line(const spec::Node& node, const AreaGrid& grid, Diagnostics& d);
// A named line's battery fires indirectly with that observer, and both ends lie in the zone.
void check_telephone_line(const TelephoneLine& line, const Army& army, const std::vector<Square>& zone, const spec::Node& node, Diagnostics& d);

}  // namespace muster::tsb
