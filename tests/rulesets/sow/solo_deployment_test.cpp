// The solo side on the table, over 10,000 random forces, tables and zones:
// every group on the table, none on another; round a feature of its own half,
// every group in that half and no group but the commander's inside any outline; in line every group in its zone, facing the
// enemy, the commander's group 15 cm behind the line's centre with the cavalry, a force of
// horse alone forming its own line; and the dice
// falling as the text rolls them.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <numbers>

#include "rulesets/sow/procedures.hpp"
#include "rulesets/sow/tables.hpp"
#include "random_forces.hpp"
#include "support/open_table_recipes.hpp"

namespace muster::sow {
namespace {

using muster::testing::cm;

struct P {
  double x = 0, y = 0;
};
P operator+(P a, P b) { return {a.x + b.x, a.y + b.y}; }
P operator-(P a, P b) { return {a.x - b.x, a.y - b.y}; }
P operator*(P a, double k) { return {a.x * k, a.y * k}; }
double dot(P a, P b) { return a.x * b.x + a.y * b.y; }
double in_cm(Length l) { return l.millimetres() / 10; }
P at(TablePoint p) { return {in_cm(p.x), in_cm(p.y)}; }
P bearing(double degrees) {
  const double r = degrees * std::numbers::pi / 180;
  return {std::sin(r), std::cos(r)};
}

// A group's rectangle from its placement, worked out afresh: the front's middle, `depth` back from it away from the facing.
std::array<P, 4> corners(const GroupPlacement& g) {
  const P ahead = bearing(g.facing_degrees), right = bearing(g.facing_degrees + 90), front = at(g.centre);
  const P half = right * (in_cm(g.frontage) / 2), back = ahead * -in_cm(g.depth);
  return {front - half, front + half, front + half + back, front - half + back};
}

// Separating axes: two rectangles overlap unless some side of one separates them (touching allowed).
bool overlap(const std::array<P, 4>& a, const std::array<P, 4>& b) {
  for (const auto* shape : {&a, &b})
    for (int i = 0; i < 2; ++i) {
      const P edge = (*shape)[static_cast<std::size_t>(i + 1)] - (*shape)[static_cast<std::size_t>(i)], axis{-edge.y, edge.x};
      double amin = 1e18, amax = -1e18, bmin = 1e18, bmax = -1e18;
      for (P p : a) amin = std::min(amin, dot(p, axis)), amax = std::max(amax, dot(p, axis));
      for (P p : b) bmin = std::min(bmin, dot(p, axis)), bmax = std::max(bmax, dot(p, axis));
      const double slack = 1e-6 * std::sqrt(dot(axis, axis));
      if (amax <= bmin + slack || bmax <= amin + slack) return false;
    }
  return true;
}

// Points all over a rectangle: its outline every 2 mm and a grid inside.
std::vector<P> points_on(const std::array<P, 4>& q) {
  std::vector<P> points;
  for (int i = 0; i <= 20; ++i)
    for (int j = 0; j <= 20; ++j) {
      const double s = i / 20.0, t = j / 20.0;
      points.push_back(q[0] + (q[1] - q[0]) * s + (q[3] - q[0]) * t);
    }
  return points;
}

Feature area(const std::string& kind, P centre, double width, double depth, double turn, int shape) {
  std::vector<OutlineCorner> outline_corners;
  if (shape == 1) outline_corners = rectangle_corners();
  if (shape == 2) outline_corners = {{-0.5, -0.2}, {-0.1, -0.5}, {0.4, -0.4}, {0.5, 0.1}, {0.2, 0.5}, {-0.3, 0.4}};
  return {kind, kind + " " + std::to_string(static_cast<int>(centre.x)), "soft",
          Footprint{{cm(centre.x), cm(centre.y)}, cm(width), cm(depth), turn, outline_corners}};
}

double roll_cm(RandomStream& dice, double low, double high) { return low + (high - low) * dice.below(1001) / 1000.0; }

struct Case {
  Table table;
  std::vector<Feature> features;
  Zone zone;
  Force groups;
};

// A table of a random size, half the time with a large hill, wood or village near its
// middle, and up to four smaller areas elsewhere; a random zone and a random force.
Case random_case(std::uint64_t seed) {
  RandomStream dice(seed, 4242);
  static const std::vector<std::pair<double, double>> sizes{{180, 120}, {120, 90}, {240, 120}, {150, 100}, {97.5, 73}};
  const auto [w, d] = sizes[dice.below(static_cast<std::uint32_t>(sizes.size()))];
  Case c;
  c.table = {cm(w), cm(d)};
  static const char* kinds[] = {"hill", "wood", "village"};
  if (dice.below(2) == 0)
    c.features.push_back(area(kinds[dice.below(3)], {roll_cm(dice, w * 0.4, w * 0.6), roll_cm(dice, d * 0.4, d * 0.6)}, roll_cm(dice, 15, 40),
                              roll_cm(dice, 15, 40), dice.below(180), static_cast<int>(dice.below(3))));
  const int others = static_cast<int>(dice.below(5));
  for (int k = 0, tries = 0; k < others && tries < 50; ++tries) {
    Feature f = area(dice.below(2) ? "marsh" : kinds[dice.below(3)], {roll_cm(dice, 10, w - 10), roll_cm(dice, 10, d - 10)}, roll_cm(dice, 8, 20),
                     roll_cm(dice, 8, 20), dice.below(180), static_cast<int>(dice.below(3)));
    if (!on_table(c.table, f)) continue;
    if (std::any_of(c.features.begin(), c.features.end(), [&](const Feature& o) { return distance(f, o) < cm(5); })) continue;
    c.features.push_back(f);
    ++k;
  }
  c.zone = attacker_zone(c.table, deployment_result(dice.between(1, 6)));
  if (dice.below(3) == 0) c.zone = opposition_zone(c.table, deployment_result(dice.between(1, 6)));
  // Up to 90 figures, fewer on small tables: a force must fit two ranks deep along a 20 cm band of the table's shorter side.
  c.groups = solo_groups(testing::random_force(dice, static_cast<int>(std::min(90.0, 0.8 * d))));
  return c;
}

bool is_cavalry(const Unit& u) { return std::any_of(u.figures.begin(), u.figures.end(), [](const Figure& f) { return f.horse; }); }

double facing_of(Edge edge) { return edge == Edge::south ? 0 : edge == Edge::west ? 90 : edge == Edge::north ? 180 : 270; }

constexpr std::uint64_t seeds = 10000;

TEST(SowSoloDeployment, GroupsStandWhereTheRulesPutThem) {
  int rounds = 0, lines = 0, fallbacks = 0, drawn_back = 0;
  // Cavalry beside a line of foot, and how much of it stands with the commander; forces of horse alone, and their lines.
  int rear_cavalry = 0, cavalry_with_foot = 0, horse_forces = 0, horse_lines = 0;
  std::vector<int> tactics_faces(6), placement_faces(8);
  for (std::uint64_t seed = 1; seed <= seeds; ++seed) {
    const Case c = random_case(seed);
    RandomStream stream = RandomStream::for_procedure(seed, "sow solo");
    SoloPlan plan;
    try {
      plan = plan_solo(c.table, c.features, c.zone, c.groups, 1, stream);
    } catch (const std::exception& e) {
      int figures = 0;
      for (const auto& u : c.groups.units) figures += static_cast<int>(u.figures.size());
      FAIL() << e.what() << " seed " << seed << " table " << in_cm(c.table.width) << "x" << in_cm(c.table.depth) << " zone edge "
             << edge_name(c.zone.edge) << (c.zone.half ? " half" : " band") << " groups " << c.groups.units.size() << " figures " << figures;
    }
    SCOPED_TRACE("seed " + std::to_string(seed) + (plan.feature.empty() ? " in line" : " round " + plan.feature));
    ASSERT_EQ(plan.side, 1u);
    ASSERT_EQ(plan.groups.size(), c.groups.units.size());

    std::vector<std::array<P, 4>> quads;
    for (std::size_t g = 0; g < plan.groups.size(); ++g) {
      const auto& placement = plan.groups[g];
      // Two ranks of 2.5 cm bases: frontage by the front rank's figures, depth by the ranks and horses.
      const std::size_t n = c.groups.units[g].figures.size();
      EXPECT_NEAR(in_cm(placement.frontage), 2.5 * static_cast<double>((n + 1) / 2), 1e-6);
      EXPECT_NEAR(in_cm(placement.depth), (n > 1 ? 2 : 1) * (is_cavalry(c.groups.units[g]) ? 5.0 : 2.5), 1e-6);
      ASSERT_GE(placement.facing_degrees, 0);
      ASSERT_LT(placement.facing_degrees, 360);
      quads.push_back(corners(placement));
      for (P p : quads.back()) {
        ASSERT_GE(p.x, -1e-6);
        ASSERT_GE(p.y, -1e-6);
        ASSERT_LE(p.x, in_cm(c.table.width) + 1e-6);
        ASSERT_LE(p.y, in_cm(c.table.depth) + 1e-6);
      }
    }
    for (std::size_t a = 0; a < quads.size(); ++a)
      for (std::size_t b = a + 1; b < quads.size(); ++b) ASSERT_FALSE(overlap(quads[a], quads[b])) << "groups " << a + 1 << " and " << b + 1;

    if (!plan.feature.empty()) {
      ++rounds;
      ASSERT_TRUE(c.zone.half);
      ASSERT_EQ(plan.tactics, SoloTactics::defend_feature);
      ASSERT_FALSE(plan.tactics_roll);
      ASSERT_EQ(plan.placement_rolls.size(), plan.groups.size() - 1);
      for (int roll : plan.placement_rolls) {
        ASSERT_GE(roll, 1);
        ASSERT_LE(roll, 8);
        ++placement_faces[static_cast<std::size_t>(roll - 1)];
      }
      const auto feature = std::find_if(c.features.begin(), c.features.end(), [&](const Feature& f) { return f.label == plan.feature; });
      ASSERT_NE(feature, c.features.end());
      ASSERT_TRUE(feature->kind == "hill" || feature->kind == "wood" || feature->kind == "village");
      ASSERT_GE(std::min(feature->footprint()->width, feature->footprint()->depth), cm(20));
      // The commander's group in the middle of it, facing the enemy, drawn back no more than its depth where the
      // feature's centre lies near the middle line; every other group outside every outline.
      const P middle = at(plan.groups[0].centre) - bearing(plan.groups[0].facing_degrees) * (in_cm(plan.groups[0].depth) / 2);
      const P centre = at(feature->footprint()->centre);
      const P ahead = bearing(facing_of(c.zone.edge));
      const double back = dot(centre - middle, ahead);
      ASSERT_NEAR(std::abs(dot(centre - middle, {ahead.y, -ahead.x})), 0, 1e-6) << "on the line through the centre towards the enemy";
      ASSERT_GE(back, -1e-6);
      ASSERT_LE(back, in_cm(plan.groups[0].depth) + 1e-6);
      drawn_back += back > 1e-6;
      ASSERT_TRUE(contains(*feature, {cm(middle.x), cm(middle.y)})) << "still on " << plan.feature;
      for (std::size_t g = 1; g < quads.size(); ++g)
        for (const Feature& f : c.features)
          for (P p : points_on(quads[g])) ASSERT_FALSE(contains(f, {cm(p.x), cm(p.y)})) << "group " << g + 1 << " in " << f.label;
      // Issue 35: the side stands round a feature of its own half, and in that half: never in, nor
      // touching, the 20 cm band along the enemy's edge (it stood round a hill in the enemy's half, 1 mm from it).
      const TableBox& half = c.zone.box;
      const TablePoint fc = feature->footprint()->centre;
      ASSERT_TRUE(fc.x >= half.west && fc.x <= half.east && fc.y >= half.south && fc.y <= half.north) << plan.feature << " is not in the side's half";
      const Edge enemy_edge = opposite_edge(c.zone.edge);
      const bool across = enemy_edge == Edge::south || enemy_edge == Edge::north;
      const double w = in_cm(c.table.width), d = in_cm(c.table.depth), deep = std::min(20.0, (across ? d : w) / 2);
      for (std::size_t g = 0; g < quads.size(); ++g)
        for (P p : points_on(quads[g])) {
          ASSERT_TRUE(p.x >= in_cm(half.west) - 1e-6 && p.x <= in_cm(half.east) + 1e-6 && p.y >= in_cm(half.south) - 1e-6 && p.y <= in_cm(half.north) + 1e-6)
              << "group " << g + 1 << " stands outside its own half at [" << p.x << ", " << p.y << "]";
          const double into = enemy_edge == Edge::south ? deep - p.y : enemy_edge == Edge::north ? p.y - (d - deep)
                              : enemy_edge == Edge::west ? deep - p.x : p.x - (w - deep);
          ASSERT_LT(into, -1.0) << "group " << g + 1 << " comes within a centimetre of the enemy's band";
        }
      continue;
    }

    ++lines;
    const TableBox& zone_box = c.zone.box;
    const bool ring_possible = c.zone.half && std::any_of(c.features.begin(), c.features.end(), [&](const Feature& f) {
      const Footprint* fp = f.footprint();
      return fp && f.kind != "marsh" && std::min(fp->width, fp->depth) >= cm(20) && fp->centre.x >= c.table.width / 3 &&
             fp->centre.x <= c.table.width * 2 / 3 && fp->centre.y >= c.table.depth / 3 && fp->centre.y <= c.table.depth * 2 / 3 &&
             fp->centre.x >= zone_box.west && fp->centre.x <= zone_box.east && fp->centre.y >= zone_box.south && fp->centre.y <= zone_box.north;
    });
    fallbacks += ring_possible;
    ASSERT_TRUE(plan.placement_rolls.empty());
    ASSERT_TRUE(plan.tactics_roll);
    const int roll = *plan.tactics_roll;
    ASSERT_GE(roll, 1);
    ASSERT_LE(roll, 6);
    ++tactics_faces[static_cast<std::size_t>(roll - 1)];
    ASSERT_EQ(plan.tactics, roll <= 2 ? SoloTactics::hold : SoloTactics::advance);
    const TableBox& z = c.zone.box;
    for (std::size_t g = 0; g < quads.size(); ++g) {
      ASSERT_EQ(plan.groups[g].facing_degrees, facing_of(c.zone.edge)) << "groups face across the table, towards the enemy";
      for (P p : quads[g]) {
        ASSERT_GE(p.x, in_cm(z.west) - 1e-6);
        ASSERT_LE(p.x, in_cm(z.east) + 1e-6);
        ASSERT_GE(p.y, in_cm(z.south) - 1e-6);
        ASSERT_LE(p.y, in_cm(z.north) + 1e-6);
      }
    }
    // The line: the foot groups whose front is the zone's front. The commander's group's middle is 15 cm behind its centre.
    const P ahead = bearing(facing_of(c.zone.edge)), across = bearing(facing_of(c.zone.edge) + 90);
    const P zone_middle{(in_cm(z.west) + in_cm(z.east)) / 2, (in_cm(z.south) + in_cm(z.north)) / 2};
    const double front = dot(zone_middle, ahead) + (c.zone.edge == Edge::south || c.zone.edge == Edge::north ? in_cm(z.north) - in_cm(z.south) : in_cm(z.east) - in_cm(z.west)) / 2;
    double low = 1e18, high = -1e18;
    for (std::size_t g = 1; g < quads.size(); ++g) {
      if (is_cavalry(c.groups.units[g]) || std::abs(dot(at(plan.groups[g].centre), ahead) - front) > 1e-6) continue;
      for (P p : quads[g]) low = std::min(low, dot(p, across)), high = std::max(high, dot(p, across));
    }
    // Cavalry stands with the commander, 15 cm behind the line, where there is foot to form it; never in a line of foot.
    // A force of horse alone forms the line with its cavalry (muster's reading).
    const bool has_foot = std::any_of(c.groups.units.begin() + 1, c.groups.units.end(), [](const Unit& u) { return !is_cavalry(u); });
    bool horse_line = false;
    for (std::size_t g = 1; g < quads.size(); ++g) {
      if (!is_cavalry(c.groups.units[g])) continue;
      const bool in_line = std::abs(dot(at(plan.groups[g].centre), ahead) - front) < 1e-6;
      const P group_middle = at(plan.groups[g].centre) - ahead * (in_cm(plan.groups[g].depth) / 2);
      if (has_foot) {
        ASSERT_FALSE(in_line) << "cavalry group " << g + 1 << " stands in the line of foot";
        ++cavalry_with_foot;
        rear_cavalry += std::abs(front - dot(group_middle, ahead) - 15) < 1e-6 ? 1 : 0;
      }
      horse_line = horse_line || in_line;
    }
    if (!has_foot && quads.size() > 1) {
      ++horse_forces;
      horse_lines += horse_line ? 1 : 0;
    }
    const P commander = at(plan.groups[0].centre) - ahead * (in_cm(plan.groups[0].depth) / 2);
    ASSERT_NEAR(front - dot(commander, ahead), 15, 1e-6);
    if (low < high) ASSERT_NEAR(dot(commander, across), (low + high) / 2, 1e-6);
    else ASSERT_NEAR(dot(commander, across), dot(zone_middle, across), 1e-6);
  }
  // Both ways of deploying come up often enough to be tested, and a commander's group drawn back into its half.
  EXPECT_GT(rounds, 250);
  EXPECT_GT(drawn_back, 10);
  // Nearly all cavalry finds room beside the commander (the rest stands where room is left), and every force of horse alone forms its line.
  EXPECT_GT(cavalry_with_foot, 1000);
  EXPECT_GT(rear_cavalry, cavalry_with_foot * 99 / 100) << rear_cavalry << " of " << cavalry_with_foot;
  EXPECT_GT(horse_forces, 100);
  EXPECT_EQ(horse_lines, horse_forces);
  // A ring so crowded that the side falls back to the line is rare.
  EXPECT_LT(fallbacks, rounds / 50) << fallbacks << " of " << rounds + fallbacks;
  EXPECT_GT(lines, 5000);
  // The tactics die: a fair D6, so hold one time in three. A fair die exceeds the bound about once in a million.
  double total = 0, chi = 0;
  for (int n : tactics_faces) total += n;
  for (int n : tactics_faces) chi += (n - total / 6) * (n - total / 6) / (total / 6);
  EXPECT_LT(chi, 35.9);
  const double hold = (tactics_faces[0] + tactics_faces[1]) / total;
  EXPECT_NEAR(hold, 1.0 / 3, 5 * std::sqrt(2.0 / 9 / total));
  total = 0, chi = 0;
  for (int n : placement_faces) total += n;
  for (int n : placement_faces) chi += (n - total / 8) * (n - total / 8) / (total / 8);
  EXPECT_LT(chi, 40.5);  // 7 degrees of freedom, p = 1e-6
}

TEST(SowSoloDeployment, TheSameDiceGiveTheSamePlan) {
  for (std::uint64_t seed = 1; seed <= 200; ++seed) {
    const Case c = random_case(seed);
    RandomStream a = RandomStream::for_procedure(seed, "sow solo"), b = RandomStream::for_procedure(seed, "sow solo");
    const SoloPlan one = plan_solo(c.table, c.features, c.zone, c.groups, 0, a), two = plan_solo(c.table, c.features, c.zone, c.groups, 0, b);
    ASSERT_EQ(one.placement_rolls, two.placement_rolls);
    ASSERT_EQ(one.tactics_roll, two.tactics_roll);
    for (std::size_t g = 0; g < one.groups.size(); ++g) {
      ASSERT_EQ(one.groups[g].centre.x, two.groups[g].centre.x);
      ASSERT_EQ(one.groups[g].centre.y, two.groups[g].centre.y);
    }
  }
}

Force small_force() {
  Figure captain{Rank::captain}, musician{Rank::musician}, man, trooper{Rank::trooper};
  trooper.horse = true;
  return solo_groups(Force{{{"HQ", {captain, musician, musician}}, {"A", std::vector<Figure>(16, man)}, {"B", std::vector<Figure>(6, trooper)}}});
}

// The line in a south band of the standard table, worked out by hand: two
// groups of 8 foot (10 cm wide) with 2.5 cm between them, centred at 90 cm; the
// commander's group (5 wide, 5 deep) and the 6 troopers (7.5 wide, 10 deep) 15 cm behind.
TEST(SowSoloDeployment, ALineWorkedByHand) {
  const Table table{cm(180), cm(120)};
  RandomStream stream(1, 1);
  const SoloPlan plan = plan_solo(table, {}, attacker_zone(table, DeploymentResult::south_edge), small_force(), 0, stream);
  ASSERT_EQ(plan.groups.size(), 4u);
  const auto expect_at = [&](std::size_t g, double x, double y) {
    EXPECT_NEAR(in_cm(plan.groups[g].centre.x), x, 1e-6) << g;
    EXPECT_NEAR(in_cm(plan.groups[g].centre.y), y, 1e-6) << g;
    EXPECT_EQ(plan.groups[g].facing_degrees, 0);
  };
  expect_at(1, 90 - 1.25 - 5, 20);
  expect_at(2, 90 + 1.25 + 5, 20);
  expect_at(0, 90, 20 - 15 + 2.5);                 // middle 15 cm back, 5 cm deep
  expect_at(3, 90 + 2.5 + 2.5 + 3.75, 20 - 15 + 5);  // beside it to the east, 10 cm deep
}

// Round a square hill 20 cm across in the south half, near the table's middle: a group that rolls 3 stands
// east of it, facing east. One that rolls north would reach over the middle line, and slides round instead.
TEST(SowSoloDeployment, ARingWorkedByHand) {
  const Table table{cm(180), cm(120)};
  const std::vector<Feature> hill{area("hill", {90, 45}, 20, 20, 0, 1)};
  Figure captain{Rank::captain}, man;
  const Force groups = solo_groups(Force{{{"HQ", {captain}}, {"A", std::vector<Figure>(8, man)}}});
  for (std::uint64_t seed = 1; seed < 100; ++seed) {
    RandomStream stream(seed, 3);
    const SoloPlan plan = plan_solo(table, hill, attacker_zone(table, DeploymentResult::south_half), groups, 0, stream);
    ASSERT_EQ(plan.feature, hill[0].label);
    ASSERT_EQ(plan.placement_rolls.size(), 1u);
    const int roll = plan.placement_rolls[0];
    const double bearing_degrees = 45.0 * (roll - 1);
    if (roll >= 3 && roll <= 7) EXPECT_EQ(plan.groups[1].facing_degrees, bearing_degrees) << roll;
    else EXPECT_NE(plan.groups[1].facing_degrees, bearing_degrees) << roll << ": its place reaches into the north half";
    for (P p : corners(plan.groups[1])) EXPECT_LE(p.y, 60 + 1e-6) << "in the south half";
    if (roll == 3) {
      // The hill's east side at 100 cm, 2.5 cm clear, 5 cm deep: the front at 107.5 cm.
      EXPECT_NEAR(in_cm(plan.groups[1].centre.x), 107.5, 1e-6);
      EXPECT_NEAR(in_cm(plan.groups[1].centre.y), 45, 1e-6);
    }
  }
  // In an edge band there is no ring: the line and the tactics die.
  RandomStream stream(1, 3);
  const SoloPlan line = plan_solo(table, hill, attacker_zone(table, DeploymentResult::south_edge), groups, 0, stream);
  EXPECT_TRUE(line.feature.empty());
  EXPECT_TRUE(line.tactics_roll);
}

// Issue 35: a hill in the enemy's half is not the solo side's to stand round: it forms its line.
TEST(SowSoloDeployment, AFeatureInTheEnemysHalfIsNotStoodRound) {
  const Table table{cm(180), cm(120)};
  Figure captain{Rank::captain}, man;
  const Force groups = solo_groups(Force{{{"HQ", {captain}}, {"A", std::vector<Figure>(8, man)}}});
  for (const double y : {45.0, 75.0}) {
    RandomStream stream(1, 3);
    const SoloPlan plan = plan_solo(table, {area("hill", {90, y}, 30, 30, 0, 1)}, attacker_zone(table, DeploymentResult::south_half), groups, 0, stream);
    EXPECT_EQ(plan.feature.empty(), y > 60) << "a hill at y " << y;
  }
}

// A hill whose centre lies just inside the half: the commander's group is drawn back into the half, still on the hill.
TEST(SowSoloDeployment, TheCommandersGroupIsDrawnBackIntoItsHalf) {
  const Table table{cm(180), cm(120)};
  Figure captain{Rank::captain}, musician{Rank::musician}, man;
  captain.horse = musician.horse = true;
  const Force groups = solo_groups(Force{{{"HQ", {captain, musician, musician}}, {"A", std::vector<Figure>(8, man)}}});
  RandomStream stream(1, 3);
  const SoloPlan plan = plan_solo(table, {area("hill", {90, 58}, 30, 30, 0, 1)}, attacker_zone(table, DeploymentResult::south_half), groups, 0, stream);
  ASSERT_EQ(plan.feature, "hill 90");
  EXPECT_NEAR(in_cm(plan.groups[0].centre.y), 60, 1e-6) << "its front on the middle line";
}

}  // namespace
}  // namespace muster::sow

namespace muster::sow {
namespace {

// A ring with no room for every group (a small table, a big force): the side deploys in line instead.
TEST(SowSoloDeployment, ACrowdedRingFallsBackToTheLine) {
  const Table table{cm(60), cm(60)};
  const std::vector<Feature> hill{area("hill", {30, 30}, 22, 22, 0, 0)};
  Figure captain{Rank::captain}, man;
  const Force groups = solo_groups(Force{{{"HQ", {captain}}, {"A", std::vector<Figure>(120, man)}}});
  RandomStream stream(5, 5);
  const SoloPlan plan = plan_solo(table, hill, attacker_zone(table, DeploymentResult::south_half), groups, 0, stream);
  EXPECT_TRUE(plan.feature.empty());
  EXPECT_TRUE(plan.placement_rolls.empty());
  EXPECT_TRUE(plan.tactics_roll);
  EXPECT_EQ(plan.groups.size(), groups.units.size());
}

}  // namespace
}  // namespace muster::sow
