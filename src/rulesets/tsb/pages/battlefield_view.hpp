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
// The key to the map: a swatch and a word for each kind of terrain on it and each deployment zone shown, `width` wide.
std::vector<layout::Item> battlefield_key(const Setup& setup, const std::vector<std::size_t>& zones_of, layout::Point at, Length width,
                                          const layout::TextMeasurer& measurer);
inline constexpr std::size_t key_columns = 4;
inline constexpr Length key_row = Length::mm(7.5);
// Room for the key: two rows of swatches (five kinds of terrain and two zones at most) and its note,
// two lines of small type when the railway and closed corners are explained.
inline constexpr Length key_note_height = Length::mm(9);
inline constexpr Length key_height = key_row * 2 + key_note_height + Length::mm(1);

}  // namespace muster::tsb
