#pragma once
// Short But Desperate: what a scenario asks for and what the dice made of it.
// Plain aggregates; the procedures live in roll_*.cpp, the drawing in pages/.

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/print_options.hpp"
#include "core/int_range.hpp"
#include "core/length.hpp"
#include "core/paper.hpp"
#include "core/square.hpp"
#include "generate/orbat_recipe.hpp"
#include "orbat/orbat.hpp"
#include "core/side_identity.hpp"
#include "rulesets/acw_side.hpp"
#include "rulesets/heads.hpp"

namespace muster::sbd {

using acw::both_sides;
using acw::enemy_of;
using acw::index_of;
using acw::Side;
using acw::side_key;

enum class TerrainKind { open, woods, hills, walls, very_difficult };

struct Road {
  std::vector<Square> zones;  // orthogonally connected, the first on a table edge
};

// The zone grid and what stands in each zone. A1 is the south-west zone.
struct Battlefield {
  int columns = 8;
  int rows = 6;
  Length zone = Length::mm(200);
  std::vector<TerrainKind> kinds;  // row-major from A1; empty means all open
  std::vector<Road> roads;

  TerrainKind kind_at(Square s) const {
    return kinds.empty() ? TerrainKind::open : kinds[static_cast<std::size_t>(s.row * columns + s.column)];
  }
  bool contains(Square s) const { return s.column >= 0 && s.row >= 0 && s.column < columns && s.row < rows; }
};

// How many zones of each kind the terrain generator places.
struct TerrainRecipe {
  IntRange woods{4, 6};
  IntRange hills{2, 4};
  IntRange walls{1, 2};
  IntRange very_difficult{0, 1};
  IntRange roads{1, 2};
};

// What a side does with each scouting six (section 12.2).
enum class SixesPolicy { bank, convert, half, convert_early };

struct WeekPlan {
  std::string allocation_name;   // "even", or "custom" for a list
  std::array<int, 7> allocation{};  // dice per day, Monday first: 1-6 each, 22 in all
  SixesPolicy sixes = SixesPolicy::half;
};

// When a defending unit that straggles is held back whole as a reinforcement (section 12.4).
enum class HoldBack { never, any, half, all };

enum class QualitySource { flowchart, orbat };

struct SideSpec : SideIdentity {
  std::optional<orbat::Orbat> orbat;  // empty: rolled from the scenario's recipe
  WeekPlan plan;
};

// Leader and game markers from 12 to 30 mm (unit labels have their own size); no map is tiled.
inline constexpr PrintRules print_rules{Length::mm(12), Length::mm(30), false};

struct Scenario : ScenarioHead {
  Battlefield battlefield;
  bool terrain_by_hand = false;  // battlefield.kinds and roads as the scenario gives them
  TerrainRecipe terrain;
  OrbatRecipe army_recipe;
  QualitySource quality = QualitySource::flowchart;
  HoldBack hold_back = HoldBack::half;
  int per_zone = 3;  // units muster puts in a zone before it uses the zone's full limit
  std::array<SideSpec, 2> sides;
};

// ---- The pre-battle week (section 12) ----

struct SideDay {
  int allocated = 0;
  int from_sixes = 0;     // 3 dice for each six turned into dice the day before
  int from_skirmish = 0;  // 3 dice for winning the day before's skirmish
  std::vector<int> dice;  // as rolled
  int sixes = 0;
  int banked = 0;
  int converted = 0;      // each one 3 dice tomorrow (none after Sunday) and a bonus card
  int skirmish_wins = 0;
  bool won_skirmish = false;
  int rolled() const { return static_cast<int>(dice.size()); }
  int bonus_cards() const { return converted; }
};

struct Day {
  std::string name;  // "Monday"
  std::array<SideDay, 2> sides;
  const SideDay& side(Side s) const { return sides[index_of(s)]; }
};

enum class AttackerReason { banked_sixes, sunday_skirmish, cavalry, confederates };

struct Week {
  std::array<Day, 7> days;
  std::optional<Side> sunday_winner;
  std::vector<int> sunday_bonus_dice;  // the winner's 3D6 before the count
  int sunday_bonus_sixes = 0;
  std::array<int, 2> banked{};         // all sixes set aside, Sunday's bonus sixes included
  std::array<int, 2> cavalry{};        // cavalry regiments in each army
  Side attacker = Side::csa;
  AttackerReason reason = AttackerReason::banked_sixes;
  int sixes_margin = 0;                // the attacker's banked sixes less the defender's
  int margin() const { return sixes_margin + cavalry[index_of(attacker)]; }
  int bonus_cards(Side s) const;
};

// ---- The day of battle ----

enum class Branch { red_double, red_high, green_high };

struct QualityRoll {
  Square zone;
  Side side = Side::usa;
  int red = 0;
  int green = 0;
  Branch branch = Branch::red_high;
  int veterans = 0;
  int experienced = 0;
  int greens = 0;
  std::vector<std::string> regiments;  // codes of the regiments the roll rated, smallest first
  int stands_moved = 0;
};

struct UnitSetup {
  std::string code;     // "US7": on the map and counters
  std::string name;
  std::string command;  // the command that holds it directly
  orbat::UnitType type = orbat::UnitType::infantry;
  int guns = 0;
  orbat::Ordnance ordnance = orbat::Ordnance::rifled;
  orbat::Weight weight = orbat::Weight::light;
  int mustered = 0;     // stands as the orbat gives them
  int stands = 0;       // after the quality roll moved stands within its zone
  orbat::Quality quality = orbat::Quality::experienced;
  bool quality_rolled = false;  // by the flowchart, rather than given by the orbat or artillery
  Square zone;
  std::vector<int> straggler_dice;
  int straggled = 0;    // sixes, at most `stands`
  bool reinforcement = false;  // held back whole, off table, at full strength

  bool is_regiment() const { return type != orbat::UnitType::battery; }
  bool on_table() const { return !reinforcement && stands - straggled > 0; }
  int stands_on_table() const { return reinforcement ? 0 : stands - straggled; }
};

struct CommandSetup {
  std::string name;
  std::string parent;  // empty for the army's top command
  int depth = 0;
  orbat::Leader leader;
  std::optional<Square> zone;  // empty: off table with the reinforcements
};

struct SideSetup : SideIdentity {
  std::string orbat_file;  // "recipe" when rolled
  WeekPlan plan;
  std::vector<CommandSetup> commands;
  std::vector<UnitSetup> units;
};

struct Setup : SetupHead {
  Battlefield battlefield;
  QualitySource quality_source = QualitySource::flowchart;
  HoldBack hold_back = HoldBack::half;
  Week week;
  std::vector<QualityRoll> quality;
  std::array<SideSetup, 2> sides;

  const SideSetup& side(Side s) const { return sides[index_of(s)]; }
  Side attacker() const { return week.attacker; }
  Side defender() const { return enemy_of(week.attacker); }
};

int count_regiments(const std::vector<UnitSetup>& units, orbat::UnitType type);

}  // namespace muster::sbd
