// The open table as the players measure it: the reference grid exactly every
// grid step, rulers ticked every unit and numbered every grid step along all
// four edges, each feature where the setup puts it and as big, nothing off
// the board, every kind apart on a grey print; and the demo, to look at.
#include "layout/open_table_board.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <map>
#include <set>

#include "generate/open_table_placement.hpp"
#include "layout/open_table_measurements.hpp"
#include "layout/page_builder.hpp"
#include "layout/style.hpp"
#include "layout/tiled_board.hpp"
#include "support/demo_pdf.hpp"
#include "support/document_walk.hpp"
#include "support/grey_swatches.hpp"
#include "support/layout_checks.hpp"
#include "support/open_table_recipes.hpp"

namespace muster::layout {
namespace {

using testing::Placed;

const TextMeasurer& measurer() { return testing::test_fonts().measurer(); }

using testing::cm;
TablePoint at_cm(double x, double y) { return {cm(x), cm(y)}; }

const muster::Table state_of_war_table{cm(180), cm(120)};
const Colour blue = Colour::hex("#1f3f8f"), grey = Colour::hex("#6f6f6f");

Feature area(std::string kind, std::string label, TablePoint centre, Length width, Length depth, double turn = 0,
             std::vector<OutlineCorner> corners = {}) {
  return {std::move(kind), std::move(label), "", Footprint{centre, width, depth, turn, std::move(corners)}};
}

Feature line(std::string kind, std::string label, LineRole role, std::vector<TablePoint> points, Length width, std::vector<Crossing> crossings = {}) {
  return {std::move(kind), std::move(label), "", Course{role, std::move(points), width, std::move(crossings)}};
}

// A hand-placed table with one of every kind, at known places.
std::vector<Feature> every_kind() {
  return {
      area("hill", "Hill 1", at_cm(45, 30), cm(40), cm(25)),
      area("wood", "Miller's Wood", at_cm(140, 85), cm(30), cm(24), 30,
           {{0.5, 0}, {0.3, 0.42}, {-0.1, 0.5}, {-0.45, 0.25}, {-0.48, -0.2}, {-0.15, -0.5}, {0.35, -0.38}}),
      area("village", "Village", at_cm(120, 35), cm(24), cm(16), 15, rectangle_corners()),
      area("marsh", "Marsh", at_cm(40, 75), cm(22), cm(14)),
      area("rough", "Rough ground", at_cm(92, 70), cm(16), cm(12), 0, rectangle_corners()),
      area("field", "Field", at_cm(160, 40), cm(22), cm(18), 0, rectangle_corners()),
      line("stream", "Stream", LineRole::water, {at_cm(0, 55), at_cm(60, 55), at_cm(75, 95), at_cm(75, 120)}, cm(8),
           {{"ford", cm(30), cm(10)}, {"bridge", cm(105), cm(16)}}),
      line("road", "Road", LineRole::road, {at_cm(0, 105), at_cm(180, 105)}, cm(6)),
      line("wall", "Wall 1", LineRole::barrier, {at_cm(100, 10), at_cm(140, 10), at_cm(140, 20)}, cm(2)),
      line("hedge", "Hedge 1", LineRole::barrier, {at_cm(10, 95), at_cm(50, 95)}, cm(3)),
      line("fence", "Fence 1", LineRole::barrier, {at_cm(100, 55), at_cm(130, 60)}, cm(1)),
      line("barricade", "Barricade 1", LineRole::barrier, {at_cm(160, 70), at_cm(160, 82)}, cm(3)),
  };
}

OpenTableBoard sample_board(double scale = 1) {
  OpenTableBoard board{state_of_war_table, every_kind(), standard_looks(), {}, TableUnit::centimetres(), 10, scale, {}};
  board.zones = {{"USA deploys here", {Length{}, Length{}, cm(180), cm(20)}, blue}, {"CSA deploys here", {Length{}, cm(100), cm(180), cm(120)}, grey}};
  return board;
}

double mm_of(Length length) { return length.millimetres(); }

// Lines of the reference grid: in the board's clipped group, running its whole width or height.
struct GridLines {
  std::vector<double> x, y;  // mm from the west and from the north
};

GridLines grid_lines(const std::vector<Item>& items, Area extent) {
  GridLines lines;
  for (const Item& item : items) {
    const auto* group = std::get_if<Group>(&item.shape);
    if (!group || !group->clip) continue;
    for (const Item& inner : group->items)
      if (const auto* l = std::get_if<Line>(&inner.shape)) {
        if (l->from.x == l->to.x && l->from.y == Length{} && l->to.y == extent.height) lines.x.push_back(mm_of(l->from.x));
        if (l->from.y == l->to.y && l->from.x == Length{} && l->to.x == extent.width) lines.y.push_back(mm_of(l->from.y));
      }
  }
  return lines;
}

TEST(OpenTableBoard, TheGridRunsExactlyEveryTenCentimetresAtFullSize) {
  const OpenTableBoard board = sample_board();
  const Area extent = open_table_extent(board);
  EXPECT_NEAR(mm_of(extent.width), 1800, 1e-9);
  EXPECT_NEAR(mm_of(extent.height), 1200, 1e-9);
  const GridLines lines = grid_lines(draw_open_table(board, measurer()), extent);
  ASSERT_EQ(lines.x.size(), 17u);
  ASSERT_EQ(lines.y.size(), 11u);
  for (int k = 0; k < 17; ++k) EXPECT_NEAR(lines.x[static_cast<std::size_t>(k)], 100.0 * (k + 1), 0.1);
  // Counted from the south edge, as the table is measured.
  for (int k = 0; k < 11; ++k) EXPECT_NEAR(1200 - lines.y[static_cast<std::size_t>(k)], 100.0 * (k + 1), 0.1);
}

TEST(OpenTableBoard, AnInchTableTakesTheGridStepItsCallerChooses) {
  OpenTableBoard board{{Length::in(72), Length::in(48)}, {}, standard_looks(), {}, TableUnit::inches(), 6, 1, {}};
  const GridLines lines = grid_lines(draw_open_table(board, measurer()), open_table_extent(board));
  ASSERT_EQ(lines.x.size(), 11u);
  ASSERT_EQ(lines.y.size(), 7u);
  for (int k = 0; k < 11; ++k) EXPECT_NEAR(lines.x[static_cast<std::size_t>(k)], 6 * 25.4 * (k + 1), 0.1);
  board.grid_step = 12;
  EXPECT_EQ(grid_lines(draw_open_table(board, measurer()), open_table_extent(board)).x.size(), 5u);
}

// Ruler ticks: top-level lines square to an edge, one end on it; by length in mm, how many.
std::map<long, int> ticks_by_length(const std::vector<Item>& items, Area extent) {
  std::map<long, int> ticks;
  const auto on_edge = [&](Point p) {
    return p.x == Length{} || p.y == Length{} || std::abs(mm_of(p.x - extent.width)) < 1e-9 || std::abs(mm_of(p.y - extent.height)) < 1e-9;
  };
  for (const Item& item : items)
    if (const auto* l = std::get_if<Line>(&item.shape))
      if ((l->from.x == l->to.x || l->from.y == l->to.y) && (on_edge(l->from) || on_edge(l->to)))
        ++ticks[std::lround(10 * std::hypot(mm_of(l->to.x - l->from.x), mm_of(l->to.y - l->from.y)))];
  return ticks;
}

TEST(OpenTableBoard, RulersTickEveryCentimetreAndNumberEveryTenAlongAllFourEdges) {
  const OpenTableBoard board = sample_board();
  const auto items = draw_open_table(board, measurer());
  const auto ticks = ticks_by_length(items, open_table_extent(board));
  ASSERT_EQ(ticks.size(), 3u) << "short, middle and long ticks";
  int total = 0;
  for (auto [length, count] : ticks) total += count;
  EXPECT_EQ(total, 2 * 179 + 2 * 119) << "a tick every centimetre along each edge, none at the corners";
  EXPECT_EQ(ticks.rbegin()->second, 2 * 17 + 2 * 11) << "the long ticks at every ten";
  EXPECT_EQ(ticks.begin()->second, 2 * (179 - 35) + 2 * (119 - 23));
  // The long ticks stand on the grid lines, the numbers beside them.
  std::map<std::string, int> numbers;
  for (const Item& item : items)
    if (const auto* text = std::get_if<Text>(&item.shape)) ++numbers[text->text];
  for (int k = 10; k < 180; k += 10) EXPECT_EQ(numbers[std::to_string(k)], k < 120 ? 4 : 2) << k;
  EXPECT_EQ(numbers["180"], 0) << "nothing at the far edge";
}

TEST(OpenTableBoard, AnOverviewTicksAndNumbersOnlyAsOftenAsThePaperAllows) {
  const OpenTableBoard board = sample_board(0.1);
  const auto items = draw_open_table(board, measurer());
  const auto ticks = ticks_by_length(items, open_table_extent(board));
  int total = 0;
  for (auto [length, count] : ticks) total += count;
  EXPECT_EQ(total, 2 * 35 + 2 * 23) << "a millimetre apart is too close: every five centimetres";
  std::set<std::string> numbers;
  for (const Item& item : items)
    if (const auto* text = std::get_if<Text>(&item.shape)) numbers.insert(text->text);
  EXPECT_TRUE(numbers.count("20") && numbers.count("160"));
}

// The filled outline of an area: a closed, filled path in the board's group, the first of that exact colour.
const Path* filled_outline(const std::vector<Item>& items, Colour fill) {
  for (const Item& item : items)
    if (const auto* group = std::get_if<Group>(&item.shape))
      for (const Item& inner : group->items)
        if (const auto* path = std::get_if<Path>(&inner.shape))
          if (path->closed && path->fill == fill) return path;
  return nullptr;
}

testing::Box box_of(const Path& path) {
  testing::Box box{1e9, 1e9, -1e9, -1e9};
  for (const Point& p : path.points) {
    box.left = std::min(box.left, mm_of(p.x)), box.right = std::max(box.right, mm_of(p.x));
    box.top = std::min(box.top, mm_of(p.y)), box.bottom = std::max(box.bottom, mm_of(p.y));
  }
  return box;
}

TEST(OpenTableBoard, FeaturesStandWhereTheSetupPutsThemAndAreAsLarge) {
  for (double scale : {1.0, 0.1}) {
    const auto items = draw_open_table(sample_board(scale), measurer());
    // Hill 1: centre 45 cm from the west and 30 from the south, 40 x 25 cm; on the drawing y runs down from the north edge.
    const Path* hill = filled_outline(items, style::hill);
    ASSERT_NE(hill, nullptr);
    const testing::Box box = box_of(*hill);
    EXPECT_NEAR((box.left + box.right) / 2, 450 * scale, 0.1);
    EXPECT_NEAR((box.top + box.bottom) / 2, 900 * scale, 0.1);
    EXPECT_NEAR(box.right - box.left, 400 * scale, 0.1);
    EXPECT_NEAR(box.bottom - box.top, 250 * scale, 0.1);
    // The field, a 22 x 18 cm rectangle at 160, 40.
    const testing::Box field = box_of(*filled_outline(items, style::field));
    EXPECT_NEAR(field.left, 1490 * scale, 0.1);
    EXPECT_NEAR(field.top, 710 * scale, 0.1);
    EXPECT_NEAR(field.right, 1710 * scale, 0.1);
    EXPECT_NEAR(field.bottom, 890 * scale, 0.1);
  }
}

TEST(OpenTableBoard, LinesAreDrawnAtTheirOwnWidthAlongTheirCourse) {
  const auto items = draw_open_table(sample_board(), measurer());
  std::vector<const Path*> open_paths;
  for (const Item& item : items)
    if (const auto* group = std::get_if<Group>(&item.shape))
      for (const Item& inner : group->items)
        if (const auto* path = std::get_if<Path>(&inner.shape))
          if (!path->closed) open_paths.push_back(path);
  // The wall is 2 cm wide and runs from 100, 10 to 140, 10 and on to 140, 20.
  bool wall = false;
  for (const Path* path : open_paths)
    if (path->points.size() == 3 && std::abs(mm_of(path->points[0].x) - 1000) < 0.1 && std::abs(mm_of(path->points[0].y) - 1100) < 0.1) {
      EXPECT_NEAR(mm_of(path->points[2].x), 1400, 0.1);
      EXPECT_NEAR(mm_of(path->points[2].y), 1000, 0.1);
      wall = wall || std::abs(mm_of(path->stroke->width) - 20) < 0.01;
    }
  EXPECT_TRUE(wall) << "a band as wide as the wall";
  double widest_water = 0;
  for (const Path* path : open_paths)
    if (path->points.size() == 4) widest_water = std::max(widest_water, mm_of(path->stroke->width));
  EXPECT_NEAR(widest_water, 80, 0.01) << "the stream, bank to bank";
}

TEST(OpenTableBoard, NothingLiesOutsideTheBoardAndEveryLabelFits) {
  for (double scale : {1.0, 0.1}) {
    const OpenTableBoard board = sample_board(scale);
    const Area extent = open_table_extent(board);
    const auto items = draw_open_table(board, measurer());
    std::set<std::string> texts;
    testing::walk(items, {}, false, false, [&](const Placed& placed) {
      if (const auto* text = std::get_if<Text>(&placed.item->shape)) {
        texts.insert(text->text);
        EXPECT_TRUE(fits(measurer(), *text)) << text->text;
        EXPECT_GE(text->font.size, style::smallest_text) << text->text;
      }
      if (placed.clipped) return;
      const auto box = testing::extent(placed);
      if (!box) return;
      EXPECT_GE(box->left, -1e-6);
      EXPECT_GE(box->top, -1e-6);
      EXPECT_LE(box->right, extent.width.points() + 1e-6);
      EXPECT_LE(box->bottom, extent.height.points() + 1e-6);
    });
    for (const Feature& f : board.features) EXPECT_TRUE(texts.count(f.label)) << f.label << " at scale " << scale;
    EXPECT_TRUE(texts.count("USA deploys here"));
  }
}

// Each kind of area, as a swatch printed in grey, differs from every other by
// its mean grey or its texture, and from open ground.
TEST(OpenTableBoard, EveryKindOfAreaStaysApartOnAGreyPrint) {
  const std::vector<std::string> kinds = {"hill", "wood", "village", "buildings", "marsh", "rough", "field"};
  std::vector<Feature> swatches;
  for (std::size_t k = 0; k < kinds.size(); ++k)
    swatches.push_back(area(kinds[k], "", at_cm(10 + 20 * static_cast<double>(k), 10), cm(18), cm(18), 0, rectangle_corners()));
  const OpenTableBoard board{{cm(20 * static_cast<double>(kinds.size())), cm(20)}, swatches, standard_looks(), {}, TableUnit::centimetres(), 1000, 0.25, {}};
  const Area extent = open_table_extent(board);
  const auto image = testing::raster(draw_open_table(board, measurer()), extent.width, extent.height);
  std::vector<testing::GreyPrint> prints;
  for (std::size_t k = 0; k <= kinds.size(); ++k) {
    const double left = 50.0 * static_cast<double>(k) + 10;
    prints.push_back(k < kinds.size() ? testing::grey_print(image, left, 12, left + 30, 38) : testing::GreyPrint{1, 0, 0});
  }
  for (std::size_t a = 0; a < prints.size(); ++a)
    for (std::size_t b = a + 1; b < prints.size(); ++b)
      EXPECT_GT(prints[a].distance(prints[b]), 0.06) << (a < kinds.size() ? kinds[a] : "open") << " and " << (b < kinds.size() ? kinds[b] : "open")
                                                     << ": " << testing::describe(prints[a]) << " / " << testing::describe(prints[b]);
}

// A State of War table placed from a recipe, with at least one of every kind.
OpenTableBoard placed_state_of_war() {
  testing::OpenTableCase c = testing::state_of_war();
  for (AreaRecipe& area : c.recipe.areas) area.count.low = std::max(area.count.low, 1);
  for (BarrierRecipe& barrier : c.recipe.barriers) barrier.count.low = std::max(barrier.count.low, 1);
  RandomStream stream = RandomStream::for_procedure(1863, "open table");
  OpenTableBoard board = sample_board();
  board.features = place_features(c.table, c.recipe, stream).features;
  return board;
}

// A Sword and the Flame table, 6 x 4 ft, measured in inches on a 12 in grid.
OpenTableBoard placed_sword_and_flame() {
  const testing::OpenTableCase c = testing::sword_and_flame();
  RandomStream stream = RandomStream::for_procedure(1885, "open table");
  OpenTableBoard board{c.table, place_features(c.table, c.recipe, stream).features, standard_looks(), {}, TableUnit::inches(), 12, 1, {}};
  board.zones = {{"British deploy here", c.recipe.keep_outs[0].box, Colour::hex("#b22222")}};
  return board;
}

// The table with every kind drawn as an overview with its measurements, two
// tables placed at random, and the first at 1:1 over A4 sheets, written where
// a person can look at it:
// pdftoppm -r 60 -png $TMPDIR/muster-open-table-demo.pdf /tmp/open
TEST(OpenTableBoard, DemoPrintsAnOverviewItsMeasurementsAndTheTableAtFullSize) {
  OpenTableBoard board = sample_board();
  PageBuilder builder(paper_size(Paper::a4), measurer(), "muster open table demo");
  builder.title("The open table", "180 x 120 cm, every kind of feature, the deployment zones 20 cm deep; grid every 10 cm.");
  const Tiling tiling = tile_board(open_table_extent(board), Paper::a4);
  board.scale = (builder.content_width() - assembly_plan_width - style::gap) / state_of_war_table.width;
  const Area overview = open_table_extent(board);
  const Point at = builder.reserve(max(overview.height, Length::mm(75)));
  builder.add({Group{at, std::nullopt, draw_open_table(board, measurer())}});
  add_assembly_plan(builder, tiling, {state_of_war_table.width, state_of_war_table.depth}, {at.x + overview.width + style::gap, at.y});
  Table measurements{{{"feature", 1.2}, {"where", 3.2}, {"size", 2}}, {}};
  for (const FeatureMeasurement& row : measure_features(board.table, board.features, board.unit))
    measurements.rows.push_back({row.label, row.position, row.size});
  builder.space(style::gap);
  builder.table(measurements);
  for (const auto& [title, placed] : {std::pair{std::string("State of War, placed at random"), placed_state_of_war()},
                                      std::pair{std::string("The Sword and the Flame, placed at random"), placed_sword_and_flame()}}) {
    builder.new_page();
    builder.title(title, "");
    OpenTableBoard random = placed;
    random.scale = builder.content_width() / random.table.width;
    builder.add({Group{builder.reserve(open_table_extent(random).height), std::nullopt, draw_open_table(random, measurer())}});
    builder.space(style::gap);
    for (const FeatureMeasurement& row : measure_features(random.table, random.features, random.unit)) builder.paragraph(row.text(), style::small());
  }
  board.scale = 1;
  add_sheets(builder, {draw_open_table(board, measurer()), open_table_extent(board), "NORTH EDGE: CSA", "SOUTH EDGE: USA"}, tiling);
  const Document doc = builder.finish("The open table", "every kind of feature");
  testing::write_demo(doc, "open-table-demo");
}

}  // namespace
}  // namespace muster::layout
