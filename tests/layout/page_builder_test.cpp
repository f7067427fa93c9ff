// The page builder's footer in a band of the page's choosing, and drawing cut
// to a window: what sheets whose content runs into the margins need.
#include <gtest/gtest.h>

#include "layout/page_builder.hpp"
#include "support/layout_checks.hpp"

namespace muster::layout {
namespace {

const PaperSize letter = paper_size(Paper::letter);

const TextMeasurer& measurer() { return testing::test_fonts().measurer(); }

// The group holding the footer text on the page, if the footer was placed in a band.
const Group* footer_group(const Page& page, const std::string& footer) {
  for (const Item& item : page.items)
    if (const auto* group = std::get_if<Group>(&item.shape))
      for (const Item& inner : group->items)
        if (const auto* text = std::get_if<Text>(&inner.shape); text && text->text == footer) return group;
  return nullptr;
}

bool has_rule_across_the_foot(const Page& page) {
  return std::any_of(page.items.begin(), page.items.end(), [&](const Item& item) {
    const auto* line = std::get_if<Line>(&item.shape);
    return line && line->from.y == line->to.y && (line->to.x - line->from.x) > page.width / 2;
  });
}

TEST(PageBuilder, AFooterPlacedInATurnedBandRunsUpThatBandAndNowhereElse) {
  PageBuilder builder(letter, measurer(), "The Liquor Store · for the table");
  builder.add({Rect{{Length::mm(20), Length::mm(20)}, Length::mm(10), Length::mm(10), black, std::nullopt}});
  const Band band{{Length::mm(4.2), Length::mm(270)}, Length::mm(260), Length::mm(3), true};
  builder.place_footer(band);
  builder.new_page();
  builder.add({Rect{{Length::mm(20), Length::mm(20)}, Length::mm(10), Length::mm(10), black, std::nullopt}});
  const Document doc = builder.finish("footer", "test");

  const Group* placed = footer_group(doc.pages[0], "The Liquor Store · for the table");
  ASSERT_NE(placed, nullptr);
  const testing::Box box = testing::box_of(*placed);
  EXPECT_NEAR(Length::pt(box.left).millimetres(), 4.2, 1e-6);
  EXPECT_NEAR(Length::pt(box.right).millimetres(), 7.2, 1e-6);
  EXPECT_NEAR(Length::pt(box.top).millimetres(), 10, 1e-6);
  EXPECT_NEAR(Length::pt(box.bottom).millimetres(), 270, 1e-6);
  EXPECT_FALSE(has_rule_across_the_foot(doc.pages[0]));
  EXPECT_TRUE(has_rule_across_the_foot(doc.pages[1])) << "the next page has its footer where footers go";
  testing::expect_on_page_and_fitting(doc, "placed footer");
}

TEST(PageBuilder, ItemsAddedSinceAMarkAreCutToTheirWindow) {
  PageBuilder builder(letter, measurer(), "footer");
  builder.add({Rect{{}, Length::mm(5), Length::mm(5), black, std::nullopt}});
  const std::size_t first = builder.items_on_page();
  builder.add({Rect{{Length::mm(-3), Length::mm(10)}, Length::mm(5), Length::mm(5), black, std::nullopt}});
  builder.add({Line{{Length::mm(-3), Length::mm(10)}, {Length::mm(30), Length::mm(10)}, style::line()}});
  const Rect page_window{{}, letter.width, letter.height, std::nullopt, std::nullopt};
  builder.clip_items_since(first, page_window);
  ASSERT_EQ(builder.items_on_page(), 2u);
  const Document doc = builder.finish("clip", "test");
  const auto* group = std::get_if<Group>(&doc.pages[0].items[1].shape);
  ASSERT_NE(group, nullptr);
  ASSERT_TRUE(group->clip);
  EXPECT_EQ(group->items.size(), 2u);
  testing::expect_on_page_and_fitting(doc, "clipped");
}

// A part that must start on an odd page asks how many pages there are: an empty page in hand is
// counted once and reused, never left blank by new_page.
TEST(PageBuilder, CountsItsPagesTheOneInHandIncluded) {
  PageBuilder builder(letter, measurer(), "footer");
  EXPECT_EQ(builder.page_count(), 1u);
  builder.new_page();
  EXPECT_EQ(builder.page_count(), 1u) << "an empty page is reused";
  builder.add({Rect{{Length::mm(20), Length::mm(20)}, Length::mm(10), Length::mm(10), black, std::nullopt}});
  builder.new_page();
  EXPECT_EQ(builder.page_count(), 2u);
  EXPECT_EQ(builder.finish("count", "test").pages.size(), 2u);
}

}  // namespace
}  // namespace muster::layout
