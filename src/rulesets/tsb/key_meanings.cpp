// What The Square Brigadier keys mean (spec/key_meaning.hpp); the shared ones
// (name, paper, print, a side's name and colour, an orbat's command tree) are in
// spec/shared_key_meanings.
#include "rulesets/tsb/key_meanings.hpp"

#include <deque>
#include <string>
#include <utility>

namespace muster::tsb {

namespace {

// A unit's keys mean the same wherever a unit stands: in an orbat, a record's command, under the
// General. A meaning holds views, so the paths made here are kept for as long as the program runs.
void add_unit_meanings(std::vector<spec::KeyMeaning>& meanings, const std::string& unit) {
  static std::deque<std::string> paths;
  static const std::vector<std::pair<std::string_view, std::string_view>> keys = {
      {"type", "what the unit is"},
      {"class", "militia, regular or elite: the hits it can take"},
      {"weapon", "what it fires, which sets its range"},
      {"firepower", "how hard it hits for its weapon"},
      {"heavy", "whether its guns are heavy"},
      {"irregular", "irregular, tribal or native infantry: difficult ground does not halt it"},
      {"indirect-fire", "guns that may fire at what their observer sees (early-20th)"},
      {"observer", "the unit or officer who observes for these guns, named at the start"},
      {"running", "a train's areas on its last move, if it is running at the start"},
  };
  for (const auto& [key, meaning] : keys) {
    paths.push_back(unit + "." + std::string(key));
    meanings.push_back({paths.back(), meaning});
  }
}

std::vector<spec::KeyMeaning> scenario_meanings() {
  std::vector<spec::KeyMeaning> meanings = {
      {"period", "the era: early-20th brings armoured cars, tanks, trains and telephones"},
      {"battlefield", "the table, in areas: squares, hexes or an open table measured in areas"},
      {"battlefield.grid", "the kind of areas"},
      {"battlefield.hex-top", "whether hexes have a flat side or a point to the north"},
      {"battlefield.columns", "areas across the table, west to east"},
      {"battlefield.rows", "areas deep, from the south edge to the north"},
      {"battlefield.area", "an area's size: a square's side, a hex across the flats"},
      {"terrain", "clusters of each kind for muster to roll, or the terrain placed by hand"},
      {"terrain.placed", "terrain placed by hand, area by area, instead of rolled"},
      {"terrain.placed.woods", "the wood areas"},
      {"terrain.placed.town", "the town areas"},
      {"terrain.placed.steep-slope", "the areas of steep slope"},
      {"terrain.placed.river", "the river's areas, in order along its course"},
      {"terrain.placed.water", "areas of lake or marsh no one crosses"},
      {"terrain.placed.roads", "each road as a list of areas, one beside the next"},
      {"terrain.placed.railway", "the railway's areas, in order"},
      {"terrain.placed.objectives", "the objective areas"},
      {"terrain.woods", "clusters of woods to roll"},
      {"terrain.towns", "towns to roll"},
      {"terrain.steep-slopes", "clusters of steep slope to roll"},
      {"terrain.river", "whether a river crosses the table, and whether it can be forded"},
      {"terrain.roads", "roads to roll"},
      {"terrain.railway", "whether a railway crosses the table (early-20th only)"},
      {"terrain.objectives", "objective areas to roll"},
      {"attacker", "the key of the side that moves first; left out, the dice decide"},
      {"sides.*.baseline", "the table edge the side deploys along"},
      {"sides.*.deployment-depth", "rows of areas from its baseline the side may deploy in"},
      {"sides.*.army", "the army for muster to organise: {infantry: 6, artillery: 2, ...}"},
      {"sides.*.telephone-lines", "telephone lines laid before play, battery to observer (early-20th only)"},
      {"sides.*.telephone-lines[].battery", "the guns at the line's first area, able to fire indirectly"},
      {"sides.*.telephone-lines[].observer", "their observer, at the line's last area"},
      {"sides.*.telephone-lines[].areas", "the areas the line runs through, battery to observer"},
      {"sides.*.radio", "whether the side's guns may reach their observers by radio (early-20th)"},
  };
  add_unit_meanings(meanings, "sides.*.orbat@file.units[]");
  add_unit_meanings(meanings, "sides.*.orbat@file.commands[].units[]");
  return meanings;
}

std::vector<spec::KeyMeaning> record_meanings() {
  std::vector<spec::KeyMeaning> meanings = {
      {"terrain", "the terrain as rolled or placed, area by area"},
      {"terrain.woods", "the wood areas"},
      {"terrain.town", "the town areas"},
      {"terrain.steep-slope", "the areas of steep slope"},
      {"terrain.river", "the river's areas, in order"},
      {"terrain.water", "the areas of lake or marsh"},
      {"terrain.roads", "every road, as the areas it runs through"},
      {"terrain.railway", "the railway's areas, in order"},
      {"terrain.objectives", "the objective areas"},
      {"first-player", "who moves first, and how that was settled"},
      {"first-player.side", "the side that moves first"},
      {"first-player.by", "settled by the scenario's attacker, or by dice"},
      {"first-player.rolls", "the dice each side threw"},
      {"sides.*.orbat", "the orbat file the army came from, or recipe"},
      {"sides.*.general", "the army's General"},
      {"sides.*.radio", "whether the side's guns may reach their observers by radio"},
      {"sides.*.general-units", "units under the General himself: no commander or die of their own"},
      {"sides.*.general-units[].name", "the unit's name"},
      {"sides.*.commands", "the army, command by command"},
      {"sides.*.commands[].name", "the command's name"},
      {"sides.*.commands[].commander", "its commander"},
      {"sides.*.commands[].units", "its units"},
      {"sides.*.commands[].units[].name", "the unit's name"},
  };
  add_unit_meanings(meanings, "sides.*.general-units[]");
  add_unit_meanings(meanings, "sides.*.commands[].units[]");
  return meanings;
}

// Two armies rolled from a recipe, as in scenarios/tsb-mill-crossing.yaml.
std::vector<spec::KeyExample> starter_example() {
  return {
      {"sides.Northern.name", "Northern Field Force"},
      {"sides.Northern.colour", "\"#2f4f8f\""},
      {"sides.Northern.baseline", "south"},
      {"sides.Northern.army", "{infantry: 6, cavalry: 1, artillery: 2, militia: 2, elite: 1}"},
      {"sides.Southern.name", "Southern Column"},
      {"sides.Southern.colour", "\"#8c5a2b\""},
      {"sides.Southern.baseline", "north"},
      {"sides.Southern.army", "{infantry: 5, cavalry: 2, horse-artillery: 1, artillery: 1, militia: 1}"},
  };
}

}  // namespace

const spec::KeyMeanings& key_meanings() {
  static const spec::KeyMeanings meanings{scenario_meanings(), record_meanings(), starter_example()};
  return meanings;
}

}  // namespace muster::tsb
