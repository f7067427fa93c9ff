#pragma once
// Registration crosses: marks printed at the same place of the board on two
// overlapping sheets, so that laying one cross over the other lines the
// sheets up. Placed where they hide nothing that must be read.

#include <optional>
#include <vector>

#include "layout/document.hpp"

namespace muster::layout {

inline constexpr Length cross_arm = Length::mm(3);

// A cross centred on `centre`: two lines of 2 x cross_arm.
std::vector<Item> registration_cross(Point centre);

struct KeepOut {
  Length left, top, right, bottom;
};

// The point nearest `preferred` on the segment from `from` to `to` (horizontal or
// vertical) where a cross touches none of `keep_out`; nullopt if there is none.
std::optional<Point> clear_cross_position(Point from, Point to, Point preferred, const std::vector<KeepOut>& keep_out);

}  // namespace muster::layout
