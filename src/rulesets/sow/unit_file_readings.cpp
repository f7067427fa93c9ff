#include "rulesets/sow/unit_file_readings.hpp"

#include "rulesets/unit_file_scenario.hpp"

namespace muster::sow {

// A force file reads alike on either side and in every scenario: one reading, the other side
// a company bought to a small budget, so that each problem of the file is told once.
std::vector<UnitFileReading> unit_file_readings(const std::string& file) {
  Record force = Record::map(true);
  force.add("points", Record::value(100));
  Record other = Record::map(true);
  other.add("force", force);
  return {{"", unit_file_scenario("sow", Record::map(), {{"Red"}, {"Blue", other, false}}, "units", file)}};
}

}  // namespace muster::sow
