#include "rulesets/sbd/unit_file_readings.hpp"

#include "rulesets/unit_file_scenario.hpp"

namespace muster::sbd {

// An orbat reads alike on either side and in every scenario: one reading, the other side
// mustered from the rule set's recipe.
std::vector<UnitFileReading> unit_file_readings(const std::string& file) {
  return {{"", unit_file_scenario("sbd", Record::map(), {{"USA"}, {"CSA", Record::map(true), false}}, "orbat", file)}};
}

}  // namespace muster::sbd
