// The hatched glue strips of a board printed at 1:1, read off the PDF as printed.
// Stroked a line at a time, every line the sheet's edge cut came with a clip and
// the whole stroke state of its own: about a hundred strokes a sheet, most of what
// a sheet wrote. Stroked as one path, a strip was still a hundred lines of numbers,
// a sixth of a large board's pack. As one dashed stroke, a strip is one line.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "muster_paths.hpp"
#include "support/cli.hpp"
#include "support/pdf_contents.hpp"

namespace muster::testing {
namespace {

using TiledMapStrips = CliTest;

// How many times `text` occurs in `content`.
int occurrences(const std::string& content, const std::string& text) {
  int count = 0;
  for (std::size_t at = content.find(text); at != std::string::npos; at = content.find(text, at + text.size())) ++count;
  return count;
}

// The path from `at` to the stroke that ends it: how many moves and lines it has.
struct StrokedPath {
  int moves = 0, lines = 0;
  bool dashed = false;
};
StrokedPath path_after(const std::string& content, std::size_t at) {
  const std::size_t end = content.find(" S", at);
  const std::string path = content.substr(at, end == std::string::npos ? std::string::npos : end - at);
  return {occurrences(path, " m "), occurrences(path, " l"), path.find("] ") != std::string::npos && path.find(" d") != std::string::npos};
}

TEST_F(TiledMapStrips, EachGlueStripIsOneDashedLine) {
  for (const std::string scenario : {"scenarios/tsr-liquor-store.yaml", "bench/data/tsr-large-board.yaml"}) {
    const auto result = run("generate " MUSTER_SOURCE_DIR "/" + scenario + " --seed 5 --out pack");
    ASSERT_EQ(result.code, 0) << result.err;
    const std::vector<std::string> pages = page_contents(tool("qpdf --qdf --object-streams=disable pack/map.pdf -"));
    ASSERT_GT(pages.size(), 20u) << scenario << ": the overview and the 1:1 sheets";
    const std::string info = tool("pdfinfo pack/map.pdf");
    ASSERT_NE(info.find("Pages:"), std::string::npos);
    ASSERT_EQ(std::stoul(info.substr(info.find("Pages:") + 6)), pages.size()) << scenario << ": a content stream for every page, the overview first";
    EXPECT_EQ(occurrences(pages[0], "0.55 0.55 0.55 RG"), 0) << scenario << ": the overview has no glue strips";
    int strips = 0;
    for (std::size_t page = 1; page < pages.size(); ++page) {
      // The strips' grey is theirs alone on a sheet; a sheet has one on its east edge, one on its south, or neither.
      const std::string& content = pages[page];
      const int strokes = occurrences(content, "0.55 0.55 0.55 RG");
      EXPECT_LE(strokes, 2) << scenario << ", page " << page + 1 << " of " << pages.size();
      strips += strokes;
      for (std::size_t at = content.find("0.55 0.55 0.55 RG"); at != std::string::npos; at = content.find("0.55 0.55 0.55 RG", at + 1)) {
        const StrokedPath strip = path_after(content, at);
        EXPECT_EQ(strip.moves, 1) << scenario << ", page " << page + 1 << ": a strip is one line";
        EXPECT_EQ(strip.lines, 1) << scenario << ", page " << page + 1;
        EXPECT_TRUE(strip.dashed) << scenario << ", page " << page + 1 << ": whose dashes are the hatching's lines";
      }
    }
    EXPECT_GT(strips, static_cast<int>(pages.size())) << scenario << ": most sheets have two strips";
  }
}

}  // namespace
}  // namespace muster::testing
