// Force markers: each side's whole pool gets codes that say nothing of what a
// marker is, the side draws `draw` of them blind, and places the first drawn
// `echelon-distance` rows in from its baseline and the rest on the baseline,
// never on a peak.
#include <algorithm>
#include <array>
#include <charconv>
#include <span>
#include <string_view>

#include "generate/row_draw.hpp"
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
// handed out in a shuffled order so that a code never hints at a kind. Kept on the
// stack, as the bag below: a pool is at most MarkerPool::largest.
using PoolNumbers = std::array<int, MarkerPool::largest>;
std::span<int> code_numbers(PoolNumbers& numbers, int size, RandomStream& stream) {
  const std::span<int> shuffled(numbers.data(), static_cast<std::size_t>(size));
  for (std::size_t i = 0; i < shuffled.size(); ++i) shuffled[i] = static_cast<int>(i) + 1;
  shuffle(shuffled, stream);
  return shuffled;
}

// A code of a number that is not two digits, or of a key shorter than two letters. Kept
// out of line so that the usual code below is written where it is used, without a call.
[[gnu::noinline]] MarkerCode spelt_out_code(std::string_view prefix, int number) {
  std::array<char, MarkerCode::most_characters> text{};
  std::size_t length = 0;
  for (char letter : prefix.substr(0, 2)) text[length++] = letter;
  if (number < 10) text[length++] = '0';
  char* const digits = text.data() + length;
  length += static_cast<std::size_t>(std::to_chars(digits, text.data() + text.size(), number).ptr - digits);
  return MarkerCode::of(text, length);
}

// "00" to "99": the two digits of every code of a pool up to 99, looked up rather than divided out.
constexpr std::array<std::array<char, 2>, 100> digit_pairs = [] {
  std::array<std::array<char, 2>, 100> pairs{};
  for (std::size_t n = 0; n < pairs.size(); ++n) pairs[n] = {static_cast<char>('0' + n / 10), static_cast<char>('0' + n % 10)};
  return pairs;
}();

// Two letters, so a code ("CS12") is never mistaken for a square name ("C12"),
// and a number of at least two digits.
MarkerCode marker_code(std::string_view prefix, int number) {
  if (prefix.size() != 2 || number >= 100) return spelt_out_code(prefix, number);
  const std::array<char, 2>& digits = digit_pairs[static_cast<std::size_t>(number)];
  return MarkerCode::of_four(prefix[0], prefix[1], digits[0], digits[1]);
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

// A row's squares not on a peak, and the ones drawn from them: kept as a mask and
// a few bytes, so that placing a side's markers allocates nothing.
struct FreeSquares {
  int row;
  SquareSet::RowMask free;
  std::array<std::uint8_t, max_board_columns> drawn_columns{};

  FreeSquares(const Scenario& scenario, const SquareSet& peaks, int row_index)
      : row(row_index), free(SquareSet::first_columns(scenario.columns) & ~peaks.row(row_index)) {}
  // `wanted` of them drawn blind; then square(i) is the i-th drawn.
  void draw(int wanted, RandomStream& stream) { draw_columns(free, static_cast<std::size_t>(wanted), stream, drawn_columns); }
  Square square(std::size_t i) const { return {drawn_columns[i], row}; }
};
}  // namespace

RolledMarkers roll_markers(const Scenario& scenario, Side side, const SquareSet& peaks, MarkerStreams& streams, RollLog& log) {
  const std::string key = side_key(side);
  RandomStream& code_stream = streams.codes;
  RandomStream& draw_stream = streams.draw;
  RandomStream& place_stream = streams.placement;

  // The markers are listed by code; the pool's i-th marker stands at `order.place(numbers[i])`.
  const MarkerPool& pool = scenario.sides[index_of(side)].pool;
  PoolNumbers number_store;
  const std::span<const int> numbers = code_numbers(number_store, pool.total(), code_stream);
  const std::string_view prefix = std::string_view(key).substr(0, 2);
  const CodeOrder order(prefix, pool.total());
  RolledMarkers rolled{std::vector<Marker>(numbers.size()), {}, scenario.draw};
  std::vector<Marker>& markers = rolled.markers;
  for (std::size_t i = 0; i < numbers.size(); ++i) {
    Marker& marker = markers[order.place(numbers[i])];
    marker.code = marker_code(prefix, numbers[i]);
    marker.kind = kind_in_pool(pool, static_cast<int>(i));
  }
  // The bag holds the pool's indices; drawing shuffles it.
  std::array<std::size_t, MarkerPool::largest> bag_store;
  const std::span<std::size_t> bag(bag_store.data(), markers.size());
  for (std::size_t i = 0; i < bag.size(); ++i) bag[i] = i;
  shuffle(bag, draw_stream);
  for (std::size_t k = 0; k < static_cast<std::size_t>(scenario.draw); ++k)
    rolled.draw_order[k] = static_cast<std::uint8_t>(order.place(numbers[bag[k]]));
  auto drawn = [&](int n) -> Marker& { return markers[rolled.draw_order[static_cast<std::size_t>(n - 1)]]; };

  FreeSquares echelon(scenario, peaks, echelon_row(scenario, side)), baseline(scenario, peaks, baseline_row(scenario, side));
  echelon.draw(scenario.first_echelon, place_stream);
  baseline.draw(scenario.draw - scenario.first_echelon, place_stream);
  for (int n = 1; n <= scenario.draw; ++n) {
    Marker& marker = drawn(n);
    marker.drawn = n;
    marker.square = n <= scenario.first_echelon ? echelon.square(static_cast<std::size_t>(n - 1))
                                                : baseline.square(static_cast<std::size_t>(n - 1 - scenario.first_echelon));
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
  return rolled;
}

}  // namespace muster::tsr
