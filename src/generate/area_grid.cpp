#include "generate/area_grid.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <numbers>

#include "generate/hex_coordinates.hpp"

namespace muster {

namespace {

// Centre to corner of a hex one area across its flats.
constexpr double hex_radius = 1 / std::numbers::sqrt3;
// From one line of hexes to the next (columns of flat-top hexes, rows of pointy-top ones).
constexpr double hex_line_spacing = 1.5 * hex_radius;

// A square's eight neighbours, clockwise from north.
constexpr std::array<Square, 8> square_steps = {{{0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}}};

HexOffset hex_offset(AreaShape shape) {
  return shape == AreaShape::hex_flat_top ? HexOffset::odd_columns_north : HexOffset::odd_rows_east;
}

double half_if_odd(int line) { return (line & 1) ? 0.5 : 0.0; }

int sign(int n) { return (n > 0) - (n < 0); }

// Degrees clockwise from north, from one point towards another.
double bearing_between(AreaPoint from, AreaPoint to) {
  return std::atan2(to.x - from.x, to.y - from.y) * 180 / std::numbers::pi;
}

double degrees_apart(double a, double b) {
  const double d = std::fmod(std::abs(a - b), 360.0);
  return d > 180 ? 360 - d : d;
}

// Squares and the open table. The line leaves the firer's centre, so it meets
// the k-th grid line across its way at t = (k - 1/2) / (columns apart), and the
// k-th along it at t = (k - 1/2) / (rows apart). Comparing the two by
// cross-multiplying stays in whole numbers, so a line through a corner is
// seen exactly: it steps diagonally and slips between the two squares beside.
LineOfFire square_line(Square from, Square target) {
  LineOfFire line;
  const int across = std::abs(target.column - from.column), up = std::abs(target.row - from.row);
  const int east = sign(target.column - from.column), north = sign(target.row - from.row);
  int columns_crossed = 0, rows_crossed = 0;
  Square here = from;
  while (columns_crossed < across || rows_crossed < up) {
    const int next_column_line = (2 * columns_crossed + 1) * up, next_row_line = (2 * rows_crossed + 1) * across;
    const bool column_first = rows_crossed == up || (columns_crossed < across && next_column_line < next_row_line);
    const bool row_first = columns_crossed == across || (rows_crossed < up && next_row_line < next_column_line);
    if (column_first) {
      here.column += east;
      ++columns_crossed;
    } else if (row_first) {
      here.row += north;
      ++rows_crossed;
    } else {
      line.gaps.push_back({{here.column + east, here.row}, {here.column, here.row + north}});
      here = {here.column + east, here.row + north};
      ++columns_crossed;
      ++rows_crossed;
    }
    if (here != target) line.crossed.push_back(here);
  }
  return line;
}

int dot(Cube a, Cube b) { return a.q * b.q + a.r * b.r + a.s() * b.s(); }

// Hexes: from hex to hex through the side the line leaves by. A point p is in
// hex h while it is no nearer any neighbour h + e, that is while
// dot(p - h, e) <= 1 in cube coordinates. Along the line p = start + t·way each
// side is met at t = (1 - dot(start - h, e)) / dot(way, e): whole numbers over
// whole numbers, compared exactly, so a line leaving by a corner is seen as one.
LineOfFire hex_line(const AreaGrid& grid, Square from, Square target) {
  const HexOffset offset = hex_offset(grid.shape);
  const Cube start = to_cube(from, offset), end = to_cube(target, offset), way = end - start;
  LineOfFire line;
  for (Cube here = start; here != end;) {
    // The side met first, or the two that meet in the corner it leaves by (a corner joins no more than two).
    std::array<Cube, 2> exits{};
    int exit_count = 0, first_room = 0, first_toward = 1;
    for (Cube side : cube_steps) {
      const int toward = dot(way, side);
      if (toward <= 0) continue;
      const int room = 1 - dot(start - here, side);
      if (exit_count == 0 || room * first_toward < first_room * toward) {
        exits[0] = side;
        exit_count = 1;
        first_room = room;
        first_toward = toward;
      } else if (room * first_toward == first_room * toward && exit_count < 2) {
        exits[exit_count++] = side;
      }
    }
    if (exit_count == 1) {
      here = here + exits[0];
    } else {
      // Beyond the corner the side the two hexes share runs straight on along exits[0] + exits[1]:
      // the line runs into whichever hex it leans towards, or between the two along that side.
      const int lean = dot(way, exits[0] - exits[1]);
      if (lean == 0) {
        const Square one = to_square(here + exits[0], offset), other = to_square(here + exits[1], offset);
        if (grid.contains(one) && grid.contains(other)) line.gaps.push_back({one, other});
        here = here + exits[0] + exits[1];
      } else {
        here = here + (lean > 0 ? exits[0] : exits[1]);
      }
    }
    if (here != end) line.crossed.push_back(to_square(here, offset));
  }
  return line;
}

}  // namespace

bool LineOfFire::blocked(const std::function<bool(Square)>& holds) const {
  return std::any_of(crossed.begin(), crossed.end(), holds) ||
         std::any_of(gaps.begin(), gaps.end(), [&](const Gap& gap) { return holds(gap.one) && holds(gap.other); });
}

std::vector<Square> AreaGrid::all_areas() const {
  std::vector<Square> areas;
  areas.reserve(static_cast<std::size_t>(columns * rows));
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < columns; ++c) areas.push_back({c, r});
  return areas;
}

Neighbours AreaGrid::neighbours(Square area) const {
  Neighbours around;
  const auto keep_on_board = [&](Square next) {
    if (contains(next)) around.add(next);
  };
  if (is_hex()) {
    const Cube here = to_cube(area, hex_offset(shape));
    for (Cube step : cube_steps) keep_on_board(to_square(here + step, hex_offset(shape)));
  } else {
    for (Square step : square_steps) keep_on_board({area.column + step.column, area.row + step.row});
  }
  return around;
}

bool AreaGrid::adjacent(Square a, Square b) const { return neighbours(a).contains(b); }

int AreaGrid::distance(Square a, Square b) const {
  if (is_hex()) return cube_distance(to_cube(a, hex_offset(shape)), to_cube(b, hex_offset(shape)));
  // Squares touching at a corner are adjacent, so a diagonal step counts one.
  return std::max(std::abs(a.column - b.column), std::abs(a.row - b.row));
}

std::vector<Square> AreaGrid::edge_areas(Edge edge) const {
  std::vector<Square> areas;
  if (runs_along_rows(edge)) {
    const int row = edge == Edge::south ? 0 : rows - 1;
    for (int c = 0; c < columns; ++c) areas.push_back({c, row});
  } else {
    const int column = edge == Edge::west ? 0 : columns - 1;
    for (int r = 0; r < rows; ++r) areas.push_back({column, r});
  }
  return areas;
}

// On every shape a step changes the row, and the column, by one at most, and
// the straight step towards the edge changes it by one: counting rows (or
// columns) counts steps, on hexes too.
int AreaGrid::distance_from_edge(Square area, Edge edge) const {
  switch (edge) {
    case Edge::south: return area.row;
    case Edge::north: return rows - 1 - area.row;
    case Edge::west: return area.column;
    case Edge::east: return columns - 1 - area.column;
  }
  return area.row;
}

std::vector<int> AreaGrid::steps_from(const std::vector<Square>& starts, const std::function<bool(Square)>& passable,
                                      const std::function<bool(Square, Square)>& step_allowed) const {
  std::vector<int> steps(static_cast<std::size_t>(columns * rows), -1);
  // Breadth first, and each area is queued once, so a plain vector serves as the queue.
  std::vector<Square> queue;
  for (Square start : starts)
    if (contains(start) && steps[index(start)] < 0 && passable(start)) {
      steps[index(start)] = 0;
      queue.push_back(start);
    }
  for (std::size_t next = 0; next < queue.size(); ++next) {
    const Square here = queue[next];
    for (Square area : neighbours(here)) {
      if (steps[index(area)] >= 0 || !passable(area) || (step_allowed && !step_allowed(here, area))) continue;
      steps[index(area)] = steps[index(here)] + 1;
      queue.push_back(area);
    }
  }
  return steps;
}

bool AreaGrid::connected(const std::vector<Square>& starts, Square goal, const std::function<bool(Square)>& passable) const {
  return contains(goal) && steps_from(starts, passable)[index(goal)] >= 0;
}

AreaPoint AreaGrid::centre(Square area) const {
  switch (shape) {
    case AreaShape::hex_flat_top: return {hex_radius + hex_line_spacing * area.column, 0.5 + area.row + half_if_odd(area.column)};
    case AreaShape::hex_pointy_top: return {0.5 + area.column + half_if_odd(area.row), hex_radius + hex_line_spacing * area.row};
    case AreaShape::square:
    case AreaShape::open: break;
  }
  return {area.column + 0.5, area.row + 0.5};
}

std::vector<AreaPoint> AreaGrid::corners(Square area) const {
  const AreaPoint c = centre(area);
  if (!is_hex()) return {{c.x - 0.5, c.y - 0.5}, {c.x + 0.5, c.y - 0.5}, {c.x + 0.5, c.y + 0.5}, {c.x - 0.5, c.y + 0.5}};
  // A flat-top hex has a corner due east, a pointy-top one a corner due north (90 degrees on from 30).
  const double first = shape == AreaShape::hex_flat_top ? 0.0 : 30.0;
  std::vector<AreaPoint> outline;
  for (int k = 0; k < 6; ++k) {
    const double angle = (first + 60.0 * k) * std::numbers::pi / 180;
    outline.push_back({c.x + hex_radius * std::cos(angle), c.y + hex_radius * std::sin(angle)});
  }
  return outline;
}

// Along the lines, the shifted ones stick out half an area beyond the others.
double AreaGrid::width() const {
  switch (shape) {
    case AreaShape::hex_flat_top: return 2 * hex_radius + hex_line_spacing * (columns - 1);
    case AreaShape::hex_pointy_top: return columns + (rows > 1 ? 0.5 : 0.0);
    case AreaShape::square:
    case AreaShape::open: break;
  }
  return columns;
}

double AreaGrid::height() const {
  switch (shape) {
    case AreaShape::hex_flat_top: return rows + (columns > 1 ? 0.5 : 0.0);
    case AreaShape::hex_pointy_top: return 2 * hex_radius + hex_line_spacing * (rows - 1);
    case AreaShape::square:
    case AreaShape::open: break;
  }
  return rows;
}

std::optional<Square> AreaGrid::area_at(AreaPoint point) const {
  Square area{static_cast<int>(std::floor(point.x)), static_cast<int>(std::floor(point.y))};
  // The inverse of centre(), in fractional cube coordinates (see hex_coordinates).
  if (shape == AreaShape::hex_flat_top) {
    const double q = (point.x - hex_radius) / hex_line_spacing;
    area = to_square(round_cube(q, point.y - 0.5 - q / 2), hex_offset(shape));
  } else if (shape == AreaShape::hex_pointy_top) {
    const double r = (point.y - hex_radius) / hex_line_spacing;
    area = to_square(round_cube(point.x - 0.5 - r / 2, r), hex_offset(shape));
  }
  if (!contains(area)) return std::nullopt;
  return area;
}

Facing AreaGrid::facing_toward(Square from, Square target) const {
  const double step = 360.0 / facing_count();
  const long nearest = std::lround(bearing_between(centre(from), centre(target)) / step);
  return {static_cast<int>((nearest % facing_count() + facing_count()) % facing_count())};
}

bool AreaGrid::in_arc(Square from, Facing facing, Square target) const {
  if (from == target) return false;
  // A hair of tolerance keeps a target exactly on the arc's edge in, however
  // the hex centres (multiples of the square root of 3) happen to round.
  constexpr double on_the_edge = 1e-9;
  return degrees_apart(bearing_between(centre(from), centre(target)), bearing(facing)) <= half_arc() + on_the_edge;
}

LineOfFire AreaGrid::line_of_fire(Square from, Square target) const {
  if (from == target) return {};
  return is_hex() ? hex_line(*this, from, target) : square_line(from, target);
}

}  // namespace muster
