// A side's briefing is one sheet where a slightly smaller map lets it be: the
// Wells at Abu Klea's briefings put "The enemy: ..." alone on a second sheet,
// and Fenwick Mill Crossing's two rows of its force table, on Letter.
#include <gtest/gtest.h>

#include "muster_paths.hpp"
#include "app/pipeline.hpp"
#include "rulesets/ruleset.hpp"
#include "support/layout_checks.hpp"

namespace muster {
namespace {

// The page counts of the side briefings of `scenario` (under scenarios/) rolled at `seed` and laid out on `paper`.
std::vector<std::pair<std::string, std::size_t>> side_briefing_pages(const std::string& scenario, std::uint64_t seed, Paper paper) {
  const auto loaded = app::load_scenario(MUSTER_SOURCE_DIR "/scenarios/" + scenario);
  auto setup = loaded->roll(Streams(seed));
  setup->set_paper(paper);
  std::vector<std::pair<std::string, std::size_t>> pages;
  for (const std::string& side : setup->side_keys())
    for (const auto& file : setup->lay_out(testing::test_fonts().measurer()))
      if (file.name == side + ".pdf") pages.emplace_back(file.name, file.document.pages.size());
  return pages;
}

TEST(BriefingPages, ABriefingThatFitsOneSheetWithASmallerMapTakesOne) {
  struct Case {
    const char* scenario;
    Paper paper;
  };
  for (const Case& c : {Case{"tsatf-desert-column.yaml", Paper::a4}, Case{"tsatf-desert-column.yaml", Paper::letter},
                        Case{"tsb-mill-crossing.yaml", Paper::letter}}) {
    const auto pages = side_briefing_pages(c.scenario, 7, c.paper);
    ASSERT_EQ(pages.size(), 2U) << c.scenario;
    for (const auto& [name, count] : pages) EXPECT_EQ(count, 1U) << c.scenario << ", " << name << (c.paper == Paper::a4 ? ", A4" : ", Letter");
  }
}

}  // namespace
}  // namespace muster
