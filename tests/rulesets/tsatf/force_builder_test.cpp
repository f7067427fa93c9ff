// Named units from the ratios' counts: period names, unique on a side, the
// same every time, each unit's figures by its kind's organisation.
#include <gtest/gtest.h>

#include <set>
#include <stdexcept>

#include "rulesets/tsatf/force_builder.hpp"

namespace muster::tsatf {
namespace {

std::vector<std::string> names_of(const Force& force) {
  std::vector<std::string> names;
  for (const Unit& u : force.units) names.push_back(u.name);
  return names;
}

TEST(TsatfForceBuilder, AMutinyForceByName) {
  const RatioCounts c = ratio_counts({Campaign::indian_mutiny, 1, true, true});
  const Organisations organisations;
  EXPECT_EQ(names_of(build_force(c.imperial, Campaign::indian_mutiny, Allegiance::imperial, organisations)),
            (std::vector<std::string>{"1st Company, 32nd Foot", "1st Madras Native Infantry", "1st Bombay Native Infantry",
                                      "1st Troop, 6th Dragoon Guards", "1st Troop, Hodson's Horse", "British artillery 1"}));
  EXPECT_EQ(names_of(build_force(c.native, Campaign::indian_mutiny, Allegiance::native, organisations)),
            (std::vector<std::string>{"1st Bengal Native Infantry", "2nd Bengal Native Infantry", "3rd Bengal Native Infantry",
                                      "Irregular mutineer infantry 1", "1st Bengal Light Cavalry", "2nd Bengal Light Cavalry",
                                      "3rd Bengal Light Cavalry", "Mutineer artillery 1"}));
}

TEST(TsatfForceBuilder, ABoxerForceByNameEachWesternUnitOfADifferentNation) {
  const RatioCounts c = ratio_counts({Campaign::boxer_rebellion, 4, true, true});
  const Organisations organisations;
  const Force west = build_force(c.imperial, Campaign::boxer_rebellion, Allegiance::imperial, organisations);
  EXPECT_EQ(names_of(west), (std::vector<std::string>{"British infantry 1", "American infantry 1", "Russian infantry 1", "Japanese infantry 1",
                                                      "Western cavalry 1", "Allied Chinese horse 1", "Western artillery 1"}));
  EXPECT_EQ(west.units[3].nationality, "Japanese");
  const Force boxers = build_force(c.native, Campaign::boxer_rebellion, Allegiance::native, organisations);
  EXPECT_EQ(boxers.units.size(), 6u + 1 + 2 + 2 + 2 + 2);
  EXPECT_EQ(boxers.units[6].name, "Boxer riflemen 1");
  EXPECT_EQ(boxers.units[10].name, "Boxer Tigermen 2");
  EXPECT_EQ(boxers.units[11].name, "Chinese irregular horse 1");
  EXPECT_EQ(boxers.units[10].formation, Formation::open_order);
  EXPECT_EQ(boxers.units[8].formation, Formation::mass);
  EXPECT_EQ(boxers.units[0].formation, Formation::close_order);
}

TEST(TsatfForceBuilder, NamesAreUniqueAndFiguresFollowTheOrganisationForEveryBase) {
  Organisations organisations;
  organisations.change(UnitKind::british_infantry, {16, 2});
  for (Campaign campaign : {Campaign::indian_mutiny, Campaign::boxer_rebellion})
    for (int base = campaign == Campaign::boxer_rebellion ? 4 : 1; base <= most_base_units; ++base) {
      const RatioCounts c = ratio_counts({campaign, base, true, true});
      for (const auto& [counts, side] : {std::pair{c.imperial, Allegiance::imperial}, std::pair{c.native, Allegiance::native}}) {
        const Force force = build_force(counts, campaign, side, organisations);
        std::set<std::string> names;
        int total = 0;
        for (const KindCount& k : counts) total += k.count;
        ASSERT_EQ(static_cast<int>(force.units.size()), total);
        for (const Unit& u : force.units) {
          EXPECT_TRUE(names.insert(u.name).second) << u.name;
          EXPECT_EQ(static_cast<int>(u.figures.size()), organisations.of(u.kind).figures()) << u.name;
          const auto formations = formations_of(u);
          if (!formations.empty()) {
            EXPECT_EQ(u.formation, formations.front()) << u.name;
          }
        }
        // "Preferably each of a different nationality": the Western infantry, as far as the eight nations go.
        if (campaign == Campaign::boxer_rebellion && side == Allegiance::imperial) {
          std::set<std::string> nations;
          int western = 0;
          for (const Unit& u : force.units)
            if (u.kind == UnitKind::western_infantry) {
              ++western;
              EXPECT_FALSE(u.nationality.empty()) << u.name;
              nations.insert(u.nationality);
            }
          EXPECT_EQ(western, base);
          EXPECT_EQ(static_cast<int>(nations.size()), std::min(western, 8)) << base << " Western infantry units";
        }
        // Built twice, the same to the name.
        const Force again = build_force(counts, campaign, side, organisations);
        for (std::size_t i = 0; i < force.units.size(); ++i) EXPECT_EQ(again.units[i].name, force.units[i].name);
      }
    }
}

TEST(TsatfForceBuilder, CountsAScenarioGivesAreNamedToo) {
  const Organisations organisations;
  const Force force = build_force({{UnitKind::british_infantry, 12}, {UnitKind::imperial_camels, 1}, {UnitKind::british_cavalry, 1}},
                                  Campaign::sudan_1885, Allegiance::imperial, organisations);
  EXPECT_EQ(force.units[0].name, "1st Company, Royal Sussex");
  EXPECT_EQ(force.units[10].name, "1st Company, Black Watch");
  EXPECT_EQ(force.units[12].name, "Imperial camels 1");
  EXPECT_EQ(force.units[13].name, "1st Troop, 19th Hussars");
  EXPECT_EQ(unit_name(UnitKind::british_infantry, 41, Campaign::indian_mutiny, Allegiance::imperial), "1st Company, 2nd Battalion, 32nd Foot");
  EXPECT_EQ(unit_name(UnitKind::native_tribe, 2, Campaign::sudan_1885, Allegiance::native), "Dervish tribe 2");
  EXPECT_EQ(unit_name(UnitKind::western_infantry, 9, Campaign::boxer_rebellion, Allegiance::imperial), "British infantry 2");
  EXPECT_EQ(ordinal(11), "11th");
  EXPECT_EQ(ordinal(22), "22nd");
  EXPECT_EQ(ordinal(113), "113th");
}


TEST(TsatfForceBuilder, BothSidesFromTheRatios) {
  const SideForces forces = build_ratio_forces({Campaign::boxer_rebellion, 5, true, true}, Organisations{});
  EXPECT_EQ(forces.imperial.units.size(), 5u + 1 + 1 + 1);
  EXPECT_EQ(forces.native.units.size(), 8u + 1 + 3 + 3 + 2 + 2);
  EXPECT_EQ(forces.imperial.units[5].name, "Western cavalry 1");
  EXPECT_EQ(forces.native.units.back().name, "Chinese artillery 2");
  EXPECT_THROW(build_ratio_forces({Campaign::boxer_rebellion, 3, true, true}, Organisations{}), std::invalid_argument);
}

}  // namespace
}  // namespace muster::tsatf
