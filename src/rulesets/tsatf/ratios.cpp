#include "rulesets/tsatf/ratios.hpp"

#include <stdexcept>

#include "rulesets/tsatf/unit_tables.hpp"

namespace muster::tsatf {

namespace {

// The Mutiny, from B regular Imperial infantry units: two loyal Indian units
// to each, so 3B infantry; per three infantry units two cavalry and a gun, so
// 2B cavalry, split evenly between British and loyal Indian troops (the text
// gives no split), and B guns. Against them, per three British-side infantry
// units three sepoy and one irregular unit (3B and B), three mutineer troops
// per two British (3B), and gun for gun. Every count is whole.
RatioCounts mutiny(const RatioRequest& r) {
  const int b = r.base;
  const int infantry = 3 * b;
  const int cavalry = r.cavalry ? infantry * 2 / 3 : 0;
  const int guns = r.artillery ? infantry / 3 : 0;
  RatioCounts c;
  c.imperial = {{UnitKind::british_infantry, b},
                {UnitKind::loyal_indian_infantry, 2 * b},
                {UnitKind::british_cavalry, cavalry / 2},
                {UnitKind::loyal_indian_cavalry, cavalry - cavalry / 2},
                {UnitKind::british_artillery, guns}};
  c.native = {{UnitKind::sepoy_infantry, infantry},
              {UnitKind::irregular_mutineer_infantry, infantry / 3},
              {UnitKind::mutineer_cavalry, cavalry * 3 / 2},
              {UnitKind::mutineer_artillery, guns}};
  return c;
}

// The Boxer Rebellion, from W Western infantry units: per four, six Imperial
// Chinese infantry, one Boxer rifle, two Boxer sword and spear and two
// Tigermen units. The cavalry sentence gives no base of its own; muster reads
// it per four Western infantry units like the sentence before it: per four,
// one Western and one allied irregular Chinese troop against two irregular
// Chinese troops. The Boxers' cavalry is twice the Westerners' Western troops
// so the sides stay one against two after rounding. Westerners have a gun per
// complete four infantry and cavalry units of their force, the Chinese two
// per Western gun.
RatioCounts boxer(const RatioRequest& r) {
  const int w = r.base;
  const int western_cavalry = r.cavalry ? round_ratio(w, 1, 4) : 0;
  const int western_guns = r.artillery ? (w + 2 * western_cavalry) / 4 : 0;
  RatioCounts c;
  c.imperial = {{UnitKind::western_infantry, w},
                {UnitKind::western_cavalry, western_cavalry},
                {UnitKind::irregular_chinese_cavalry, western_cavalry},
                {UnitKind::western_artillery, western_guns}};
  c.native = {{UnitKind::imperial_chinese_infantry, round_ratio(w, 6, 4)},
              {UnitKind::boxer_riflemen, round_ratio(w, 1, 4)},
              {UnitKind::boxer_sword_spearmen, round_ratio(w, 2, 4)},
              {UnitKind::boxer_tigermen, round_ratio(w, 2, 4)},
              {UnitKind::irregular_chinese_cavalry, 2 * western_cavalry},
              {UnitKind::chinese_artillery, 2 * western_guns}};
  return c;
}

}  // namespace

int round_ratio(int n, int numerator, int denominator) { return (2 * n * numerator + denominator) / (2 * denominator); }

bool has_ratios(Campaign campaign) { return campaign == Campaign::indian_mutiny || campaign == Campaign::boxer_rebellion; }

std::optional<RatioProblem> ratio_problem(const RatioRequest& r) {
  if (!has_ratios(r.campaign))
    return RatioProblem{label_of(r.campaign) + " has no ratios of opposing forces in muster's text",
                        "give each side's forces as counts of units or as a list of units"};
  const bool boxer = r.campaign == Campaign::boxer_rebellion;
  const int fewest = boxer ? fewest_western_infantry : 1;
  const std::string what = boxer ? "Western infantry units" : "regular Imperial infantry units";
  if (r.base < fewest)
    return RatioProblem{boxer ? "the Western force should have at least " + std::to_string(fewest_western_infantry) + " infantry units, not " + std::to_string(r.base)
                              : "the British force needs at least one regular Imperial infantry unit, not " + std::to_string(r.base),
                        "give " + std::to_string(fewest) + " to " + std::to_string(most_base_units) + " " + what};
  if (r.base > most_base_units)
    return RatioProblem{std::to_string(r.base) + " " + what + " are more than muster builds to the ratios (" + std::to_string(most_base_units) + " at most)",
                        "play a smaller action, or give the forces as lists of units"};
  return std::nullopt;
}

RatioCounts ratio_counts(const RatioRequest& r) {
  if (auto problem = ratio_problem(r)) throw std::invalid_argument(problem->message);
  return r.campaign == Campaign::indian_mutiny ? mutiny(r) : boxer(r);
}

int count_of(const std::vector<KindCount>& counts, UnitKind kind) {
  int total = 0;
  for (const KindCount& c : counts)
    if (c.kind == kind) total += c.count;
  return total;
}

}  // namespace muster::tsatf
