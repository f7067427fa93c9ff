#pragma once
// The battlefield of areas that The Square Brigadier is played on, shared by
// any rule set that counts in areas: a square grid, a hex grid, or the open
// table with no grid, where an area is a length (4 in, say) and the rules read
// it as a square of that side. An area is named like a square (core/square):
// column letter, row number, A1 at the south-west, rows counting north.
//
// Hexes stand in offset lines so that every area keeps such a name, and the
// second, fourth, ... line is the one pushed towards the far edges:
// - flat-top hexes stand in columns; columns B, D, F, ... sit half a hex north
//   of columns A, C, E, ..., so A1 is the south-west-most hex;
// - pointy-top hexes lie in rows; rows 2, 4, 6, ... sit half a hex east of
//   rows 1, 3, 5, ..., as on the offset-square board (generate/offset_grid).
//
// Geometry is measured in areas from the board's south-west corner, x east and
// y north. One area is the side of a square, or a hex's width across its
// flats, so the centres of neighbouring hexes are exactly 1 apart.

#include <array>
#include <cstddef>
#include <functional>
#include <optional>
#include <vector>

#include "core/edge.hpp"
#include "core/square.hpp"
#include "generate/neighbours.hpp"

namespace muster {

enum class AreaShape { square, hex_flat_top, hex_pointy_top, open };

struct AreaPoint {
  double x = 0, y = 0;  // in areas: x east, y north of the board's south-west corner
};

// Which way a unit faces. The rules let it face "any area side or angle", so
// there are 8 facings on squares and the open table (the four sides and the
// four corners) and 12 on hexes (six sides, six angles). Steps count clockwise
// from north, 360 / facing_count() degrees apart: a flat-top hex has sides
// facing north, 60, 120, ... degrees; a pointy-top hex has sides at 30, 90, ...
struct Facing {
  int step = 0;
  auto operator<=>(const Facing&) const = default;
};

// Two areas a line of fire passes exactly between: through the corner where
// two squares meet diagonally, or along the side two hexes share. The rules
// want a gap as wide as the firing unit, so a gap blocks only when both areas
// hold something; one of them alone does not.
struct Gap {
  Square one, other;
};

struct LineOfFire {
  std::vector<Square> crossed;  // areas whose inside the line runs through, from the firer out; the two ends left out
  std::vector<Gap> gaps;        // pairs it squeezes between, both on the board
  // Does any crossed area, or both areas of any gap, hold terrain or troops?
  bool blocked(const std::function<bool(Square)>& holds) const;
};

struct AreaGrid {
  AreaShape shape = AreaShape::square;
  int columns = 12;
  int rows = 8;

  bool contains(Square area) const { return area.column >= 0 && area.column < columns && area.row >= 0 && area.row < rows; }
  int index(Square area) const { return area.row * columns + area.column; }
  bool is_hex() const { return shape == AreaShape::hex_flat_top || shape == AreaShape::hex_pointy_top; }
  // Row by row from A1 (the order of index()).
  std::vector<Square> all_areas() const;

  // Those touching it on the board: through a side or a corner on squares and
  // the open table (8), through a side on hexes (6).
  Neighbours neighbours(Square area) const;
  bool adjacent(Square a, Square b) const;
  // Steps from area to area, as a unit moves and the rules count ranges.
  int distance(Square a, Square b) const;
  // The rows (south, north) or columns (west, east) along an edge; an area on it is 0 from it.
  std::vector<Square> edge_areas(Edge edge) const;
  int distance_from_edge(Square area, Edge edge) const;
  // Steps from the nearest of `starts` to every area, by index(); -1 where
  // none can be reached stepping only on areas that `passable` allows, and
  // only by steps that `step_allowed` allows when it is given (a rule set's
  // closed corners, say).
  std::vector<int> steps_from(const std::vector<Square>& starts, const std::function<bool(Square)>& passable,
                              const std::function<bool(Square, Square)>& step_allowed = {}) const;
  bool connected(const std::vector<Square>& starts, Square goal, const std::function<bool(Square)>& passable) const;

  AreaPoint centre(Square area) const;
  // The area's outline, corner by corner, counter-clockwise.
  std::vector<AreaPoint> corners(Square area) const;
  // The rectangle that holds every area; hexes leave notches along two of its edges.
  double width() const;
  double height() const;
  // The area a point of the board lies in, if any.
  std::optional<Square> area_at(AreaPoint point) const;

  int facing_count() const { return is_hex() ? 12 : 8; }
  double bearing(Facing facing) const { return facing.step * 360.0 / facing_count(); }  // degrees clockwise from north
  // The facing that points most nearly at `target`'s centre.
  Facing facing_toward(Square from, Square target) const;
  // Half the arc of fire: 45 degrees either side of straight ahead, 60 on hexes.
  double half_arc() const { return is_hex() ? 60.0 : 45.0; }
  // Is `target`'s centre in the arc of fire of a unit in `from` with `facing`?
  // The arc's edges count as in it: a square unit facing north fires at its
  // north-east and north-west neighbours, a hex unit facing a side at the two
  // sides beside it. An area is not in its own arc.
  bool in_arc(Square from, Facing facing, Square target) const;
  // The straight line from `from`'s centre to `target`'s.
  LineOfFire line_of_fire(Square from, Square target) const;
};

}  // namespace muster
