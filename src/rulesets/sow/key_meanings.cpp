// What the State of War keys mean (spec/key_meaning.hpp); the shared ones (name,
// paper, print, a side's name and colour, the open table and its placed features)
// are in spec/shared_key_meanings.
#include "rulesets/sow/key_meanings.hpp"

namespace muster::sow {

namespace {

std::vector<spec::KeyMeaning> scenario_meanings() {
  return {
      {"sides.*.units@file.units", "the force written unit by unit, in a file beside the scenario"},
      {"sides.*.units@file.units[].name", "the unit's name on its roster"},
      {"sides.*.units@file.units[].class", "the class of all its figures"},
      {"sides.*.units@file.units[].weapon", "the firearm all its figures carry"},
      {"sides.*.units@file.units[].blade", "the blade all its figures carry"},
      {"sides.*.units@file.units[].sidearm", "a pistol all its figures carry besides their firearm"},
      {"sides.*.units@file.units[].horse", "whether all its figures are mounted"},
      {"sides.*.units@file.units[].figures", "its figures, rank by rank"},
      {"sides.*.units@file.units[].figures[].rank", "the figure's rank"},
      {"sides.*.units@file.units[].figures[].count", "how many figures of this rank"},
      {"sides.*.units@file.units[].figures[].class", "their class, where it is not the unit's"},
      {"sides.*.units@file.units[].figures[].weapon", "their firearm, where it is not the unit's"},
      {"sides.*.units@file.units[].figures[].blade", "their blade, where it is not the unit's"},
      {"sides.*.units@file.units[].figures[].sidearm", "their pistol besides their firearm, where it is not the unit's"},
      {"sides.*.units@file.units[].figures[].horse", "whether they are mounted, where the unit is not"},
      {"sides.*.units[].name", "the unit's name on its roster"},
      {"sides.*.units[].class", "the class of all its figures"},
      {"sides.*.units[].weapon", "the firearm all its figures carry"},
      {"sides.*.units[].blade", "the blade all its figures carry"},
      {"sides.*.units[].sidearm", "a pistol all its figures carry besides their firearm"},
      {"sides.*.units[].horse", "whether all its figures are mounted"},
      {"sides.*.units[].figures", "its figures, rank by rank"},
      {"sides.*.units[].figures[].rank", "the figure's rank"},
      {"sides.*.units[].figures[].count", "how many figures of this rank"},
      {"sides.*.units[].figures[].class", "their class, where it is not the unit's"},
      {"sides.*.units[].figures[].weapon", "their firearm, where it is not the unit's"},
      {"sides.*.units[].figures[].blade", "their blade, where it is not the unit's"},
      {"sides.*.units[].figures[].sidearm", "their pistol besides their firearm, where it is not the unit's"},
      {"sides.*.units[].figures[].horse", "whether they are mounted, where the unit is not"},
      {"table", "the open table's size, in cm unless a length says otherwise"},
      {"terrain", "how many of each feature to place at random, or features placed by hand"},
      {"terrain.hills", "hills to place"},
      {"terrain.woods", "woods to place"},
      {"terrain.villages", "villages to place"},
      {"terrain.marshes", "marshes to place"},
      {"terrain.walls", "stone walls to place"},
      {"terrain.fences", "fences to place"},
      {"terrain.streams", "streams to run across the table"},
      {"terrain.roads", "roads to run across the table"},
      {"solo", "the key of the side the game runs, for a solo game"},
      {"other-animals", "the scenario's own moves for animals besides riders' horses; any other moves as infantry"},
      {"other-animals[].name", "the animal, as the rulers and briefings name it"},
      {"other-animals[].move", "its move per action, halved in difficult terrain"},
      {"sides.*.force", "a company for muster to buy to a points budget"},
      {"sides.*.force.points", "the budget: the company costs this or less"},
      {"sides.*.force.company", "the kind of company"},
      {"sides.*.force.class", "the figures' class"},
      {"sides.*.force.weapon", "the firearm they carry"},
      {"sides.*.force.blade", "the blade they carry"},
      {"sides.*.force.sidearm", "a pistol the men and NCOs carry besides their firearm"},
      {"sides.*.force.mounted", "percent of the squads or sections given horses"},
      {"sides.*.units", "the force written figure by figure, here or in a file beside this one"},
  };
}

std::vector<spec::KeyMeaning> record_meanings() {
  return {
      {"terrain", "every feature as placed"},
      {"deployment", "the dice that set the deployment"},
      {"deployment.initiative", "each side's initiative dice"},
      {"deployment.attacker", "the side that won the initiative"},
      {"deployment.table-roll", "the die read on the deployment table"},
      {"sides.*.force", "the recipe the force was bought from, when it was bought"},
      {"sides.*.force.sidearm", "the pistol the men and NCOs carry besides their firearm"},
      {"sides.*.list-file", "the file the force was read from, if any"},
      {"sides.*.units", "the force, unit by unit"},
      {"sides.*.units[].name", "the unit's name"},
      {"solo", "the side the game runs, and how it stands"},
      {"solo.side", "the side the game runs"},
      {"solo.feature", "the feature its tactics turn on"},
      {"solo.placement-rolls", "the dice that placed its groups"},
      {"solo.tactics-roll", "the die for its tactics"},
      {"solo.tactics", "what the solo side does"},
      {"solo.groups", "its groups of figures, as stood on the table"},
      {"solo.groups[].centre", "where the group's middle stands"},
      {"solo.groups[].facing", "the way it faces, in degrees"},
      {"solo.groups[].frontage", "how wide it stands"},
      {"solo.groups[].depth", "how deep it stands"},
  };
}

// Two companies bought to a budget, as in scenarios/sow-millers-ford.yaml.
std::vector<spec::KeyExample> starter_example() {
  return {
      {"sides.USA.name", "Company C, 20th Maine"},
      {"sides.USA.force.points", "900"},
      {"sides.USA.force.company", "infantry"},
      {"sides.USA.force.class", "trained"},
      {"sides.CSA.name", "Company F, 15th Alabama"},
      {"sides.CSA.force.points", "900"},
      {"sides.CSA.force.company", "infantry"},
      {"sides.CSA.force.class", "veteran"},
  };
}

}  // namespace

const spec::KeyMeanings& key_meanings() {
  static const spec::KeyMeanings meanings{scenario_meanings(), record_meanings(), starter_example()};
  return meanings;
}

}  // namespace muster::sow
