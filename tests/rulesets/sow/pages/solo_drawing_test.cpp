// The solo deployment as printed: each group's two ranks measure its frontage
// and depth at the board's scale, a numbered disc for every group, the
// commander's black; the standing orders name every group; and a demo page
// with the board and the orders, to look at.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <tuple>

#include "layout/style.hpp"
#include "rulesets/sow/pages/pages.hpp"
#include "rulesets/sow/procedures.hpp"
#include "rulesets/sow/solo_geometry.hpp"
#include "support/demo_pdf.hpp"
#include "support/document_walk.hpp"
#include "support/open_table_recipes.hpp"
#include "support/sow_scenarios.hpp"
#include "../random_forces.hpp"

namespace muster::sow {
namespace {

using muster::testing::cm;

const layout::TextMeasurer& measurer() { return muster::testing::test_fonts().measurer(); }

Figure figure(Rank rank, Quality quality, Firearm firearm, bool horse = false) {
  Figure f;
  f.rank = rank, f.quality = quality, f.firearm = firearm, f.horse = horse;
  return f;
}

Force company() {
  std::vector<Figure> squad(9, figure(Rank::private_soldier, Quality::trained, Firearm::minie_rifle));
  squad.insert(squad.begin(), figure(Rank::sergeant, Quality::trained, Firearm::minie_rifle));
  std::vector<Figure> raw(7, figure(Rank::private_soldier, Quality::raw, Firearm::musket));
  std::vector<Figure> troop(5, figure(Rank::trooper, Quality::veteran, Firearm::minie_carbine, true));
  return Force{{{"HQ", {figure(Rank::captain, Quality::trained, Firearm::pistol), figure(Rank::musician, Quality::trained, Firearm::none),
                        figure(Rank::musician, Quality::trained, Firearm::none)}},
                {"1st Squad", squad},
                {"2nd Squad", squad},
                {"Raw", raw},
                {"Troop", troop}}};
}

Setup solo_setup(DeploymentResult result, std::vector<Feature> features, std::uint64_t seed) {
  Setup setup;
  setup.table = {cm(180), cm(120)};
  setup.features = std::move(features);
  setup.sides[0].key = "USA", setup.sides[0].name = "Union", setup.sides[0].colour = "#4a6fb5";
  setup.sides[1].key = "CSA", setup.sides[1].name = "Confederacy", setup.sides[1].colour = "#9a9a9a";
  setup.sides[1].force = solo_groups(company());
  setup.deployment.attacker = 1;
  setup.deployment.zones[1] = attacker_zone(setup.table, result);
  setup.deployment.zones[0] = opposition_zone(setup.table, result);
  RandomStream stream(seed, 9);
  setup.solo = plan_solo(setup.table, setup.features, setup.deployment.zones[1], setup.sides[1].force, 1, stream);
  return setup;
}

layout::OpenTableBoard board_of(const Setup& setup, double scale) {
  layout::OpenTableBoard board;
  board.table = setup.table;
  board.features = setup.features;
  board.looks = layout::standard_looks();
  for (std::size_t s = 0; s < 2; ++s)
    board.zones.push_back({setup.sides[s].name + " deploys here", setup.deployment.zones[s].box, layout::Colour::hex(setup.sides[s].colour)});
  board.scale = scale;
  return board;
}

double between(layout::Point a, layout::Point b) { return std::hypot((a.x - b.x).millimetres(), (a.y - b.y).millimetres()); }

const std::vector<Feature> central_hill{{"hill", "Round Top", "soft", Footprint{{cm(90), cm(62)}, cm(34), cm(26), 20, {}}}};

// Each rank a quadrilateral: its sides the group's frontage (the rear rank one
// figure shorter when the group is odd) and half its depth, times the scale.
TEST(SowSoloDrawing, RanksMeasureTheirSizeAtTheBoardsScale) {
  for (const auto& [result, features] : {std::pair{DeploymentResult::south_edge, std::vector<Feature>{}},
                                         std::pair{DeploymentResult::south_half, central_hill}})
    for (double scale : {1.0, 0.1}) {
      const sow::Setup setup = solo_setup(result, features, 3);
      const auto items = draw_solo_deployment(board_of(setup, scale), setup);
      std::vector<const layout::Path*> ranks;
      std::vector<const layout::Circle*> discs;
      std::vector<const layout::Text*> numbers;
      for (const auto& item : items) {
        if (const auto* p = std::get_if<layout::Path>(&item.shape)) ranks.push_back(p);
        if (const auto* c = std::get_if<layout::Circle>(&item.shape)) discs.push_back(c);
        if (const auto* t = std::get_if<layout::Text>(&item.shape)) numbers.push_back(t);
      }
      const auto& groups = setup.sides[1].force.units;
      ASSERT_EQ(discs.size(), groups.size());
      ASSERT_EQ(numbers.size(), groups.size());
      std::size_t next = 0;
      for (std::size_t g = 0; g < groups.size(); ++g) {
        const std::size_t n = groups[g].figures.size();
        const bool mounted = groups[g].figures.front().horse;
        const double rank_mm = (mounted ? 50 : 25) * scale, front_mm = 25.0 * static_cast<double>((n + 1) / 2) * scale;
        const double rear_mm = 25.0 * static_cast<double>(n / 2) * scale;
        SCOPED_TRACE("group " + std::to_string(g + 1) + " at scale " + std::to_string(scale));
        for (double width : {front_mm, rear_mm}) {
          if (width == 0) continue;
          ASSERT_LT(next, ranks.size());
          const auto& pts = ranks[next++]->points;
          ASSERT_EQ(pts.size(), 4u);
          EXPECT_NEAR(between(pts[0], pts[1]), width, 1e-6);
          EXPECT_NEAR(between(pts[1], pts[2]), rank_mm, 1e-6);
          EXPECT_NEAR(between(pts[2], pts[3]), width, 1e-6);
          EXPECT_NEAR(between(pts[3], pts[0]), rank_mm, 1e-6);
        }
        EXPECT_EQ(numbers[g]->text, std::to_string(g + 1));
        EXPECT_EQ(numbers[g]->colour, g == 0 ? layout::white : layout::black) << "the commander's disc is black";
        EXPECT_EQ(*discs[g]->fill, g == 0 ? layout::black : layout::white);
        EXPECT_TRUE(layout::fits(measurer(), *numbers[g]));
        // The disc on the table.
        const layout::Point c = discs[g]->centre;
        EXPECT_GE(c.x, discs[g]->radius);
        EXPECT_GE(c.y, discs[g]->radius);
        EXPECT_LE(c.x, setup.table.width * scale - discs[g]->radius);
        EXPECT_LE(c.y, setup.table.depth * scale - discs[g]->radius);
      }
      EXPECT_EQ(next, ranks.size());
      // No two discs overlap, so every number reads.
      for (std::size_t a = 0; a < discs.size(); ++a)
        for (std::size_t b = a + 1; b < discs.size(); ++b)
          EXPECT_GE(between(discs[a]->centre, discs[b]->centre), (discs[a]->radius + discs[b]->radius).millimetres()) << a + 1 << ", " << b + 1;
      // The front rank's first side runs along the front: its middle is the placement's point.
      const layout::Point middle{(ranks[0]->points[0].x + ranks[0]->points[1].x) / 2, (ranks[0]->points[0].y + ranks[0]->points[1].y) / 2};
      const layout::Point expected = layout::board_point(board_of(setup, scale), setup.solo->groups[0].centre);
      EXPECT_NEAR(between(middle, expected), 0, 1e-6);
    }
}

// Every number reads: no disc lies on any group's ranks, on the shipped solo scenario's rolls at the
// scales of the briefings' maps, where a crowded line once left a disc on the rear rank of the group in front.
TEST(SowSoloDrawing, NoDiscLiesOnAnyGroupsRanks) {
  const sow::Scenario scenario = muster::testing::shipped_sow_scenario("scenarios/sow-solo-patrol.yaml");
  int drawn = 0;
  for (std::uint64_t seed = 1; seed <= 200; ++seed) {
    const sow::Setup setup = roll(scenario, Streams(seed));
    if (!setup.solo) continue;
    for (double scale : {0.06, 110.0 / 1200, 0.1}) {
      const auto items = draw_solo_deployment(board_of(setup, scale), setup);
      std::vector<solo::Polygon> ranks;
      for (const auto& item : items)
        if (const auto* p = std::get_if<layout::Path>(&item.shape)) {
          solo::Polygon polygon;
          for (const layout::Point& point : p->points) polygon.push_back({point.x.millimetres(), point.y.millimetres()});
          ranks.push_back(polygon);
        }
      for (const auto& item : items)
        if (const auto* disc = std::get_if<layout::Circle>(&item.shape)) {
          ++drawn;
          for (const solo::Polygon& rank : ranks)
            EXPECT_GE(solo::distance_to(rank, {disc->centre.x.millimetres(), disc->centre.y.millimetres()}), disc->radius.millimetres())
                << "seed " << seed << ", scale " << scale;
        }
    }
  }
  EXPECT_GT(drawn, 500);
}

// Whether an axis-aligned rectangle and a convex quadrilateral share ground (separating axes; touching is not sharing).
bool rect_meets_quad(const layout::Rect& rect, const std::vector<layout::Point>& quad) {
  const std::array<solo::Vec, 4> box{{{rect.at.x.millimetres(), rect.at.y.millimetres()},
                                      {(rect.at.x + rect.width).millimetres(), rect.at.y.millimetres()},
                                      {(rect.at.x + rect.width).millimetres(), (rect.at.y + rect.height).millimetres()},
                                      {rect.at.x.millimetres(), (rect.at.y + rect.height).millimetres()}}};
  std::vector<solo::Vec> q;
  for (const layout::Point& p : quad) q.push_back({p.x.millimetres(), p.y.millimetres()});
  const auto separated = [&](solo::Vec axis) {
    double a_low = 1e18, a_high = -1e18, b_low = 1e18, b_high = -1e18;
    for (solo::Vec p : box) a_low = std::min(a_low, p.x * axis.x + p.y * axis.y), a_high = std::max(a_high, p.x * axis.x + p.y * axis.y);
    for (solo::Vec p : q) b_low = std::min(b_low, p.x * axis.x + p.y * axis.y), b_high = std::max(b_high, p.x * axis.x + p.y * axis.y);
    return a_high <= b_low + 1e-9 || b_high <= a_low + 1e-9;
  };
  if (separated({1, 0}) || separated({0, 1})) return false;
  for (std::size_t i = 0; i < q.size(); ++i) {
    const solo::Vec edge = q[(i + 1) % q.size()] - q[i];
    if (separated({-edge.y, edge.x})) return false;
  }
  return true;
}

// Issue 35: the rulers' number plates covered groups standing at the table's edge. Over 10,000 random
// game-run forces in random zones, at the briefings' scales, no ruler number's plate lies on a group's ranks.
// The ruler numbers among a drawing's items, each with the plate set just before it: texts of digits alone.
std::vector<std::pair<const layout::Rect*, const layout::Text*>> ruler_numbers(const std::vector<layout::Item>& items) {
  std::vector<std::pair<const layout::Rect*, const layout::Text*>> found;
  for (std::size_t i = 1; i < items.size(); ++i) {
    const auto* text = std::get_if<layout::Text>(&items[i].shape);
    const auto* plate = std::get_if<layout::Rect>(&items[i - 1].shape);
    if (text && plate && !text->text.empty() && text->text.find_first_not_of("0123456789") == std::string::npos) found.push_back({plate, text});
  }
  return found;
}

// Issue 35: the rulers' number plates covered groups standing at the table's edge. Over 10,000 random
// game-run forces in random zones, at the briefings' scales, no ruler number's plate lies on a group's ranks.
TEST(SowSoloDrawing, RulerNumbersLeaveTheGroupsInSight) {
  std::size_t left_out = 0, numbers = 0;
  for (std::uint64_t seed = 1; seed <= 10000; ++seed) {
    RandomStream dice(seed, 35);
    sow::Setup setup;
    setup.table = {cm(180), cm(120)};
    setup.sides[0].key = "USA", setup.sides[0].name = "Union", setup.sides[0].colour = "#4a6fb5";
    setup.sides[1].key = "CSA", setup.sides[1].name = "Confederacy", setup.sides[1].colour = "#9a9a9a";
    setup.sides[1].force = solo_groups(testing::random_force(dice, 90));
    const DeploymentResult result = deployment_result(dice.between(1, 6));
    const bool attacker = dice.below(2) == 0;
    setup.deployment.attacker = attacker ? 1 : 0;
    setup.deployment.zones[1] = attacker ? attacker_zone(setup.table, result) : opposition_zone(setup.table, result);
    setup.deployment.zones[0] = attacker ? opposition_zone(setup.table, result) : attacker_zone(setup.table, result);
    setup.solo = plan_solo(setup.table, {}, setup.deployment.zones[1], setup.sides[1].force, 1, dice);
    layout::OpenTableBoard board = table_board(setup, seed % 2 == 0 ? 115.0 / 1200 : 85.0 / 1200);
    const std::size_t all_numbers = ruler_numbers(layout::draw_open_table(board, measurer())).size();
    board.overlays = draw_solo_deployment(board, setup);
    std::vector<std::vector<layout::Point>> ranks;
    for (const auto& item : board.overlays)
      if (const auto* p = std::get_if<layout::Path>(&item.shape)) ranks.push_back(p->points);
    const auto items = layout::draw_open_table(board, measurer());
    const auto drawn = ruler_numbers(items);
    numbers += drawn.size();
    left_out += all_numbers - drawn.size();
    for (const auto& [plate, text] : drawn)
      for (const auto& rank : ranks) ASSERT_FALSE(rect_meets_quad(*plate, rank)) << "seed " << seed << ": the ruler's " << text->text << " covers a group";
  }
  EXPECT_GT(numbers, 100000u);
  EXPECT_GT(left_out, 100u) << "groups at the edge come up often enough to test";
}

std::string page_text(const layout::Document& doc) {
  std::string all = "\n";
  for (const auto& page : doc.pages)
    muster::testing::walk(page, [&](const muster::testing::Placed& placed) {
      if (const auto* t = std::get_if<layout::Text>(&placed.item->shape)) all += t->text + "\n";
    });
  return all;
}

TEST(SowSoloOrders, NameEveryGroupWhereItStandsAndItsTactics) {
  for (const auto& [result, features] : {std::pair{DeploymentResult::south_edge, std::vector<Feature>{}},
                                         std::pair{DeploymentResult::north_half, central_hill}}) {
    const sow::Setup setup = solo_setup(result, features, 5);
    layout::PageBuilder builder(paper_size(Paper::a4), measurer(), "test");
    add_solo_orders(builder, setup);
    const std::string text = page_text(builder.finish("orders", "test"));
    EXPECT_NE(text.find("Confederacy"), std::string::npos);
    const auto& groups = setup.sides[1].force.units;
    for (std::size_t g = 0; g < groups.size(); ++g) {
      const std::string number = std::to_string(g + 1) + (g == 0 ? " (HQ)" : "") + "\n";
      EXPECT_NE(text.find("\n" + number), std::string::npos) << "group " << g + 1;
    }
    EXPECT_NE(text.find("Captain (force commander) and 2 musicians"), std::string::npos);
    EXPECT_NE(text.find("10 Trained, Minie rifle and bayonet; led by a Sergeant"), std::string::npos);
    EXPECT_NE(text.find("7 Raw, Musket and bayonet"), std::string::npos);
    EXPECT_NE(text.find("5 Veteran, Minie carbine and bayonet, mounted"), std::string::npos);
    if (setup.solo->feature.empty()) {
      EXPECT_NE(text.find("Tactics die (D6): " + std::to_string(*setup.solo->tactics_roll)), std::string::npos);
      EXPECT_NE(text.find(setup.solo->tactics == SoloTactics::hold ? "Take cover and hold" : "Advance in line"), std::string::npos);
    } else {
      EXPECT_NE(text.find("Defend Round Top"), std::string::npos);
      EXPECT_NE(text.find("rolled a D8"), std::string::npos);
    }
    // Where each group stands, to the tenth of a centimetre.
    for (const GroupPlacement& placement : setup.solo->groups) {
      char west[16], south[16];
      std::snprintf(west, sizeof west, "%.1f", placement.centre.x.millimetres() / 10);
      std::snprintf(south, sizeof south, "%.1f", placement.centre.y.millimetres() / 10);
      EXPECT_NE(text.find(std::string("\n") + west + "\n" + south + "\n"), std::string::npos) << west << ", " << south;
    }
  }
}

// pdftoppm -r 60 -png $TMPDIR/muster-sow-solo-line.pdf /tmp/solo
TEST(SowSoloDrawing, DemoPages) {
  for (const auto& [name, result, features] : {std::tuple{"sow-solo-line", DeploymentResult::west_edge, std::vector<Feature>{}},
                                               std::tuple{"sow-solo-ring", DeploymentResult::north_half, central_hill}}) {
    const sow::Setup setup = solo_setup(result, features, 7);
    layout::PageBuilder builder(paper_size(Paper::a4), measurer(), "muster solo demo");
    builder.title("State of War: the game's side");
    const double scale = builder.content_width() / setup.table.width;
    const layout::OpenTableBoard board = board_of(setup, scale);
    const layout::Point at = builder.reserve(setup.table.depth * scale);
    std::vector<layout::Item> items = layout::draw_open_table(board, measurer());
    add_all(items, draw_solo_deployment(board, setup));
    builder.add({layout::Group{at, std::nullopt, std::move(items)}});
    builder.space(Length::mm(4));
    add_solo_orders(builder, setup);
    muster::testing::write_demo(builder.finish("solo", "demo"), name);
  }
}

}  // namespace
}  // namespace muster::sow
