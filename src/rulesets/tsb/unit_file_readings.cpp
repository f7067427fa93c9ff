#include "rulesets/tsb/unit_file_readings.hpp"

#include "rulesets/tsb/tables.hpp"
#include "rulesets/unit_file_scenario.hpp"

namespace muster::tsb {

// The period decides which units exist (machine guns, radio): an orbat is read in each.
std::vector<UnitFileReading> unit_file_readings(const std::string& file) {
  std::vector<UnitFileReading> readings;
  for (const std::string& period : period_keys()) {
    Record header = Record::map();
    header.add("period", Record::value(period));
    readings.push_back({"for the " + period + " period", unit_file_scenario("tsb", header, {{"Red"}, {"Blue"}}, "orbat", file)});
  }
  return readings;
}

}  // namespace muster::tsb
