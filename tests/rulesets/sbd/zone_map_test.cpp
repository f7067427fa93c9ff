// The zone map as a table reads it: terrain that stays distinct on a
// monochrome laser, roads that miss the unit lists, reach the table edges and
// show on any ground, a key to the unit abbreviations, labels at the strength
// left after the stragglers.
#include <gtest/gtest.h>

#include <cctype>
#include <set>

#include <algorithm>

#include "layout/plated_text.hpp"
#include "rulesets/sbd/pages/pages.hpp"
#include "rulesets/sbd/pages/zone_map.hpp"
#include "rulesets/sbd/procedures.hpp"
#include "support/document_walk.hpp"
#include "support/grey_swatches.hpp"
#include "support/sbd_scenarios.hpp"

namespace muster::sbd {
namespace {

using testing::Placed;

const auto& measurer() { return testing::test_fonts().measurer(); }

constexpr TerrainKind every_kind[] = {TerrainKind::open, TerrainKind::woods, TerrainKind::hills, TerrainKind::walls, TerrainKind::very_difficult};

std::vector<sbd::Setup> sample_setups() {
  std::vector<sbd::Setup> setups;
  const Scenario wheatfield = testing::sbd_scenario_file("scenarios/sbd-wheatfield.yaml");
  for (std::uint64_t seed : {1ULL, 7ULL, 1863ULL, 424242ULL}) setups.push_back(roll(wheatfield, seed));
  setups.push_back(roll(testing::sbd_scenario_file("scenarios/sbd-meeting-engagement.yaml"), 7));
  return setups;
}

// One row of zones, one of each terrain kind, west to east; no roads, no units.
sbd::Setup swatch_field() {
  sbd::Setup s;
  s.battlefield.columns = 5;
  s.battlefield.rows = 1;
  s.battlefield.kinds.assign(std::begin(every_kind), std::end(every_kind));
  return s;
}

// Printed in grey, every pair of terrain kinds must differ by at least 0.06 in
// mean grey or in texture (see GreyPrint). 0.06 is about four steps of a
// 64-level laser halftone: two swatches closer than that read as one kind.
TEST(SbdZoneMap, EveryTerrainKindStaysDistinctInGrey) {
  const Length cell = Length::mm(30);
  const sbd::Setup s = swatch_field();
  const auto image = testing::raster(draw_zones(s, {}, cell, measurer()), cell * 5, cell);
  std::vector<testing::GreyPrint> prints;
  // Below the zone's name and limit, inside its grid lines.
  for (int i = 0; i < 5; ++i) prints.push_back(testing::grey_print(image, 30.0 * i + 2, 8, 30.0 * i + 28, 28));
  for (int a = 0; a < 5; ++a)
    for (int b = a + 1; b < 5; ++b) {
      EXPECT_GE(prints[a].distance(prints[b]), 0.06)
          << static_cast<int>(every_kind[a]) << " (" << testing::describe(prints[a]) << ") and " << static_cast<int>(every_kind[b]) << " ("
          << testing::describe(prints[b]) << ") print alike";
    }
}

bool is_road(const layout::Item& item) {
  const auto* p = std::get_if<layout::Path>(&item.shape);
  return p && !p->closed && p->points.size() >= 2 && p->stroke;
}

std::vector<const layout::Path*> roads_in(const std::vector<layout::Item>& items) {
  std::vector<const layout::Path*> roads;
  for (const auto& item : items)
    if (is_road(item)) roads.push_back(&std::get<layout::Path>(item.shape));
  return roads;
}

// Every stroke of a road, against the grey of every terrain fill, differs by at
// least 0.45 in some stroke, so the road shows on white and on the darkest ground.
TEST(SbdZoneMap, RoadsShowOnEveryTerrain) {
  const sbd::Setup s = sample_setups().front();
  const auto items = draw_zones(s, {}, Length::mm(25), measurer());
  const auto roads = roads_in(items);
  ASSERT_FALSE(roads.empty());
  for (TerrainKind kind : every_kind) {
    const double ground = terrain_fill(kind).lightness();
    double best = 0;
    for (const auto* road : roads) best = std::max(best, std::abs(road->stroke->colour.lightness() - ground));
    EXPECT_GE(best, 0.45) << "the road fades into terrain kind " << static_cast<int>(kind);
  }
}

bool on_table_edge(const layout::Point& p, Length width, Length height) {
  const auto near = [](Length a, Length b) { return std::abs((a - b).millimetres()) < 0.01; };
  return near(p.x, Length{}) || near(p.y, Length{}) || near(p.x, width) || near(p.y, height);
}

TEST(SbdZoneMap, RoadsRunToTheTableEdgeAtBothEnds) {
  const Length cell = Length::mm(25);
  for (const sbd::Setup& s : sample_setups()) {
    const Length width = cell * s.battlefield.columns, height = cell * s.battlefield.rows;
    const auto items = draw_zones(s, {}, cell, measurer());
    for (const auto* road : roads_in(items)) {
      EXPECT_TRUE(on_table_edge(road->points.front(), width, height)) << "a road starts inside the table, seed " << s.seed;
      EXPECT_TRUE(on_table_edge(road->points.back(), width, height)) << "a road stops inside the table, seed " << s.seed;
    }
  }
}

struct Box {
  double left, top, right, bottom;  // mm
  bool overlaps(const Box& o) const { return left < o.right && o.left < right && top < o.bottom && o.top < bottom; }
};

// The ink of a unit line: its box as wide as Pango sets the text, not as wide as allowed.
Box ink_of(const layout::Text& t) {
  const auto extent = measurer().measure(t.text, t.font, t.width, t.markup);
  return {t.at.x.millimetres(), t.at.y.millimetres(), (t.at.x + min(extent.width, t.width)).millimetres(), (t.at.y + t.height).millimetres()};
}

bool names_a_unit(const sbd::Setup& s, const std::string& text) {
  for (Side side : both_sides)
    for (const UnitSetup& u : s.side(side).units)
      if (text.rfind(u.code + " ", 0) == 0) return true;
  return false;
}

TEST(SbdZoneMap, RoadsMissTheUnitLists) {
  const Length cell = Length::mm(25);
  for (const sbd::Setup& s : sample_setups()) {
    const auto items = draw_zones(s, {{true, true}}, cell, measurer());
    std::vector<Box> unit_lines;
    for (const auto& item : items)
      if (const auto* t = std::get_if<layout::Text>(&item.shape); t && names_a_unit(s, t->text)) unit_lines.push_back(ink_of(*t));
    ASSERT_FALSE(unit_lines.empty());
    for (const auto* road : roads_in(items)) {
      const double half = road->stroke->width.millimetres() / 2;
      for (std::size_t i = 0; i + 1 < road->points.size(); ++i) {
        const auto& a = road->points[i];
        const auto& b = road->points[i + 1];
        const Box leg{std::min(a.x, b.x).millimetres() - half, std::min(a.y, b.y).millimetres() - half,
                      std::max(a.x, b.x).millimetres() + half, std::max(a.y, b.y).millimetres() + half};
        for (const Box& line : unit_lines) EXPECT_FALSE(leg.overlaps(line)) << "a road crosses a unit list, seed " << s.seed;
      }
    }
  }
}

// A zone's label ("road max 3") is set flush right, by the lane a road runs in: its white plate
// must still reach past its last letter, so that no letter touches the road beyond it.
TEST(SbdZoneMap, ALabelsPlateReachesPastItsLastLetter) {
  const Length cell = Length::mm(25);
  int labels = 0;
  for (const sbd::Setup& s : sample_setups()) {
    const auto items = draw_zones(s, {{true, true}}, cell, measurer());
    for (std::size_t i = 1; i < items.size(); ++i) {
      const auto* t = std::get_if<layout::Text>(&items[i].shape);
      const auto* plate = std::get_if<layout::Rect>(&items[i - 1].shape);
      if (!t || !plate || t->align != layout::Align::right) continue;
      ++labels;
      const layout::Rect ink = layout::ink_box(measurer(), *t);
      EXPECT_GE((plate->at.x + plate->width - (ink.at.x + ink.width)).millimetres(), layout::plate_margin.millimetres() - 1e-6)
          << "'" << t->text << "', seed " << s.seed;
    }
  }
  EXPECT_GE(labels, 4 * 48) << "a label in every zone";
}

std::string first_page_text(const layout::Document& doc) {
  std::string text;
  testing::walk(doc.pages.front(), [&](const Placed& p) {
    if (const auto* t = std::get_if<layout::Text>(&p.item->shape)) text += t->text + "\n";
  });
  return text;
}

// The road keeps to a lane by its zones' edges; each zone it runs through says "road" in its label,
// so the lane is not read as the border with the next zone.
TEST(SbdZoneMap, EveryZoneARoadRunsThroughSaysSo) {
  for (const sbd::Setup& s : sample_setups()) {
    std::set<std::string> road_zones;
    for (const Road& road : s.battlefield.roads)
      for (Square zone : road.zones) road_zones.insert(square_name(zone));
    ASSERT_FALSE(road_zones.empty());
    std::set<std::string> labelled;
    std::string zone;
    for (const auto& page : battle_map(s, measurer()).pages)
      testing::walk(page, [&](const Placed& p) {
        const auto* t = std::get_if<layout::Text>(&p.item->shape);
        if (!t) return;
        if (t->text.size() <= 3 && t->text.size() >= 2 && std::isupper(static_cast<unsigned char>(t->text[0]))) zone = t->text;
        if (t->text.find("road ") != std::string::npos && t->text.find("max") != std::string::npos) labelled.insert(zone);
      });
    EXPECT_EQ(labelled, road_zones) << s.scenario;
  }
}

TEST(SbdZoneMap, AMapWithUnitsCarriesAKeyToTheirAbbreviations) {
  const sbd::Setup s = sample_setups().front();
  for (const auto& doc : {umpire_briefing(s, measurer()), side_briefing(s, Side::usa, measurer()), side_briefing(s, Side::csa, measurer())}) {
    const std::string text = first_page_text(doc);
    for (const char* words : {"V veteran", "E experienced", "G green", "stands", "cav", "guns", "\u2605"})
      EXPECT_NE(text.find(words), std::string::npos) << doc.title << " has no key for '" << words << "'";
  }
}

// A label is cut for a unit on the table: it carries the stands left after the stragglers.
TEST(SbdZoneMap, UnitLabelsShowTheStrengthAfterStragglers) {
  int checked = 0;
  for (const sbd::Setup& s : sample_setups()) {
    for (Side side : both_sides) {
      std::vector<std::string> texts;
      for (const auto& page : side_counter_sheets(s, side, measurer()).pages)
        testing::walk(page, [&](const Placed& p) {
          if (const auto* t = std::get_if<layout::Text>(&p.item->shape)) texts.push_back(t->text);
        });
      for (const UnitSetup& u : s.side(side).units) {
        if (!u.is_regiment() || !u.on_table() || u.straggled == 0) continue;
        const auto name = std::find(texts.begin(), texts.end(), u.name);
        ASSERT_NE(name, texts.end()) << u.name;
        ASSERT_NE(name + 1, texts.end());
        EXPECT_NE(name[1].find(" " + std::to_string(u.stands_on_table()) + "\u00a0stand"), std::string::npos) << u.name << ": " << name[1];
        ++checked;
      }
    }
  }
  EXPECT_GT(checked, 0);
}

}  // namespace
}  // namespace muster::sbd
