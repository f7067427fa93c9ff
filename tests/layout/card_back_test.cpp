// A deck's back: everything inside the card's white border, the pattern cut
// to its panel, the title on its plate at 7 pt or more however long, and the
// same drawing for every card that shares it.
#include <gtest/gtest.h>

#include "layout/card_back.hpp"
#include "support/document_walk.hpp"
#include "support/layout_checks.hpp"

namespace muster::layout {
namespace {

Page back_page(const CardBackDesign& design) {
  PageBuilder builder(paper_size(Paper::a4), testing::test_fonts().measurer(), "footer");
  builder.new_page();
  const std::size_t first = builder.items_on_page();
  card_back(design)(builder, {Length::mm(20), Length::mm(30)}, poker_card_width, poker_card_height);
  const std::size_t last = builder.items_on_page();
  const Document doc = builder.finish("card back", "test");
  Page page = doc.pages.front();
  page.items.assign(page.items.begin() + static_cast<std::ptrdiff_t>(first), page.items.begin() + static_cast<std::ptrdiff_t>(last));
  return page;
}

TEST(CardBack, EverythingStaysInsideTheWhiteBorderAndTheTitleIsLegible) {
  const std::string titles[] = {"Movement", "Casualty", "The Honourable East India Company's Bengal Native Infantry Mutineers"};
  for (const std::string& title : titles) {
    const Page page = back_page({title, "The Sword and the Flame"});
    const double left = (Length::mm(20) + card_border).points() - 0.6, top = (Length::mm(30) + card_border).points() - 0.6;
    const double right = (Length::mm(20) + poker_card_width - card_border).points() + 0.6;
    const double bottom = (Length::mm(30) + poker_card_height - card_border).points() + 0.6;
    bool has_title = false;
    testing::walk(page, [&](const testing::Placed& placed) {
      if (placed.clipped) return;
      const auto box = testing::extent(placed);
      if (!box) return;
      EXPECT_TRUE(box->left >= left && box->top >= top && box->right <= right && box->bottom <= bottom) << title << ": an item leaves the panel";
      if (const auto* text = std::get_if<Text>(&placed.item->shape)) {
        EXPECT_TRUE(fits(testing::test_fonts().measurer(), *text)) << text->text;
        if (text->text != "The Sword and the Flame") {
          has_title = true;
          EXPECT_GE(text->font.size.points(), testing::smallest_identity_pt) << text->text;
        }
      }
    });
    EXPECT_TRUE(has_title) << title;
  }
}

TEST(CardBack, TwoCardsSharingABackAreDrawnAlike) {
  const CardBackDesign design{"Casualty", "", Colour::grey(0.9), Stippling{Length::mm(2), Length::mm(0.4), black}, Hatching{}, false};
  const Page a = back_page(design), b = back_page(design);
  EXPECT_EQ(testing::all_text({"", "", {a}}), testing::all_text({"", "", {b}}));
  EXPECT_EQ(a.items.size(), b.items.size());
  EXPECT_FALSE(testing::all_text({"", "", {a}}).find("Casualty") == std::string::npos);
}

}  // namespace
}  // namespace muster::layout
