#pragma once
// Terrible Swift Rules: what a scenario asks for and what the dice made of it.
// Plain aggregates; the procedures live in generate_*.cpp, the drawing in pages/.

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/dice.hpp"
#include "core/int_range.hpp"
#include "core/length.hpp"
#include "core/paper.hpp"
#include "core/short_text.hpp"
#include "core/print_options.hpp"
#include "core/square.hpp"
#include "core/side_identity.hpp"
#include "rulesets/acw_side.hpp"
#include "rulesets/heads.hpp"

namespace muster::tsr {

using acw::both_sides;
using acw::enemy_of;
using acw::index_of;
using acw::row_from_edge;
using acw::Side;
using acw::side_key;


// XXX: infantry division; XAX: infantry division with an artillery battalion.
enum class MarkerKind { infantry, infantry_with_artillery, decoy };
std::string marker_kind_key(MarkerKind kind);  // "XXX", "XAX", "decoy"
inline bool is_division(MarkerKind kind) { return kind != MarkerKind::decoy; }

struct MarkerPool {
  static constexpr int most_of_a_kind = 40;  // as the scenario reader allows
  static constexpr int largest = 3 * most_of_a_kind;
  int infantry = 0;
  int with_artillery = 0;
  int decoys = 0;
  int total() const { return infantry + with_artillery + decoys; }
};

enum class BrigadeTiming { pre_roll, on_contact };

// The most hills and separate forest areas a scenario may ask for.
inline constexpr int most_hills = 6;
inline constexpr int most_forest_areas = 6;

struct SideSpec : SideIdentity {
  MarkerPool pool;
};

// The printing choices that travel from scenario to record to pack.
// Force markers from 12 to 40 mm (at 10 mm the game markers could not hold their words); the 1:1 board may be left out of map.pdf.
inline constexpr PrintRules print_rules{Length::mm(12), Length::mm(40), true};

// The board, as a scenario asks for it and a record keeps it.
struct BoardSize {
  int columns = 10;
  int rows = 15;
  Length cell = Length::mm(75);
};

// The terrain a scenario asks the dice for.
struct TerrainAsked {
  IntRange objective_distance{2, 3};
  int trees = 24;
  int trees_per_square = 4;
  IntRange forest_areas{2, 3};
  IntRange hill_count{2, 3};
  int peak_squares = 1;
};

// How the drawn markers come on, as a scenario asks and a record keeps.
struct Echelons {
  int first_echelon = 8;
  int echelon_distance = 2;
  BrigadeTiming brigades = BrigadeTiming::pre_roll;
};

struct Scenario : ScenarioHead, BoardSize, TerrainAsked, Echelons {
  int draw = 12;
  std::array<SideSpec, 2> sides;
};

struct Timeline {
  int start_hour = 0;
  int dusk_hour = 0;
  // Daylight turns include the dusk turn.
  int daylight_turns() const { return dusk_hour - start_hour + 1; }
};

struct Hill {
  std::vector<Square> squares;  // includes the peak
  std::vector<Square> peak;     // impassable
};

struct ForestSquare {
  Square square;
  int trees = 0;
};

struct Terrain {
  Square objective;
  std::vector<Hill> hills;
  std::vector<ForestSquare> forest;
};

// A marker's code: two letters of its side's key and a number ("US07"). Seven
// characters and a length make eight bytes, copied at once; a record's codes may
// have up to `longest_marker_code`.
using MarkerCode = ShortText<7>;
inline constexpr std::size_t longest_marker_code = 6;

struct Marker {
  MarkerCode code;  // "US07": on the back of the counter, never on its front
  MarkerKind kind = MarkerKind::decoy;
  std::optional<int> drawn;  // 1..draw, in the order drawn blind
  std::optional<Square> square;
};

struct Division {
  MarkerCode marker;             // the code of the force marker that stands for it
  std::optional<int> brigades;   // empty when rolled on contact at the table
  int artillery = 0;             // artillery battalions: 1 for an XAX division
};

struct SideSetup : SideIdentity {
  std::vector<Marker> markers;  // every marker of the pool, drawn or not
  std::vector<Division> divisions;
};

struct Setup : SetupHead, BoardSize, Echelons {
  Timeline timeline;
  Terrain terrain;
  std::array<SideSetup, 2> sides;
  std::vector<RollRecord> rolls;

  const SideSetup& side(Side s) const { return sides[index_of(s)]; }
};


// The markers a side placed, in the order they were drawn.
std::vector<const Marker*> placed_in_draw_order(const std::vector<Marker>& markers);
inline std::vector<const Marker*> placed_in_draw_order(const SideSetup& side) { return placed_in_draw_order(side.markers); }
// The same markers by square, row by row: an order that tells the enemy nothing of the draw.
std::vector<const Marker*> placed_by_square(const SideSetup& side);
const Marker* find_marker(const SideSetup& side, std::string_view code);

}  // namespace muster::tsr
