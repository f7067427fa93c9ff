// map.pdf measured: the table to a whole-number scale with its 10 cm grid
// exactly that far apart on paper, rulers numbered along every edge where the
// centimetres fall, both zones in their sides' names and colours, a row of
// measurements for every feature, nothing off the page; the 1:1 sheets only
// when asked. The demo is written for a person to look at:
// pdftoppm -r 60 -png $TMPDIR/muster-sow-table-map.pdf /tmp/sow-map
#include <gtest/gtest.h>

#include <cmath>
#include <map>
#include <regex>
#include <set>

#include "rulesets/sow/pages/pages.hpp"
#include "rulesets/sow/procedures.hpp"
#include "support/demo_pdf.hpp"
#include "support/document_walk.hpp"
#include "support/layout_checks.hpp"

namespace muster::sow {
namespace {

using testing::Placed;

Length cm(double v) { return Length::mm(10 * v); }
const layout::TextMeasurer& measurer() { return testing::test_fonts().measurer(); }

sow::Setup sample_setup(std::uint64_t seed, Paper paper = Paper::a4, bool tiles = false) {
  sow::Setup setup;
  setup.scenario = "Brandy Station";
  setup.print.paper = paper;
  setup.print.map_tiles = tiles;
  RandomStream stream = RandomStream::for_procedure(seed, "terrain");
  const TerrainCounts counts{{2, 2}, {2, 3}, {1, 1}, {1, 2}, {1, 2}, {1, 1}, {1, 1}, {1, 1}};
  PlacedTerrain terrain = roll_terrain(setup.table, counts, stream);
  setup.features = terrain.features;
  setup.dropped = terrain.dropped;
  setup.sides[0].key = "USA", setup.sides[0].name = "Union", setup.sides[0].colour = "#1f3f8f";
  setup.sides[1].key = "CSA", setup.sides[1].name = "Confederate", setup.sides[1].colour = "#8f2f2f";
  setup.deployment.attacker = 1;
  setup.deployment.zones[0] = {Edge::south, false, {Length{}, Length{}, cm(180), cm(20)}};
  setup.deployment.zones[1] = {Edge::north, true, {Length{}, cm(60), cm(180), cm(120)}};
  return setup;
}

// The scale note's N: "1 cm on the map = N cm on the table".
int scale_of(const layout::Page& page) {
  int scale = 0;
  const std::regex note("1 cm on the map = ([0-9]+) cm on the table");
  testing::walk(page, [&](const Placed& placed) {
    std::smatch match;
    if (const auto* text = std::get_if<layout::Text>(&placed.item->shape); text && std::regex_search(text->text, match, note)) scale = std::stoi(match[1]);
  });
  return scale;
}

// The board on the page: the clipped group that holds the terrain, and where its corner lies.
struct BoardOnPage {
  const layout::Group* terrain = nullptr;
  layout::Point origin;  // its north-west corner on the page
  std::vector<const layout::Text*> texts;  // the board's own texts: rulers and labels
  std::vector<layout::Point> text_centres;
};

BoardOnPage board_on(const layout::Page& page) {
  BoardOnPage board;
  for (const layout::Item& item : page.items) {
    const auto* group = std::get_if<layout::Group>(&item.shape);
    if (!group || group->items.empty()) continue;
    const auto* terrain = std::get_if<layout::Group>(&group->items.front().shape);
    if (!terrain || !terrain->clip) continue;
    board.terrain = terrain;
    board.origin = group->offset;
    testing::walk(group->items, {}, false, true, [&](const Placed& placed) {
      if (const auto* text = std::get_if<layout::Text>(&placed.item->shape)) {
        board.texts.push_back(text);
        const layout::Point corner = placed.placement.apply(text->at);
        board.text_centres.push_back({corner.x + text->width / 2, corner.y + text->height / 2});
      }
    });
    break;
  }
  return board;
}

TEST(SowTableMap, TheGridIsTenCentimetresOfTableAtTheScaleTheNoteGives) {
  for (Paper paper : {Paper::a4, Paper::letter}) {
    const layout::Document doc = table_map(sample_setup(7, paper), true, "footer", measurer());
    const layout::Page& page = doc.pages.front();
    EXPECT_GT(page.width, page.height) << "landscape";
    const int scale = scale_of(page);
    ASSERT_GT(scale, 0);
    EXPECT_LE(scale, 10) << "a 180 x 120 cm table fits a page at 1:10 or better beside its key";
    const BoardOnPage board = board_on(page);
    ASSERT_NE(board.terrain, nullptr);
    EXPECT_NEAR(board.terrain->clip->width.millimetres(), 1800.0 / scale, 0.01);
    EXPECT_NEAR(board.terrain->clip->height.millimetres(), 1200.0 / scale, 0.01);
    std::vector<double> xs;
    for (const layout::Item& item : board.terrain->items)
      if (const auto* line = std::get_if<layout::Line>(&item.shape); line && line->from.x == line->to.x && line->from.y == Length{})
        xs.push_back(line->from.x.millimetres());
    ASSERT_EQ(xs.size(), 17u);
    for (std::size_t k = 1; k < xs.size(); ++k) EXPECT_NEAR(xs[k] - xs[k - 1], 100.0 / scale, 0.2);
    // As large as the page allows at a whole-number scale: one step larger would not fit beside the key, or under the title.
    const double across = (page.width - layout::style::margin * 2).millimetres() - 62 - 3, down = (page.height - layout::style::margin * 2).millimetres() - 30;
    EXPECT_TRUE(1800.0 / (scale - 1) > across || 1200.0 / (scale - 1) > down) << "1:" << scale << " on " << paper_name(paper);
  }
}

TEST(SowTableMap, RulerNumbersCountCentimetresWhereTheyFallAlongEveryEdge) {
  const layout::Document doc = table_map(sample_setup(7), false, "footer", measurer());
  const layout::Page& page = doc.pages.front();
  const double mm_per_cm = 10.0 / scale_of(page);
  const BoardOnPage board = board_on(page);
  const double width = 180 * mm_per_cm, depth = 120 * mm_per_cm;
  std::map<std::string, std::set<int>> along;  // "north", "south", "west", "east": the numbers on each
  for (std::size_t k = 0; k < board.texts.size(); ++k) {
    const std::string& text = board.texts[k]->text;
    if (text.empty() || text.find_first_not_of("0123456789") != std::string::npos) continue;
    const int number = std::stoi(text);
    const double x = (board.text_centres[k].x).millimetres(), y = (board.text_centres[k].y).millimetres();
    const bool horizontal = y < 8 || y > depth - 8;
    if (horizontal) along[y < 8 ? "north" : "south"].insert(number);
    else if (x < 8 || x > width - 8) along[x < 8 ? "west" : "east"].insert(number);
    else continue;
    EXPECT_NEAR(horizontal ? x : y, horizontal ? number * mm_per_cm : depth - number * mm_per_cm, 0.05) << text;
  }
  for (const char* edge : {"north", "south", "west", "east"}) {
    const std::set<int>& numbers = along[edge];
    ASSERT_GE(numbers.size(), 5u) << edge;
    const int step = *numbers.begin(), span = std::string(edge) == "north" || std::string(edge) == "south" ? 180 : 120;
    EXPECT_EQ(step % 10, 0) << edge << ": numbered on the grid lines";
    int expected = step;
    for (int n : numbers) {
      EXPECT_EQ(n, expected) << edge;
      expected += step;
    }
    EXPECT_GE(*numbers.rbegin() + step, span) << edge << ": the numbers run to the far edge";
    EXPECT_LT(*numbers.rbegin(), span);
  }
}

TEST(SowTableMap, BothZonesAreNamedInTheirSidesColoursAndEveryFeatureIsMeasured) {
  const sow::Setup setup = sample_setup(11);
  const layout::Document doc = table_map(setup, true, "footer", measurer());
  testing::expect_on_page_and_fitting(doc, "map.pdf");
  ASSERT_LE(doc.pages.size(), 2u) << "no 1:1 sheets unless asked";
  std::multiset<std::string> texts;
  std::set<std::string> zone_colours;
  for (const layout::Page& page : doc.pages)
    testing::walk(page, [&](const Placed& placed) {
      if (const auto* text = std::get_if<layout::Text>(&placed.item->shape)) texts.insert(text->text);
      if (const auto* rect = std::get_if<layout::Rect>(&placed.item->shape); rect && rect->stroke && !rect->stroke->dashes.empty())
        zone_colours.insert(std::to_string(std::lround(rect->stroke->colour.red * 255)) + "," + std::to_string(std::lround(rect->stroke->colour.blue * 255)));
    });
  EXPECT_TRUE(texts.count("Union deploys here"));
  EXPECT_TRUE(texts.count("Confederate deploys here"));
  EXPECT_TRUE(zone_colours.count("31,143")) << "Union blue #1f3f8f";
  EXPECT_TRUE(zone_colours.count("143,47")) << "Confederate red #8f2f2f";
  for (const Feature& feature : setup.features) EXPECT_GE(texts.count(feature.label), 2u) << feature.label << ": on the map and in the measurements";
  EXPECT_TRUE(texts.count("Confederate (CSA, attacking): anywhere in the north half"));
}

// Issue 35: the key said "Hill: Soft cover" where the text makes a hill's crest soft cover, for 1 rank firing over it.
TEST(SowTableMap, TheKeySaysAHillsCoverIsItsCrest) {
  const sow::Setup setup = sample_setup(11);
  ASSERT_TRUE(std::any_of(setup.features.begin(), setup.features.end(), [](const Feature& f) { return f.kind == "hill"; }));
  std::set<std::string> texts;
  testing::walk(table_map(setup, true, "footer", measurer()).pages.front(), [&](const Placed& placed) {
    if (const auto* text = std::get_if<layout::Text>(&placed.item->shape)) texts.insert(text->text);
  });
  EXPECT_TRUE(texts.count("Hill: its crest is soft cover, for 1 rank firing over it"));
  EXPECT_FALSE(texts.count("Hill: Soft cover"));
  EXPECT_TRUE(texts.count("Wood: Soft cover")) << "a wood is soft cover throughout";
}

// The note above the measurements speaks of lines and fords only where the table has them.
TEST(SowTableMap, TheMeasurementsNoteSpeaksOnlyOfWhatTheTableHas) {
  auto note_of = [](const sow::Setup& setup) {
    std::string note;
    for (const layout::Page& page : table_map(setup, true, "footer", measurer()).pages)
      testing::walk(page, [&](const Placed& placed) {
        if (const auto* text = std::get_if<layout::Text>(&placed.item->shape); text && text->text.rfind("Measured in cm", 0) == 0) note = text->text;
      });
    return note;
  };
  sow::Setup setup = sample_setup(11);
  const bool has_water = std::any_of(setup.features.begin(), setup.features.end(),
                                     [](const Feature& f) { return f.course() && f.course()->role == LineRole::water; });
  ASSERT_TRUE(has_water) << "the sample has a stream";
  EXPECT_NE(note_of(setup).find("Fords are measured"), std::string::npos);
  std::erase_if(setup.features, [](const Feature& f) { return f.course() != nullptr; });
  const std::string without_lines = note_of(setup);
  EXPECT_NE(without_lines.find("Measured in cm"), std::string::npos);
  EXPECT_EQ(without_lines.find("Fords"), std::string::npos) << without_lines;
  EXPECT_EQ(without_lines.find("A line runs"), std::string::npos) << without_lines;
}

TEST(SowTableMap, TheTableAtFullSizeComesOnlyWhenAsked) {
  const layout::Document tiled = table_map(sample_setup(3, Paper::a4, true), false, "footer", measurer());
  testing::expect_on_page_and_fitting(tiled, "map.pdf tiled");
  const layout::Document plain = table_map(sample_setup(3, Paper::a4, false), false, "footer", measurer());
  EXPECT_GT(tiled.pages.size(), plain.pages.size() + 20) << "180 x 120 cm over A4 sheets";
}

TEST(SowTableMap, DemoIsWrittenForAPersonToLookAt) {
  testing::write_demo(table_map(sample_setup(7, Paper::a4, true), true, "Brandy Station - State of War - demo", measurer()), "sow-table-map");
  testing::write_demo(table_map(sample_setup(21, Paper::letter, false), true, "Brandy Station - State of War - demo", measurer()), "sow-table-map-letter");
}

}  // namespace
}  // namespace muster::sow
