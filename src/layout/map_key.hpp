#pragma once
// The key beside an open-table map, shared by the rule sets that print one
// (State of War in cm, The Sword and the Flame in inches): a column of
// headings and entries, each entry a swatch drawn as on the map with its words
// beside it; and the sums that choose the map's scale and make room for the
// plan of the 1:1 sheets.

#include <string>
#include <vector>

#include "generate/open_table.hpp"
#include "layout/open_table_board.hpp"
#include "layout/page_builder.hpp"
#include "layout/style.hpp"
#include "layout/tiling.hpp"

namespace muster::layout {

inline constexpr Length map_key_width = Length::mm(62);
inline constexpr Length key_swatch_width = Length::mm(10);
inline constexpr Length key_swatch_height = Length::mm(5);

class MapKey {
 public:
  MapKey(PageBuilder& builder, Point at) : builder_(builder), at_(at), y_(at.y) {}

  Length bottom() const { return y_; }
  void text(const std::string& words, Font font, Length indent = Length{});
  // A swatch (drawn from its own top-left corner) and its words beside it, the two centred on each other.
  void entry(std::vector<Item> swatch, const std::string& words, Font font = style::small());
  void space(Length gap) { y_ += gap; }

 private:
  PageBuilder& builder_;
  Point at_;
  Length y_;
};

// An area kind's swatch: its tint and texture in a small box, outlined as on the map.
std::vector<Item> area_swatch(const FeatureLook& look);
// A line kind's swatch: a stretch of it across the box, as wide as on the map but never thinner than a
// millimetre nor wider than the box is high.
std::vector<Item> line_swatch(const FeatureLook& look, Length width_on_map);
// How many units of table a unit of map stands for: the smallest whole number that fits `room`.
int table_units_per_map_unit(const muster::Table& table, Area room);
// How tall add_assembly_plan draws for `board`: heading and compass, the plan with its edge strips, and its how-to.
Length assembly_plan_height(Area board);

}  // namespace muster::layout
