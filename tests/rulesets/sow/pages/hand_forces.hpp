#pragma once
// Test helper: State of War setups built by hand for the sheets' tests, so
// that they do not wait on the force builder. Two companies of about sixty
// figures carrying every firearm, blade and class between them, some mounted;
// and a force of any size, its names as long as a player might write them.

#include <string>

#include "rulesets/sow/model.hpp"

namespace muster::sow::hand_built {

inline Figure figure(Rank rank, Quality quality, Firearm firearm, Blade blade, bool horse = false) {
  return {rank, quality, firearm, blade, horse};
}

// A squad: its sergeant, a corporal and `men` privates, all alike.
inline Unit squad(std::string name, int men, Quality quality, Firearm firearm, Blade blade, bool horse = false, Rank man = Rank::private_soldier) {
  Unit unit{std::move(name), {}};
  unit.figures.push_back(figure(Rank::sergeant, quality, firearm, blade, horse));
  unit.figures.push_back(figure(Rank::corporal, quality, firearm, blade, horse));
  for (int i = 0; i < men; ++i) unit.figures.push_back(figure(man, quality, firearm, blade, horse));
  return unit;
}

// 62 figures on foot: a headquarters and four squads, a musket squad and a repeater squad among them.
inline Force federal_infantry() {
  Force force;
  Unit hq{"Company HQ", {}};
  hq.figures = {figure(Rank::captain, Quality::veteran, Firearm::pistol, Blade::sword), figure(Rank::lieutenant, Quality::trained, Firearm::pistol, Blade::sword),
                figure(Rank::lieutenant, Quality::trained, Firearm::pistol, Blade::sword),
                figure(Rank::first_sergeant, Quality::trained, Firearm::minie_rifle, Blade::bayonet),
                figure(Rank::musician, Quality::trained, Firearm::none, Blade::none), figure(Rank::musician, Quality::trained, Firearm::none, Blade::none)};
  force.units.push_back(hq);
  force.units.push_back(squad("1st Squad, 1st Platoon", 12, Quality::trained, Firearm::minie_rifle, Blade::bayonet));
  force.units.push_back(squad("2nd Squad, 1st Platoon", 12, Quality::trained, Firearm::musket, Blade::bayonet));
  force.units.push_back(squad("1st Squad, 2nd Platoon", 12, Quality::trained, Firearm::repeater, Blade::none));
  Unit raw = squad("2nd Squad, 2nd Platoon", 12, Quality::raw, Firearm::minie_rifle, Blade::bayonet);
  raw.figures.front().quality = Quality::trained;  // a better leader for the recruits
  force.units.push_back(raw);
  return force;
}

// 61 figures of cavalry: mounted and dismounted troopers with carbines, shotguns and pistols, and civilian guides.
inline Force confederate_cavalry() {
  Force force;
  Unit hq{"Troop HQ", {}};
  hq.figures = {figure(Rank::lieutenant, Quality::veteran, Firearm::pistol, Blade::sword, true),
                figure(Rank::captain, Quality::veteran, Firearm::pistol, Blade::sword, true),
                figure(Rank::musician, Quality::veteran, Firearm::pistol, Blade::none, true)};
  force.units.push_back(hq);
  force.units.push_back(squad("1st Section, mounted", 10, Quality::veteran, Firearm::minie_carbine, Blade::sword, true, Rank::trooper));
  force.units.push_back(squad("2nd Section, mounted", 10, Quality::veteran, Firearm::smoothbore_carbine, Blade::lance, true, Rank::trooper));
  force.units.push_back(squad("3rd Section, dismounted", 12, Quality::veteran, Firearm::shotgun, Blade::none, false, Rank::trooper));
  force.units.push_back(squad("4th Section, dismounted", 8, Quality::raw, Firearm::smoothbore_carbine, Blade::none, false, Rank::trooper));
  Unit guides{"Guides", {}};
  for (int i = 0; i < 4; ++i) guides.figures.push_back(figure(Rank::private_soldier, Quality::civilian, i < 2 ? Firearm::shotgun : Firearm::none, Blade::none));
  force.units.push_back(guides);
  return force;
}

// A name of exactly `length` characters, its number first so that no two are alike.
inline std::string long_name(int number, std::size_t length = 48) {
  std::string name = std::to_string(number) + " Squad of the Queen's Own Royal Highland Volunteers and Militia Companies";
  name.resize(length);
  while (name.back() == ' ') name.back() = 'x';
  return name;
}

// `units` full squads of 14 with long names, each firearm in turn.
inline Force long_force(int units) {
  const Firearm firearms[] = {Firearm::minie_rifle, Firearm::repeater, Firearm::musket, Firearm::minie_carbine, Firearm::smoothbore_carbine, Firearm::shotgun, Firearm::pistol};
  Force force;
  for (int u = 0; u < units; ++u)
    force.units.push_back(squad(long_name(u + 1), 12, Quality::trained, firearms[u % 7], Blade::bayonet, u % 3 == 0));
  force.units.front().figures.front().rank = Rank::captain;
  return force;
}

inline Setup setup_of(Force blue, Force grey, Paper paper = Paper::a4) {
  Setup setup;
  setup.scenario = "Hand-built skirmish";
  setup.seed = 1863;
  setup.print.paper = paper;
  setup.sides[0].key = "USA";
  setup.sides[0].name = "Federal company";
  setup.sides[0].colour = "#2b4c8c";
  setup.sides[0].force = std::move(blue);
  setup.sides[0].recipe = ForceRecipe{1400, CompanyKind::infantry, Quality::trained, Firearm::minie_rifle, Blade::bayonet, 0};
  setup.sides[1].key = "CSA";
  setup.sides[1].name = "Confederate troop";
  setup.sides[1].colour = "#9a9a90";
  setup.sides[1].force = std::move(grey);
  setup.sides[1].list_file = "csa-troop.txt";
  return setup;
}

inline Setup two_companies(Paper paper = Paper::a4) { return setup_of(federal_infantry(), confederate_cavalry(), paper); }

}  // namespace muster::sow::hand_built
