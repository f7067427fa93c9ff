// Each kind of unit as the text organises and arms it, the formations it may
// use, its movement dice, the campaigns that field it, and the defaults
// muster gives where the text sends the reader to the rulebook.
#include <gtest/gtest.h>

#include <algorithm>

#include "rulesets/tsatf/unit_tables.hpp"

namespace muster::tsatf {
namespace {

Unit unit_of(UnitKind kind, bool lancers = false, std::vector<Weapon> arms = {}) {
  Unit u;
  u.kind = kind;
  u.lancers = lancers;
  u.arms = std::move(arms);
  return u;
}

int leaders_in(const std::vector<Figure>& figures) {
  return static_cast<int>(std::count_if(figures.begin(), figures.end(), [](const Figure& f) { return f.is_leader(); }));
}

TEST(TsatfUnitTables, TheTextsOrganisationKindByKind) {
  const std::vector<std::pair<UnitKind, Organisation>> text = {
      {UnitKind::british_cavalry, {12, 2}},           {UnitKind::loyal_indian_cavalry, {12, 2}},
      {UnitKind::mutineer_cavalry, {12, 1}},          {UnitKind::irregular_mutineer_infantry, {20, 1}},
      {UnitKind::imperial_chinese_infantry, {20, 1}}, {UnitKind::boxer_riflemen, {20, 1}},
      {UnitKind::boxer_sword_spearmen, {20, 1}},      {UnitKind::boxer_tigermen, {20, 1}},
      {UnitKind::western_cavalry, {12, 2}},           {UnitKind::regular_chinese_cavalry, {12, 2}},
      {UnitKind::irregular_chinese_cavalry, {12, 1}}, {UnitKind::primitive_native_cavalry, {12, 1}},
      {UnitKind::imperial_camels, {12, 2}},           {UnitKind::native_camels, {12, 1}},
  };
  for (const auto& [kind, organisation] : text) {
    EXPECT_TRUE(organisation_from_text(kind)) << label_of(kind);
    EXPECT_EQ(default_organisation(kind), organisation) << label_of(kind);
    const std::vector<Figure> figures = muster_figures(unit_of(kind), organisation);
    EXPECT_EQ(static_cast<int>(figures.size()), organisation.figures()) << label_of(kind);
    EXPECT_EQ(leaders_in(figures), organisation.leaders) << label_of(kind);
    EXPECT_TRUE(figures.front().is_leader()) << "leaders come first: " << label_of(kind);
  }
}

TEST(TsatfUnitTables, RulebookKindsHaveADefaultTheScenarioCanChange) {
  const std::vector<std::pair<UnitKind, Organisation>> rulebook = {
      {UnitKind::british_infantry, {20, 2}}, {UnitKind::loyal_indian_infantry, {20, 2}}, {UnitKind::sepoy_infantry, {20, 2}},
      {UnitKind::western_infantry, {20, 2}}, {UnitKind::british_artillery, {4, 1}},       {UnitKind::mutineer_artillery, {4, 1}},
      {UnitKind::western_artillery, {4, 1}}, {UnitKind::chinese_artillery, {4, 1}},       {UnitKind::native_tribe, {20, 1}},
  };
  Organisations organisations;
  for (const auto& [kind, organisation] : rulebook) {
    EXPECT_FALSE(organisation_from_text(kind)) << label_of(kind);
    EXPECT_EQ(organisations.of(kind), organisation) << label_of(kind);
  }
  organisations.change(UnitKind::british_infantry, {16, 1});
  EXPECT_EQ(organisations.of(UnitKind::british_infantry), (Organisation{16, 1}));
  EXPECT_EQ(organisations.of(UnitKind::loyal_indian_infantry), (Organisation{20, 2}));
  EXPECT_THROW(organisations.change(UnitKind::boxer_tigermen, {10, 1}), std::invalid_argument);
  EXPECT_EQ(static_cast<std::size_t>(std::count_if(all_unit_kinds.begin(), all_unit_kinds.end(), organisation_from_text)), all_unit_kinds.size() - rulebook.size());
}

TEST(TsatfUnitTables, ALancerTroopsLieutenantHasAPistolAndEveryOtherRankALance) {
  for (UnitKind kind : {UnitKind::british_cavalry, UnitKind::loyal_indian_cavalry}) {
    const Unit lancers = unit_of(kind, true, {Weapon::carbine});  // arms the text does not allow are ignored
    const auto figures = muster_figures(lancers, default_organisation(kind));
    ASSERT_EQ(figures.size(), 14u);
    EXPECT_EQ(figures[0].role, Role::lieutenant);
    EXPECT_EQ(figures[0].weapons, std::vector<Weapon>{Weapon::pistol});
    EXPECT_EQ(figures[1].role, Role::sergeant);
    for (std::size_t i = 1; i < figures.size(); ++i) EXPECT_EQ(figures[i].weapons, std::vector<Weapon>{Weapon::lance});
    EXPECT_FALSE(can_fire(lancers));
    EXPECT_TRUE(can_fire(unit_of(kind)));
  }
  EXPECT_FALSE(may_be_lancers(UnitKind::western_cavalry));
  EXPECT_EQ(default_arms(UnitKind::mutineer_cavalry, true), (std::vector<Weapon>{Weapon::sword, Weapon::lance}));
}

TEST(TsatfUnitTables, MutineerCavalryHasSwordsAndLancesAndCannotFire) {
  const Unit u = unit_of(UnitKind::mutineer_cavalry, false, {Weapon::carbine});
  EXPECT_EQ(arms_of(u), (std::vector<Weapon>{Weapon::sword, Weapon::lance}));
  EXPECT_FALSE(can_fire(u));
  EXPECT_EQ(formations_of(u), (std::vector<Formation>{Formation::close_order, Formation::open_order}));
  EXPECT_EQ(label_of(arms_of(u)), "Sword, lance");
}

TEST(TsatfUnitTables, FormationsAsTheTextGivesThem) {
  const std::vector<Formation> mass = {Formation::mass}, open = {Formation::open_order}, close = {Formation::close_order};
  EXPECT_EQ(formations_of(unit_of(UnitKind::irregular_mutineer_infantry)), mass);
  EXPECT_EQ(formations_of(unit_of(UnitKind::imperial_chinese_infantry)), close);
  EXPECT_EQ(formations_of(unit_of(UnitKind::boxer_riflemen)), open);
  EXPECT_EQ(formations_of(unit_of(UnitKind::boxer_tigermen)), open);
  EXPECT_EQ(formations_of(unit_of(UnitKind::boxer_sword_spearmen)), mass);
  EXPECT_TRUE(formations_of(unit_of(UnitKind::british_artillery)).empty());
  // Primitive native horse: open order with firearms or bows, mass only without.
  EXPECT_EQ(formations_of(unit_of(UnitKind::irregular_chinese_cavalry)), open);
  EXPECT_EQ(formations_of(unit_of(UnitKind::irregular_chinese_cavalry, false, {Weapon::bow})), open);
  EXPECT_EQ(formations_of(unit_of(UnitKind::primitive_native_cavalry)), mass);
  EXPECT_EQ(formations_of(unit_of(UnitKind::primitive_native_cavalry, false, {Weapon::sword, Weapon::bow})), open);
  EXPECT_EQ(formations_of(unit_of(UnitKind::native_camels, false, {Weapon::firearm})), open);
  EXPECT_EQ(formations_of(unit_of(UnitKind::native_camels)), mass);
}

// Camels roll 5 in the Sudan, 1885 (the Dervish rules); in every other campaign they move as cavalry, on 4.
TEST(TsatfUnitTables, MovementDiceCavalryFourCamelsFiveInTheSudanAndFourElsewhere) {
  for (Campaign campaign : {Campaign::indian_mutiny, Campaign::boxer_rebellion, Campaign::sudan_1885, Campaign::free})
    for (UnitKind kind : all_unit_kinds) {
      const int camel = campaign == Campaign::sudan_1885 ? 5 : 4;
      const std::optional<int> expected = mount_of(kind) == Mount::horse   ? std::optional<int>(4)
                                          : mount_of(kind) == Mount::camel ? std::optional<int>(camel)
                                                                           : std::nullopt;
      EXPECT_EQ(movement_dice(kind, campaign), expected) << label_of(kind);
    }
  EXPECT_EQ(boat_movement_dice, 6);
  // Camels are organised as cavalry, but camels spook horses and not each other.
  EXPECT_TRUE(is_cavalry(UnitKind::imperial_camels));
  EXPECT_FALSE(is_horse_cavalry(UnitKind::imperial_camels));
  EXPECT_TRUE(is_horse_cavalry(UnitKind::irregular_chinese_cavalry));
  EXPECT_EQ(default_organisation(UnitKind::imperial_camels), default_organisation(UnitKind::british_cavalry));
  EXPECT_EQ(default_organisation(UnitKind::native_camels), default_organisation(UnitKind::primitive_native_cavalry));
}

TEST(TsatfUnitTables, EachCampaignFieldsItsOwnKindsAndTheNewSpecialRulesKinds) {
  EXPECT_TRUE(campaign_fields(Campaign::indian_mutiny, UnitKind::sepoy_infantry));
  EXPECT_FALSE(campaign_fields(Campaign::indian_mutiny, UnitKind::boxer_tigermen));
  EXPECT_FALSE(campaign_fields(Campaign::boxer_rebellion, UnitKind::british_infantry));
  EXPECT_TRUE(campaign_fields(Campaign::boxer_rebellion, UnitKind::irregular_chinese_cavalry));
  EXPECT_TRUE(campaign_fields(Campaign::sudan_1885, UnitKind::native_tribe));
  for (Campaign c : {Campaign::indian_mutiny, Campaign::boxer_rebellion, Campaign::sudan_1885, Campaign::free})
    for (UnitKind k : {UnitKind::primitive_native_cavalry, UnitKind::imperial_camels, UnitKind::native_camels}) EXPECT_TRUE(campaign_fields(c, k));
  EXPECT_EQ(kinds_of(Campaign::free).size(), all_unit_kinds.size());
  EXPECT_TRUE(fits_side(UnitKind::irregular_chinese_cavalry, Allegiance::imperial));
  EXPECT_TRUE(fits_side(UnitKind::irregular_chinese_cavalry, Allegiance::native));
  EXPECT_FALSE(fits_side(UnitKind::sepoy_infantry, Allegiance::imperial));
  EXPECT_FALSE(fits_side(UnitKind::western_infantry, Allegiance::native));
}

TEST(TsatfUnitTables, KeysReadBackAndLabelsPrint) {
  for (UnitKind kind : all_unit_kinds) EXPECT_EQ(parse_unit_kind(key_of(kind)), kind);
  EXPECT_EQ(unit_kind_keys().size(), all_unit_kinds.size());
  EXPECT_EQ(parse_campaign("boxer-rebellion"), Campaign::boxer_rebellion);
  EXPECT_FALSE(parse_campaign("boxer"));
  EXPECT_EQ(label_of(UnitKind::boxer_sword_spearmen), "Boxer sword and spearmen");
  EXPECT_EQ(label_of(std::vector<Weapon>{Weapon::carbine, Weapon::sword}), "Carbine, sword");
  EXPECT_EQ(label_of(std::vector<Weapon>{}), "Unarmed");
  EXPECT_EQ(abbreviation_of(Role::sergeant), "Sgt");
}


TEST(TsatfUnitTables, ThePhasedMoveIsForMountedUnitsOfTheImperialSide) {
  EXPECT_TRUE(may_use_phased_move(UnitKind::british_cavalry, Allegiance::imperial));
  EXPECT_TRUE(may_use_phased_move(UnitKind::imperial_camels, Allegiance::imperial));
  EXPECT_TRUE(may_use_phased_move(UnitKind::irregular_chinese_cavalry, Allegiance::imperial));
  EXPECT_FALSE(may_use_phased_move(UnitKind::irregular_chinese_cavalry, Allegiance::native));
  EXPECT_FALSE(may_use_phased_move(UnitKind::mutineer_cavalry, Allegiance::native));
  EXPECT_FALSE(may_use_phased_move(UnitKind::british_infantry, Allegiance::imperial));
  EXPECT_EQ(most_scouts_in_unit, 2);
}

}  // namespace
}  // namespace muster::tsatf
