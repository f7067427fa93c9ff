// Every cell of State of War's points: the parts, the carbines' discount, and
// the printed ready-reckoner, which agrees with the parts in every cell but one.
#include <gtest/gtest.h>

#include "rulesets/sow/tables.hpp"

namespace muster::sow {
namespace {

constexpr std::array<Quality, 4> qualities{Quality::veteran, Quality::trained, Quality::raw, Quality::civilian};

TEST(SowCosts, ClassesCostAsTheTextGives) {
  EXPECT_EQ(cost_of(Quality::veteran), 24);
  EXPECT_EQ(cost_of(Quality::trained), 16);
  EXPECT_EQ(cost_of(Quality::raw), 10);
  EXPECT_EQ(cost_of(Quality::civilian), 5);
  EXPECT_EQ(quality_die(Quality::veteran), 12);
  EXPECT_EQ(quality_die(Quality::trained), 10);
  EXPECT_EQ(quality_die(Quality::raw), 8);
  EXPECT_EQ(quality_die(Quality::civilian), 6);
}

TEST(SowCosts, WeaponsCostAsTheTextGives) {
  EXPECT_EQ(cost_of(Firearm::repeater), 16);
  EXPECT_EQ(cost_of(Firearm::minie_rifle), 4);
  EXPECT_EQ(cost_of(Firearm::minie_carbine), 3);
  EXPECT_EQ(cost_of(Firearm::musket), 3);
  EXPECT_EQ(cost_of(Firearm::smoothbore_carbine), 2);
  EXPECT_EQ(cost_of(Firearm::shotgun), 2);
  EXPECT_EQ(cost_of(Firearm::pistol), 1);
  EXPECT_EQ(cost_of(Firearm::none), 0);
  for (Blade blade : {Blade::bayonet, Blade::sword, Blade::lance}) EXPECT_EQ(cost_of(blade), 1);
  EXPECT_EQ(cost_of(Blade::none), 0);
  EXPECT_EQ(horse_cost, 15);
  // "Carbines -1pt": each carbine a point below its long arm.
  EXPECT_EQ(cost_of(Firearm::minie_carbine), cost_of(Firearm::minie_rifle) - 1);
  EXPECT_EQ(cost_of(Firearm::smoothbore_carbine), cost_of(Firearm::musket) - 1);
}

TEST(SowCosts, AFigureIsTheSumOfItsParts) {
  for (Quality q : qualities)
    for (std::size_t w = 0; w < firearm_keys().size(); ++w)
      for (Blade blade : {Blade::none, Blade::bayonet, Blade::sword, Blade::lance})
        for (bool horse : {false, true}) {
          const Firearm firearm = static_cast<Firearm>(w);
          const Figure figure{Rank::private_soldier, q, firearm, blade, horse};
          EXPECT_EQ(cost_of(figure), cost_of(q) + cost_of(firearm) + (blade == Blade::none ? 0 : 1) + (horse ? 15 : 0));
        }
  // A mounted Veteran with a repeater and a sword: 24 + 16 + 1 + 15.
  EXPECT_EQ(cost_of(Figure{Rank::trooper, Quality::veteran, Firearm::repeater, Blade::sword, true}), 56);
}

TEST(SowCosts, TheReadyReckonerDisagreesWithThePartsInOneCellOnly) {
  int disagreements = 0;
  for (Quality q : qualities)
    for (Firearm firearm : reckoner_columns) {
      const int parts = cost_of(Figure{Rank::private_soldier, q, firearm, Blade::none, false});
      if (printed_reckoner(q, firearm) != parts) {
        ++disagreements;
        EXPECT_EQ(q, Quality::raw);
        EXPECT_EQ(firearm, Firearm::repeater);
        EXPECT_EQ(printed_reckoner(q, firearm), 24);
        EXPECT_EQ(parts, 26);  // muster costs by the parts (docs/DECISIONS.md)
      }
    }
  EXPECT_EQ(disagreements, 1);
  // A few cells spelled out, so that a wrong table cannot pass by agreeing with itself.
  EXPECT_EQ(printed_reckoner(Quality::veteran, Firearm::minie_rifle), 28);
  EXPECT_EQ(printed_reckoner(Quality::trained, Firearm::musket), 19);
  EXPECT_EQ(printed_reckoner(Quality::civilian, Firearm::repeater), 21);
  EXPECT_EQ(printed_reckoner(Quality::civilian, Firearm::pistol), 6);
}

TEST(SowCosts, RangesDiceAndLoadingAsTheTextGives) {
  EXPECT_EQ(ranges_of(Firearm::minie_rifle)->bands_cm, (std::array<int, 4>{15, 30, 110, 150}));
  EXPECT_EQ(ranges_of(Firearm::repeater)->bands_cm, (std::array<int, 4>{12, 25, 60, 120}));
  EXPECT_EQ(ranges_of(Firearm::musket)->bands_cm, (std::array<int, 4>{4, 10, 30, 90}));
  EXPECT_EQ(ranges_of(Firearm::minie_carbine)->bands_cm, (std::array<int, 4>{8, 20, 70, 120}));
  EXPECT_EQ(ranges_of(Firearm::smoothbore_carbine)->bands_cm, (std::array<int, 4>{4, 8, 20, 70}));
  EXPECT_EQ(ranges_of(Firearm::shotgun)->bands_cm, (std::array<int, 4>{5, 10, 40, 0}));
  EXPECT_EQ(ranges_of(Firearm::pistol)->bands_cm, (std::array<int, 4>{2, 6, 10, 20}));
  EXPECT_FALSE(ranges_of(Firearm::none));
  EXPECT_EQ(range_die(RangeBand::short_range), 6);
  EXPECT_EQ(range_die(RangeBand::extreme), 12);
  EXPECT_EQ(cover_die(Cover::open), 4);
  EXPECT_EQ(cover_die(Cover::soft), 6);
  EXPECT_EQ(cover_die(Cover::hard), 8);
  EXPECT_EQ(loading_actions(Firearm::musket), 3);
  EXPECT_EQ(loading_actions(Firearm::minie_rifle), 3);
  EXPECT_EQ(loading_actions(Firearm::repeater), 1);
  EXPECT_EQ(loading_actions(Firearm::pistol), 1);
}

TEST(SowCosts, EveryFigureFightsOnItsRowOfTheMeleeTable) {
  const auto dice = [](Firearm firearm, Blade blade) {
    const MeleeDice d = melee_dice(Figure{Rank::private_soldier, Quality::trained, firearm, blade, false});
    return d.weapon + " " + std::to_string(d.against_infantry) + "/" + std::to_string(d.against_cavalry);
  };
  EXPECT_EQ(dice(Firearm::minie_carbine, Blade::lance), "Lance 6/8");
  EXPECT_EQ(dice(Firearm::musket, Blade::bayonet), "Bayonet 6/8");
  EXPECT_EQ(dice(Firearm::pistol, Blade::sword), "Sword & pistol 6/4");
  EXPECT_EQ(dice(Firearm::minie_carbine, Blade::sword), "Sword 4/4");
  EXPECT_EQ(dice(Firearm::shotgun, Blade::none), "Butt 4/4");
  EXPECT_EQ(dice(Firearm::none, Blade::none), "Improvised 4/0");
}

TEST(SowCosts, EveryKeyReadsBackToItsValue) {
  for (const std::string& key : quality_keys()) EXPECT_EQ(key_of(*parse_quality(key)), key);
  for (const std::string& key : firearm_keys()) EXPECT_EQ(key_of(*parse_firearm(key)), key);
  for (const std::string& key : blade_keys()) EXPECT_EQ(key_of(*parse_blade(key)), key);
  for (const std::string& key : rank_keys()) EXPECT_EQ(key_of(*parse_rank(key)), key);
  for (const std::string& key : company_keys()) EXPECT_EQ(key_of(*parse_company(key)), key);
  EXPECT_FALSE(parse_firearm("rifle"));
}

}  // namespace
}  // namespace muster::sow
