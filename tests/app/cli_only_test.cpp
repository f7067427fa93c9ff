// `--only` on the command line: a partial pack is the same files as the whole pack's,
// byte for byte (it only leaves files out, so no secret can move), says that it is
// partial, and a name the pack does not know writes nothing.
#include <gtest/gtest.h>

#include <filesystem>
#include <set>

#include "muster_paths.hpp"
#include "support/cli.hpp"

namespace {

namespace fs = std::filesystem;
using muster::testing::slurp;
using CliOnly = muster::testing::CliTest;

std::set<std::string> names_in(const fs::path& folder) {
  std::set<std::string> names;
  for (const auto& entry : fs::directory_iterator(folder)) names.insert(entry.path().filename().string());
  return names;
}

struct Pack {
  const char* scenario;
  const char* side;  // one side's key
};

// One scenario of each rule set.
const Pack packs[] = {{"tsr-liquor-store", "USA"}, {"sbd-wheatfield", "CSA"}, {"tsb-mill-crossing", "Northern"},
                      {"sow-millers-ford", "USA"}, {"tsatf-river-ghat", "British"}};

std::string scenario_path(const char* name) { return MUSTER_SOURCE_DIR "/scenarios/" + std::string(name) + ".yaml"; }

TEST_F(CliOnly, APartialPackIsTheWholePacksFilesByteForByte) {
  for (const Pack& pack : packs) {
    const std::string scenario = scenario_path(pack.scenario), whole = std::string(pack.scenario) + "-whole";
    ASSERT_EQ(run("generate " + scenario + " --seed 11 --out " + whole).code, 0) << pack.scenario;
    const auto all = names_in(dir_ / whole);
    const std::string side = pack.side;
    // A side's own files: its briefing and every "<side>-" file; the map and the reference cards by name.
    std::set<std::string> own{"setup.yaml"};
    for (const auto& name : all)
      if (name == side + ".pdf" || name.rfind(side + "-", 0) == 0) own.insert(name);
    const std::set<std::string> table{"setup.yaml", "map.pdf", "qrs.pdf"};
    for (const auto& [only, expected] : {std::pair{side, own}, std::pair{std::string("map,qrs"), table}}) {
      const std::string part = std::string(pack.scenario) + "-" + only;
      const auto r = run("generate " + scenario + " --seed 11 --only " + only + " --out " + part);
      ASSERT_EQ(r.code, 0) << pack.scenario << " --only " << only << ": " << r.err;
      EXPECT_EQ(names_in(dir_ / part), expected) << pack.scenario << " --only " << only;
      for (const auto& name : names_in(dir_ / part))
        EXPECT_EQ(slurp(dir_ / part / name), slurp(dir_ / whole / name)) << pack.scenario << " --only " << only << ": " << name;
      EXPECT_NE(r.out.find("wrote " + part + "/ (only " + only + ")"), std::string::npos) << r.out;
    }
  }
}

TEST_F(CliOnly, ThePartialPacksHintsPrintItAgainAndPrintTheWhole) {
  const std::string scenario = scenario_path("tsr-liquor-store");
  const auto r = run("generate " + scenario + " --seed 11 --only counters,rosters --out part");
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(names_in(dir_ / "part"), (std::set<std::string>{"setup.yaml", "USA-counters.pdf", "CSA-counters.pdf", "USA-roster.pdf", "CSA-roster.pdf"}));
  EXPECT_NE(r.out.find(" --only counters,rosters\n"), std::string::npos) << r.out;
  const auto whole_line = r.out.find("print the whole pack with: ");
  ASSERT_NE(whole_line, std::string::npos) << r.out;
  const std::string whole = r.out.substr(whole_line + 27, r.out.find('\n', whole_line) - whole_line - 27);
  EXPECT_EQ(whole.find("--only"), std::string::npos) << whole;
  ASSERT_EQ(run(whole.substr(whole.find(' ') + 1)).code, 0) << whole;
  EXPECT_TRUE(names_in(dir_ / "part").count("umpire.pdf")) << whole;
}

TEST_F(CliOnly, RenderPrintsOnlyTheAskedFilesFromARecord) {
  ASSERT_EQ(run("generate " + scenario_path("sbd-wheatfield") + " --seed 11 --out whole").code, 0);
  const auto r = run("render whole/setup.yaml --only USA,roster --out part");
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(names_in(dir_ / "part"), (std::set<std::string>{"setup.yaml", "USA-roster.pdf"}));
  EXPECT_EQ(slurp(dir_ / "part/USA-roster.pdf"), slurp(dir_ / "whole/USA-roster.pdf"));
  EXPECT_NE(r.out.find("render whole/setup.yaml --out part --only USA,roster\n"), std::string::npos) << r.out;
}

TEST_F(CliOnly, TheBuiltInScenarioTakesOnlyWithNoCommand) {
  const auto r = run("--seed 11 --only map --out part");
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(names_in(dir_ / "part"), (std::set<std::string>{"setup.yaml", "map.pdf"}));
  EXPECT_NE(r.out.find("print it again with: " MUSTER_BINARY " --seed "), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("--out part --only map\n"), std::string::npos) << r.out;
}

TEST_F(CliOnly, AnUnknownNameSuggestsTheNearestAndWritesNothing) {
  const auto r = run("generate " + scenario_path("tsr-liquor-store") + " --seed 11 --only map,conters --out part");
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.err.find("muster: error: --only: this pack has no file called 'conters'\n  hint: did you mean 'counters'?"), std::string::npos) << r.err;
  EXPECT_FALSE(fs::exists(dir_ / "part"));
  EXPECT_EQ(run("generate " + scenario_path("tsr-liquor-store") + " --seed 11 --only USA,map --out part").code, 2);
  EXPECT_FALSE(fs::exists(dir_ / "part"));
}

}  // namespace
