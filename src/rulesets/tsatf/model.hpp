#pragma once
// The Sword and the Flame: what a scenario asks for and what the dice made of
// it. Plain aggregates built from the parts in units.hpp (forces),
// battlefield.hpp (the table and the river) and camels.hpp; the procedures
// live in their own files, the drawing in pages/.
//
// Nothing in a Sword and the Flame setup is hidden from the other side: the
// forces follow the published ratios or the scenario, the table and the
// current are seen by all, and the players determine camel-shy horses
// together before the game. So every roll draws from public streams.

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "core/print_options.hpp"
#include "core/side_identity.hpp"
#include "rulesets/heads.hpp"
#include "rulesets/tsatf/battlefield.hpp"
#include "rulesets/tsatf/camels.hpp"
#include "rulesets/tsatf/ratios.hpp"
#include "rulesets/tsatf/unit_tables.hpp"
#include "rulesets/tsatf/units.hpp"
#include "spec/roll_off_reader.hpp"

namespace muster::tsatf {

// Markers from 15 mm (single figures on pennies) to 25 mm; the table is tiled at 1:1 only on request.
inline constexpr PrintRules print_rules{Length::mm(15), Length::mm(25), true};

// The decks printed on poker cards. The text names movement cards, casualty
// cards and key-figure cards but not how many of each a deck holds; these are
// muster's defaults (docs/DECISIONS.md), which the scenario's 'decks' changes.
// A key-figure card is one of the casualty cards: the text draws a casualty
// card to see who is hit, and a scout needs a key-figure card to be hit.
struct DeckCounts {
  int movement_per_unit = 1;  // a side's movement cards for each of its units
  int casualty = 36;          // the casualty deck, key-figure cards included
  int key_figure = 6;         // of those, key-figure cards: a leader or a scout is hit; the rest hit a man of the ranks
  int rank_and_file() const { return casualty - key_figure; }
  bool operator==(const DeckCounts&) const = default;
};
inline constexpr int most_deck_cards = 200;

// How deep a scenario may make the deployment zones.
inline constexpr Length shallowest_zone = Length::in(3);
inline constexpr Length deepest_zone = Length::in(24);

// How each side's deployment edge is decided.
enum class EdgeChoice {
  as_given,  // each side deploys along its own 'baseline'
  rolled,    // a D6: 1-3 as given, 4-6 the two sides change edges (muster's procedure)
};

struct SideSpec : SideIdentity {
  Allegiance allegiance = Allegiance::imperial;
  std::vector<Boat> boats;
  std::vector<Commander> commanders;
  std::optional<std::vector<KindCount>> counts;  // counts of kinds...
  std::optional<Force> list;                     // ...or a hand-written list of units...
  std::string list_file;                         // (from this file, when it is one)
  // ...or, with neither, the force the scenario's ratio gives this side's allegiance.
};

struct Scenario : ScenarioHead {
  Campaign campaign = Campaign::indian_mutiny;
  TableScenario table;
  Organisations organisations;
  std::optional<RatioRequest> ratio;   // both forces by the update's ratios
  std::array<SideSpec, 2> sides;
  Length zone_depth = deployment_depth;
  EdgeChoice edges = EdgeChoice::as_given;
  std::optional<std::size_t> first_player;                  // the scenario's; else a roll-off
  std::optional<std::vector<std::string>> unfamiliar_named;  // horsed cavalry the scenario names camel-shy; else rolled
  DeckCounts decks;
};

struct SideSetup : SideIdentity {
  Allegiance allegiance = Allegiance::imperial;
  std::vector<Boat> boats;
  std::vector<Commander> commanders;
  std::string list_file;  // "" when written in the scenario, counted or built by the ratio
  Force force;
  TableBox zone;          // where it deploys: `zone_depth` along its baseline
};

struct Setup : SetupHead {
  Campaign campaign = Campaign::indian_mutiny;
  Battlefield battlefield;
  Organisations organisations;
  std::optional<RatioRequest> ratio;  // how the forces were built, when by the ratios
  std::array<SideSetup, 2> sides;
  Length zone_depth = deployment_depth;
  std::optional<int> edges_roll;      // the D6 that kept (1-3) or changed (4-6) the edges, when rolled
  spec::RollOff first_roll;           // empty where the scenario named the first player
  std::size_t first_player = 0;
  bool unfamiliar_named = false;      // the scenario named the camel-shy units; no dice
  std::vector<CamelFamiliarity> camels;  // every horsed cavalry unit, when either force has camels
  DeckCounts decks;
};

// The number of figures in a force, leaders included.
int figure_count(const Force& force);
// The boat the unit of that name starts aboard, if any.
const Boat* boat_carrying(const SideSetup& side, const std::string& unit);
// The side's senior leader, the native commander, if it names one.
const Commander* senior_leader(const SideSetup& side);
// Whether the unit at `unit` of `side` is unfamiliar with camels.
bool is_unfamiliar(const Setup& setup, std::size_t side, std::size_t unit);

}  // namespace muster::tsatf
