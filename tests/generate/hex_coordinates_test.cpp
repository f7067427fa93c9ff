// Offset names to cube coordinates and back, for both ways of offsetting hexes.
#include "generate/hex_coordinates.hpp"

#include <gtest/gtest.h>

namespace muster {
namespace {

constexpr HexOffset both_offsets[] = {HexOffset::odd_columns_north, HexOffset::odd_rows_east};

TEST(HexCoordinates, EveryNameComesBackTheSameIncludingJustOffTheBoard) {
  for (HexOffset offset : both_offsets)
    for (int c = -3; c < 12; ++c)
      for (int r = -3; r < 12; ++r) {
        const Square hex{c, r};
        EXPECT_EQ(to_square(to_cube(hex, offset), offset), hex) << square_name(hex);
      }
}

TEST(HexCoordinates, TheShiftedLineSitsBetweenItsNeighbours) {
  // Flat-top: B1 is half a hex north of A1, so it touches A1 and A2 and is one step from each.
  const auto flat = HexOffset::odd_columns_north;
  EXPECT_EQ(cube_distance(to_cube({1, 0}, flat), to_cube({0, 0}, flat)), 1);
  EXPECT_EQ(cube_distance(to_cube({1, 0}, flat), to_cube({0, 1}, flat)), 1);
  EXPECT_EQ(cube_distance(to_cube({1, 1}, flat), to_cube({0, 0}, flat)), 2);
  // Pointy-top: A2 is half a hex east of A1, so it touches A1 and B1.
  const auto pointy = HexOffset::odd_rows_east;
  EXPECT_EQ(cube_distance(to_cube({0, 1}, pointy), to_cube({0, 0}, pointy)), 1);
  EXPECT_EQ(cube_distance(to_cube({0, 1}, pointy), to_cube({1, 0}, pointy)), 1);
  EXPECT_EQ(cube_distance(to_cube({1, 1}, pointy), to_cube({0, 0}, pointy)), 2);
}

TEST(HexCoordinates, APointRoundsToTheHexWhoseCentreIsNearest) {
  EXPECT_EQ(round_cube(0.1, -0.2), (Cube{0, 0}));
  EXPECT_EQ(round_cube(0.9, -0.2), (Cube{1, 0}));
  EXPECT_EQ(round_cube(0.6, -0.6), (Cube{1, -1}));
  EXPECT_EQ(round_cube(-2.2, 0.9), (Cube{-2, 1}));
}

}  // namespace
}  // namespace muster
