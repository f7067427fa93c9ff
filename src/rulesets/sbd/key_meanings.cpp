// What the Short But Desperate keys mean (spec/key_meaning.hpp); the shared ones
// (name, paper, print, a side's name and colour, an orbat's command tree) are in
// spec/shared_key_meanings.
#include "rulesets/sbd/key_meanings.hpp"

#include <utility>

#include "rulesets/sbd/format.hpp"

namespace muster::sbd {

namespace {

// The keys declared with their readers (format.hpp) bring their own meanings; these are the rest.
std::vector<spec::KeyMeaning> scenario_meanings() {
  std::vector<spec::KeyMeaning> meanings{
      {"terrain.zones.*", "the kind of the zone on this square"},
      {"battlefield", "the table, in square zones"},
      {"terrain", "zones of each kind for muster to roll, or zones and roads placed by hand"},
      {"terrain.zones", "zones placed by hand, each square with its kind: {C3: woods}"},
      {"terrain.roads", "how many roads to roll, or roads by hand as lists of zones"},
      {"terrain.woods", "wood zones to roll"},
      {"terrain.hills", "hill zones to roll"},
      {"terrain.walls", "zones with walls to roll"},
      {"terrain.very-difficult", "very difficult zones to roll"},
      {"armies", "the recipe for every side without an orbat file; both get the same shape"},
      {"armies.brigades", "brigades in the army"},
      {"armies.regiments-per-brigade", "regiments in each brigade"},
      {"armies.stands", "stands in each regiment"},
      {"armies.batteries", "batteries in the army"},
      {"armies.cavalry-share", "percent of the regiments that are cavalry"},
      {"sides", "the Union (USA) and the Confederates (CSA)"},
      {"sides.*", "one side: USA or CSA"},
      {"sides.*.orbat", "a file beside this one with the side's army as a tree of commands"},
      {"sides.*.allocation", "how the side spreads its dice over the week before the battle"},
      {"sides.*.sixes", "what the side does with the sixes it rolls in the week: bank or convert"},
      {"sides.*.orbat@file.units[].type", "what the unit is: a regiment of foot or horse, or a battery"},
      {"sides.*.orbat@file.units[].stands", "a regiment's stands"},
      {"sides.*.orbat@file.units[].quality", "the unit's quality, fixed: the quality roll leaves it alone"},
      {"sides.*.orbat@file.units[].guns", "a battery's guns: 4 or 6"},
      {"sides.*.orbat@file.units[].ordnance", "a battery's guns: rifled or smoothbore"},
      {"sides.*.orbat@file.units[].weight", "a battery's weight: light or heavy (Napoleons are heavy)"},
      {"sides.*.orbat@file.commands[].units[].type", "what the unit is: a regiment of foot or horse, or a battery"},
      {"sides.*.orbat@file.commands[].units[].stands", "a regiment's stands"},
      {"sides.*.orbat@file.commands[].units[].quality", "the unit's quality, fixed: the quality roll leaves it alone"},
      {"sides.*.orbat@file.commands[].units[].guns", "a battery's guns: 4 or 6"},
      {"sides.*.orbat@file.commands[].units[].ordnance", "a battery's guns: rifled or smoothbore"},
      {"sides.*.orbat@file.commands[].units[].weight", "a battery's weight: light or heavy (Napoleons are heavy)"},
      {"day-of-battle", "how the armies come onto the table on the day"},
      {"day-of-battle.troop-quality", "roll each regiment's quality by the flowchart, or take the orbat's"},
      {"day-of-battle.hold-back", "when a defender's straggling unit is held back whole as a reinforcement"},
      {"day-of-battle.per-zone", "units muster puts in a zone before it fills any zone up to its limit"},
  };
  for (spec::KeyMeaning& declared : declared_meanings()) meanings.push_back(std::move(declared));
  return meanings;
}

std::vector<spec::KeyMeaning> record_meanings() {
  return {
      {"sides.*.units[].guns", "a battery's guns: 4 or 6"},
      {"sides.*.units[].ordnance", "a battery's guns: rifled or smoothbore"},
      {"sides.*.units[].weight", "a battery's weight: light or heavy"},
      {"terrain", "the zones as rolled"},
      {"terrain.zones", "every zone that is not open, with its kind"},
      {"terrain.roads", "every road, as the zones it runs through"},
      {"prebattle", "the week before the battle, day by day"},
      {"prebattle.days", "each day of the week"},
      {"prebattle.days[].day", "the day's name"},
      {"prebattle.days[].*", "what one side did that day"},
      {"prebattle.days[].*.allocated", "dice the side's plan gave the day"},
      {"prebattle.days[].*.from-sixes", "dice added from sixes converted the day before"},
      {"prebattle.days[].*.from-skirmish", "dice added for yesterday's skirmish won"},
      {"prebattle.days[].*.dice", "the dice thrown"},
      {"prebattle.days[].*.sixes", "the sixes among them"},
      {"prebattle.days[].*.banked", "sixes banked towards the attack"},
      {"prebattle.days[].*.converted", "sixes turned into dice for tomorrow"},
      {"prebattle.days[].*.skirmish-wins", "skirmishes the side won that day"},
      {"prebattle.days[].*.won", "whether the side won the day's skirmish"},
      {"prebattle.days[].*.earned-dice", "dice earned for tomorrow"},
      {"prebattle.days[].*.earned-cards", "bonus cards earned"},
      {"prebattle.sunday-bonus", "Sunday's bonus roll"},
      {"prebattle.sunday-bonus.winner", "the side that won it, or none"},
      {"prebattle.sunday-bonus.dice", "the bonus dice thrown"},
      {"prebattle.sunday-bonus.sixes", "the sixes among them"},
      {"prebattle.banked", "sixes each side banked over the week"},
      {"prebattle.banked.*", "the side's banked sixes"},
      {"prebattle.cavalry", "each side's cavalry regiments, which weigh in the week's outcome"},
      {"prebattle.cavalry.*", "the side's cavalry"},
      {"prebattle.attacker", "the side that attacks on the day of battle"},
      {"prebattle.decided-by", "what settled who attacks"},
      {"prebattle.margin", "by how much the attacker won the week"},
      {"prebattle.margin.sixes", "the margin in banked sixes"},
      {"prebattle.margin.cavalry", "the attacker's cavalry, added to it"},
      {"prebattle.margin.total", "the whole margin"},
      {"prebattle.table-row", "the row of the day-of-battle table the margin gives"},
      {"quality", "every troop quality roll, zone by zone"},
      {"quality[].zone", "the zone rolled for"},
      {"quality[].side", "the side whose troops stand there"},
      {"quality[].red", "the red die"},
      {"quality[].green", "the green die"},
      {"quality[].branch", "the branch of the flowchart the dice took"},
      {"quality[].veterans", "regiments made veteran"},
      {"quality[].experienced", "regiments made experienced"},
      {"quality[].greens", "regiments made green"},
      {"quality[].regiments", "the codes of the regiments rolled for"},
      {"quality[].stands-moved", "stands moved between regiments by the roll"},
      {"sides.*.role", "whether the side attacks or defends"},
      {"sides.*.orbat", "the orbat file the army came from, or recipe"},
      {"sides.*.allocation-plan", "the name of the side's plan for the week, or custom"},
      {"sides.*.allocation", "the dice the plan gives each day, Monday to Sunday"},
      {"sides.*.bonus-cards", "bonus cards the side earned in the week"},
      {"sides.*.commands", "every command of the army"},
      {"sides.*.commands[].name", "the command's name"},
      {"sides.*.commands[].leader", "its leader's name"},
      {"sides.*.commands[].rating", "how good a leader he is"},
      {"sides.*.commands[].parent", "the command it is part of"},
      {"sides.*.commands[].zone", "the zone its leader stands in"},
      {"sides.*.units", "every unit of the army"},
      {"sides.*.units[].code", "the code on the unit's label"},
      {"sides.*.units[].name", "the unit's name"},
      {"sides.*.units[].command", "the command it belongs to"},
      {"sides.*.units[].type", "a regiment of foot or horse, or a battery"},
      {"sides.*.units[].quality", "its quality"},
      {"sides.*.units[].rolled", "whether the quality roll decided its quality"},
      {"sides.*.units[].mustered", "the stands it came with"},
      {"sides.*.units[].stands", "its stands after the quality roll"},
      {"sides.*.units[].zone", "the zone it deploys in"},
      {"sides.*.units[].straggler-dice", "the straggler dice rolled for it"},
      {"sides.*.units[].straggled", "stands lost to straggling"},
      {"sides.*.units[].reinforcement", "whether it is held back to arrive later"},
  };
}

}  // namespace

const spec::KeyMeanings& key_meanings() {
  static const spec::KeyMeanings meanings{scenario_meanings(), record_meanings(), {}};
  return meanings;
}

}  // namespace muster::sbd
