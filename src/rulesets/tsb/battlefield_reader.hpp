#pragma once
// The battlefield keys a scenario and a setup record share: the grid of areas
// and terrain placed area by area, with roads, railway and objectives.

#include "rulesets/tsb/model.hpp"
#include "spec/map_reader.hpp"

namespace muster::tsb {

inline constexpr int min_areas_across = 4;
inline constexpr int max_columns = max_board_columns;  // one letter a column
inline constexpr int max_rows = 40;

// The grid a scenario gets when it names only the kind. Squares: the 8 x 8
// board of 4-inch squares of the Portable Wargame; hexes: its 9 x 8 board of
// the 100 mm hexes sold as terrain tiles; the open table: a 6 x 4 ft table
// measured in 6-inch areas, 12 x 8.
Battlefield default_battlefield(AreaShape shape);
std::string grid_key(AreaShape shape);  // "square", "hex", "open"

// 'battlefield': grid, hex-top, columns, rows, area.
Battlefield read_battlefield(spec::MapReader& reader);
// Terrain placed by hand: one list of areas per kind, roads and railway as
// lists of areas each beside the one before, objectives as a list of areas.
void read_placed_terrain(const spec::Node& node, Battlefield& field, Diagnostics& d);
// A path of areas each beside the one before, with no area twice.
std::optional<AreaPath> read_area_path(const spec::Node& node, const AreaGrid& grid, Diagnostics& d, const std::string& what);
std::vector<Square> read_area_list(const spec::Node& node, const AreaGrid& grid, Diagnostics& d, const std::string& what);

}  // namespace muster::tsb
