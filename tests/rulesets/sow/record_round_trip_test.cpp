// Whatever State of War record muster writes, it reads back to the same
// record, as `muster render` reads it: every shipped scenario over many seeds
// with its names at the longest the readers allow and full of what YAML
// treats specially, and random scenarios of forces written by hand (the
// game's among them) on tables of every size.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>

#include "muster_paths.hpp"
#include "app/pipeline.hpp"
#include "core/diagnostic.hpp"
#include "core/random.hpp"
#include "rulesets/sow/force_reader.hpp"
#include "spec/record_yaml.hpp"
#include "random_forces.hpp"

namespace muster::sow {
namespace {

namespace fs = std::filesystem;

// `length` characters, starting with `start`, with what a YAML writer must quote.
std::string awkward(const std::string& start, std::size_t length) {
  std::string text = start + ": \"quoted\" # 'a' [b] {c}, & *d! | > % @ `e` - ";
  while (text.size() < length) text += "x";
  text.resize(length);
  while (text.back() == ' ') text.back() = 'y';  // a trailing blank reads back as nothing
  return text;
}

std::string quoted(const std::string& text) {
  std::string out = "\"";
  for (char c : text) out += c == '"' ? std::string("\\\"") : c == '\\' ? std::string("\\\\") : std::string(1, c);
  return out + "\"";
}

std::string file_text(const fs::path& path) {
  std::ifstream in(path);
  std::stringstream buffer;
  buffer << in.rdbuf();
  return buffer.str();
}

// Writes the record of `scenario` rolled with `seed`, reads it back, and returns both texts.
std::pair<std::string, std::string> written_and_read(const LoadedScenario& scenario, std::uint64_t seed) {
  const std::string written = app::record_text(*scenario.roll(seed));
  return {written, app::record_text(*app::load_record_text(written, "setup.yaml"))};
}

void expect_round_trips(const LoadedScenario& scenario, std::uint64_t seed, const std::string& what) {
  try {
    const auto [written, read] = written_and_read(scenario, seed);
    ASSERT_EQ(read, written) << what << " seed " << seed;
  } catch (const InputError& e) {
    FAIL() << what << " seed " << seed << ": " << e.diagnostics().front().message << " at line " << e.diagnostics().front().where.line << "\n" << app::record_text(*scenario.roll(seed));
  }
}

TEST(SowRecordRoundTrip, EveryShippedScenarioWithTheLongestNamesOverManySeeds) {
  int scenarios = 0;
  for (const auto& entry : fs::directory_iterator(MUSTER_SOURCE_DIR "/scenarios")) {
    const std::string file = entry.path().filename().string();
    if (entry.path().extension() != ".yaml" || file.rfind("sow-", 0) != 0) continue;
    ++scenarios;
    std::string text = file_text(entry.path());
    text = std::regex_replace(text, std::regex("^name: .*$", std::regex::multiline), "name: " + quoted(awkward("Scenario", 80)));
    text = std::regex_replace(text, std::regex("^    name: .*$", std::regex::multiline), "    name: " + quoted(awkward("Side", 32)));
    ASSERT_NE(text.find(quoted(awkward("Side", 32))), std::string::npos) << file;
    // Read as if it stood where the shipped file does, so that a force file beside it is found.
    const auto scenario = app::load_scenario_text(text, entry.path().string());
    for (std::uint64_t seed = 1; seed <= 150; ++seed) expect_round_trips(*scenario, seed * 104729, file);
  }
  EXPECT_GE(scenarios, 2);
}

// A unit list as a scenario writes it, each unit named at the longest a name may be.
Record units_of(const Force& force, const std::string& side) {
  Force named = force;
  for (std::size_t u = 0; u < named.units.size(); ++u) named.units[u].name = awkward(side + " unit " + std::to_string(u + 1), 40);
  return force_list_record(named);
}

Record point(int x, int y) {
  Record p = Record::list(true);
  p.push(Record::value(std::to_string(x) + "cm")).push(Record::value(std::to_string(y) + "cm"));
  return p;
}

// A random scenario: a table of some size, terrain rolled or placed by hand with the longest labels,
// two forces written by hand or bought, and half the time a side run by the game.
std::string random_scenario(RandomStream& dice) {
  static const std::vector<std::pair<int, int>> tables{{180, 120}, {240, 120}, {150, 100}, {120, 120}, {360, 240}};
  const bool solo = dice.below(2) == 0;
  const auto [width, depth] = solo ? tables[dice.below(2)] : tables[dice.below(static_cast<std::uint32_t>(tables.size()))];
  Record scenario = Record::map();
  scenario.add("muster", Record::value(1)).add("name", Record::value(awkward("Random", 80), true)).add("ruleset", Record::value("sow"));
  scenario.add("table", Record::map(true).add("width", Record::value(std::to_string(width) + "cm")).add("depth", Record::value(std::to_string(depth) + "cm")));
  Record terrain = Record::map();
  if (dice.below(2) == 0) {
    Record placed = Record::list();
    placed.push(Record::map(true).add("kind", Record::value("hill")).add("label", Record::value(awkward("Hill", 60), true))
                    .add("centre", point(width / 2, depth / 2)).add("size", point(30, 24)));
    placed.push(Record::map(true).add("kind", Record::value("wood")).add("label", Record::value(awkward("Wood", 60), true))
                    .add("centre", point(width / 2 - 35, depth / 2)).add("size", point(20, 20)).add("shape", Record::value("rectangle")));
    terrain.add("placed", placed);
  } else {
    terrain.add("hills", Record::value(static_cast<int>(dice.below(3)))).add("woods", Record::value(static_cast<int>(dice.below(4))));
    terrain.add("streams", Record::value(static_cast<int>(dice.below(2)))).add("roads", Record::value(static_cast<int>(dice.below(2))));
  }
  scenario.add("terrain", terrain);
  if (solo) scenario.add("solo", Record::value(dice.below(2) == 0 ? "North" : "South"));
  Record sides = Record::map();
  for (const std::string key : {"North", "South"}) {
    Record side = Record::map();
    side.add("name", Record::value(awkward(key, 32), true));
    if (dice.below(3) == 0) {
      static const char* companies[] = {"infantry", "federal-cavalry", "confederate-cavalry"};
      static const char* classes[] = {"veteran", "trained", "raw", "civilian"};
      side.add("force", Record::map(true)
                            .add("points", Record::value(30 + static_cast<int>(dice.below(1500))))
                            .add("company", Record::value(companies[dice.below(3)]))
                            .add("class", Record::value(classes[dice.below(4)])));
    } else {
      side.add("units", units_of(testing::random_force(dice, 60), key));
    }
    sides.add(key, side);
  }
  scenario.add("sides", sides);
  return spec::to_yaml(scenario);
}

TEST(SowRecordRoundTrip, RandomScenariosOfHandWrittenAndBoughtForces) {
  RandomStream dice = RandomStream::for_procedure(34, "sow-record-round-trip");
  int rolled = 0, solo = 0;
  for (int trial = 0; trial < 400; ++trial) {
    const std::string text = random_scenario(dice);
    std::unique_ptr<LoadedScenario> scenario;
    try {
      scenario = app::load_scenario_text(text, "random.yaml");
    } catch (const InputError& e) {
      // Only a bought force too dear for its captain, or a game's force too large for its zone, is refused.
      const std::string message = e.diagnostics().front().message;
      ASSERT_TRUE(message.find("do not buy the company's captain") != std::string::npos || message.find("does not fit a line") != std::string::npos)
          << message << "\n" << text;
      continue;
    }
    ++rolled;
    solo += text.find("\nsolo:") != std::string::npos;
    expect_round_trips(*scenario, 1000 + static_cast<std::uint64_t>(trial), "trial " + std::to_string(trial) + "\n" + text);
    if (::testing::Test::HasFatalFailure()) return;
  }
  EXPECT_GT(rolled, 320);
  EXPECT_GT(solo, 140);
}

}  // namespace
}  // namespace muster::sow
