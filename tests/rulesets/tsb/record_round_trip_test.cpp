// Whatever muster writes for The Square Brigadier, it reads back (issue 34):
// names of every length the readers allow, and every shipped scenario over
// many seeds.
#include <gtest/gtest.h>

#include "rulesets/tsb/procedures.hpp"
#include "rulesets/tsb/record.hpp"
#include "spec/record_yaml.hpp"
#include "support/record_text.hpp"
#include "support/temp_folder.hpp"
#include "support/tsb_scenarios.hpp"

namespace muster::tsb {
namespace {

// The record of `setup` read back and written again; the first problem if it is refused.
std::string again(const std::string& text, std::string& problem) {
  Diagnostics d;
  const Setup setup = testing::read_record_text(text, d, read_record);
  problem = d.empty() ? "" : d.list()[0].message;
  return d.empty() ? spec::to_yaml(to_record(setup), "") : "";
}

class TsbRecordRoundTrip : public testing::TempFolderTest {};

// A General of 43-48 characters with units of his own gave a command called "<his name>'s own",
// longer than the 48 a command's name may have: the record could not be read back.
TEST_F(TsbRecordRoundTrip, NamesOfEveryLengthUpToTheLimit) {
  for (std::size_t length = 1; length <= 48; ++length) {
    const std::string general(length, 'G'), longest(48, 'x');
    write("orbat.yaml", "name: Army\nleader: {name: \"" + general + "\"}\nunits:\n  - {name: \"" + longest + "\", type: infantry}\n"
                        "commands:\n  - name: \"" + std::string(48, 'C') + "\"\n    leader: {name: \"" + std::string(48, 'L') + "\"}\n"
                        "    units:\n      - {name: \"" + std::string(48, 'y') + "\", type: infantry}\n      - {name: B, type: infantry}\n"
                        "      - {name: C, type: infantry}\n");
    const std::string scenario = "muster: 1\nname: \"" + std::string(80, 'N') + "\"\nruleset: tsb\nsides:\n"
                                 "  Red: {name: \"" + std::string(32, 'R') + "\", baseline: south, orbat: orbat.yaml}\n"
                                 "  Blue: {baseline: north, army: {infantry: 4}}\n";
    const Scenario s = testing::tsb_scenario(scenario, (dir_ / "scenario.yaml").string());
    const std::string text = testing::record_text_of(roll(s, Streams(length)));
    std::string problem;
    EXPECT_TRUE(again(text, problem) == text) << "a General of " << length << " characters: " << problem;
  }
}

TEST(TsbRecordRoundTripShipped, EveryShippedScenarioOverManySeeds) {
  for (const char* file : {"scenarios/tsb-mill-crossing.yaml", "scenarios/tsb-ypres-1914.yaml", "scenarios/tsb-open-table.yaml"}) {
    const Scenario scenario = testing::tsb_scenario_file(file);
    for (std::uint64_t seed = 1; seed <= 2000; ++seed) {
      const std::string text = testing::record_text_of(roll(scenario, Streams(seed)));
      std::string problem;
      ASSERT_TRUE(again(text, problem) == text) << file << " seed " << seed << ": " << problem;
    }
  }
}

}  // namespace
}  // namespace muster::tsb
