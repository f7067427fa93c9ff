#include "rulesets/unit_file_scenario.hpp"

#include <utility>

namespace muster {

Record unit_file_scenario(const std::string& ruleset, Record header, const std::vector<UnitFileSide>& sides, const std::string& unit_key,
                          const std::string& file) {
  Record scenario = Record::map();
  scenario.add("muster", Record::value(1)).add("name", Record::value("Checking a file of units")).add("ruleset", Record::value(ruleset));
  for (RecordField& field : header.fields) scenario.add(field.key, std::move(field.value));
  Record side_map = Record::map();
  for (const UnitFileSide& side : sides) {
    Record settings = side.settings;
    if (side.names_file) settings.add(unit_key, Record::value(file, true));
    side_map.add(side.key, settings);
  }
  return scenario.add("sides", side_map);
}

}  // namespace muster
