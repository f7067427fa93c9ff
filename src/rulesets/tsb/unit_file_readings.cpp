#include "rulesets/tsb/unit_file_readings.hpp"

#include "rulesets/tsb/tables.hpp"
#include "rulesets/unit_file_scenario.hpp"

namespace muster::tsb {

namespace {
// The other side, from a recipe: the file is read once, so each of its problems is told once.
UnitFileSide recipe_side() {
  Record army = Record::map(true);
  army.add("infantry", Record::value(1));
  Record settings = Record::map(true);
  settings.add("army", army);
  return {"Blue", settings, false};
}
}  // namespace

// The period decides which units exist (machine guns, radio): an orbat is read in each.
std::vector<UnitFileReading> unit_file_readings(const std::string& file) {
  std::vector<UnitFileReading> readings;
  for (const std::string& period : period_keys()) {
    Record header = Record::map();
    header.add("period", Record::value(period));
    readings.push_back({"for the " + period + " period", unit_file_scenario("tsb", header, {{"Red"}, recipe_side()}, "orbat", file)});
  }
  return readings;
}

}  // namespace muster::tsb
