// Drawing a row's columns from its mask draws exactly what drawing from the
// list of its columns and erasing one by one draws (how TSR placed its markers
// first, and what the records of every seed hold), and uses the stream alike.
#include "generate/row_draw.hpp"

#include <gtest/gtest.h>

#include <array>
#include <vector>

namespace muster {
namespace {

// The draw as it was written first: pick among the columns left, erase it.
std::vector<int> drawn_by_erasing(std::vector<int> columns, std::size_t count, RandomStream& stream) {
  std::vector<int> drawn;
  while (drawn.size() < count && !columns.empty()) {
    const std::size_t pick = stream.below(static_cast<std::uint32_t>(columns.size()));
    drawn.push_back(columns[pick]);
    columns.erase(columns.begin() + static_cast<std::ptrdiff_t>(pick));
  }
  return drawn;
}

TEST(DrawColumns, DrawsWhatErasingOneByOneDraws) {
  for (std::uint64_t seed = 0; seed < 5000; ++seed) {
    RandomStream masks(seed, 3);
    // Rows of every width a board may have, some columns taken (peaks), asked for up to more than they hold.
    const int width = 1 + static_cast<int>(seed % max_board_columns);
    const SquareSet::RowMask free = SquareSet::first_columns(width) & masks.next();
    const std::size_t count = (seed / max_board_columns) % (max_board_columns + 3);
    std::vector<int> columns;
    for (int c = 0; c < width; ++c)
      if ((free & SquareSet::column_bit(c)) != 0) columns.push_back(c);
    RandomStream by_erasing(seed, 7), from_mask(seed, 7);
    const std::vector<int> expected = drawn_by_erasing(columns, count, by_erasing);

    std::array<std::uint8_t, max_board_columns> drawn{};
    const std::size_t n = draw_columns(free, count, from_mask, drawn);
    ASSERT_EQ(n, expected.size()) << "seed " << seed;
    for (std::size_t i = 0; i < n; ++i) ASSERT_EQ(drawn[i], expected[i]) << "seed " << seed << " draw " << i;
    ASSERT_EQ(by_erasing.next(), from_mask.next()) << "seed " << seed;
  }
}

TEST(DrawColumns, StopsWhereThereIsNoRoomToWrite) {
  std::array<std::uint8_t, 3> drawn{};
  RandomStream stream(1, 2);
  EXPECT_EQ(draw_columns(SquareSet::first_columns(10), 8, stream, drawn), 3u);
}

}  // namespace
}  // namespace muster
