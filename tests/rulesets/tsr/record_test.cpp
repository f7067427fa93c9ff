// The setup record: written, read back unchanged; hand edits checked.
#include <gtest/gtest.h>

#include "rulesets/tsr/procedures.hpp"
#include "rulesets/tsr/record.hpp"
#include "spec/record_yaml.hpp"
#include "support/scenarios.hpp"

namespace muster::tsr {
namespace {

tsr::Setup read_back(const std::string& yaml) {
  const spec::Node root = spec::parse_yaml(yaml, "setup.yaml");
  Diagnostics d;
  tsr::Setup setup;
  {
    spec::MapReader reader(root, d, "the setup record");
    reader.take("muster");
    reader.take("scenario");
    reader.take("ruleset");
    reader.take("seed");
    setup = read_record(reader, {"The Liquor Store", 5, {}});
  }
  d.throw_if_any();
  return setup;
}

TEST(SetupRecord, HoldsTheKeysUsersAndToolsRelyOn) {
  const std::string yaml = spec::to_yaml(to_record(roll(testing::default_tsr_scenario(), 5)));
  for (const char* key : {"muster: 1", "ruleset: tsr", "seed: 5", "timeline:", "start: \"", "dusk: \"", "daylight-turns:", "board:",
                          "grid: offset-squares", "columns: 10", "rows: 15", "cell: 75mm", "terrain:", "objective:", "hills:",
                          "peak:", "forest:", "sides:", "USA:", "CSA:", "baseline: south", "markers:", "code: U", "kind: XAX",
                          "drawn: none", "divisions:", "brigades:", "artillery:"})
    EXPECT_NE(yaml.find(key), std::string::npos) << key;
}

TEST(SetupRecord, ReadsBackExactlyWhatWasWritten) {
  const Scenario scenario = testing::default_tsr_scenario();
  for (std::uint64_t seed = 0; seed < 50; ++seed) {
    const tsr::Setup original = roll(scenario, seed);
    const std::string yaml = spec::to_yaml(to_record(original));
    const tsr::Setup copy = read_back(yaml);
    const std::string again = spec::to_yaml(to_record(copy));
    ASSERT_EQ(again.substr(again.find("print:")), yaml.substr(yaml.find("print:"))) << "seed " << seed;
  }
}

TEST(SetupRecord, HandEditsThatBreakTheBoardAreRefused) {
  std::string yaml = spec::to_yaml(to_record(roll(testing::default_tsr_scenario(), 5)));
  const auto at = yaml.find("square: ", yaml.find("markers:")) + 8;
  std::string off_board = yaml;
  off_board.replace(at, yaml.find('}', at) - at, "Z99");
  try {
    read_back(off_board);
    FAIL() << "an off-board square was accepted";
  } catch (const InputError& error) {
    EXPECT_NE(error.diagnostics()[0].message.find("off the board"), std::string::npos);
    EXPECT_GT(error.diagnostics()[0].where.line, 1);
  }
  std::string bad_turns = yaml;
  const auto turns = bad_turns.find("daylight-turns: ");
  bad_turns.replace(turns, bad_turns.find('}', turns) - turns, "daylight-turns: 1");
  EXPECT_THROW(read_back(bad_turns), InputError);
}

}  // namespace
}  // namespace muster::tsr
