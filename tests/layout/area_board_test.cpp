// A board of areas as the table measures it: hexes as wide across the flats
// as asked, neighbours one area apart, the drawing exactly the board's size,
// every area named, no grid on the open table but its areas marked along the
// edges; and, printed, the hexes still the size asked.
#include "layout/area_board.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <map>
#include <numbers>

#include "layout/page_builder.hpp"
#include "layout/style.hpp"
#include "layout/tiled_board.hpp"
#include "support/demo_pdf.hpp"
#include "support/document_walk.hpp"
#include "support/grey_swatches.hpp"
#include "support/layout_checks.hpp"

namespace muster::layout {
namespace {

using testing::Placed;

const TextMeasurer& measurer() { return testing::test_fonts().measurer(); }

constexpr AreaShape every_shape[] = {AreaShape::square, AreaShape::hex_flat_top, AreaShape::hex_pointy_top, AreaShape::open};

AreaPaint woods() { return {style::forest, {Stippling{Length::mm(2.4), Length::mm(0.45), style::tree}}, "woods", true}; }
AreaPaint hill() { return {style::hill, {Hatching{HatchDirection::rising, Length::mm(2.4), Stroke{style::peak, Length::pt(0.45), {}}}}, "hill", true}; }
AreaPaint town() {
  return {{0.84, 0.78, 0.74}, {Hatching{HatchDirection::horizontal, Length::mm(1.8), Stroke{Colour::grey(0.3), Length::pt(1.1), {}}}}, "town", true};
}

// Area by area towards `to`, always onto a neighbour nearer it.
std::vector<Square> route(const AreaGrid& grid, Square from, Square to) {
  EXPECT_TRUE(grid.contains(from) && grid.contains(to)) << square_name(from) << " to " << square_name(to);
  std::vector<Square> areas{from};
  while (areas.back() != to && grid.contains(to)) {
    Square best = areas.back();
    for (Square n : grid.neighbours(areas.back()))
      if (grid.distance(n, to) < grid.distance(best, to)) best = n;
    areas.push_back(best);
  }
  return areas;
}

// A battlefield (12 by 8 unless asked) with a little of everything: woods,
// hills, a town, a road and a railway from the west edge to the east, a river
// from north to south, a telephone line between two areas inside the board.
AreaBoard sample_board(AreaShape shape, Length area_size, int columns = 12, int rows = 8) {
  AreaBoard board{{shape, columns, rows}, area_size, {}, {}, {}};
  board.paint.resize(static_cast<std::size_t>(columns * rows));
  const auto paint = [&](Square area, AreaPaint p) {
    if (board.grid.contains(area)) board.paint[static_cast<std::size_t>(board.grid.index(area))] = std::move(p);
  };
  for (Square a : {Square{2, 5}, Square{3, 5}, Square{3, 6}, Square{8, 1}}) paint(a, woods());
  for (Square a : {Square{6, 3}, Square{7, 3}, Square{6, 4}}) paint(a, hill());
  paint({9, 5}, town());
  board.paths.push_back({PathStyle::road, route(board.grid, {0, 2}, {columns - 1, rows / 2})});
  board.paths.push_back({PathStyle::river, route(board.grid, {columns / 3, rows - 1}, {columns / 2, 0})});
  board.paths.push_back({PathStyle::railway, route(board.grid, {0, 0}, {columns - 1, 1})});
  board.paths.push_back({PathStyle::telephone_line, route(board.grid, {1, rows / 2}, {columns - 2, rows - 2})});
  return board;
}

// The outline of an area as the grid draws it: a closed path, stroked, not filled.
std::vector<Path> grid_outlines(const std::vector<Item>& items) {
  std::vector<Path> outlines;
  for (const Item& item : items)
    if (const auto* path = std::get_if<Path>(&item.shape))
      if (path->closed && !path->fill && path->stroke) outlines.push_back(*path);
  return outlines;
}

double mm_apart(Point a, Point b) { return std::hypot((a.x - b.x).millimetres(), (a.y - b.y).millimetres()); }

TEST(AreaBoard, HexesAreAsWideAcrossTheFlatsAsAsked) {
  for (AreaShape shape : {AreaShape::hex_flat_top, AreaShape::hex_pointy_top}) {
    const AreaBoard board{{shape, 5, 4}, Length::mm(100), {}, {}, {}};
    const auto outlines = grid_outlines(draw_area_board(board, measurer()));
    ASSERT_EQ(outlines.size(), 20u);
    for (const Path& hex : outlines) {
      ASSERT_EQ(hex.points.size(), 6u);
      double left = 1e9, right = -1e9, top = 1e9, bottom = -1e9;
      for (std::size_t k = 0; k < 6; ++k) {
        const Point p = hex.points[k];
        left = std::min(left, p.x.millimetres()), right = std::max(right, p.x.millimetres());
        top = std::min(top, p.y.millimetres()), bottom = std::max(bottom, p.y.millimetres());
        EXPECT_NEAR(mm_apart(p, hex.points[(k + 1) % 6]), 100 / std::numbers::sqrt3, 1e-6) << "every side as long as the others";
      }
      // A flat-top hex's flats are above and below it; a pointy-top hex's to either side.
      EXPECT_NEAR(shape == AreaShape::hex_flat_top ? bottom - top : right - left, 100, 1e-6);
    }
  }
}

TEST(AreaBoard, NeighbouringCentresAreOneAreaApart) {
  for (AreaShape shape : every_shape) {
    const AreaBoard board{{shape, 6, 5}, Length::mm(100), {}, {}, {}};
    for (Square a : board.grid.all_areas())
      for (Square n : board.grid.neighbours(a)) {
        const double apart = mm_apart(area_centre(board, a), area_centre(board, n));
        const bool diagonal = !board.grid.is_hex() && a.column != n.column && a.row != n.row;
        EXPECT_NEAR(apart, diagonal ? 100 * std::numbers::sqrt2 : 100, 1e-6);
      }
  }
}

TEST(AreaBoard, NorthIsUpAndA1IsInTheSouthWest) {
  for (AreaShape shape : every_shape) {
    const AreaBoard board{{shape, 6, 5}, Length::mm(50), {}, {}, {}};
    EXPECT_LT(area_centre(board, {0, 0}).x, area_centre(board, {1, 0}).x);
    EXPECT_GT(area_centre(board, {0, 0}).y, area_centre(board, {0, 1}).y);
  }
}

TEST(AreaBoard, TheDrawingCoversTheBoardsExtentExactly) {
  for (AreaShape shape : every_shape) {
    const AreaBoard board = sample_board(shape, Length::mm(60));
    const Area extent = board_extent(board);
    EXPECT_NEAR(extent.width.millimetres(), 60 * board.grid.width(), 1e-9);
    EXPECT_NEAR(extent.height.millimetres(), 60 * board.grid.height(), 1e-9);
    double left = 1e9, right = -1e9, top = 1e9, bottom = -1e9;
    testing::walk(draw_area_board(board, measurer()), {}, false, false, [&](const Placed& placed) {
      const auto box = testing::extent(placed);
      if (!box) return;
      left = std::min(left, box->left), right = std::max(right, box->right);
      top = std::min(top, box->top), bottom = std::max(bottom, box->bottom);
    });
    EXPECT_NEAR(left, 0, 1e-6) << static_cast<int>(shape);
    EXPECT_NEAR(top, 0, 1e-6) << static_cast<int>(shape);
    EXPECT_NEAR(right, extent.width.points(), 1e-6) << static_cast<int>(shape);
    EXPECT_NEAR(bottom, extent.height.points(), 1e-6) << static_cast<int>(shape);
  }
}

TEST(AreaBoard, EveryAreaIsNamedOnceAndEveryNameFits) {
  for (AreaShape shape : every_shape) {
    const AreaBoard board = sample_board(shape, Length::mm(75));
    std::map<std::string, int> seen;
    for (const Item& item : draw_area_board(board, measurer()))
      if (const auto* text = std::get_if<Text>(&item.shape)) {
        ++seen[text->text];
        EXPECT_TRUE(fits(measurer(), *text)) << text->text;
        EXPECT_GE(text->font.size, style::smallest_text);
      }
    for (Square a : board.grid.all_areas()) EXPECT_EQ(seen[square_name(a)], 1) << square_name(a);
    EXPECT_EQ(seen["woods"], 4);
  }
}

// Lines of the measuring marks: `length` long, one end on the board's edge.
int ticks(const std::vector<Item>& items, Area extent, Length length) {
  int count = 0;
  const auto on_edge = [&](Point p) {
    return std::abs(p.x.points()) < 1e-6 || std::abs(p.y.points()) < 1e-6 || std::abs((p.x - extent.width).points()) < 1e-6 ||
           std::abs((p.y - extent.height).points()) < 1e-6;
  };
  for (const Item& item : items)
    if (const auto* line = std::get_if<Line>(&item.shape))
      if (std::abs(mm_apart(line->from, line->to) - length.millimetres()) < 1e-6 && (on_edge(line->from) || on_edge(line->to))) ++count;
  return count;
}

TEST(AreaBoard, TheOpenTableHasNoGridButMarksEveryAreaAlongItsEdges) {
  const AreaBoard open{{AreaShape::open, 9, 6}, Length::in(4), {}, {}, {}};
  const auto items = draw_area_board(open, measurer());
  EXPECT_TRUE(grid_outlines(items).empty()) << "the open table prints no grid";
  EXPECT_EQ(ticks(items, board_extent(open), Length::in(4) * 0.08), 2 * 8 + 2 * 5);
  std::map<std::string, int> numbers;
  for (const Item& item : items)
    if (const auto* text = std::get_if<Text>(&item.shape)) ++numbers[text->text];
  // Numbered from the west along the north and south edges, from the south along the west and east.
  for (int k = 1; k < 9; ++k) EXPECT_EQ(numbers[std::to_string(k)], 2 * (k < 9) + 2 * (k < 6)) << k;
  const AreaBoard squares{{AreaShape::square, 9, 6}, Length::in(4), {}, {}, {}};
  EXPECT_EQ(grid_outlines(draw_area_board(squares, measurer())).size(), 9u * 6u);
}

TEST(AreaBoard, APathRunsThroughCentresAndOutAcrossTheEdgeItStartsOn) {
  for (AreaShape shape : every_shape) {
    AreaBoard board{{shape, 8, 6}, Length::mm(50), {}, {}, {}};
    board.paths.push_back({PathStyle::road, route(board.grid, {0, 3}, {4, 2})});
    const auto items = draw_area_board(board, measurer());
    const Path* road = nullptr;
    for (const Item& item : items)
      if (const auto* path = std::get_if<Path>(&item.shape))
        if (!path->closed && !road) road = path;
    ASSERT_NE(road, nullptr);
    ASSERT_EQ(road->points.size(), board.paths[0].areas.size() + 1) << "one run-out, at the west edge end only";
    EXPECT_NEAR(road->points.front().x.points(), 0, 1e-9);
    EXPECT_NEAR(road->points.front().y.points(), area_centre(board, {0, 3}).y.points(), 1e-9);
    EXPECT_NEAR(mm_apart(road->points.back(), area_centre(board, {4, 2})), 0, 1e-9);
  }
}

TEST(AreaBoard, AnAreaThatHoldsTerrainIsBorderedInside) {
  for (AreaShape shape : every_shape) {
    AreaBoard board{{shape, 4, 4}, Length::mm(50), {}, {}, {}};
    board.paint.resize(16);
    board.paint[5] = woods();
    board.paint[6] = {style::hill, {}, "slope", false};
    const auto outlines = grid_outlines(draw_area_board(board, measurer()));
    const std::size_t grid = shape == AreaShape::open ? 0 : 16;
    EXPECT_EQ(outlines.size(), grid + 1) << static_cast<int>(shape);
  }
}

// A vertical scan down the middle of a column of flat-top hexes, printed at
// 150 dpi, crosses the flats of each hex: the dark runs are one size apart.
TEST(AreaBoard, PrintedFlatTopHexesMeasureTheirSizeAcrossTheFlats) {
  const Length size = Length::mm(40);
  const AreaBoard board{{AreaShape::hex_flat_top, 3, 3}, size, {}, {}, {}};
  const Area extent = board_extent(board);
  // On paper a little larger than the board, so that its south edge prints whole.
  const Length margin = Length::mm(5);
  const auto image = testing::raster({{Group{{margin, margin}, std::nullopt, draw_area_board(board, measurer())}}}, extent.width + margin * 2,
                                     extent.height + margin * 2);
  const double dots_per_mm = testing::swatch_dpi / 25.4;
  // A little east of column A's centre: clear of its names, which sit west of the middle.
  const int x = static_cast<int>((margin + area_centre(board, {0, 0}).x + Length::mm(3)).millimetres() * dots_per_mm);
  std::vector<double> runs;
  for (int y = 1; y < image.height; ++y)
    if (image.at(x, y) < 128 && image.at(x, y - 1) >= 128) runs.push_back(y / dots_per_mm);
  ASSERT_EQ(runs.size(), 4u) << "the flats of three hexes, one above the other";
  for (std::size_t i = 1; i < runs.size(); ++i) EXPECT_NEAR(runs[i] - runs[i - 1], 40.0, 0.3);
}

// The demo: every kind of board on one page each, then a hex board at 1:1 on
// sheets, written where a person can look at it:
// pdftoppm -r 60 -png $TMPDIR/muster-area-board-demo.pdf /tmp/grid
TEST(AreaBoard, DemoPrintsEveryKindOfBoardAndAHexBoardAtFullSize) {
  PageBuilder builder(paper_size(Paper::a4), measurer(), "muster area board demo");
  for (AreaShape shape : every_shape) {
    const std::string names[] = {"Squares", "Flat-top hexes", "Pointy-top hexes", "The open table"};
    if (shape != every_shape[0]) builder.new_page();
    builder.title(names[static_cast<int>(shape)], "Woods, hills and a town; a road, a river, a railway and a telephone line.");
    const AreaGrid grid{shape, 12, 8};
    const Length size = min(builder.content_width() / grid.width(), (builder.remaining() - Length::mm(5)) / grid.height());
    const AreaBoard board = sample_board(shape, size);
    const Point at = builder.reserve(board_extent(board).height);
    builder.add({Group{at, std::nullopt, draw_area_board(board, measurer())}});
  }
  const AreaBoard full_size = sample_board(AreaShape::hex_flat_top, Length::mm(100), 4, 3);
  const Area extent = board_extent(full_size);
  const TiledBoard tiled{draw_area_board(full_size, measurer()), extent, "NORTH EDGE", "SOUTH EDGE"};
  const Tiling tiling = tile_board(extent, Paper::a4);
  add_sheets(builder, tiled, tiling);
  const Document doc = builder.finish("Area boards", "every kind of board of areas");
  testing::write_demo(doc, "area-board-demo");
}

}  // namespace
}  // namespace muster::layout
