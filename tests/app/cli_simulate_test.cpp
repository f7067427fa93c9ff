// `muster simulate` as a user runs it: the summary names the seeds it rolled, the report is a
// PDF whose every word lies on its page, bad --runs exit 2, and 'compare' is read by simulate
// and checked, but otherwise ignored, by the other commands.
#include <gtest/gtest.h>

#include "muster_paths.hpp"
#include "support/cli.hpp"

namespace muster::testing {
namespace {

using SimulateCli = CliTest;

const std::string liquor_store = MUSTER_SOURCE_DIR "/scenarios/tsr-liquor-store.yaml";

TEST_F(SimulateCli, PrintsTheSummaryAndWritesTheReportFromNamedSeeds) {
  const auto result = run("simulate " + liquor_store + " --runs 300 --seed 1863 --out report.pdf");
  ASSERT_EQ(result.code, 0) << result.err;
  EXPECT_NE(result.out.find("300 rolls of seeds 1863 to 2162"), std::string::npos) << result.out;
  EXPECT_NE(result.out.find("start hour"), std::string::npos);
  EXPECT_NE(result.out.find("generate " + liquor_store + " --seed SEED"), std::string::npos);
  EXPECT_NE(result.out.find("wrote report.pdf"), std::string::npos);
  EXPECT_EQ(result.err, "") << "no progress line when stderr is not a terminal";
  const std::string info = tool("pdfinfo report.pdf");
  EXPECT_NE(info.find("Pages:"), std::string::npos);
  // Every word PyMuPDF finds lies inside its page, and the charts' labels were drawn.
  const std::string words = tool(
      "/usr/bin/python3 -c \"import fitz,sys\n"
      "d=fitz.open('report.pdf')\n"
      "for p in d:\n"
      "  r=p.rect\n"
      "  for w in p.get_text('words'):\n"
      "    assert w[0]>=r.x0-0.5 and w[1]>=r.y0-0.5 and w[2]<=r.x1+0.5 and w[3]<=r.y1+0.5, (p.number, w[4])\n"
      "print(len(d), sum(len(p.get_text('words')) for p in d), 'daylight' in ''.join(p.get_text() for p in d))\"");
  EXPECT_NE(words.find("True"), std::string::npos) << words;
}

TEST_F(SimulateCli, RefusesRunsOutsideOneToAMillion) {
  for (const std::string runs : {"0", "1000001", "many", "-5"}) {
    const auto result = run("simulate " + liquor_store + " --runs " + runs + " --out r.pdf");
    EXPECT_EQ(result.code, 2) << runs;
    EXPECT_NE(result.err.find("from 1 to 1,000,000"), std::string::npos) << result.err;
  }
}

// Roll i uses seed + i: past the last seed that wrapped round to seeds 0, 1, 2, which anyone can try.
TEST_F(SimulateCli, RefusesRollsThatWouldRunPastTheLastSeed) {
  auto result = run("simulate " + liquor_store + " --runs 5 --seed FZZZZ-ZZZZ-ZZZY --out r.pdf");
  EXPECT_EQ(result.code, 2) << result.out;
  EXPECT_NE(result.err.find("would run past the last seed"), std::string::npos) << result.err;
  EXPECT_FALSE(std::filesystem::exists(dir_ / "r.pdf"));
  result = run("simulate " + liquor_store + " --runs 2 --seed 18446744073709551614 --out r.pdf");
  EXPECT_EQ(result.code, 0) << "the last two seeds: " << result.err;
}

TEST_F(SimulateCli, ComparesVariantsSideBySideWhileCheckAndGenerateOnlyValidateThem) {
  const std::string ghat = "muster: 1\nname: Compared Ghat\nruleset: tsatf\nratio: {infantry: 3, cavalry: yes, artillery: yes}\n"
                           "sides:\n  British: {allegiance: imperial, baseline: south}\n  Mutineers: {allegiance: native, baseline: north}\n";
  write("compared.yaml", ghat + "first-player: roll\ncompare:\n  - {label: rolled}\n  - {label: named, first-player: Mutineers}\n");
  auto result = run("check compared.yaml");
  ASSERT_EQ(result.code, 0) << result.err;
  result = run("simulate compared.yaml --runs 200 --seed 9 --out c.pdf");
  ASSERT_EQ(result.code, 0) << result.err;
  EXPECT_NE(result.out.find("A  rolled"), std::string::npos) << result.out;
  EXPECT_NE(result.out.find("B  named"), std::string::npos);
  EXPECT_NE(result.out.find("2 variants"), std::string::npos);
  // Named, the Mutineers move first in every roll; rolled, in about half.
  EXPECT_NE(result.out.find("100.0%"), std::string::npos) << result.out;
  // A 'compare' of one variant says that it rolled that variant, not the scenario as written.
  write("one.yaml", ghat + "first-player: roll\ncompare:\n  - {label: named, first-player: Mutineers}\n");
  result = run("simulate one.yaml --runs 1 --seed 9 --out one.pdf");
  ASSERT_EQ(result.code, 0) << result.err;
  EXPECT_NE(result.out.find("rolled: 1 variant, in place of the scenario as written"), std::string::npos) << result.out;
  EXPECT_NE(result.out.find("A  named"), std::string::npos) << result.out;
  EXPECT_NE(result.out.find("1 roll, of seed 9"), std::string::npos) << result.out;
  EXPECT_EQ(result.out.find("1 rolls"), std::string::npos) << result.out;
  // A mistake that every variant of a product makes is told once, and says which variant it is in.
  write("typo.yaml", ghat + "compare:\n  first-player: [roll, British]\n  sides.British.colur: [red, blue]\n");
  result = run("simulate typo.yaml --runs 10 --seed 3 --out typo.pdf");
  EXPECT_EQ(result.code, 2);
  EXPECT_NE(result.err.find("in variant 'first-player: roll, sides.British.colur: red': unknown key 'colur'"), std::string::npos) << result.err;
  EXPECT_EQ(result.err.find("in variant 'first-player: British"), std::string::npos) << result.err;
  write("broken.yaml", ghat + "compare:\n  - {first-plaer: roll}\n");
  result = run("generate broken.yaml --seed 3 --out pack");
  EXPECT_EQ(result.code, 2);
  EXPECT_NE(result.err.find("broken.yaml:9:6"), std::string::npos) << result.err;
  EXPECT_FALSE(std::filesystem::exists(dir_ / "pack"));
}

}  // namespace
}  // namespace muster::testing
