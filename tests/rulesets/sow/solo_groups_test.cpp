// The solo side regrouped: over 10,000 random forces every figure in exactly
// one group, the commander's group first with the commander and every
// musician, other groups of 4 to 10 like figures led by their highest rank,
// fewer only where the force has too few of a kind, and the same every time.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <tuple>

#include "rulesets/sow/procedures.hpp"
#include "random_forces.hpp"

namespace muster::sow {
namespace {

using Likeness = std::tuple<Quality, Firearm, Blade, bool>;
Likeness likeness_of(const Figure& f) { return {f.quality, f.firearm, f.blade, f.horse}; }
using Whole = std::tuple<Rank, Quality, Firearm, Blade, bool>;
Whole whole(const Figure& f) { return {f.rank, f.quality, f.firearm, f.blade, f.horse}; }

// The text's order of rank, written out again here so that the test does not lean on the code's.
int order_of(Rank rank) {
  const Rank order[] = {Rank::captain, Rank::lieutenant, Rank::first_sergeant, Rank::sergeant, Rank::corporal};
  const auto at = std::find(std::begin(order), std::end(order), rank);
  return static_cast<int>(at - std::begin(order));
}

bool same_figure(const Figure& a, const Figure& b) { return whole(a) == whole(b); }

TEST(SowForceCommander, HighestRankAndFirstOfEquals) {
  Figure captain{Rank::captain}, lieutenant{Rank::lieutenant}, sergeant{Rank::sergeant}, man{Rank::private_soldier};
  Force force{{{"A", {man, sergeant}}, {"B", {lieutenant, man}}, {"C", {man, lieutenant}}}};
  auto at = force_commander(force);
  ASSERT_TRUE(at);
  EXPECT_EQ(at->unit, 1u);
  EXPECT_EQ(at->figure, 0u);
  force.units[2].figures.push_back(captain);
  at = force_commander(force);
  EXPECT_EQ(at->unit, 2u);
  EXPECT_EQ(at->figure, 2u);
  EXPECT_FALSE(force_commander(Force{}));
  // Without officers or NCOs, the first figure of the force.
  Force men{{{"A", {Figure{Rank::musician}, man}}}};
  EXPECT_EQ(force_commander(men)->figure, 0u);
}

TEST(SowUnitQuality, TheMenDecideNotAHigherLeader) {
  Figure veteran, trained, raw;
  veteran.quality = Quality::veteran;
  trained.quality = Quality::trained;
  raw.quality = Quality::raw;
  EXPECT_EQ(unit_quality({"", {veteran, raw, raw, raw}}), Quality::raw);
  EXPECT_EQ(unit_quality({"", {raw, raw, raw}}), Quality::raw);
  EXPECT_EQ(unit_quality({"", {veteran}}), Quality::veteran);
  EXPECT_EQ(unit_quality({"", {raw, trained, trained}}), Quality::trained);  // a lower leader counts with his men
  EXPECT_EQ(unit_quality({"", {trained, trained, raw, raw}}), Quality::raw);  // the lower of equal shares
  EXPECT_THROW(unit_quality({"", {}}), std::invalid_argument);
}

constexpr std::uint64_t forces = 10000;

TEST(SowSoloGroups, EveryFigureOnceInGroupsOfLikeFigures) {
  for (std::uint64_t seed = 1; seed <= forces; ++seed) {
    RandomStream dice(seed, 77);
    const Force force = testing::random_force(dice, 120);
    const Force groups = solo_groups(force);
    SCOPED_TRACE("force " + std::to_string(seed));

    // Every figure exactly once: the same multiset of figures.
    std::map<Whole, int> before, after;
    for (const Unit& u : force.units)
      for (const Figure& f : u.figures) ++before[whole(f)];
    for (const Unit& u : groups.units)
      for (const Figure& f : u.figures) ++after[whole(f)];
    ASSERT_EQ(before, after);

    // The commander's group: the commander first, then every musician, nobody else.
    const FigureAt at = *force_commander(force);
    const Figure& commander = force.units[at.unit].figures[at.figure];
    ASSERT_FALSE(groups.units.empty());
    const Unit& headquarters = groups.units.front();
    ASSERT_TRUE(same_figure(headquarters.figures.front(), commander));
    int musicians = 0;
    for (const Unit& u : force.units)
      for (const Figure& f : u.figures) musicians += f.rank == Rank::musician;
    const int commander_is_musician = commander.rank == Rank::musician;
    ASSERT_EQ(static_cast<int>(headquarters.figures.size()), 1 + musicians - commander_is_musician);
    for (std::size_t k = 1; k < headquarters.figures.size(); ++k) ASSERT_EQ(headquarters.figures[k].rank, Rank::musician);

    // How many of each likeness the other groups share out.
    std::map<Likeness, int> kind_count;
    for (std::size_t g = 1; g < groups.units.size(); ++g)
      for (const Figure& f : groups.units[g].figures) ++kind_count[likeness_of(f)];
    std::map<Likeness, int> groups_holding_few;
    for (std::size_t g = 1; g < groups.units.size(); ++g) {
      const auto& figures = groups.units[g].figures;
      ASSERT_FALSE(figures.empty());
      ASSERT_LE(figures.size(), 10u);
      // Led by its highest rank.
      for (const Figure& f : figures) ASSERT_LE(order_of(figures.front().rank), order_of(f.rank));
      // One class and all mounted or all on foot.
      for (const Figure& f : figures) {
        ASSERT_EQ(f.quality, figures.front().quality);
        ASSERT_EQ(f.horse, figures.front().horse);
      }
      // Alike, but for a few of a likeness the force has fewer than 4 of, and
      // at most one likeness the force has 4 or more of.
      std::map<Likeness, int> here;
      for (const Figure& f : figures) ++here[likeness_of(f)];
      int plentiful = 0;
      for (const auto& [likeness, count] : here) {
        if (kind_count[likeness] >= 4) ++plentiful;
        else {
          ASSERT_EQ(count, kind_count[likeness]) << "a few of a kind stay together";
          ++groups_holding_few[likeness];
        }
      }
      ASSERT_LE(plentiful, 1);
      // Fewer than 4 only when made of the few alone.
      if (figures.size() < 4) {
        ASSERT_EQ(plentiful, 0);
      }
      // A group of a plentiful likeness holds at least 4 of it.
      if (plentiful == 1)
        for (const auto& [likeness, count] : here)
          if (kind_count[likeness] >= 4) {
            ASSERT_GE(count, 4);
          }
    }

    // The same force gives the same groups.
    const Force again = solo_groups(force);
    ASSERT_EQ(again.units.size(), groups.units.size());
    for (std::size_t g = 0; g < groups.units.size(); ++g) {
      ASSERT_EQ(again.units[g].name, groups.units[g].name);
      ASSERT_TRUE(std::equal(again.units[g].figures.begin(), again.units[g].figures.end(), groups.units[g].figures.begin(),
                             groups.units[g].figures.end(), same_figure));
    }
  }
}

// A leftover joins the likest group of its class with room, else stands alone.
TEST(SowSoloGroups, AFewJoinTheLikestGroupWithRoom) {
  Figure captain{Rank::captain}, rifle, musket, raw_musket;
  musket.firearm = Firearm::musket;
  raw_musket.firearm = Firearm::musket;
  raw_musket.quality = Quality::raw;
  Force force{{{"HQ", {captain}}, {"A", std::vector<Figure>(6, rifle)}, {"B", std::vector<Figure>(2, musket)}, {"C", std::vector<Figure>(2, raw_musket)}}};
  const Force groups = solo_groups(force);
  ASSERT_EQ(groups.units.size(), 3u);
  EXPECT_EQ(groups.units[1].figures.size(), 8u);  // six rifles and the two trained muskets
  EXPECT_EQ(groups.units[2].figures.size(), 2u);  // the raw muskets have no group of their class
  // No room: a full group of ten leaves the two to themselves.
  force.units[1].figures.assign(10, rifle);
  EXPECT_EQ(solo_groups(force).units.size(), 4u);
}

// Eleven to twenty of a kind make two groups as even as can be.
TEST(SowSoloGroups, PlentyIsSharedEvenly) {
  Figure captain{Rank::captain}, man;
  Force force{{{"A", {captain}}, {"B", std::vector<Figure>(11, man)}}};
  Force groups = solo_groups(force);
  ASSERT_EQ(groups.units.size(), 3u);
  EXPECT_EQ(groups.units[1].figures.size(), 6u);
  EXPECT_EQ(groups.units[2].figures.size(), 5u);
  force.units[1].figures.assign(31, man);
  groups = solo_groups(force);
  ASSERT_EQ(groups.units.size(), 5u);
  for (std::size_t g = 1; g < 5; ++g) EXPECT_GE(groups.units[g].figures.size(), 7u);
}

}  // namespace
}  // namespace muster::sow
