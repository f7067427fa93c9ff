#pragma once
// The Short But Desperate setup procedures, in the order roll() runs them.
// Each takes its own random stream; the pure steps inside them are exposed so
// that tests can pin single days and single zones down with chosen dice.

#include <array>
#include <vector>

#include "core/random.hpp"
#include "core/streams.hpp"
#include "rulesets/sbd/model.hpp"

namespace muster::sbd {

// ---- Armies ----
std::array<orbat::Orbat, 2> muster_armies(const Scenario& scenario, const Streams& streams);
// Units with their codes ("US1"...) and commands, straight from the orbat.
void enlist(const orbat::Orbat& army, Side side, SideSetup& out);

// ---- Terrain ----
// What a side's baseline row must hold: the attacker deploys there with his whole army.
struct RowNeed {
  Edge baseline = Edge::south;
  int units = 0;
  int batteries = 0;
};
bool row_can_hold(const Battlefield& field, int row, const RowNeed& need);
Battlefield roll_terrain(const Battlefield& size, const TerrainRecipe& recipe, const std::array<RowNeed, 2>& needs, RandomStream& stream);

// ---- The pre-battle week (section 12) ----
// Dice sorted high to low and compared pair by pair; unopposed dice are ignored.
std::array<int, 2> skirmish_wins(std::vector<int> usa, std::vector<int> csa);
// Scores a day whose dice are rolled: sixes, what each side banks or converts, the skirmish.
void score_day(Day& day, int day_index, const std::array<SixesPolicy, 2>& policies);
// Tomorrow's extra dice from today's converted sixes and skirmish win (none after Sunday).
void carry_over(const Day& today, Day& tomorrow);
// Attacker, reason and margin from the banked sixes, Sunday's skirmish and the cavalry.
void decide_attacker(Week& week);
Week roll_week(const std::array<WeekPlan, 2>& plans, const std::array<int, 2>& cavalry, RandomStream& stream);

// ---- The day of battle ----
// The attacker in his first row, the defender in his first three, within the zone limits.
void deploy(Setup& setup, int per_zone);

struct QualityCounts {
  int veterans = 0, experienced = 0, greens = 0;
};
// Section 13's flowchart: which die is allocated first, and to which quality.
QualityCounts allocate_quality(int red, int green, int regiments);
// New sizes for regiments listed veterans first, then experienced, then green: the
// nearest split of the same stands (3 to 10 each) in which every veteran is smaller
// than every experienced regiment and every experienced smaller than every green
// one; ties are allowed only when the stands cannot be split that way.
std::vector<int> adjust_sizes(const std::vector<int>& sizes, const QualityCounts& counts);
// Each side's zones draw from that side's own stream.
std::vector<QualityRoll> roll_quality(Setup& setup, const Streams& streams);
// Units the orbat does not rate are experienced; artillery is always veteran.
void settle_unrolled_quality(Setup& setup);

void roll_stragglers(Setup& setup, const Streams& streams);
// Each leader stands with the most of his command that is on the table.
void place_leaders(Setup& setup);

// Public procedures draw from the seed's streams, each side's secrets from its own key.
Setup roll(const Scenario& scenario, const Streams& streams);
inline Setup roll(const Scenario& scenario, std::uint64_t seed) { return roll(scenario, Streams(seed)); }

}  // namespace muster::sbd
