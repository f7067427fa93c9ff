// What The Sword and the Flame keys mean (spec/key_meaning.hpp); the shared ones
// (name, paper, print, a side's name and colour, the open table and its placed
// features) are in spec/shared_key_meanings.
#include "rulesets/tsatf/key_meanings.hpp"

namespace muster::tsatf {

namespace {

std::vector<spec::KeyMeaning> scenario_meanings() {
  return {
      {"organisation.*", "one rulebook kind of unit and its size"},
      {"organisation.*.rank-and-file", "men in a unit of this kind, leaders left out"},
      {"organisation.*.leaders", "leaders in a unit of this kind"},
      {"sides.*.units[].name", "the unit's name, as printed on its card and roster"},
      {"sides.*.units[].kind", "what the unit is, by the rulebook's kinds"},
      {"sides.*.units[].arms", "what it fights with, where the update leaves it open"},
      {"sides.*.units[].formation", "how it fights, where the update leaves it open"},
      {"sides.*.units[].nationality", "its nation, where the update leaves it open"},
      {"sides.*.units[].lancers", "whether its horsemen carry lances, where that is open"},
      {"sides.*.units[].rank-and-file", "its men, leaders left out"},
      {"sides.*.units[].leaders", "its leaders"},
      {"sides.*.units[].scouts", "its men out as scouts, hit only by a key-figure card: at most 2, infantry only"},
      {"sides.*.boats", "the side's boats on the river, each with its crew and the units aboard"},
      {"sides.*.boats[].name", "the boat's name, as its roster and markers print it"},
      {"sides.*.boats[].kind", "a river boat (6 movement dice; natives cannot work one) or a dhow"},
      {"sides.*.boats[].crew", "the men working it: with one a river boat goes at half speed, with none it drifts"},
      {"sides.*.boats[].carries", "the side's units aboard at the start, by name"},
      {"sides.*.commanders", "leaders above the units: one may lead a unit he is not attached to"},
      {"sides.*.commanders[].name", "the leader's name, as the roster prints it"},
      {"sides.*.commanders[].senior", "the native commander of the berserk rules: one at most, native side only"},
      {"sides.*.commanders[].attached", "the unit of his side he starts with"},
      {"campaign", "the war: which kinds of unit may serve, and on which side"},
      {"ratio", "build both forces by the update's ratios from a number of infantry units"},
      {"ratio.infantry", "British (or Western) infantry units the ratios start from"},
      {"ratio.cavalry", "give the forces the cavalry the ratios call for"},
      {"ratio.artillery", "give the forces the guns the ratios call for"},
      {"organisation", "a rulebook kind's size: {british-infantry: {rank-and-file: 16, leaders: 2}}"},
      {"table", "the open table's size, in inches unless a length says otherwise"},
      {"terrain", "how many of each feature to place at random, or features placed by hand"},
      {"terrain.hills", "hills to place"},
      {"terrain.scrub", "patches of scrub to place"},
      {"terrain.rough", "patches of rough ground to place"},
      {"terrain.buildings", "buildings to place"},
      {"terrain.villages", "villages to place"},
      {"terrain.walls", "walls to place"},
      {"terrain.barricades", "barricades to place"},
      {"terrain.river", "whether a river runs across the table"},
      {"current", "the river's current, where the scenario fixes it; left out, it is rolled"},
      {"current.towards", "the table edge the river flows towards"},
      {"current.dice", "the current's dice, outright"},
      {"current.dice_on_1_to_3", "the current's dice on a speed die of 1-3 (lost in our text)"},
      {"deployment", "where the sides set up"},
      {"deployment.depth", "how deep each side's zone reaches in from its edge"},
      {"deployment.edges", "keep the edges as given, or roll a D6: on 4-6 the sides change edges"},
      {"first-player", "the key of the side that moves first, or roll for a roll-off"},
      {"unfamiliar-with-camels", "the horsed units whose horses shy at camels; left out, rolled"},
      {"decks", "the cards printed"},
      {"decks.movement-per-unit", "movement cards printed for each unit"},
      {"decks.casualty", "cards in the casualty deck, its key-figure cards included"},
      {"decks.key-figure", "how many of the casualty cards are key-figure cards"},
      {"sides.*.allegiance", "imperial or native: which of the campaign's kinds the side may field"},
      {"sides.*.counts", "without a ratio: how many units of each kind, {british-infantry: 3}"},
      {"sides.*.units", "without a ratio: the side's units, listed here or in a file beside this one"},
      {"sides.*.units@file", "a file of one side's units"},
      {"sides.*.units@file.units", "the side's units, one entry each"},
      {"sides.*.units@file.units[].name", "the unit's name, as printed on its card and roster"},
      {"sides.*.units@file.units[].kind", "what the unit is, by the rulebook's kinds"},
      {"sides.*.units@file.units[].arms", "what it fights with, where the update leaves it open"},
      {"sides.*.units@file.units[].formation", "how it fights, where the update leaves it open"},
      {"sides.*.units@file.units[].nationality", "its nation, where the update leaves it open"},
      {"sides.*.units@file.units[].lancers", "whether its horsemen carry lances, where that is open"},
      {"sides.*.units@file.units[].rank-and-file", "its men, leaders left out"},
      {"sides.*.units@file.units[].leaders", "its leaders"},
      {"sides.*.units@file.units[].scouts", "its men out as scouts, hit only by a key-figure card: at most 2, infantry only"},
  };
}

std::vector<spec::KeyMeaning> record_meanings() {
  return {
      {"camels.named", "the horsed units named as shy of camels in the scenario"},
      {"camels.units", "each horsed unit and its die against camels"},
      {"terrain", "every feature as placed"},
      {"current", "the river's current as rolled"},
      {"current.river", "the river it runs in"},
      {"current.downstream", "which end of the river's line lies downstream"},
      {"current.direction_roll", "the die for its direction, 0 where the scenario named it"},
      {"current.speed_roll", "the speed die, 0 where the scenario gave the dice"},
      {"current.dice", "the current's dice"},
      {"current.source", "who set them: the rules, the scenario, or muster's reading"},
      {"current.dice_on_1_to_3", "the scenario's dice for a speed die of 1-3, where it gave them"},
      {"deployment.edges-roll", "the die that kept or changed the sides' edges"},
      {"first-player", "who moves first, and how that was settled"},
      {"first-player.side", "the side that moves first"},
      {"first-player.roll-off", "the dice of the roll-off"},
      {"camels", "each horsed unit's roll against camels"},
      {"organisation", "the rulebook kinds' sizes the forces were built with"},
      {"sides.*.list-file", "the file the units were read from, if any"},
      {"sides.*.units", "the force, unit by unit"},
      {"sides.*.units[].name", "the unit's name"},
      {"sides.*.units[].kind", "what the unit is"},
      {"sides.*.units[].arms", "what it fights with"},
      {"sides.*.units[].formation", "how it fights"},
      {"sides.*.units[].nationality", "its nation"},
      {"sides.*.units[].lancers", "whether its horsemen carry lances"},
      {"sides.*.units[].rank-and-file", "its men, leaders left out"},
      {"sides.*.units[].leaders", "its leaders"},
      {"sides.*.units[].scouts", "its men out as scouts"},
      {"sides.*.boats", "the side's boats, each with its crew and the units aboard"},
      {"sides.*.boats[].name", "the boat's name"},
      {"sides.*.boats[].kind", "a river boat or a dhow"},
      {"sides.*.boats[].crew", "the men working it"},
      {"sides.*.boats[].carries", "the units aboard at the start"},
      {"sides.*.commanders", "the leaders above the units"},
      {"sides.*.commanders[].name", "the leader's name"},
      {"sides.*.commanders[].senior", "whether he is the native commander"},
      {"sides.*.commanders[].attached", "the unit he starts with"},
  };
}

// Both forces from the ratios, as in scenarios/tsatf-river-ghat.yaml.
std::vector<spec::KeyExample> starter_example() {
  return {
      {"ratio.infantry", "3"},
      {"sides.British.name", "Havelock's Column"},
      {"sides.British.colour", "\"#b22222\""},
      {"sides.British.baseline", "south"},
      {"sides.British.allegiance", "imperial"},
      {"sides.Mutineers.name", "Bengal Mutineers"},
      {"sides.Mutineers.colour", "\"#2e6b30\""},
      {"sides.Mutineers.baseline", "north"},
      {"sides.Mutineers.allegiance", "native"},
  };
}

}  // namespace

const spec::KeyMeanings& key_meanings() {
  static const spec::KeyMeanings meanings{scenario_meanings(), record_meanings(), starter_example()};
  return meanings;
}

}  // namespace muster::tsatf
