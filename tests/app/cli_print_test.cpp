// The pack as it reaches a printer: viewer preferences read back from the
// written PDFs with qpdf, each side's counters in a file of its own read back
// with poppler, and the duplex offset carried from scenario to record to PDF.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <functional>
#include <regex>

#include "muster_paths.hpp"
#include "rulesets/tsr/procedures.hpp"
#include "support/cli.hpp"
#include "support/scenarios.hpp"

namespace {

namespace fs = std::filesystem;

using muster::testing::slurp;
using CliPrint = muster::testing::CliTest;

const std::string tsr_scenario = MUSTER_SOURCE_DIR "/scenarios/tsr-liquor-store.yaml";
const std::string sbd_scenario = MUSTER_SOURCE_DIR "/scenarios/sbd-wheatfield.yaml";
const std::vector<std::string> counter_files = {"USA-counters.pdf", "CSA-counters.pdf", "markers.pdf", "duplex-check.pdf"};

// The document catalog as qpdf reads it: the last one written, found through the trailer.
std::string catalog(const std::function<std::string(const std::string&)>& tool, const std::string& pdf) {
  const std::string trailer = tool("qpdf --show-object=trailer " + pdf);
  std::smatch root;
  if (!std::regex_search(trailer, root, std::regex("/Root ([0-9]+) 0 R"))) return "no /Root in " + trailer;
  return tool("qpdf --show-object=" + root[1].str() + " " + pdf);
}

TEST_F(CliPrint, EveryPdfAsksForActualSizeAndCounterFilesForLongEdgeDuplex) {
  ASSERT_EQ(run("generate " + tsr_scenario + " --seed 4 --out tsr").code, 0);
  ASSERT_EQ(run("generate " + sbd_scenario + " --seed 4 --out sbd").code, 0);
  auto qpdf = [&](const std::string& command) { return tool(command); };
  for (const char* pack : {"tsr", "sbd"})
    for (const auto& entry : fs::directory_iterator(dir_ / pack)) {
      if (entry.path().extension() != ".pdf") continue;
      const std::string name = entry.path().filename().string(), path = std::string(pack) + "/" + name;
      EXPECT_NE(tool("qpdf --check " + path).find("No syntax or stream encoding errors"), std::string::npos) << path;
      const std::string root = catalog(qpdf, path);
      EXPECT_NE(root.find("/PrintScaling /None"), std::string::npos) << path << ": " << root;
      const bool duplex = std::find(counter_files.begin(), counter_files.end(), name) != counter_files.end();
      EXPECT_EQ(root.find("/Duplex /DuplexFlipLongEdge") != std::string::npos, duplex) << path << ": " << root;
    }
}

TEST_F(CliPrint, ASidesCounterFileShowsItsOwnMarkersAndNoneOfTheEnemys) {
  ASSERT_EQ(run("generate " + tsr_scenario + " --seed 5 --out pack").code, 0);
  EXPECT_FALSE(fs::exists(dir_ / "pack" / "counters.pdf"));
  const muster::tsr::Setup setup = muster::tsr::roll(muster::testing::default_tsr_scenario(), 5);
  for (auto side : muster::tsr::both_sides) {
    const std::string own = muster::tsr::side_key(side), file = "pack/" + own + "-counters.pdf";
    const std::string text = tool("pdftotext " + file + " -") + tool("pdfinfo " + file);
    for (const auto& m : setup.side(muster::tsr::enemy_of(side)).markers)
      EXPECT_EQ(text.find(m.code), std::string::npos) << file << " shows enemy marker " << m.code;
    for (const auto& m : setup.side(side).markers) EXPECT_NE(text.find(m.code), std::string::npos) << file << " lacks " << m.code;
  }
  const std::string markers = tool("pdftotext pack/markers.pdf -");
  for (const auto& side : setup.sides)
    for (const auto& m : side.markers) EXPECT_EQ(markers.find(m.code), std::string::npos) << "markers.pdf shows " << m.code;
}

TEST_F(CliPrint, TheDuplexOffsetGoesIntoTheRecordAndRenderReproducesIt) {
  for (const std::string ruleset : {"tsr", "sbd"}) {
    write(ruleset + ".yaml", "ruleset: " + ruleset + "\nname: Offset\nprint:\n  duplex-offset: [1.5mm, -0.5mm]\n");
    ASSERT_EQ(run("generate " + ruleset + ".yaml --seed 8 --out " + ruleset + "-a").code, 0);
    EXPECT_NE(slurp(dir_ / (ruleset + "-a") / "setup.yaml").find("duplex-offset: [1.5mm, -0.5mm]"), std::string::npos) << ruleset;
    ASSERT_EQ(run("render " + ruleset + "-a/setup.yaml --out " + ruleset + "-b").code, 0);
    for (const auto& file : counter_files)
      EXPECT_TRUE(slurp(dir_ / (ruleset + "-a") / file) == slurp(dir_ / (ruleset + "-b") / file)) << ruleset << " " << file;
    // The words as read, wherever the lines break.
    std::string words = tool("pdftotext " + ruleset + "-b/duplex-check.pdf -");
    std::replace(words.begin(), words.end(), '\n', ' ');
    EXPECT_NE(words.find("backs by x 1.5mm, y -0.5mm"), std::string::npos) << ruleset << ": " << words;
  }
  ASSERT_EQ(run("generate sbd.yaml --seed 8 --out sbd-c").code, 0);
  EXPECT_TRUE(slurp(dir_ / "sbd-a" / "markers.pdf") == slurp(dir_ / "sbd-c" / "markers.pdf")) << "not byte-reproducible";
}

TEST_F(CliPrint, AnOffsetBeyondTenMillimetresExitsTwoWithItsPlace) {
  write("far.yaml", "ruleset: tsr\nprint:\n  duplex-offset: [14mm, 0mm]\n");
  const auto r = run("generate far.yaml --out pack");
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.err.find("far.yaml:3:19: error: 'duplex-offset' x is 14mm, more than 10mm either way"), std::string::npos) << r.err;
  EXPECT_FALSE(fs::exists(dir_ / "pack"));
}

}  // namespace
