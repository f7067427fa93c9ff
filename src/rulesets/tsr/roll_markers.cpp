// Force markers: each side's whole pool gets codes that say nothing of what a
// marker is, the side draws `draw` of them blind, and places the first drawn
// `echelon-distance` rows in from its baseline and the rest on the baseline,
// never on a peak.
#include <algorithm>
#include <array>
#include <charconv>
#include <span>
#include <string_view>

#include "generate/shuffle.hpp"
#include "rulesets/tsr/procedures.hpp"

namespace muster::tsr {

namespace {
// The kind of the pool's i-th marker, the pool listed kind by kind: XXX, XAX, decoys.
MarkerKind kind_in_pool(const MarkerPool& pool, int i) {
  if (i < pool.infantry) return MarkerKind::infantry;
  if (i < pool.infantry + pool.with_artillery) return MarkerKind::infantry_with_artillery;
  return MarkerKind::decoy;
}

// The numbers 1..size, shuffled: the pool's i-th marker gets code number `numbers[i]`,
// handed out in a shuffled order so that a code never hints at a kind.
std::vector<int> code_numbers(int size, RandomStream& stream) {
  std::vector<int> numbers(static_cast<std::size_t>(size));
  for (std::size_t i = 0; i < numbers.size(); ++i) numbers[i] = static_cast<int>(i) + 1;
  shuffle(numbers, stream);
  return numbers;
}

// Two letters, so a code ("CS12") is never mistaken for a square name ("C12"),
// and a number of at least two digits. Written in place: a roll writes dozens.
std::string marker_code(std::string_view prefix, int number) {
  char code[16];
  std::size_t length = prefix.copy(code, 2);
  if (number < 10) code[length++] = '0';
  length = static_cast<std::size_t>(std::to_chars(code + length, code + sizeof code, number).ptr - code);
  return {code, length};
}

// Where the marker numbered k stands once a side's markers are listed by code.
// A side's codes share its prefix and have two digits up to 99, so up to there
// code order is number order; only a larger pool is sorted.
class CodeOrder {
 public:
  CodeOrder(std::string_view prefix, int size) {
    if (size <= 99) return;
    std::vector<int> by_code(static_cast<std::size_t>(size));
    for (std::size_t i = 0; i < by_code.size(); ++i) by_code[i] = static_cast<int>(i) + 1;
    std::sort(by_code.begin(), by_code.end(), [&](int a, int b) { return marker_code(prefix, a) < marker_code(prefix, b); });
    places_.resize(by_code.size());
    for (std::size_t i = 0; i < by_code.size(); ++i) places_[static_cast<std::size_t>(by_code[i] - 1)] = i;
  }
  std::size_t place(int number) const { return places_.empty() ? static_cast<std::size_t>(number - 1) : places_[static_cast<std::size_t>(number - 1)]; }

 private:
  std::vector<std::size_t> places_;  // empty: in number order
};

// The squares of a row not on a peak, west to east, at most a row's worth: kept in
// place, so that placing a side's markers allocates nothing.
struct FreeSquares {
  std::array<Square, max_board_columns> squares{};
  std::size_t count = 0;

  FreeSquares(const Scenario& scenario, const SquareSet& peaks, int row) {
    for (int c = 0; c < scenario.columns; ++c)
      if (!peaks.contains({c, row})) squares[count++] = {c, row};
  }
  // `wanted` of them drawn blind, in the order drawn.
  std::span<const Square> draw(int wanted, RandomStream& stream) {
    return {squares.data(), draw_to_front(std::span<Square>(squares.data(), count), static_cast<std::size_t>(wanted), stream)};
  }
};
}  // namespace

std::vector<Marker> roll_markers(const Scenario& scenario, Side side, const std::vector<Hill>& hills,
                                 const Streams& streams, const SideStreams& secrets, RollLog& log) {
  const std::string key = side_key(side);
  auto code_stream = secrets.open("marker codes");
  auto draw_stream = secrets.open("blind draw");
  auto place_stream = streams.open("placement " + key);

  // The markers are listed by code; the pool's i-th marker stands at `order.place(numbers[i])`.
  const MarkerPool& pool = scenario.sides[index_of(side)].pool;
  const std::vector<int> numbers = code_numbers(pool.total(), code_stream);
  const std::string_view prefix = std::string_view(key).substr(0, 2);
  const CodeOrder order(prefix, pool.total());
  std::vector<Marker> markers(numbers.size());
  for (std::size_t i = 0; i < numbers.size(); ++i)
    markers[order.place(numbers[i])] = {marker_code(prefix, numbers[i]), kind_in_pool(pool, static_cast<int>(i)), std::nullopt, std::nullopt};
  // The bag holds the pool's indices; drawing shuffles it.
  std::vector<std::size_t> bag(markers.size());
  for (std::size_t i = 0; i < bag.size(); ++i) bag[i] = i;
  shuffle(bag, draw_stream);
  auto drawn = [&](int n) -> Marker& { return markers[order.place(numbers[bag[static_cast<std::size_t>(n - 1)]])]; };

  const SquareSet peaks = peak_squares(hills);
  FreeSquares echelon(scenario, peaks, echelon_row(scenario, side)), baseline(scenario, peaks, baseline_row(scenario, side));
  const auto first = echelon.draw(scenario.first_echelon, place_stream);
  const auto last = baseline.draw(scenario.draw - scenario.first_echelon, place_stream);
  for (int n = 1; n <= scenario.draw; ++n) {
    Marker& marker = drawn(n);
    marker.drawn = n;
    marker.square = n <= scenario.first_echelon ? first[static_cast<std::size_t>(n - 1)] : last[static_cast<std::size_t>(n - 1 - scenario.first_echelon)];
  }
  log.add([&] {
    std::string drawn_codes;
    drawn_codes.reserve(static_cast<std::size_t>(scenario.draw) * 5);
    for (int n = 1; n <= scenario.draw; ++n) {
      if (!drawn_codes.empty()) drawn_codes += ' ';
      drawn_codes += drawn(n).code;
    }
    const auto divisions = std::count_if(markers.begin(), markers.end(), [](const Marker& m) { return m.drawn && is_division(m.kind); });
    return RollRecord{key + " blind draw", "draw " + std::to_string(scenario.draw) + " of " + std::to_string(markers.size()), drawn_codes,
                      std::to_string(divisions) + " divisions, " + std::to_string(scenario.draw - divisions) + " decoys"};
  });
  return markers;
}

}  // namespace muster::tsr
