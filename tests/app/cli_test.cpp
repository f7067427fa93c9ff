// muster as a user runs it: real files, real exit codes, real PDFs read back with poppler.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "muster_paths.hpp"
#include "rulesets/tsr/procedures.hpp"
#include "support/cli.hpp"
#include "support/scenarios.hpp"

namespace {

namespace fs = std::filesystem;

using muster::testing::slurp;
using Cli = muster::testing::CliTest;

const std::string scenario_path = MUSTER_SOURCE_DIR "/scenarios/tsr-liquor-store.yaml";

TEST_F(Cli, NoArgumentsPrintsTheDefaultPackAndSaysHowToRecreateIt) {
  const auto r = run("");
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("wrote output/the-liquor-store-"), std::string::npos);
  // The built-in scenario is rolled again by a plain muster with the seed, from any folder.
  const auto hint = r.out.find("print it again with: " MUSTER_BINARY " --seed ");
  ASSERT_NE(hint, std::string::npos) << r.out;
  int files = 0;
  for (const auto& pack : fs::directory_iterator(dir_ / "output"))
    for (const auto& file : fs::directory_iterator(pack.path())) files += file.path().extension() == ".pdf" ? 1 : 0;
  EXPECT_EQ(files, 11);
}

TEST_F(Cli, TheReprintHintIsACommandThatWorksWhenPasted) {
  const auto first = run("--seed 5 --paper letter --out 'my pack'");
  ASSERT_EQ(first.code, 0) << first.err;
  const std::string marker = "print it again with: ";
  const auto at = first.out.find(marker);
  ASSERT_NE(at, std::string::npos);
  const std::string hint = first.out.substr(at + marker.size(), first.out.find('\n', at) - at - marker.size());
  EXPECT_EQ(hint, MUSTER_BINARY " --seed 5 --paper letter --out 'my pack'");
  const std::string before = slurp(dir_ / "my pack" / "map.pdf");
  fs::remove_all(dir_ / "my pack");
  // Pasted as printed, in another folder's shell as well: the same pack, on the same paper, in the same place.
  ASSERT_EQ(std::system(("cd '" + dir_.string() + "' && " + hint + " >/dev/null 2>&1").c_str()), 0);
  EXPECT_EQ(slurp(dir_ / "my pack" / "map.pdf"), before);
}

// Where a record keeps lengths to a ten-thousandth of a centimetre (State of War's terrain and
// solo groups), generate prints from the record read back, so render prints the same bytes.
TEST_F(Cli, RenderFromTheRecordReproducesEveryRuleSetsPack) {
  for (const char* scenario : {"sow-solo-patrol.yaml", "sow-millers-ford.yaml", "tsb-open-table.yaml", "sbd-wheatfield.yaml", "tsatf-river-ghat.yaml", "tsatf-legation-quarter.yaml"}) {
    const std::string name = fs::path(scenario).stem().string();
    ASSERT_EQ(run("generate " MUSTER_SOURCE_DIR "/scenarios/" + std::string(scenario) + " --seed 11 --out gen-" + name).code, 0) << scenario;
    ASSERT_EQ(run("render gen-" + name + "/setup.yaml --out ren-" + name).code, 0) << scenario;
    for (const auto& file : fs::directory_iterator(dir_ / ("gen-" + name)))
      EXPECT_EQ(slurp(file.path()), slurp(dir_ / ("ren-" + name) / file.path().filename())) << scenario << ": " << file.path().filename();
  }
}

TEST_F(Cli, SameScenarioAndSeedGiveTheSameBytes) {
  ASSERT_EQ(run("generate " + scenario_path + " --seed 1863 --out a").code, 0);
  ASSERT_EQ(run("generate " + scenario_path + " --seed 1863 --out b").code, 0);
  for (const char* file : {"setup.yaml", "umpire.pdf", "USA.pdf", "CSA.pdf", "map.pdf", "USA-counters.pdf", "CSA-counters.pdf", "markers.pdf",
                           "duplex-check.pdf", "USA-roster.pdf", "CSA-roster.pdf", "qrs.pdf"})
    EXPECT_EQ(slurp(dir_ / "a" / file), slurp(dir_ / "b" / file)) << file << " differs between two runs";
  ASSERT_EQ(run("generate " + scenario_path + " --seed 1864 --out c").code, 0);
  EXPECT_NE(slurp(dir_ / "a" / "setup.yaml"), slurp(dir_ / "c" / "setup.yaml"));
}

TEST_F(Cli, RenderFromTheRecordReproducesThePack) {
  ASSERT_EQ(run("roll " + scenario_path + " --seed 77 --out rolled").code, 0);
  ASSERT_TRUE(fs::exists(dir_ / "rolled" / "setup.yaml"));
  EXPECT_FALSE(fs::exists(dir_ / "rolled" / "umpire.pdf"));
  ASSERT_EQ(run("render rolled/setup.yaml").code, 0);
  ASSERT_EQ(run("generate " + scenario_path + " --seed 77 --out direct").code, 0);
  for (const char* file : {"umpire.pdf", "USA.pdf", "map.pdf", "USA-counters.pdf", "markers.pdf", "qrs.pdf"})
    EXPECT_EQ(slurp(dir_ / "rolled" / file), slurp(dir_ / "direct" / file)) << file;
}

// Rolling a setup again into the folder of its printed pack used to replace the pack with its record
// alone; and the hint to print it named a bare `muster`, which a clone's build/muster is not.
TEST_F(Cli, RollingThePrintedSetupAgainKeepsItsPack) {
  ASSERT_EQ(run("generate " + scenario_path + " --seed 77 --out pack").code, 0);
  const std::string map = slurp(dir_ / "pack" / "map.pdf");
  const auto again = run("roll " + scenario_path + " --seed 77 --out pack");
  ASSERT_EQ(again.code, 0) << again.err;
  EXPECT_NE(again.out.find("pack/setup.yaml already holds this setup"), std::string::npos) << again.out;
  EXPECT_EQ(slurp(dir_ / "pack" / "map.pdf"), map);
  EXPECT_NE(again.out.find("print the pack with: " MUSTER_BINARY " render pack/setup.yaml"), std::string::npos) << again.out;
  const auto other = run("roll " + scenario_path + " --seed 78 --out pack");
  ASSERT_EQ(other.code, 0) << other.err;
  EXPECT_NE(other.out.find("wrote pack/setup.yaml"), std::string::npos) << other.out;
  EXPECT_FALSE(fs::exists(dir_ / "pack" / "map.pdf")) << "another setup replaces the pack whole, as the README says";
}

TEST_F(Cli, ASideBriefingNamesNoneOfTheEnemysMarkers) {
  ASSERT_EQ(run("generate " + scenario_path + " --seed 5 --out pack").code, 0);
  const muster::tsr::Setup setup = muster::tsr::roll(muster::testing::default_tsr_scenario(), 5);
  for (auto side : muster::tsr::both_sides) {
    const std::string own = muster::tsr::side_key(side);
    const std::string text = tool("pdftotext pack/" + own + ".pdf -") + tool("pdfinfo pack/" + own + ".pdf");
    for (const auto& m : setup.side(muster::tsr::enemy_of(side)).markers)
      EXPECT_EQ(text.find(m.code), std::string::npos) << own << ".pdf names enemy marker " << m.code;
    for (const auto& m : setup.side(side).markers) {
      if (!m.drawn) continue;
      EXPECT_NE(text.find(m.code), std::string::npos) << own << ".pdf misses its own marker " << m.code;
    }
    EXPECT_EQ(text.find("seed 5"), std::string::npos) << "the seed would let " << own << " roll the enemy's setup again";
  }
  EXPECT_NE(tool("pdftotext pack/umpire.pdf -").find("seed 5"), std::string::npos);
}

TEST_F(Cli, PdfsAreValidWithFixedMetadataAndEmbeddedFonts) {
  ASSERT_EQ(run("generate " + scenario_path + " --seed 9 --paper letter --out pack").code, 0);
  const std::string info = tool("pdfinfo pack/umpire.pdf");
  auto field = [&](const std::string& key) {
    const auto at = info.find(key + ":");
    if (at == std::string::npos) return std::string{};
    const auto start = info.find_first_not_of(' ', at + key.size() + 1);
    return info.substr(start, info.find('\n', start) - start);
  };
  EXPECT_EQ(field("Page size"), "612 x 792 pts (letter)");
  EXPECT_EQ(field("Creator"), "muster " MUSTER_VERSION);
  EXPECT_EQ(field("Title"), "The Liquor Store: umpire");
  EXPECT_EQ(field("CreationDate"), "Thu Jan  1 00:00:00 2026 UTC");
  const std::string fonts = tool("pdffonts pack/qrs.pdf");
  EXPECT_NE(fonts.find("OldStandard"), std::string::npos);
  EXPECT_EQ(fonts.find(" no  "), std::string::npos) << "a font is not embedded:\n" << fonts;
  tool("qpdf --check pack/map.pdf");
}

TEST_F(Cli, ABadScenarioExitsTwoWithItsPlaceAndWritesNothing) {
  write("bad.yaml", "ruleset: tsr\nterrain:\n  tres: 30\ndeployment: {draw: 99}\n");
  const auto r = run("generate bad.yaml --out pack");
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.err.find("bad.yaml:3:3: error: unknown key 'tres' in 'terrain'"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("hint: did you mean 'trees'?"), std::string::npos);
  EXPECT_NE(r.err.find("bad.yaml:4:20: error: 'draw' is 99"), std::string::npos) << r.err;
  EXPECT_FALSE(fs::exists(dir_ / "pack"));
  EXPECT_EQ(run("check bad.yaml").code, 2);
  EXPECT_EQ(run("generate missing.yaml").code, 2);
  write("broken.yaml", "ruleset: tsr\nboard: [1, 2\n");
  const auto broken = run("check broken.yaml");
  EXPECT_EQ(broken.code, 2);
  EXPECT_NE(broken.err.find("broken.yaml:"), std::string::npos);
}

TEST_F(Cli, UnwritableOutputIsABadInputWithAHint) {
  write("file", "x");
  const auto r = run("generate " + scenario_path + " --seed 1 --out file/pack");
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.err.find("choose"), std::string::npos) << r.err;
  EXPECT_EQ(run("generate " + scenario_path + " --bogus").code, 2);
}

TEST_F(Cli, CheckRulesetsAndQrs) {
  const auto check = run("check " + scenario_path);
  EXPECT_EQ(check.code, 0) << check.err;
  EXPECT_NE(check.out.find("ok"), std::string::npos);
  EXPECT_NE(run("rulesets").out.find("tsr\tTerrible Swift Rules"), std::string::npos);
  ASSERT_EQ(run("qrs tsr --out cards.pdf").code, 0);
  EXPECT_NE(tool("pdftotext cards.pdf -").find("General retreat"), std::string::npos);
  EXPECT_EQ(run("qrs nosuch").code, 2);
}

}  // namespace
