// A company bought to a budget, over 10,000 random recipes: it never costs more
// than its budget, it keeps every organisation rule and establishment of the
// force list, it is of one class, and no figure the organisation could still
// take would have fitted in what is left over.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>

#include "core/random.hpp"
#include "rulesets/sow/procedures.hpp"
#include "rulesets/sow/tables.hpp"

namespace muster::sow {
namespace {

ForceRecipe random_recipe(RandomStream& r) {
  ForceRecipe recipe;
  recipe.company = static_cast<CompanyKind>(r.below(3));
  recipe.quality = static_cast<Quality>(r.below(4));
  const std::array<Firearm, 7> firearms{Firearm::repeater, Firearm::minie_rifle, Firearm::minie_carbine, Firearm::musket,
                                        Firearm::smoothbore_carbine, Firearm::shotgun, Firearm::pistol};
  recipe.firearm = firearms[r.below(7)];
  recipe.blade = static_cast<Blade>(r.below(4));
  recipe.mounted_percent = static_cast<int>(r.below(5)) * 25;
  recipe.points = 20 + static_cast<int>(r.below(6000));
  return recipe;
}

std::map<Rank, int> ranks_of(const Force& force) {
  std::map<Rank, int> counts;
  for (const Unit& unit : force.units)
    for (const Figure& f : unit.figures) ++counts[f.rank];
  return counts;
}

// The establishment's limits, rank by rank.
std::map<Rank, int> establishment(CompanyKind company) {
  switch (company) {
    case CompanyKind::infantry:
      return {{Rank::captain, 1}, {Rank::lieutenant, 2}, {Rank::first_sergeant, 1}, {Rank::sergeant, 4}, {Rank::corporal, 8}, {Rank::musician, 2}, {Rank::private_soldier, 160}};
    case CompanyKind::federal_cavalry:
      return {{Rank::captain, 1}, {Rank::lieutenant, 2}, {Rank::first_sergeant, 1}, {Rank::sergeant, 5}, {Rank::corporal, 8}, {Rank::musician, 2}, {Rank::trooper, 56}};
    case CompanyKind::confederate_cavalry:
      return {{Rank::captain, 1}, {Rank::lieutenant, 2}, {Rank::sergeant, 5}, {Rank::corporal, 4}, {Rank::private_soldier, 80}};
  }
  return {};
}

// The figures the organisation could still take: any figure of a unit the force has begun that the full
// company has and the force lacks, and the leader of the first unit the force has not begun.
std::vector<Figure> still_addable(const Force& built, const Force& full) {
  std::vector<Figure> addable;
  bool first_absent = true;
  for (const Unit& unit : full.units) {
    const auto found = std::find_if(built.units.begin(), built.units.end(), [&](const Unit& u) { return u.name == unit.name; });
    if (found == built.units.end()) {
      if (first_absent) addable.push_back(unit.figures.front());
      first_absent = false;
      continue;
    }
    std::vector<Figure> missing = unit.figures;
    for (const Figure& have : found->figures) {
      const auto same = std::find_if(missing.begin(), missing.end(), [&](const Figure& f) {
        return f.rank == have.rank && f.horse == have.horse && f.firearm == have.firearm && f.blade == have.blade;
      });
      if (same != missing.end()) missing.erase(same);
    }
    addable.insert(addable.end(), missing.begin(), missing.end());
  }
  return addable;
}

TEST(SowBuildForce, TenThousandBudgetsKeepEveryRule) {
  RandomStream r = RandomStream::for_procedure(7, "sow-build-force-test");
  for (int trial = 0; trial < 10000; ++trial) {
    const ForceRecipe recipe = random_recipe(r);
    const Force force = build_force(recipe);
    SCOPED_TRACE("trial " + std::to_string(trial) + ": " + std::to_string(recipe.points) + " points, " + key_of(recipe.company));
    ASSERT_LE(cost_of(force), recipe.points);
    ForceRecipe unlimited = recipe;
    unlimited.points = 1000000;
    const Force full = build_force(unlimited);
    if (force.units.empty()) {
      ASSERT_GT(cost_of(full.units.front().figures.front()), recipe.points);  // not even the captain
      continue;
    }
    ASSERT_TRUE(check_force(force).empty()) << check_force(force).front().message;
    for (const Unit& unit : force.units) {
      ASSERT_GE(unit.figures.size(), 1u);
      ASSERT_LE(unit.figures.size(), 14u);
      for (const Figure& f : unit.figures) ASSERT_EQ(f.quality, recipe.quality);  // officers and musicians of their men's class
    }
    for (const auto& [rank, count] : ranks_of(force)) ASSERT_LE(count, establishment(recipe.company)[rank]) << label_of(rank);
    if (!force.units.empty()) {
      ASSERT_EQ(force.units.front().figures.front().rank, Rank::captain);
    }
    const int left = recipe.points - cost_of(force);
    for (const Figure& f : still_addable(force, full)) ASSERT_GT(cost_of(f), left) << label_of(f.rank) << " would have fitted";
  }
}

bool leads(Rank rank) { return rank != Rank::private_soldier && rank != Rank::trooper && rank != Rank::musician; }

// The figures the organisation could still take, worked out from the full company alone: any figure
// of a unit the force has begun that the force lacks, and any officer or NCO of a unit it has not
// begun, who would lead it. (A man alone, with no one to lead him, is no unit.)
std::vector<Figure> organisation_could_take(const Force& built, const Force& full) {
  std::vector<Figure> addable;
  for (const Unit& unit : full.units) {
    const auto found = std::find_if(built.units.begin(), built.units.end(), [&](const Unit& u) { return u.name == unit.name; });
    std::vector<Figure> missing = unit.figures;
    if (found != built.units.end())
      for (const Figure& have : found->figures) {
        const auto same = std::find_if(missing.begin(), missing.end(), [&](const Figure& f) { return f.rank == have.rank; });
        if (same != missing.end()) missing.erase(same);
      }
    for (const Figure& figure : missing)
      if (found != built.units.end() || leads(figure.rank)) addable.push_back(figure);
  }
  return addable;
}

// Issue 35: men cheaper than an officer. An unarmed civilian company of 449 points came out at 444:
// the second platoon's lieutenant (7) was too dear, and his sergeant (5) was passed over with him.
TEST(SowBuildForce, NothingLeftOverWouldBuyAFigureTheOrganisationCouldTake) {
  EXPECT_EQ(cost_of(build_force({449, CompanyKind::infantry, Quality::civilian, Firearm::none, Blade::none, 0})), 449);
  RandomStream r = RandomStream::for_procedure(35, "sow-build-force-fill");
  // Cheap arms and no arms as often as dear ones: that is where men cost less than an officer's pistol and sword.
  const std::array<Firearm, 5> firearms{Firearm::none, Firearm::pistol, Firearm::shotgun, Firearm::musket, Firearm::repeater};
  int short_of_an_officer = 0;
  for (int trial = 0; trial < 10000; ++trial) {
    const ForceRecipe recipe{20 + static_cast<int>(r.below(3000)), static_cast<CompanyKind>(r.below(3)), static_cast<Quality>(r.below(4)),
                             firearms[r.below(5)], static_cast<Blade>(r.below(4)), static_cast<int>(r.below(3)) * 50};
    ForceRecipe unlimited = recipe;
    unlimited.points = 1000000;
    const Force force = build_force(recipe), full = build_force(unlimited);
    SCOPED_TRACE("trial " + std::to_string(trial) + ": " + std::to_string(recipe.points) + " points, " + key_of(recipe.company) + ", " +
                 key_of(recipe.quality) + ", " + key_of(recipe.firearm) + ", " + key_of(recipe.blade));
    ASSERT_LE(cost_of(force), recipe.points);
    if (force.units.empty()) continue;  // not even the captain
    ASSERT_TRUE(check_force(force).empty()) << check_force(force).front().message;
    const int left = recipe.points - cost_of(force);
    for (const Figure& f : organisation_could_take(force, full)) {
      ASSERT_GT(cost_of(f), left) << "a " << label_of(f.rank) << " (" << cost_of(f) << " points) would have fitted";
      if (f.rank == Rank::lieutenant && cost_of(f) > left) ++short_of_an_officer;
    }
    // Every unit is led: its first figure is an officer or an NCO.
    for (const Unit& unit : force.units) ASSERT_TRUE(leads(unit.figures.front().rank)) << unit.name;
  }
  EXPECT_GT(short_of_an_officer, 100);
}

TEST(SowBuildForce, TheFullCompaniesMatchTheForceList) {
  ForceRecipe recipe{1000000, CompanyKind::infantry, Quality::trained, Firearm::minie_rifle, Blade::bayonet, 0};
  const Force infantry = build_force(recipe);
  EXPECT_EQ(ranks_of(infantry), (std::map<Rank, int>{{Rank::captain, 1}, {Rank::lieutenant, 2}, {Rank::first_sergeant, 1}, {Rank::sergeant, 4},
                                                     {Rank::corporal, 8}, {Rank::musician, 2}, {Rank::private_soldier, 154}}));
  EXPECT_EQ(infantry.units.size(), 13u);  // headquarters and twelve squads
  recipe.company = CompanyKind::federal_cavalry;
  EXPECT_EQ(ranks_of(build_force(recipe)), (std::map<Rank, int>{{Rank::captain, 1}, {Rank::lieutenant, 2}, {Rank::first_sergeant, 1}, {Rank::sergeant, 5},
                                                                {Rank::corporal, 8}, {Rank::musician, 2}, {Rank::trooper, 56}}));
  recipe.company = CompanyKind::confederate_cavalry;
  EXPECT_EQ(ranks_of(build_force(recipe)),
            (std::map<Rank, int>{{Rank::captain, 1}, {Rank::lieutenant, 2}, {Rank::sergeant, 5}, {Rank::corporal, 4}, {Rank::private_soldier, 80}}));
}

TEST(SowBuildForce, VeteranCompaniesComeOutSmaller) {
  for (int points = 100; points <= 4000; points += 50) {
    ForceRecipe recipe{points, CompanyKind::infantry, Quality::veteran, Firearm::minie_rifle, Blade::bayonet, 0};
    const int veterans = figure_count(build_force(recipe));
    recipe.quality = Quality::trained;
    const int trained = figure_count(build_force(recipe));
    recipe.quality = Quality::raw;
    const int raw = figure_count(build_force(recipe));
    EXPECT_LE(veterans, trained) << points;
    EXPECT_LE(trained, raw) << points;
  }
  // At 2000 points a trained company is nearly whole and a veteran one is about two-thirds its size.
  const int veterans = figure_count(build_force({2000, CompanyKind::infantry, Quality::veteran, Firearm::minie_rifle, Blade::bayonet, 0}));
  const int trained = figure_count(build_force({2000, CompanyKind::infantry, Quality::trained, Firearm::minie_rifle, Blade::bayonet, 0}));
  EXPECT_LT(veterans * 10, trained * 8);
}

TEST(SowBuildForce, MoreMoneyNeverBuysFewerFigures) {
  for (CompanyKind company : {CompanyKind::infantry, CompanyKind::federal_cavalry, CompanyKind::confederate_cavalry}) {
    int before = 0;
    for (int points = 20; points <= 4000; points += 7) {
      const int figures = figure_count(build_force({points, company, Quality::trained, Firearm::musket, Blade::bayonet, 50}));
      EXPECT_GE(figures, before) << points;
      before = figures;
    }
  }
}

TEST(SowBuildForce, MountedShareSpreadsHorsesOverTheFightingUnits) {
  const Force force = build_force({100000, CompanyKind::infantry, Quality::trained, Firearm::minie_rifle, Blade::bayonet, 50});
  int mounted_units = 0;
  for (const Unit& unit : force.units)
    if (unit.figures.front().horse) ++mounted_units;
  EXPECT_EQ(mounted_units, 6);  // half of twelve squads
}

}  // namespace
}  // namespace muster::sow
