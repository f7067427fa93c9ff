#pragma once
// Reads a Sword and the Flame scenario:
//
//   campaign: indian-mutiny         # boxer-rebellion, sudan-1885, free
//   ratio: {infantry: 3}            # both forces by the update's ratios; or each side's own:
//   organisation: {british-infantry: {rank-and-file: 16, leaders: 2}}
//   table / terrain / current       # terrain_reader.hpp
//   deployment: {depth: 12in, edges: as-given}   # or 'rolled'
//   first-player: roll              # or a side's key
//   unfamiliar-with-camels: [...]   # horsed cavalry named camel-shy; absent: rolled
//   decks: {movement-per-unit: 1, casualty: 36, key-figure: 6}   # key-figure cards among the 36
//   sides:
//     British: {name, colour, baseline, allegiance: imperial, units: [...] | FILE, counts: {...}}
//
// Every problem is reported at its line with a hint.

#include "rulesets/tsatf/model.hpp"
#include "spec/map_reader.hpp"
#include "spec/scenario_header.hpp"

namespace muster::tsatf {

Scenario read_scenario(spec::MapReader& root, const spec::ScenarioHeader& header);

// 'campaign', the Indian Mutiny where absent. A campaign muster cannot read is
// reported once, and the rest is checked as a free game, which takes every
// kind, so that its units are not each refused for a campaign nobody chose;
// `readable` says which.
struct CampaignRead {
  Campaign campaign = Campaign::indian_mutiny;
  bool readable = true;
};
CampaignRead read_campaign(spec::MapReader& root);

// Both forces as the scenario gives them, built the way the roll builds them.
std::array<Force, 2> scenario_forces(const Scenario& scenario);

// Words in files.
const std::vector<std::string>& allegiance_keys();  // "imperial", "native"
std::string key_of(Allegiance allegiance);
const std::vector<std::string>& edge_choice_keys();  // "as-given", "rolled"
std::string key_of(EdgeChoice choice);

}  // namespace muster::tsatf
