#include "rulesets/sow/unit_file_readings.hpp"

#include "rulesets/unit_file_scenario.hpp"

namespace muster::sow {

// A force file reads alike on either side and in every scenario: one reading.
std::vector<UnitFileReading> unit_file_readings(const std::string& file) {
  return {{"", unit_file_scenario("sow", Record::map(), {{"Red"}, {"Blue"}}, "units", file)}};
}

}  // namespace muster::sow
