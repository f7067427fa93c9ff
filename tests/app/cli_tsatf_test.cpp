// muster running a Sword and the Flame scenario as a user runs it: what it
// says about a hand-edited record, and a scenario's mistakes told once, each
// at its place.
#include <gtest/gtest.h>

#include <filesystem>

#include "muster_paths.hpp"
#include "support/cli.hpp"

namespace {

namespace fs = std::filesystem;

using muster::testing::slurp;
using TsatfCli = muster::testing::CliTest;

const std::string river_ghat = MUSTER_SOURCE_DIR "/scenarios/tsatf-river-ghat.yaml";

// The record's text with every line holding `what` taken out.
std::string without_lines(const std::string& text, const std::string& what) {
  std::string kept;
  for (std::size_t at = 0; at < text.size();) {
    const std::size_t end = std::min(text.find('\n', at), text.size() - 1) + 1;
    const std::string line = text.substr(at, end - at);
    if (line.find(what) == std::string::npos) kept += line;
    at = end;
  }
  return kept;
}

TEST_F(TsatfCli, AWarningFoundReadingARecordReachesTheUser) {
  ASSERT_EQ(run("roll " + river_ghat + " --seed 5 --out rolled").code, 0);
  const std::string record = slurp(dir_ / "rolled" / "setup.yaml");
  const std::string edited = without_lines(record, "3rd Company, 32nd Foot");
  ASSERT_NE(edited, record);
  write("edited.yaml", edited);
  const auto r = run("render edited.yaml --out pack");
  EXPECT_EQ(r.code, 0) << r.err;
  const std::size_t line = 1 + static_cast<std::size_t>(std::count(edited.begin(), edited.begin() + static_cast<long>(edited.find("  British:\n")), '\n'));
  EXPECT_NE(r.err.find("edited.yaml:" + std::to_string(line) + ":3: warning: British has 2 British infantry units where the ratio builds 3"),
            std::string::npos)
      << r.err;
  EXPECT_NE(r.err.find("  hint: the pack prints the units as listed, and says where they depart from the ratio"), std::string::npos) << r.err;
  EXPECT_TRUE(fs::exists(dir_ / "pack" / "rosters.pdf"));
  // The record as muster wrote it says nothing.
  const auto clean = run("render rolled/setup.yaml --out again");
  EXPECT_EQ(clean.code, 0);
  EXPECT_EQ(clean.err, "");
}

TEST_F(TsatfCli, AMissingForceFileIsOneErrorAtTheScenariosLine) {
  write("bad.yaml",
        "ruleset: tsatf\ncampaign: boxer-rebellion\nsides:\n  Legations:\n    units: some-file.yaml\n  Boxers:\n    counts: {boxer-riflemen: 2}\n");
  const auto r = run("generate bad.yaml --out pack");
  EXPECT_EQ(r.code, 2);
  EXPECT_EQ(r.err,
            "bad.yaml:5:12: error: cannot find the force file 'some-file.yaml'\n"
            " 5 |     units: some-file.yaml\n"
            "   |            ^\n"
            "  hint: paths are relative to the scenario file's folder; check the spelling\n"
            "nothing was written.\n");
  EXPECT_FALSE(fs::exists(dir_ / "pack"));
}

TEST_F(TsatfCli, ARefusedRatioIsTheOnlyError) {
  write("ratio.yaml", "ruleset: tsatf\ncampaign: boxer-rebellion\nratio: {infantry: 3}\n");
  const auto r = run("check ratio.yaml");
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.err.find("ratio.yaml:3:19: error: the Western force should have at least 4 infantry units, not 3"), std::string::npos) << r.err;
  EXPECT_EQ(r.err.find("gives no forces"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("\nnothing was written."), std::string::npos) << r.err;
  EXPECT_EQ(r.err.find("problems"), std::string::npos) << r.err;
}

// A pack's cards carry its game's numbers (the scenario's organisation and current dice) and its
// boats, commanders and scouts: the record keeps all of it, so render prints every file again.
TEST_F(TsatfCli, RenderReproducesAGamesCardsBoatsAndCommanders) {
  write("changed.yaml",
        "ruleset: tsatf\ncampaign: sudan-1885\norganisation: {british-infantry: {rank-and-file: 18, leaders: 2}}\n"
        "terrain: {river: 1}\ncurrent: {dice_on_1_to_3: 3}\n"
        "sides:\n  British:\n    units: [{name: A Coy, kind: british-infantry, scouts: 2}, {name: B Coy, kind: british-infantry}]\n"
        "    boats: [{name: Ruby, kind: river-boat, crew: 3, carries: [A Coy]}]\n"
        "  Dervishes:\n    counts: {native-tribe: 3}\n    commanders: [{name: The Emir, senior: yes}]\n");
  for (const std::string& scenario : {std::string("changed.yaml"), std::string(MUSTER_SOURCE_DIR "/scenarios/tsatf-river-column.yaml")})
    for (int seed = 1; seed <= 4; ++seed) {
      const std::string gen = "gen-" + std::to_string(seed), ren = "ren-" + std::to_string(seed);
      fs::remove_all(dir_ / gen);
      fs::remove_all(dir_ / ren);
      ASSERT_EQ(run("generate " + scenario + " --seed " + std::to_string(seed) + " --out " + gen).code, 0) << scenario;
      const auto rendered = run("render " + gen + "/setup.yaml --out " + ren);
      ASSERT_EQ(rendered.code, 0) << rendered.err;
      EXPECT_EQ(rendered.err, "") << scenario;
      for (const auto& file : fs::directory_iterator(dir_ / gen))
        EXPECT_TRUE(slurp(file.path()) == slurp(dir_ / ren / file.path().filename())) << scenario << " seed " << seed << ": " << file.path().filename();
    }
}

}  // namespace
