// muster running a Short But Desperate scenario as a user runs it: orbat files
// beside the scenario, the whole pack, render from the record, bad orbats.
#include <gtest/gtest.h>

#include <filesystem>

#include "muster_paths.hpp"
#include "support/cli.hpp"

namespace {

namespace fs = std::filesystem;

using muster::testing::slurp;
using SbdCli = muster::testing::CliTest;

const std::string wheatfield = MUSTER_SOURCE_DIR "/scenarios/sbd-wheatfield.yaml";
const std::vector<std::string> pack_files = {"setup.yaml", "umpire.pdf", "USA.pdf", "CSA.pdf", "map.pdf",
                                             "USA-counters.pdf", "CSA-counters.pdf", "markers.pdf", "duplex-check.pdf",
                                             "USA-roster.pdf", "CSA-roster.pdf", "qrs.pdf", "prebattle-worksheet.pdf"};

TEST_F(SbdCli, GenerateWritesTheWholePackAndRenderReproducesIt) {
  ASSERT_EQ(run("generate " + wheatfield + " --seed 12 --out a").code, 0);
  ASSERT_EQ(run("generate " + wheatfield + " --seed 12 --out b").code, 0);
  for (const auto& file : pack_files) EXPECT_TRUE(slurp(dir_ / "a" / file) == slurp(dir_ / "b" / file)) << file << " differs between two runs";
  ASSERT_EQ(run("render a/setup.yaml --out c").code, 0);
  for (const auto& file : pack_files) {
    if (file == "setup.yaml") continue;
    EXPECT_TRUE(slurp(dir_ / "a" / file) == slurp(dir_ / "c" / file)) << file << " differs when rendered from the record";
  }
  const std::string info = tool("pdfinfo a/USA-roster.pdf");
  EXPECT_NE(info.find("595.276 x 841.89 pts (A4)"), std::string::npos) << info;
  EXPECT_NE(tool("qpdf --check a/USA-counters.pdf").find("No syntax or stream encoding errors"), std::string::npos);
}

TEST_F(SbdCli, ASideBriefingNamesNoneOfTheEnemysUnits) {
  ASSERT_EQ(run("generate " + wheatfield + " --seed 3 --out pack").code, 0);
  const std::string usa = tool("pdftotext pack/USA.pdf -"), csa = tool("pdftotext pack/CSA.pdf -");
  for (const char* confederate : {"Kershaw", "Barksdale", "13th Mississippi", "Manly"}) EXPECT_EQ(usa.find(confederate), std::string::npos) << confederate;
  for (const char* federal : {"Caldwell", "Irish Brigade", "140th Pennsylvania"}) EXPECT_EQ(csa.find(federal), std::string::npos) << federal;
  EXPECT_NE(usa.find("140th Pennsylvania"), std::string::npos);
  EXPECT_EQ(usa.find("seed 3"), std::string::npos);
}

TEST_F(SbdCli, AMissingOrbatFileExitsTwoNamingTheScenarioLine) {
  write("bad.yaml", "ruleset: sbd\nsides:\n  CSA: {orbat: orbats/gone.yaml}\n");
  const auto r = run("generate bad.yaml --out pack");
  EXPECT_EQ(r.code, 2);
  const std::string& err = r.err;
  EXPECT_NE(err.find("bad.yaml:3:16: error: cannot find the orbat file 'orbats/gone.yaml'"), std::string::npos) << err;
  EXPECT_FALSE(fs::exists(dir_ / "pack"));
}

TEST_F(SbdCli, QrsPrintsTheCardsAndTheBlankWorksheet) {
  ASSERT_EQ(run("qrs sbd --out cards.pdf").code, 0);
  const std::string text = tool("pdftotext cards.pdf -");
  EXPECT_NE(text.find("Short But Desperate: quick reference"), std::string::npos);
  EXPECT_NE(text.find("Pre-battle week worksheet"), std::string::npos);
  EXPECT_NE(text.find("15-30"), std::string::npos);  // the day-of-battle table, from the generator's own table
}

}  // namespace

namespace muster {
namespace {

class RecordPaths : public testing::CliTest {};

// The orbat path in a record is the one the scenario wrote, wherever muster ran.
TEST_F(RecordPaths, TheRecordIsTheSameFromAnyFolder) {
  for (const std::string scenario : {"sbd-wheatfield.yaml", "tsb-ypres-1914.yaml"}) {
    const std::string source = std::string(MUSTER_SOURCE_DIR) + "/scenarios/" + scenario;
    ASSERT_EQ(run("roll '" + source + "' --seed 5 --out here").code, 0);
    ASSERT_EQ(run("roll '" + std::filesystem::relative(source, dir_).string() + "' --seed 5 --out there").code, 0);
    EXPECT_EQ(testing::slurp(dir_ / "here" / "setup.yaml"), testing::slurp(dir_ / "there" / "setup.yaml")) << scenario;
  }
}

}  // namespace
}  // namespace muster
