// A pin on what the Terrible Swift Rules generator rolls. The generator was
// rewritten for speed (flat square sets, neighbours without allocation, each
// side's key derived once) under the promise that every seed still gives the
// same setup. These digests were computed from the records of the code before
// that rewrite, over 200 seeds of each shipped scenario; any change to any roll,
// to the order of draws or to the roll log changes them. A deliberate change to
// the rolls must say so and compute the digests anew.
#include <gtest/gtest.h>

#include <array>
#include <cstdint>
#include <cstdio>
#include <string>

#include "muster_paths.hpp"
#include "core/random.hpp"
#include "rulesets/tsr/procedures.hpp"
#include "rulesets/tsr/record.hpp"
#include "spec/record_yaml.hpp"
#include "spec/yaml_node.hpp"
#include "support/scenarios.hpp"

namespace muster::tsr {
namespace {

// BLAKE2b (through derive_key) chained over the records of seeds 1 to 200, as hex.
std::string digest_of_records(const tsr::Scenario& scenario) {
  std::array<std::uint8_t, 16> chain{};
  for (std::uint64_t seed = 1; seed <= 200; ++seed)
    chain = derive_key("tsr roll pin", chain, spec::to_yaml(to_record(roll(scenario, seed))));
  std::string hex;
  for (std::uint8_t byte : chain) {
    char pair[3];
    std::snprintf(pair, sizeof pair, "%02x", byte);
    hex += pair;
  }
  return hex;
}

TEST(TsrRollPin, TheLiquorStoreRollsAsBeforeTheSpeedWork) {
  EXPECT_EQ(digest_of_records(testing::default_tsr_scenario()), "501dbd033a4956e62f4e3f0f22d66231");
}

TEST(TsrRollPin, TheGettysburgLetterRollsAsBeforeTheSpeedWork) {
  const tsr::Scenario scenario = testing::read_scenario_with(
      spec::load_yaml_file(std::string(MUSTER_SOURCE_DIR) + "/scenarios/tsr-gettysburg-letter.yaml"), "tsr", read_scenario);
  EXPECT_EQ(digest_of_records(scenario), "7fcc29f2f5acfe7782a86fe0ca0931be");
}

}  // namespace
}  // namespace muster::tsr
