// Force markers: each side's whole pool gets codes that say nothing of what a
// marker is, the side draws `draw` of them blind, and places the first drawn
// `echelon-distance` rows in from its baseline and the rest on the baseline,
// never on a peak.
#include <algorithm>

#include "generate/shuffle.hpp"
#include "rulesets/tsr/procedures.hpp"

namespace muster::tsr {

namespace {
// A side's pool in the order its kinds are listed, each with the number of its code.
struct NumberedPool {
  std::vector<MarkerKind> kinds;
  std::vector<int> numbers;  // 1..size, shuffled
};

NumberedPool number_pool(const SideSpec& spec, RandomStream& stream) {
  NumberedPool pool;
  pool.kinds.reserve(static_cast<std::size_t>(spec.pool.total()));
  pool.kinds.insert(pool.kinds.end(), static_cast<std::size_t>(spec.pool.infantry), MarkerKind::infantry);
  pool.kinds.insert(pool.kinds.end(), static_cast<std::size_t>(spec.pool.with_artillery), MarkerKind::infantry_with_artillery);
  pool.kinds.insert(pool.kinds.end(), static_cast<std::size_t>(spec.pool.decoys), MarkerKind::decoy);
  // Codes are handed out in a shuffled order so that a code never hints at a kind.
  pool.numbers.resize(pool.kinds.size());
  for (std::size_t i = 0; i < pool.numbers.size(); ++i) pool.numbers[i] = static_cast<int>(i) + 1;
  shuffle(pool.numbers, stream);
  return pool;
}

// Two letters, so a code ("CS12") is never mistaken for a square name ("C12"),
// and a number of at least two digits.
std::string marker_code(const std::string& prefix, int number) {
  std::string code = prefix;
  if (number < 10) code += '0';
  code += std::to_string(number);
  return code;
}

// Where the marker numbered k stands (at index k - 1 of the result) once a side's
// markers are listed by code. A side's codes share its prefix and have two digits
// up to 99, so up to there code order is number order; a larger pool is sorted.
std::vector<std::size_t> places_by_code(const std::string& prefix, int size) {
  std::vector<int> by_code(static_cast<std::size_t>(size));
  for (std::size_t i = 0; i < by_code.size(); ++i) by_code[i] = static_cast<int>(i) + 1;
  if (size > 99)
    std::sort(by_code.begin(), by_code.end(), [&](int a, int b) { return marker_code(prefix, a) < marker_code(prefix, b); });
  std::vector<std::size_t> places(by_code.size());
  for (std::size_t i = 0; i < by_code.size(); ++i) places[static_cast<std::size_t>(by_code[i] - 1)] = i;
  return places;
}

std::vector<Square> free_squares(const Scenario& scenario, const SquareSet& peaks, int row) {
  std::vector<Square> squares;
  squares.reserve(static_cast<std::size_t>(scenario.columns));
  for (int c = 0; c < scenario.columns; ++c)
    if (!peaks.contains({c, row})) squares.push_back({c, row});
  return squares;
}
}  // namespace

std::vector<Marker> roll_markers(const Scenario& scenario, Side side, const std::vector<Hill>& hills,
                                 const Streams& streams, const SideStreams& secrets, RollLog& log) {
  const std::string key = side_key(side);
  auto code_stream = secrets.open("marker codes");
  auto draw_stream = secrets.open("blind draw");
  auto place_stream = streams.open("placement " + key);

  // The markers are listed by code; `place[i]` is where the pool's i-th marker stands in that list.
  const NumberedPool pool = number_pool(scenario.sides[index_of(side)], code_stream);
  const std::string prefix = key.substr(0, 2);
  const std::vector<std::size_t> by_code = places_by_code(prefix, static_cast<int>(pool.kinds.size()));
  std::vector<std::size_t> place(pool.kinds.size());
  std::vector<Marker> markers(pool.kinds.size());
  for (std::size_t i = 0; i < place.size(); ++i) {
    place[i] = by_code[static_cast<std::size_t>(pool.numbers[i] - 1)];
    markers[place[i]] = {marker_code(prefix, pool.numbers[i]), pool.kinds[i], std::nullopt, std::nullopt};
  }
  std::vector<std::size_t> bag(markers.size());
  for (std::size_t i = 0; i < bag.size(); ++i) bag[i] = i;
  shuffle(bag, draw_stream);

  const SquareSet peaks = peak_squares(hills);
  const auto first = sample(free_squares(scenario, peaks, echelon_row(scenario, side)),
                            static_cast<std::size_t>(scenario.first_echelon), place_stream);
  const auto last = sample(free_squares(scenario, peaks, baseline_row(scenario, side)),
                           static_cast<std::size_t>(scenario.draw - scenario.first_echelon), place_stream);
  auto drawn = [&](int order) -> Marker& { return markers[place[bag[static_cast<std::size_t>(order - 1)]]]; };
  for (int order = 1; order <= scenario.draw; ++order) {
    Marker& marker = drawn(order);
    marker.drawn = order;
    marker.square = order <= scenario.first_echelon ? first[static_cast<std::size_t>(order - 1)]
                                                    : last[static_cast<std::size_t>(order - 1 - scenario.first_echelon)];
  }
  log.add([&] {
    std::string drawn_codes;
    drawn_codes.reserve(static_cast<std::size_t>(scenario.draw) * 5);
    for (int order = 1; order <= scenario.draw; ++order) {
      if (!drawn_codes.empty()) drawn_codes += ' ';
      drawn_codes += drawn(order).code;
    }
    const auto divisions = std::count_if(markers.begin(), markers.end(), [](const Marker& m) { return m.drawn && is_division(m.kind); });
    return RollRecord{key + " blind draw", "draw " + std::to_string(scenario.draw) + " of " + std::to_string(markers.size()), drawn_codes,
                      std::to_string(divisions) + " divisions, " + std::to_string(scenario.draw - divisions) + " decoys"};
  });
  return markers;
}

}  // namespace muster::tsr
