// Force markers: each side's whole pool gets codes that say nothing of what a
// marker is, the side draws `draw` of them blind, and places the first drawn
// `echelon-distance` rows in from its baseline and the rest on the baseline,
// never on a peak.
#include <algorithm>
#include <cstdio>

#include "generate/shuffle.hpp"
#include "rulesets/tsr/procedures.hpp"

namespace muster::tsr {

namespace {
std::vector<Marker> pool_with_codes(const SideSpec& spec, Side side, RandomStream& stream) {
  std::vector<Marker> markers;
  auto add = [&](MarkerKind kind, int count) {
    for (int i = 0; i < count; ++i) markers.push_back({"", kind, std::nullopt, std::nullopt});
  };
  add(MarkerKind::infantry, spec.pool.infantry);
  add(MarkerKind::infantry_with_artillery, spec.pool.with_artillery);
  add(MarkerKind::decoy, spec.pool.decoys);
  // Codes are handed out in a shuffled order so that a code never hints at a kind.
  std::vector<int> numbers(markers.size());
  for (std::size_t i = 0; i < numbers.size(); ++i) numbers[i] = static_cast<int>(i) + 1;
  shuffle(numbers, stream);
  // Two letters, so a code ("CS12") is never mistaken for a square name ("C12").
  const std::string prefix = side_key(side).substr(0, 2);
  for (std::size_t i = 0; i < markers.size(); ++i) {
    char code[8];
    std::snprintf(code, sizeof code, "%s%02d", prefix.c_str(), numbers[i]);
    markers[i].code = code;
  }
  return markers;
}

std::vector<Square> free_squares(const Scenario& scenario, const std::vector<Hill>& hills, int row) {
  std::vector<Square> squares;
  for (int c = 0; c < scenario.columns; ++c)
    if (!on_peak(hills, {c, row})) squares.push_back({c, row});
  return squares;
}
}  // namespace

std::vector<Marker> roll_markers(const Scenario& scenario, Side side, const std::vector<Hill>& hills,
                                 const Streams& streams, std::vector<RollRecord>& rolls) {
  const std::string key = side_key(side);
  auto code_stream = streams.secret(key, "marker codes");
  auto draw_stream = streams.secret(key, "blind draw");
  auto place_stream = streams.open("placement " + key);

  std::vector<Marker> markers = pool_with_codes(scenario.sides[index_of(side)], side, code_stream);
  std::vector<std::size_t> bag(markers.size());
  for (std::size_t i = 0; i < bag.size(); ++i) bag[i] = i;
  shuffle(bag, draw_stream);

  const auto first = sample(free_squares(scenario, hills, echelon_row(scenario, side)),
                            static_cast<std::size_t>(scenario.first_echelon), place_stream);
  const auto last = sample(free_squares(scenario, hills, baseline_row(scenario, side)),
                           static_cast<std::size_t>(scenario.draw - scenario.first_echelon), place_stream);
  std::string drawn_codes;
  drawn_codes.reserve(static_cast<std::size_t>(scenario.draw) * 5);
  for (int order = 1; order <= scenario.draw; ++order) {
    Marker& marker = markers[bag[static_cast<std::size_t>(order - 1)]];
    marker.drawn = order;
    marker.square = order <= scenario.first_echelon ? first[static_cast<std::size_t>(order - 1)]
                                                    : last[static_cast<std::size_t>(order - 1 - scenario.first_echelon)];
    if (!drawn_codes.empty()) drawn_codes += ' ';
    drawn_codes += marker.code;
  }
  const auto divisions = std::count_if(markers.begin(), markers.end(), [](const Marker& m) { return m.drawn && is_division(m.kind); });
  rolls.push_back({key + " blind draw", "draw " + std::to_string(scenario.draw) + " of " + std::to_string(markers.size()),
                   drawn_codes, std::to_string(divisions) + " divisions, " + std::to_string(scenario.draw - divisions) + " decoys"});
  std::sort(markers.begin(), markers.end(), [](const Marker& a, const Marker& b) { return a.code < b.code; });
  return markers;
}

}  // namespace muster::tsr
