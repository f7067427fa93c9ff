// `muster check` recognises what it is given (a scenario, a setup record, an orbat or a
// force file) and checks it as that, by the code the commands that use it run.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "muster_paths.hpp"
#include "support/cli.hpp"

namespace {

namespace fs = std::filesystem;
using CheckKinds = muster::testing::CliTest;

std::string text_of(const fs::path& file) {
  std::ifstream in(file);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

std::string replaced(std::string text, const std::string& from, const std::string& to) {
  const auto at = text.find(from);
  EXPECT_NE(at, std::string::npos) << from;
  return at == std::string::npos ? text : text.replace(at, from.size(), to);
}

// The records of every shipped scenario, as muster wrote them (tests/golden/records).
TEST_F(CheckKinds, EveryRecordMusterWritesChecksAsARecord) {
  int records = 0;
  for (const auto& entry : fs::directory_iterator(MUSTER_SOURCE_DIR "/tests/golden/records")) {
    const auto r = run("check '" + entry.path().string() + "'");
    EXPECT_EQ(r.code, 0) << entry.path() << "\n" << r.err;
    EXPECT_NE(r.out.find(": ok (the setup record of "), std::string::npos) << r.out;
    ++records;
  }
  EXPECT_GE(records, 12);
}

TEST_F(CheckKinds, AnEditedRecordIsRefusedAsRenderRefusesIt) {
  const std::string record = text_of(MUSTER_SOURCE_DIR "/tests/golden/records/tsr-liquor-store.yaml");
  write("setup.yaml", replaced(record, "timeline: {start: \"", "timeline: {start: \"08:30\", old: \""));
  const auto check = run("check setup.yaml");
  const auto render = run("render setup.yaml --out pack");
  EXPECT_EQ(check.code, 2) << check.err;
  EXPECT_EQ(render.code, 2) << render.err;
  EXPECT_NE(check.err.find("turns begin on the hour"), std::string::npos) << check.err;
  EXPECT_EQ(check.err, render.err);
}

TEST_F(CheckKinds, EveryShippedOrbatAndForceFileChecksAsItsRuleSetReadsIt) {
  const std::map<std::string, std::string> expected = {
      {"confederate-mclaws.yaml", "an orbat file of Short But Desperate)"},
      {"union-caldwell.yaml", "an orbat file of Short But Desperate)"},
      {"tsb-british-1914.yaml", "an orbat file of The Square Brigadier, read for the early-20th period)"},
      {"sow-union-patrol.yaml", "a force file of State of War)"},
      {"tsatf-legation-guards.yaml", "a force file of The Sword and the Flame, read as the imperial side in the Boxer Rebellion"},
  };
  for (const auto& [file, said] : expected) {
    const auto r = run("check '" MUSTER_SOURCE_DIR "/scenarios/orbats/" + file + "'");
    EXPECT_EQ(r.code, 0) << file << "\n" << r.err;
    EXPECT_NE(r.out.find(": ok (" + said), std::string::npos) << r.out;
  }
}

TEST_F(CheckKinds, AnOrbatsProblemsAreToldAtTheirPlacesOnce) {
  write("brigade.yaml",
        "name: Brigade\nleader: {name: Col. Smith}\nunits:\n"
        "  - {name: 1st Foot, type: infantry}\n"
        "  - {name: 1st Foot, type: infantry}\n");
  const auto r = run("check --ruleset tsb brigade.yaml");
  EXPECT_EQ(r.code, 2) << r.err;
  const std::string problem = "brigade.yaml:5:5: error: two units are called '1st Foot'";
  const auto first = r.err.find(problem);
  EXPECT_NE(first, std::string::npos) << r.err;
  EXPECT_EQ(r.err.find(problem, first + 1), std::string::npos) << "told twice:\n" << r.err;
}

TEST_F(CheckKinds, AForceFileIsReadOnlyAsARuleSetThatReadsForceFiles) {
  write("force.yaml", "units:\n  - {name: Patrol, figures: [{rank: sergeant}]}\n");
  const auto r = run("check --ruleset sbd force.yaml");
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.err.find("force.yaml: error: the rule set 'sbd' reads no force files"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("hint: force files are read by sow, tsatf"), std::string::npos) << r.err;
}

TEST_F(CheckKinds, TheSchemaLineOfAFileOfUnitsNamesItsRuleSet) {
  const std::string guards = text_of(MUSTER_SOURCE_DIR "/scenarios/orbats/tsatf-legation-guards.yaml");
  write("guards.yaml", replaced(guards, "tsatf-orbat.json", "sow-orbat.json"));
  const auto r = run("check guards.yaml");
  EXPECT_EQ(r.code, 2) << r.out;  // read as State of War's, the guards' kinds mean nothing
  EXPECT_EQ(r.err.find("Sword and the Flame"), std::string::npos) << r.err;
}

TEST_F(CheckKinds, WhatIsNoMusterFileIsRefusedByItsPathAlone) {
  write("notes.yaml", "- shopping\n- list\n");
  const auto r = run("check notes.yaml");
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.err.find("'notes.yaml' is not a muster scenario"), std::string::npos) << r.err;
  EXPECT_EQ(r.err.find("shopping"), std::string::npos) << r.err;
}

}  // namespace
