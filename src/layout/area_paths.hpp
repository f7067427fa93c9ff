#pragma once
// How a road, a river, a railway or a telephone line looks on a board of
// areas. Each keeps apart from the others and from the terrain on a
// monochrome laser by its width and its pattern, not by its colour alone.
// Widths grow with the area size, so a 1:1 sheet and an overview look alike.

#include <vector>

#include "layout/document.hpp"

namespace muster::layout {

enum class PathStyle {
  road,            // a light core in a black casing: shows on open ground and on the darkest woods
  river,           // a broad blue band with dark banks
  railway,         // a black rail crossed by sleepers
  telephone_line,  // a thin dashed wire with a pole at every corner of its course
};

// The items that draw a path along `course`: the centres of the areas it runs
// through, and where it leaves the board, the point on the table edge.
std::vector<Item> draw_path(const std::vector<Point>& course, PathStyle style, Length area_size);

}  // namespace muster::layout
