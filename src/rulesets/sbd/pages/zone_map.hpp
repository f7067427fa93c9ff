#pragma once
// The zone battlefield drawn to scale: terrain per zone with its unit limit,
// roads, and the units and leaders of the sides the reader may see.

#include <array>
#include <vector>

#include "layout/document.hpp"
#include "layout/page_builder.hpp"
#include "rulesets/sbd/model.hpp"

namespace muster::sbd {

struct MapView {
  std::array<bool, 2> units_shown{};  // per side: its units and leaders drawn in their zones
};

// The map, north edge caption, board and south edge caption, as large as the page allows.
void add_zone_map(layout::PageBuilder& builder, const Setup& setup, const MapView& view, Length reserve_below);
std::vector<layout::Item> draw_zones(const Setup& setup, const MapView& view, Length cell, const layout::TextMeasurer& measurer);
// The terrain swatches and the road; where units are shown, the key to their abbreviations.
void add_terrain_legend(layout::PageBuilder& builder, const MapView& view);
layout::Colour terrain_fill(TerrainKind kind);
// A kind's tint and its texture, filling `area`.
std::vector<layout::Item> terrain_patch(TerrainKind kind, const layout::Rect& area);
// "V5": quality initial and stands on the table.
std::string unit_tag(const UnitSetup& unit);

}  // namespace muster::sbd
