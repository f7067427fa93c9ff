// What the keys every rule set reads alike mean (spec/key_meaning.hpp). A rule set's
// own table (src/rulesets/<id>/key_meanings.cpp) says what its own keys mean, and
// overrides an entry here where its key of the same name means something else.
#include "spec/key_meaning.hpp"

namespace muster::spec {

namespace {

std::vector<KeyMeaning> scenario_meanings() {
  return {
      {"muster", "the version of muster's file format the file is written in"},
      {"name", "the battle's name, printed on every page; it also names the pack's folder"},
      {"ruleset", "the rules the battle is fought with"},
      {"seed", "fixes the dice: the same seed rolls the same setup every time"},
      {"paper", "the paper the pack is printed on"},
      {"compare", "variants for `muster simulate` to roll side by side (README, Comparing variants)"},
      {"print", "how the pack is printed"},
      {"print.counter-size", "the side of a printed marker"},
      {"print.map-tiles", "also print the map at full size, in sheets to tape together"},
      {"print.duplex-offset", "moves every back page by [x, y] to meet its front, as duplex-check.pdf reads"},
      {"sides", "the two sides, each under a key you choose (the key names its files)"},
      {"sides.*", "one side, under a short key that also names its files"},
      {"sides.*.name", "the side's name as printed"},
      {"sides.*.colour", "the side's colour on maps, counters and rosters"},
      {"sides.*.baseline", "the table edge the side starts from"},
      // The open table (State of War, The Sword and the Flame): spec/open_table_reader.
      {"table.width", "the table's width, west to east; a bare number is in the table's unit"},
      {"table.depth", "the table's depth, south to north; a bare number is in the table's unit"},
      {"terrain.placed", "features placed by hand instead of rolled, one entry each"},
      {"terrain.placed[].kind", "what the feature is"},
      {"terrain.placed[].label", "the feature's name on the map"},
      {"terrain.placed[].centre", "where the middle of an area feature stands: [across, up] from the south-west corner"},
      {"terrain.placed[].size", "how wide and how deep an area feature is: [width, depth]"},
      {"terrain.placed[].turn", "the degrees an area feature is turned clockwise"},
      {"terrain.placed[].shape", "the outline of an area feature"},
      {"terrain.placed[].corners", "a polygon's corners, as shares of its size from its centre"},
      {"terrain.placed[].points", "the points a line feature (stream, road, wall) runs through, [across, up]"},
      {"terrain.placed[].width", "how wide a line feature is on the table"},
      {"terrain.placed[].fords", "where a stream or river can be waded: {at, length} along its line"},
      {"terrain.placed[].bridges", "where a stream or river is bridged: {at, length} along its line"},
      {"terrain.placed[].fords[].at", "how far along the stream's line the ford begins"},
      {"terrain.placed[].fords[].length", "how long the ford is, measured along the line"},
      {"terrain.placed[].bridges[].at", "how far along the stream's line the bridge stands"},
      {"terrain.placed[].bridges[].length", "how long the bridge is, measured along the line"},
      // An orbat file's tree of commands (Short But Desperate, The Square Brigadier): spec/command_tree_reader.
      {"sides.*.orbat", "a file beside this one with the side's order of battle, a tree of commands"},
      {"sides.*.orbat@file", "an order of battle: the side's top command and everything under it"},
      {"sides.*.orbat@file.name", "the name of the side's top command"},
      {"sides.*.orbat@file.leader", "the top command's leader: the army's general"},
      {"sides.*.orbat@file.leader.name", "the general's name"},
      {"sides.*.orbat@file.leader.rating", "how good a leader the general is"},
      {"sides.*.orbat@file.commands", "the commands directly under the top one"},
      {"sides.*.orbat@file.units", "units the top command leads itself"},
      {"sides.*.orbat@file.units[].name", "the unit's name, as printed on its label and roster"},
      {"sides.*.orbat@file.commands[].name", "the command's name"},
      {"sides.*.orbat@file.commands[].leader", "the command's leader"},
      {"sides.*.orbat@file.commands[].leader.name", "the leader's name"},
      {"sides.*.orbat@file.commands[].leader.rating", "how good a leader he is"},
      {"sides.*.orbat@file.commands[].commands", "the commands under this one"},
      {"sides.*.orbat@file.commands[].units", "the units this command leads"},
      {"sides.*.orbat@file.commands[].units[].name", "the unit's name, as printed on its label and roster"},
  };
}

// A record key not named here means what the scenario key of the same path means.
std::vector<KeyMeaning> record_meanings() {
  return {
      {"muster", "the version of muster's file format the record is written in"},
      {"scenario", "the name of the scenario the setup was rolled from"},
      {"ruleset", "the rules the setup was rolled for"},
      {"seed", "the seed the setup was rolled with: the umpire's key to the whole setup"},
      {"print.paper", "the paper the pack is printed on"},
      {"terrain.placed", "every feature on the table, as placed, in the scenario's hand-placed form"},
      {"terrain.dropped", "features rolled that found no room on the table, left off it"},
      {"terrain.dropped[].kind", "what the feature was"},
      {"terrain.dropped[].label", "the name it would have had"},
  };
}

}  // namespace

const KeyMeanings& shared_key_meanings() {
  static const KeyMeanings meanings{scenario_meanings(), record_meanings(), {}};
  return meanings;
}

}  // namespace muster::spec
