#pragma once
// How a road, a river, a railway, a telephone line, a wall, a hedge, a fence
// or a barricade looks on a map. Each keeps apart from the others and from
// the terrain on a monochrome laser by its width and its pattern, not by its
// colour alone. On a board of areas widths grow with the area size, so a 1:1
// sheet and an overview look alike; the open table draws each at its own
// width to scale.

#include <vector>

#include "layout/document.hpp"

namespace muster::layout {

enum class PathStyle {
  road,            // a light core in a black casing: shows on open ground and on the darkest woods
  river,           // a broad blue band with dark banks
  railway,         // a black rail crossed by sleepers
  telephone_line,  // a thin dashed wire with a pole at every corner of its course
  wall,            // a dark band broken by pale stones
  hedge,           // a green band with dark clumps along it
  fence,           // a thin rail with posts across it
  barricade,       // a dark band crossed by pale bars
};

// How wide a path is drawn on a board of areas of `area_size`.
Length path_width(PathStyle style, Length area_size);
// The items that draw a path along `course`: the centres of the areas it runs
// through, and where it leaves the board, the point on the table edge.
std::vector<Item> draw_path(const std::vector<Point>& course, PathStyle style, Length area_size);
// The same, `width` wide on the map, however large the board's areas.
std::vector<Item> draw_path_of_width(const std::vector<Point>& course, PathStyle style, Length width);
// A ford: the stretch of a river `width` wide where it may be waded, its water striped across with pale shallows.
std::vector<Item> draw_ford(const std::vector<Point>& stretch, Length width);
// A bridge: a parapet either side of a road `width` wide, along the stretch of it that spans the water.
std::vector<Item> draw_bridge(const std::vector<Point>& stretch, Length width);

}  // namespace muster::layout
