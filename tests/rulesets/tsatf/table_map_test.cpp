// map.pdf measured in its layout: the table to a whole-number scale with its
// 6-inch grid 152.4 mm / N apart on paper, rulers numbered in inches along
// every edge, the current's arrow on the river pointing downstream with its
// dice beside it, both zones in their sides' names, a row of measurements for
// every feature, nothing off the page or out of its box; the 1:1 sheets only
// when asked. The demo is written for a person to look at:
// pdftoppm -r 60 -png $TMPDIR/muster-tsatf-table-map.pdf /tmp/tsatf-map
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <regex>
#include <set>

#include "rulesets/tsatf/current.hpp"
#include "rulesets/tsatf/deployment_zone.hpp"
#include "rulesets/tsatf/pages/table_map.hpp"
#include "rulesets/tsatf/roll_terrain.hpp"
#include "support/demo_pdf.hpp"
#include "support/document_walk.hpp"
#include "support/layout_checks.hpp"

namespace muster::tsatf {
namespace {

using testing::Placed;

const layout::TextMeasurer& measurer() { return testing::test_fonts().measurer(); }

TableMapRequest sample(std::uint64_t seed, Paper paper = Paper::a4, bool sheets = false, CurrentOrders orders = {}) {
  TableMapRequest request;
  request.scenario = "Abu Klea";
  request.paper = paper;
  request.full_size_sheets = sheets;
  Battlefield& field = request.battlefield;
  RandomStream stream = RandomStream::for_procedure(seed, "terrain");
  const TerrainCounts counts{{1, 2}, {1, 2}, {1, 1}, {1, 2}, {1, 1}, {1, 2}, {1, 1}, {1, 1}};
  PlacedTerrain terrain = roll_terrain(field.table, counts, stream);
  field.features = terrain.features;
  field.dropped = terrain.dropped;
  RandomStream current = RandomStream::for_procedure(seed, "current");
  field.current = roll_current(*river_of(field.features), orders, current);
  request.zones = {{"British", "BRI", "#8f2f2f", Edge::south, edge_zone(field.table, Edge::south)},
                   {"Dervishes", "DER", "#2f6f3f", Edge::north, edge_zone(field.table, Edge::north)}};
  request.first_move = "The British move first (roll-off 5-2).";
  return request;
}

int scale_of(const layout::Page& page) {
  int scale = 0;
  const std::regex note("1 in on the map = ([0-9]+) in on the table");
  testing::walk(page, [&](const Placed& placed) {
    std::smatch match;
    if (const auto* text = std::get_if<layout::Text>(&placed.item->shape); text && std::regex_search(text->text, match, note)) scale = std::stoi(match[1]);
  });
  return scale;
}

struct BoardOnPage {
  const layout::Group* terrain = nullptr;
  std::vector<const layout::Text*> texts;
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

TEST(TsatfTableMap, TheGridIsSixInchesOfTableAtTheScaleTheNoteGives) {
  for (Paper paper : {Paper::a4, Paper::letter}) {
    const layout::Document doc = table_map(sample(7, paper), "footer", measurer());
    const layout::Page& page = doc.pages.front();
    EXPECT_GT(page.width, page.height) << "landscape";
    const int scale = scale_of(page);
    ASSERT_GT(scale, 0);
    EXPECT_LE(scale, 10) << "a 6 x 4 ft table fits a page at 1:10 or better beside its key";
    const BoardOnPage board = board_on(page);
    ASSERT_NE(board.terrain, nullptr);
    EXPECT_NEAR(board.terrain->clip->width.millimetres(), 72 * 25.4 / scale, 0.01);
    EXPECT_NEAR(board.terrain->clip->height.millimetres(), 48 * 25.4 / scale, 0.01);
    std::vector<double> xs, ys;
    for (const layout::Item& item : board.terrain->items)
      if (const auto* line = std::get_if<layout::Line>(&item.shape)) {
        if (line->from.x == line->to.x && line->from.y == Length{}) xs.push_back(line->from.x.millimetres());
        if (line->from.y == line->to.y && line->from.x == Length{}) ys.push_back(line->from.y.millimetres());
      }
    std::sort(xs.begin(), xs.end());
    std::sort(ys.begin(), ys.end());
    ASSERT_EQ(xs.size(), 11u) << "every 6 in across 72 in, the edges aside";
    ASSERT_EQ(ys.size(), 7u) << "every 6 in across 48 in, the edges aside";
    for (const auto& lines : {xs, ys})
      for (std::size_t k = 1; k < lines.size(); ++k) EXPECT_NEAR(lines[k] - lines[k - 1], 152.4 / scale, 0.2);
    EXPECT_NEAR(xs.front(), 152.4 / scale, 0.2);
    const double across = (page.width - layout::style::margin * 2).millimetres() - 62 - 3, down = (page.height - layout::style::margin * 2).millimetres() - 30;
    EXPECT_TRUE(72 * 25.4 / (scale - 1) > across || 48 * 25.4 / (scale - 1) > down) << "1:" << scale << " on " << paper_name(paper);
  }
}

TEST(TsatfTableMap, RulerNumbersCountInchesWhereTheyFallAlongEveryEdge) {
  const layout::Document doc = table_map(sample(7), "footer", measurer());
  const layout::Page& page = doc.pages.front();
  const double mm_per_in = 25.4 / scale_of(page);
  const BoardOnPage board = board_on(page);
  const double width = 72 * mm_per_in, depth = 48 * mm_per_in;
  std::map<std::string, std::set<int>> along;
  for (std::size_t k = 0; k < board.texts.size(); ++k) {
    const std::string& text = board.texts[k]->text;
    if (text.empty() || text.find_first_not_of("0123456789") != std::string::npos) continue;
    const int number = std::stoi(text);
    const double x = board.text_centres[k].x.millimetres(), y = board.text_centres[k].y.millimetres();
    const bool horizontal = y < 8 || y > depth - 8;
    if (horizontal) along[y < 8 ? "north" : "south"].insert(number);
    else if (x < 12 || x > width - 12) along[x < 12 ? "west" : "east"].insert(number);
    else continue;
    EXPECT_NEAR(horizontal ? x : y, horizontal ? number * mm_per_in : depth - number * mm_per_in, 0.05) << text;
  }
  for (const char* edge : {"north", "south", "west", "east"}) {
    const std::set<int>& numbers = along[edge];
    ASSERT_GE(numbers.size(), 4u) << edge;
    const int span = std::string(edge) == "north" || std::string(edge) == "south" ? 72 : 48;
    int expected = 6;
    for (int n : numbers) {
      EXPECT_EQ(n, expected) << edge << ": every 6 in";
      expected += 6;
    }
    EXPECT_EQ(*numbers.rbegin() + 6, span) << edge << ": the numbers run to the far edge";
  }
}

// The arrow's head: the filled triangle in the current's ink, and the middle of its shaft.
struct ArrowOnBoard {
  layout::Point tip, tail;
  bool found = false;
};

ArrowOnBoard arrow_on(const layout::Group& terrain) {
  ArrowOnBoard arrow;
  for (const layout::Item& item : terrain.items) {
    if (const auto* line = std::get_if<layout::Line>(&item.shape); line && line->stroke.colour.blue > 0.3 && line->stroke.colour.red < 0.1)
      arrow.tail = line->from;
    if (const auto* path = std::get_if<layout::Path>(&item.shape); path && path->fill && path->fill->blue > 0.3 && path->fill->red < 0.1 && path->points.size() == 3) {
      arrow.tip = path->points.front();
      arrow.found = true;
    }
  }
  return arrow;
}

TEST(TsatfTableMap, AnArrowOnTheRiverPointsDownstreamWithTheCurrentDiceBesideIt) {
  for (std::uint64_t seed = 0; seed < 40; ++seed) {
    const TableMapRequest request = sample(seed);
    const layout::Document doc = table_map(request, "footer", measurer());
    const layout::Page& page = doc.pages.front();
    const BoardOnPage board = board_on(page);
    ASSERT_NE(board.terrain, nullptr);
    const ArrowOnBoard arrow = arrow_on(*board.terrain);
    ASSERT_TRUE(arrow.found) << "seed " << seed;
    const Course& river = *river_of(request.battlefield.features)->course();
    const RiverCurrent& current = *request.battlefield.current;
    // Downstream on paper: the tip lies nearer the downstream end than the tail does.
    const double scale = 1.0 / scale_of(page);
    const TablePoint end = current.to_last_point ? river.points.back() : river.points.front();
    const layout::Point end_on_paper{end.x * scale, request.battlefield.table.depth * scale - end.y * scale};
    const auto gap = [&](layout::Point p) { return std::hypot((p.x - end_on_paper.x).millimetres(), (p.y - end_on_paper.y).millimetres()); };
    EXPECT_LT(gap(arrow.tip), gap(arrow.tail)) << "seed " << seed;
    EXPECT_GE(std::hypot((arrow.tip.x - arrow.tail.x).millimetres(), (arrow.tip.y - arrow.tail.y).millimetres()), 12) << "long enough to see";
    // The caption on the board, on the table, and in the key.
    const std::string caption = current_caption(current, river);
    int on_board = 0;
    for (std::size_t k = 0; k < board.texts.size(); ++k)
      if (board.texts[k]->text == caption) {
        ++on_board;
        EXPECT_GE(board.texts[k]->at.x, Length{});
        EXPECT_LE((board.texts[k]->at.x + board.texts[k]->width).millimetres(), board.terrain->clip->width.millimetres() + 1e-6);
        EXPECT_GE(board.texts[k]->at.y, Length{});
        EXPECT_LE((board.texts[k]->at.y + board.texts[k]->height).millimetres(), board.terrain->clip->height.millimetres() + 1e-6);
      }
    EXPECT_EQ(on_board, 1) << caption;
    std::multiset<std::string> texts;
    testing::walk(page, [&](const Placed& placed) {
      if (const auto* text = std::get_if<layout::Text>(&placed.item->shape)) texts.insert(text->text);
    });
    EXPECT_EQ(texts.count(caption), 2u) << "on the river and in the key: " << caption;
  }
}

TEST(TsatfTableMap, MustersReadingOfTheLostSpeedsIsSaidAsSuch) {
  for (std::uint64_t seed = 0; seed < 60; ++seed) {
    const TableMapRequest request = sample(seed);
    if (request.battlefield.current->source != CurrentSource::muster_reading) continue;
    std::string all;
    for (const layout::Page& page : table_map(request, "footer", measurer()).pages)
      testing::walk(page, [&](const Placed& placed) {
        if (const auto* text = std::get_if<layout::Text>(&placed.item->shape)) all += text->text + "\n";
      });
    EXPECT_NE(all.find("1 die by muster's reading, the text being lost for 1-3"), std::string::npos);
    return;
  }
  FAIL() << "no seed rolled 1-3";
}

TEST(TsatfTableMap, BothZonesAreNamedAndEveryFeatureIsMeasured) {
  const TableMapRequest request = sample(11);
  const layout::Document doc = table_map(request, "footer", measurer());
  testing::expect_on_page_and_fitting(doc, "map.pdf");
  ASSERT_LE(doc.pages.size(), 2u) << "no 1:1 sheets unless asked";
  std::multiset<std::string> texts;
  for (const layout::Page& page : doc.pages)
    testing::walk(page, [&](const Placed& placed) {
      if (const auto* text = std::get_if<layout::Text>(&placed.item->shape)) texts.insert(text->text);
    });
  EXPECT_TRUE(texts.count("British set up here") || texts.count("BRI set up here"));
  EXPECT_TRUE(texts.count("Dervishes set up here") || texts.count("DER set up here"));
  EXPECT_TRUE(texts.count("\u25B2 NORTH EDGE: Dervishes set up along it"));
  EXPECT_TRUE(texts.count("British: within 12 in of the south edge"));
  EXPECT_TRUE(texts.count("Hill: rough going, 2/3 of the move"));
  for (const Feature& feature : request.battlefield.features) EXPECT_GE(texts.count(feature.label), 2u) << feature.label << ": on the map and in the measurements";
}

// A table without a river says nothing of a river, its current or its fords: with one, it does.
TEST(TsatfTableMap, OnlyATableWithARiverSpeaksOfOne) {
  for (bool with_river : {true, false}) {
    TableMapRequest request = sample(11);
    if (!with_river) {
      auto& features = request.battlefield.features;
      features.erase(std::remove_if(features.begin(), features.end(), [](const Feature& f) { return f.course() && f.course()->role == LineRole::water; }),
                     features.end());
      request.battlefield.current.reset();
    }
    int mentions = 0;
    for (const layout::Page& page : table_map(request, "footer", measurer()).pages)
      testing::walk(page, [&](const Placed& placed) {
        if (const auto* text = std::get_if<layout::Text>(&placed.item->shape)) mentions += text->text.find("river") != std::string::npos;
      });
    if (with_river)
      EXPECT_GT(mentions, 0);
    else
      EXPECT_EQ(mentions, 0) << "a map without a river speaks of one";
  }
}

TEST(TsatfTableMap, TheTableAtFullSizeComesOnlyWhenAsked) {
  const layout::Document tiled = table_map(sample(3, Paper::a4, true), "footer", measurer());
  testing::expect_on_page_and_fitting(tiled, "map.pdf tiled");
  const layout::Document plain = table_map(sample(3), "footer", measurer());
  EXPECT_GT(tiled.pages.size(), plain.pages.size() + 20) << "72 x 48 in over A4 sheets";
}

TEST(TsatfTableMap, DemoIsWrittenForAPersonToLookAt) {
  testing::write_demo(table_map(sample(7, Paper::a4, true), "Abu Klea - The Sword and the Flame - demo", measurer()), "tsatf-table-map");
  testing::write_demo(table_map(sample(21, Paper::letter), "Abu Klea - The Sword and the Flame - demo", measurer()), "tsatf-table-map-letter");
}

}  // namespace
}  // namespace muster::tsatf
