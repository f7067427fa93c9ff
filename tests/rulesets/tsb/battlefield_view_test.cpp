// What the map shows of issue 35's rules: water meeting at a corner is drawn
// closed there, and the key says so and says that the railway is a road.
#include <gtest/gtest.h>

#include "rulesets/tsb/pages/battlefield_view.hpp"
#include "support/layout_checks.hpp"

namespace muster::tsb {
namespace {

const layout::TextMeasurer& measurer() { return testing::test_fonts().measurer(); }

tsb::Setup field_with(const std::vector<Square>& water, bool railway) {
  tsb::Setup s;
  s.battlefield.grid = {AreaShape::square, 6, 6};
  s.battlefield.kinds.assign(36, TerrainKind::open);
  for (Square area : water) s.battlefield.kinds[static_cast<std::size_t>(s.battlefield.grid.index(area))] = TerrainKind::water;
  if (railway) s.battlefield.railway = AreaPath{{{1, 0}, {1, 1}, {1, 2}, {1, 3}, {1, 4}, {1, 5}}};
  s.sides[1].baseline = Edge::north;
  return s;
}

std::string key_text(const tsb::Setup& s) {
  std::string text;
  for (const layout::Item& item : battlefield_key(s, {}, {}, Length::mm(180), measurer()))
    if (const auto* t = std::get_if<layout::Text>(&item.shape)) text += t->text + "\n";
  return text;
}

TEST(TsbBattlefieldView, WaterMeetingAtACornerIsDrawnClosed) {
  // C3 and D4 meet at a corner, as do D4 and E3; D4 and D5 share a side, which needs no mark.
  const tsb::Setup s = field_with({{2, 2}, {3, 3}, {4, 2}, {3, 4}}, false);
  const auto corners = battlefield_board(s, {Length::mm(50), {}, {}}).closed_corners;
  ASSERT_EQ(corners.size(), 2u);
  EXPECT_EQ(corners[0], (std::pair<Square, Square>{{2, 2}, {3, 3}}));
  EXPECT_EQ(corners[1], (std::pair<Square, Square>{{3, 3}, {4, 2}}));
  EXPECT_NE(key_text(s).find("Water meeting at a corner (\u25C6) closes it"), std::string::npos);
  EXPECT_EQ(key_text(field_with({{2, 2}, {2, 3}}, false)).find("Water meeting at a corner"), std::string::npos);
  const tsb::Setup hexes = [&] {
    tsb::Setup h = s;
    h.battlefield.grid.shape = AreaShape::hex_flat_top;
    return h;
  }();
  EXPECT_TRUE(battlefield_board(hexes, {Length::mm(50), {}, {}}).closed_corners.empty());
}

TEST(TsbBattlefieldView, TheKeySaysTheRailwayIsARoad) {
  EXPECT_NE(key_text(field_with({}, true)).find("The railway counts as a road"), std::string::npos);
  EXPECT_EQ(key_text(field_with({}, false)).find("railway"), std::string::npos);
}

}  // namespace
}  // namespace muster::tsb
