// A flexible block (a briefing's map) is drawn smaller only where that saves a
// sheet, and then as large as still saves it, to the millimetre.
#include "layout/fewest_pages.hpp"

#include <gtest/gtest.h>

#include <vector>

#include "layout/page_builder.hpp"
#include "support/layout_checks.hpp"

namespace muster::layout {
namespace {

const TextMeasurer& measurer() { return testing::test_fonts().measurer(); }

// A rectangle `width` wide as the next block of the page.
void block(PageBuilder& b, Length width, Length height) { b.add({Rect{b.reserve(height), width, height, black, std::nullopt}}); }

// A page of `room_for_map_and_tail` free after a fixed block, then the map (a
// rectangle as tall as asked) and a 12 mm tail, as a briefing's last section.
struct Briefing {
  Length room_for_map_and_tail;
  std::vector<Length> asked;

  Document operator()(Length map_height) {
    asked.push_back(map_height);
    PageBuilder b(paper_size(Paper::a4), measurer(), "footer");
    block(b, Length::mm(50), b.remaining() - room_for_map_and_tail);
    block(b, Length::mm(100), map_height);
    block(b, Length::mm(50), Length::mm(12));
    return b.finish("briefing", "test");
  }
};

Length map_height_in(const Document& doc) {
  for (const Page& page : doc.pages)
    for (const Item& item : page.items)
      if (const auto* rect = std::get_if<Rect>(&item.shape); rect && rect->width == Length::mm(100)) return rect->height;
  return Length{};
}

TEST(FewestPages, AMapShrinksToTheLargestWholeMillimetreThatKeepsOnePage) {
  Briefing briefing{Length::mm(100.4), {}};  // one page with a map of up to 88.4 mm
  const Document doc = on_fewest_pages(std::ref(briefing), Length::mm(110), Length::mm(80));
  EXPECT_EQ(doc.pages.size(), 1U);
  EXPECT_NEAR(map_height_in(doc).millimetres(), 88, 1e-9) << "80 mm and whole millimetres up: 88 is the largest that fits";
  EXPECT_LE(briefing.asked.size(), 8U) << "halving, not a millimetre at a time";
}

TEST(FewestPages, AMapThatFitsAtItsLargestIsLaidOutOnce) {
  Briefing briefing{Length::mm(150), {}};
  const Document doc = on_fewest_pages(std::ref(briefing), Length::mm(110), Length::mm(80));
  EXPECT_EQ(doc.pages.size(), 1U);
  EXPECT_EQ(map_height_in(doc), Length::mm(110));
  EXPECT_EQ(briefing.asked.size(), 1U);
}

TEST(FewestPages, AMapKeepsItsSizeWhereShrinkingItSavesNoSheet) {
  Briefing briefing{Length::mm(60), {}};  // even an 80 mm map spills
  const Document doc = on_fewest_pages(std::ref(briefing), Length::mm(110), Length::mm(80));
  EXPECT_EQ(doc.pages.size(), 2U);
  EXPECT_EQ(map_height_in(doc), Length::mm(110));
  EXPECT_EQ(briefing.asked.size(), 2U) << "the largest, then the smallest: no search";
}

}  // namespace
}  // namespace muster::layout
