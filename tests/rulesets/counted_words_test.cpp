// A count and its noun agree on every page and in every summary: "1 bonus cards" or "1 commands" reads as a misprint.
// Every rule set's shipped scenarios are laid out at a few seeds and every text read, so a new rule
// set's pages are checked the day it is registered.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <regex>
#include <sstream>

#include "muster_paths.hpp"
#include "app/pipeline.hpp"
#include "core/counted.hpp"
#include "rulesets/ruleset.hpp"
#include "support/document_walk.hpp"
#include "support/layout_checks.hpp"

namespace muster {
namespace {

namespace fs = std::filesystem;

TEST(Counted, ANounAgreesWithItsCount) {
  EXPECT_EQ(counted(1, "command"), "1 command");
  EXPECT_EQ(counted(0, "command"), "0 commands");
  EXPECT_EQ(counted(3, "bonus card"), "3 bonus cards");
  EXPECT_EQ(counted(1, "die", "dice"), "1 die");
  EXPECT_EQ(counted(2, "die", "dice"), "2 dice");
}

std::string without_markup(const std::string& text) { return std::regex_replace(text, std::regex("<[^>]*>"), ""); }

// The nouns the pages count, in the plural.
const std::regex one_with_a_plural(
    "(^|[^0-9.,/\\-])1 (commands|units|bonus cards|cards|stands|figures|men|dice|markers|divisions|brigades|hills|areas|turns|leaders|"
    "musicians|roads|hits|batteries|guns|days|sixes|artillery battalions|daylight turns|squares|trees|features|zones|infantry units)\\b");

TEST(CountedWords, NoPageCountsOneOfAnythingInThePlural) {
  int texts = 0;
  for (const auto& entry : fs::directory_iterator(MUSTER_SOURCE_DIR "/scenarios")) {
    if (entry.path().extension() != ".yaml") continue;
    const auto scenario = app::load_scenario(entry.path().string());
    for (std::uint64_t seed : {1, 2, 3, 11, 1863}) {
      const auto setup = scenario->roll(Streams(seed));
      for (const auto& file : setup->lay_out(testing::test_fonts().measurer()))
        for (const auto& page : file.document.pages)
          testing::walk(page, [&](const testing::Placed& placed) {
            const auto* text = std::get_if<layout::Text>(&placed.item->shape);
            if (!text) return;
            ++texts;
            const std::string plain = without_markup(text->text);
            EXPECT_FALSE(std::regex_search(plain, one_with_a_plural))
                << entry.path().filename() << ", seed " << seed << ", " << file.name << ": \"" << plain << "\"";
          });
      std::istringstream summary(setup->summary());
      for (std::string line; std::getline(summary, line);)
        EXPECT_FALSE(std::regex_search(line, one_with_a_plural)) << entry.path().filename() << ", seed " << seed << ", summary: \"" << line << "\"";
    }
  }
  EXPECT_GT(texts, 10000) << "every shipped scenario's pages were read";
}

}  // namespace
}  // namespace muster
