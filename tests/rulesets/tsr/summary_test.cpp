// What `muster roll` prints of a TSR setup: the hills listed with a separator between them only.
#include <gtest/gtest.h>

#include "rulesets/tsr/procedures.hpp"
#include "rulesets/tsr/summary.hpp"
#include "support/scenarios.hpp"

namespace muster::tsr {
namespace {

TEST(TsrSummary, HillsAreSeparatedNotTerminated) {
  tsr::Setup setup = roll(muster::testing::default_tsr_scenario(), 7);
  ASSERT_GE(setup.terrain.hills.size(), 2u);
  const std::string said = describe(setup);
  const auto hills = said.find("  hills: ");
  ASSERT_NE(hills, std::string::npos) << said;
  const std::string line = said.substr(hills, said.find('\n', hills) - hills);
  EXPECT_NE(line.back(), ';') << line;
  EXPECT_NE(line.find("); "), std::string::npos) << line;
  setup.terrain.hills.clear();
  EXPECT_NE(describe(setup).find("  hills: none\n"), std::string::npos) << describe(setup);
}

}  // namespace
}  // namespace muster::tsr
