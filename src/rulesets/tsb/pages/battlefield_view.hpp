#pragma once
// The Square Brigadier battlefield as a board of areas (layout/area_board):
// each terrain kind with its tint and texture, roads, railway, objectives, and
// for one side's sheets its own telephone lines and deployment zone.

#include <optional>

#include "layout/area_board.hpp"
#include "rulesets/tsb/model.hpp"

namespace muster::tsb {

struct BattlefieldView {
  Length area;                             // printed size of an area
  std::vector<std::size_t> zones_of;       // sides whose deployment zones are shaded
  std::vector<std::size_t> telephones_of;  // sides whose telephone lines are drawn
};

layout::AreaBoard battlefield_board(const Setup& setup, const BattlefieldView& view);
// The key to the map: a swatch and a word for each kind of terrain and path, `width` wide.
std::vector<layout::Item> battlefield_key(const Setup& setup, layout::Point at, Length width, const layout::TextMeasurer& measurer);
inline constexpr Length key_height = Length::mm(12);

}  // namespace muster::tsb
