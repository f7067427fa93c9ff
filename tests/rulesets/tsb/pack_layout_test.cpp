// The printed Square Brigadier pack, measured: page sizes in mm, nothing
// outside its page, every text inside its box, rows kept with their headings,
// every area named on the map, and the 1:1 sheets covering the board exactly.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "layout/area_board.hpp"
#include "layout/tiled_board.hpp"
#include "rulesets/tsb/pages/battlefield_view.hpp"
#include "rulesets/tsb/pages/pages.hpp"
#include "rulesets/tsb/procedures.hpp"
#include "rulesets/tsb/scenario_reader.hpp"
#include "support/document_walk.hpp"
#include "support/grey_swatches.hpp"
#include "support/layout_checks.hpp"
#include "support/tsb_scenarios.hpp"

namespace muster::tsb {
namespace {

const layout::TextMeasurer& measurer() { return testing::test_fonts().measurer(); }

std::vector<tsb::Setup> sample_setups() {
  std::vector<tsb::Setup> setups;
  for (const char* file : {"scenarios/tsb-mill-crossing.yaml", "scenarios/tsb-ypres-1914.yaml", "scenarios/tsb-open-table.yaml"}) {
    Scenario scenario = testing::tsb_scenario_file(file);
    setups.push_back(roll(scenario, Streams(11)));
    scenario.print.paper = Paper::letter;
    setups.push_back(roll(scenario, Streams(1914)));
  }
  Scenario pointy = testing::tsb_scenario_file("scenarios/tsb-ypres-1914.yaml");
  pointy.battlefield.grid.shape = AreaShape::hex_pointy_top;
  setups.push_back(roll(pointy, Streams(5)));
  return setups;
}

std::vector<std::pair<std::string, layout::Document>> flowing_documents(const tsb::Setup& s) {
  return {{"umpire", umpire_briefing(s, measurer())}, {"side 0", side_briefing(s, 0, measurer())}, {"side 1", side_briefing(s, 1, measurer())}};
}

TEST(TsbPackLayout, PagesAreTheChosenPaperAndEverythingStaysOnThemInItsBox) {
  for (const tsb::Setup& s : sample_setups()) {
    auto documents = flowing_documents(s);
    documents.push_back({"map", battle_map(s, measurer())});
    for (const auto& [name, doc] : documents) {
      ASSERT_FALSE(doc.pages.empty()) << name;
      const PaperSize paper = paper_size(s.print.paper);
      for (const auto& page : doc.pages) {
        const double shorter = std::min(page.width, page.height).millimetres(), longer = std::max(page.width, page.height).millimetres();
        EXPECT_NEAR(shorter, std::min(paper.width, paper.height).millimetres(), 0.01) << name;
        EXPECT_NEAR(longer, std::max(paper.width, paper.height).millimetres(), 0.01) << name;
      }
      testing::expect_on_page_and_fitting(doc, name);
    }
    for (const auto& [name, doc] : flowing_documents(s)) testing::expect_kept_together(doc, name);
  }
}

std::set<std::string> texts_of(const layout::Page& page) {
  std::set<std::string> texts;
  testing::walk(page, [&](const testing::Placed& p) {
    if (const auto* t = std::get_if<layout::Text>(&p.item->shape)) texts.insert(t->text);
  });
  return texts;
}

TEST(TsbPackLayout, TheOverviewNamesEveryArea) {
  for (const tsb::Setup& s : sample_setups()) {
    const auto texts = texts_of(battle_map(s, measurer()).pages.front());
    for (Square area : s.battlefield.grid.all_areas()) EXPECT_TRUE(texts.count(square_name(area))) << square_name(area) << " is not named";
  }
}

// Every area that holds terrain says which on the overview, an objective too: it is starred ("\u2605 town")
// rather than renamed "objective", for the texture alone is easy to misread and the town's rules apply there.
TEST(TsbPackLayout, TheOverviewSaysWhatTerrainEveryAreaHoldsObjectivesToo) {
  const std::string mark = "\u2605", star = mark + " ";
  const std::vector<std::string> words = {"woods", "town", "steep", "ford", "water"};
  int starred_terrain = 0;
  for (const tsb::Setup& s : sample_setups()) {
    std::vector<std::string> texts;
    testing::walk(battle_map(s, measurer()).pages.front(), [&](const testing::Placed& p) {
      if (const auto* t = std::get_if<layout::Text>(&p.item->shape)) texts.push_back(t->text);
    });
    const auto terrain_areas = std::count_if(s.battlefield.kinds.begin(), s.battlefield.kinds.end(), [](TerrainKind k) { return k != TerrainKind::open; });
    long labelled = 0;
    for (const std::string& word : words) {
      labelled += std::count_if(texts.begin(), texts.end(), [&](const std::string& t) { return t == word || t == star + word; });
      starred_terrain += static_cast<int>(std::count(texts.begin(), texts.end(), star + word));
    }
    const auto starred = std::count_if(texts.begin(), texts.end(), [&](const std::string& t) { return t.rfind(mark, 0) == 0; });
    EXPECT_EQ(labelled, terrain_areas) << "seed " << s.seed;
    EXPECT_EQ(starred, static_cast<long>(s.battlefield.objectives.size())) << "every objective starred, seed " << s.seed;
  }
  EXPECT_GT(starred_terrain, 0) << "no objective on terrain among the samples: the case is untested";
}

// The two deployment zones print apart on a monochrome laser, and apart from open ground: on the map and
// in its key, only the grey tells a mono print's reader which zone is whose.
TEST(TsbPackLayout, TheDeploymentZonesPrintApartInGrey) {
  for (const tsb::Setup& s : sample_setups()) {
    const layout::AreaBoard board = battlefield_board(s, {s.battlefield.area, {0, 1}, {}});
    std::vector<layout::Item> swatches = {{layout::Rect{{}, Length::mm(30), Length::mm(10), layout::white, std::nullopt}}};
    for (std::size_t side = 0; side < 2; ++side)
      for (Square area : deployment_zone(s.battlefield.grid, s.sides[side].baseline, s.sides[side].deployment_depth)) {
        const layout::AreaPaint& paint = board.paint[static_cast<std::size_t>(s.battlefield.grid.index(area))];
        if (paint.holds_terrain) continue;
        swatches.push_back({layout::Rect{{Length::mm(10) * static_cast<double>(side + 1), {}}, Length::mm(10), Length::mm(10), paint.fill, std::nullopt}});
        break;
      }
    ASSERT_EQ(swatches.size(), 3U) << "an open area in each zone, seed " << s.seed;
    const auto image = testing::raster(swatches, Length::mm(30), Length::mm(10));
    const testing::GreyPrint ground = testing::grey_print(image, 1, 1, 9, 9), first = testing::grey_print(image, 11, 1, 19, 9),
                             second = testing::grey_print(image, 21, 1, 29, 9);
    EXPECT_GE(first.distance(second), 0.06) << s.sides[0].key << " " << testing::describe(first) << "; " << s.sides[1].key << " " << testing::describe(second);
    EXPECT_GE(first.distance(ground), 0.06) << testing::describe(first);
    EXPECT_GE(second.distance(ground), 0.06) << testing::describe(second);
  }
}

TEST(TsbPackLayout, TheSheetsCoverTheBoardExactlyAtFullSize) {
  for (const tsb::Setup& s : sample_setups()) {
    const layout::Area board = layout::board_extent(battlefield_board(s, {s.battlefield.area, {0, 1}, {}}));
    const layout::Document map = battle_map(s, measurer());
    if (s.battlefield.grid.shape == AreaShape::open) {
      EXPECT_EQ(map.pages.size(), 1u) << "an open table has no sheets";
      continue;
    }
    const layout::Tiling tiling = layout::tile_board(board, s.print.paper);
    EXPECT_EQ(map.pages.size(), 1 + static_cast<std::size_t>(tiling.count()));
    // The windows of each row and column meet or overlap and reach the far edges of the board and its strips.
    double covered_width = 0, covered_height = 0;
    for (const layout::Tile& tile : tiling.tiles) {
      covered_width = std::max(covered_width, (tile.x + tile.width).millimetres());
      covered_height = std::max(covered_height, (tile.y + tile.height).millimetres());
      EXPECT_GE(tile.x.millimetres(), -1e-6);
      EXPECT_GE(tile.y.millimetres(), -1e-6);
    }
    EXPECT_NEAR(covered_width, board.width.millimetres(), 0.01);
    EXPECT_NEAR(covered_height, (board.height + layout::edge_strip * 2).millimetres(), 0.01);
    // At 1:1, an area's centre and its neighbour's to the north stand one area apart (hexes: across the flats).
    const layout::AreaBoard full = battlefield_board(s, {s.battlefield.area, {}, {}});
    ASSERT_TRUE(s.battlefield.grid.adjacent({2, 2}, {2, 3}));
    const auto a = layout::area_centre(full, {2, 2}), b = layout::area_centre(full, {2, 3});
    EXPECT_NEAR(std::hypot((a.x - b.x).millimetres(), (a.y - b.y).millimetres()), s.battlefield.area.millimetres(), 0.001);
  }
}

TEST(TsbPackLayout, ASideBriefingNamesNoneOfTheEnemysUnits) {
  for (const tsb::Setup& s : sample_setups())
    for (std::size_t side = 0; side < 2; ++side) {
      std::set<std::string> texts;
      for (const auto& page : side_briefing(s, side, measurer()).pages) texts.merge(texts_of(page));
      std::set<std::string> own;
      for (const Command& command : s.sides[side].army.commands)
        for (const Unit& unit : command.units) own.insert(unit.name);
      for (const Command& command : s.sides[1 - side].army.commands) {
        EXPECT_FALSE(texts.count(command.commander)) << command.commander;
        for (const Unit& unit : command.units) {
          if (own.count(unit.name)) continue;  // recipe armies share names like "1st Infantry"
          EXPECT_FALSE(texts.count(unit.name)) << unit.name;
        }
      }
    }
}

}  // namespace
}  // namespace muster::tsb
