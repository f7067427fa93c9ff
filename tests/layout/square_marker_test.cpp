// A square marker's words keep a millimetre from its left and right cuts at every size a rule set
// prints from 15 mm up (a twenty-fifth on the smallest, 12 mm), and stay inside the marker top to bottom.
#include "layout/square_marker.hpp"

#include <gtest/gtest.h>

#include "support/document_walk.hpp"
#include "support/layout_checks.hpp"

namespace muster::layout {
namespace {

const Point corner{Length::mm(20), Length::mm(30)};

Page marker_page(const SquareMarker& marker, Length size) {
  PageBuilder builder(paper_size(Paper::a4), testing::test_fonts().measurer(), "footer");
  builder.new_page();
  const std::size_t first = builder.items_on_page();
  square_marker(marker)(builder, corner, size, size);
  const std::size_t last = builder.items_on_page();
  Page page = builder.finish("marker", "test").pages.front();
  page.items.assign(page.items.begin() + static_cast<std::ptrdiff_t>(first), page.items.begin() + static_cast<std::ptrdiff_t>(last));
  return page;
}

// Markers as the rule sets print them, each from the smallest size its rule set allows.
struct Printed {
  SquareMarker marker;
  double smallest_mm;
};

TEST(SquareMarker, WordsKeepAMillimetreFromTheSideCuts) {
  const std::vector<Printed> printed = {
      {{std::nullopt, {}, "LOW AMMO", "replenish to skirmish", std::nullopt}, 12},                        // SBD
      {{Colour::grey(0.4), {}, "AMMO STORE", "rear zone of command", std::nullopt}, 12},                  // SBD
      {{Colour::grey(0.45), {"ROAD"}, "COLUMN", "+1\u00a0area\u00a0\u00b7 no\u00a0fire", std::nullopt}, 12},  // TSB
      {{Colour::grey(0.6), {"COMMANDER", "CMDR"}, "Brig. Gen. Joshua Lawrence Chamberlain", "1st Brigade", NameKind::person}, 12},  // TSB
      {{Colour::grey(0.4), {"MUTINEERS"}, "HORSE HOLDERS", "the unit's horses", std::nullopt}, 15},       // TSATF
      {{Colour::grey(0.4), {"MUTINEERS"}, "ON FOOT", "dismounted cavalry", std::nullopt}, 15},            // TSATF
      {{Colour::grey(0.4), {"BRITISH"}, "SHAKEN", "pass morale to recover", std::nullopt}, 15}};          // TSATF
  const auto& measurer = testing::test_fonts().measurer();
  int texts = 0;
  for (const auto& [marker, smallest_mm] : printed)
    for (double mm : {12.0, 15.0, 19.0, 25.0}) {
      if (mm < smallest_mm) continue;
      const Length size = Length::mm(mm), margin = mm < 15 ? size * 0.04 : max(Length::mm(1), size * 0.04);
      testing::walk(marker_page(marker, size), [&](const testing::Placed& placed) {
        const auto* text = std::get_if<Text>(&placed.item->shape);
        if (!text || text->text.empty()) return;
        ++texts;
        const Rect ink = ink_box(measurer, *text);
        const std::string what = "'" + text->text + "' on a " + std::to_string(static_cast<int>(mm)) + " mm marker";
        // The ink box stops at the text's box: only a text that fits its box is inside it.
        EXPECT_TRUE(fits(measurer, *text)) << what << " overflows its box";
        EXPECT_GE(ink.at.x.millimetres(), (corner.x + margin).millimetres() - 1e-6) << what;
        EXPECT_LE((ink.at.x + ink.width).millimetres(), (corner.x + size - margin).millimetres() + 1e-6) << what;
        EXPECT_GE(ink.at.y.millimetres(), corner.y.millimetres() - 1e-6) << what;
        EXPECT_LE((ink.at.y + ink.height).millimetres(), (corner.y + size).millimetres() + 1e-6) << what;
      });
    }
  EXPECT_GE(texts, 25 * 2) << "every marker has at least a title and a note";
}

}  // namespace
}  // namespace muster::layout
