// Section 13: troop quality rolled zone by zone after deployment, with the
// zone's stands moved between its regiments so that the better troops are the
// smaller ones. Artillery is always veteran (section 7).
#include <algorithm>
#include <climits>
#include <cstdlib>
#include <functional>

#include "core/dice.hpp"
#include "rulesets/sbd/procedures.hpp"
#include "rulesets/sbd/tables.hpp"

namespace muster::sbd {

namespace {
using orbat::Quality;

// Every non-decreasing split of `total` stands into `count` regiments of 3-10.
void each_split(int count, int total, int low, std::vector<int>& prefix, const std::function<void(const std::vector<int>&)>& visit) {
  if (count == 0) {
    if (total == 0) visit(prefix);
    return;
  }
  for (int size = low; size <= orbat::max_stands && size * count <= total; ++size) {
    prefix.push_back(size);
    each_split(count - 1, total - size, size, prefix, visit);
    prefix.pop_back();
  }
}

bool separated(const std::vector<int>& sizes, const QualityCounts& counts) {
  const std::size_t vets = static_cast<std::size_t>(counts.veterans), exps = static_cast<std::size_t>(counts.experienced);
  auto boundary_strict = [&](std::size_t last_lower, std::size_t first_upper) {
    return last_lower == 0 || first_upper >= sizes.size() || sizes[last_lower - 1] < sizes[first_upper];
  };
  // Empty classes put no boundary between their neighbours' sizes beyond the ordering.
  if (counts.experienced > 0) return boundary_strict(vets, vets) && boundary_strict(vets + exps, vets + exps);
  return boundary_strict(vets, vets);
}

int distance(const std::vector<int>& a, const std::vector<int>& b) {
  int d = 0;
  for (std::size_t i = 0; i < a.size(); ++i) d += std::abs(a[i] - b[i]);
  return d;
}

std::vector<UnitSetup*> rated_regiments_in(SideSetup& side, Square zone) {
  std::vector<UnitSetup*> regiments;
  for (UnitSetup& u : side.units)
    if (u.quality_rolled && u.zone == zone) regiments.push_back(&u);
  // The smallest regiments become the veterans: the fewest stands have to move.
  std::stable_sort(regiments.begin(), regiments.end(), [](const UnitSetup* a, const UnitSetup* b) { return a->stands < b->stands; });
  return regiments;
}

std::vector<Square> zones_of(const SideSetup& side) {
  std::vector<Square> zones;
  for (const UnitSetup& u : side.units)
    if (u.quality_rolled && std::find(zones.begin(), zones.end(), u.zone) == zones.end()) zones.push_back(u.zone);
  std::sort(zones.begin(), zones.end(), [](Square a, Square b) { return a.row != b.row ? a.row < b.row : a.column < b.column; });
  return zones;
}
}  // namespace

QualityCounts allocate_quality(int red, int green, int regiments) {
  const BranchRule& rule = branch_rules[static_cast<std::size_t>(branch_for(red, green))];
  QualityCounts counts;
  auto give = [&counts](Quality quality, int number) {
    (quality == Quality::veteran ? counts.veterans : quality == Quality::experienced ? counts.experienced : counts.greens) += number;
  };
  auto face = [&](DieColour die) { return die == DieColour::red ? red : green; };
  const int first = std::min(face(rule.first_die), regiments);
  const int second = std::min(face(rule.second_die), regiments - first);
  give(rule.first, first);
  give(rule.second, second);
  give(rule.rest, regiments - first - second);
  return counts;
}

std::vector<int> adjust_sizes(const std::vector<int>& sizes, const QualityCounts& counts) {
  std::vector<int> sorted = sizes;
  std::sort(sorted.begin(), sorted.end());
  int total = 0;
  for (int s : sorted) total += s;
  std::vector<int> best = sorted, prefix;
  int best_distance = INT_MAX;
  each_split(static_cast<int>(sorted.size()), total, orbat::min_stands, prefix, [&](const std::vector<int>& split) {
    if (!separated(split, counts)) return;
    const int d = distance(split, sorted);
    if (d < best_distance) best_distance = d, best = split;
  });
  return best;
}

std::vector<QualityRoll> roll_quality(Setup& setup, const Streams& streams) {
  std::vector<QualityRoll> rolls;
  for (Side side : both_sides) {
    auto stream = streams.secret(side_key(side), "troop quality");
    SideSetup& own = setup.sides[index_of(side)];
    for (Square zone : zones_of(own)) {
      auto regiments = rated_regiments_in(own, zone);
      QualityRoll r;
      r.zone = zone;
      r.side = side;
      r.red = roll(stream, Die::d6);
      r.green = roll(stream, Die::d6);
      r.branch = branch_for(r.red, r.green);
      const QualityCounts counts = allocate_quality(r.red, r.green, static_cast<int>(regiments.size()));
      r.veterans = counts.veterans, r.experienced = counts.experienced, r.greens = counts.greens;
      std::vector<int> sizes;
      for (const UnitSetup* u : regiments) sizes.push_back(u->stands);
      const std::vector<int> adjusted = adjust_sizes(sizes, counts);
      for (std::size_t i = 0; i < regiments.size(); ++i) {
        const int rank = static_cast<int>(i);
        regiments[i]->quality = rank < counts.veterans ? Quality::veteran
                                : rank < counts.veterans + counts.experienced ? Quality::experienced
                                                                              : Quality::green;
        r.stands_moved += std::abs(adjusted[i] - regiments[i]->stands);
        regiments[i]->stands = adjusted[i];
        r.regiments.push_back(regiments[i]->code);
      }
      r.stands_moved /= 2;
      rolls.push_back(r);
    }
  }
  return rolls;
}

void settle_unrolled_quality(Setup& setup) {
  for (SideSetup& side : setup.sides)
    for (UnitSetup& u : side.units) {
      if (!u.is_regiment()) u.quality = Quality::veteran;
      if (u.quality_rolled && setup.quality_source == QualitySource::orbat) {
        u.quality = Quality::experienced;
        u.quality_rolled = false;
      }
    }
}

}  // namespace muster::sbd
