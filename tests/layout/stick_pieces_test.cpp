// Where long sticks are cut: pieces no longer than the sheet, overlapping by
// the glue tab, joins on whole units, shared out evenly; and where the pieces
// go: in order, in rows, inside the area, over as many sheets as they need.
#include <gtest/gtest.h>

#include <cmath>
#include <stdexcept>

#include "layout/stick_pieces.hpp"

namespace muster::layout {
namespace {

double mm(Length length) { return length.millimetres(); }

const Length cm = Length::mm(10);
const Length overlap = Length::mm(20);

TEST(StickPieces, AStickThatFitsIsOnePiece) {
  const auto stretches = split_stick(Length::mm(200), Length::mm(273), overlap, cm);
  ASSERT_EQ(stretches.size(), 1u);
  EXPECT_EQ(stretches[0].from, Length{});
  EXPECT_NEAR(mm(stretches[0].to), 200, 1e-9);
}

TEST(StickPieces, ALongStickIsCutIntoOverlappingPiecesJoinedOnWholeUnits) {
  for (double length_mm : {300.0, 700.0, 1200.0, 1500.0, 1219.2})
    for (double longest_mm : {186.0, 255.4, 273.0})
      for (Length step : {cm, Length::in(1)}) {
        const Length length = Length::mm(length_mm), longest = Length::mm(longest_mm);
        const auto stretches = split_stick(length, longest, overlap, step);
        ASSERT_GE(stretches.size(), 2u) << length_mm << " on " << longest_mm;
        EXPECT_EQ(stretches.front().from, Length{});
        EXPECT_NEAR(mm(stretches.back().to), length_mm, 1e-9);
        for (std::size_t i = 0; i < stretches.size(); ++i) {
          EXPECT_LE(mm(stretches[i].length()), longest_mm + 1e-6);
          if (i == 0) continue;
          EXPECT_NEAR(mm(stretches[i - 1].to - stretches[i].from), 20.0, 1e-9) << "each piece overlaps the one before by the glue tab";
          const double join = stretches[i - 1].to / step;
          EXPECT_NEAR(join, std::round(join), 1e-9) << "a join falls on a whole unit, where a tick is";
        }
        // No more pieces than it takes: one piece less, shared out evenly, would be within a step of the longest.
        const double fewer = static_cast<double>(stretches.size() - 1);
        EXPECT_GT((length_mm + 20.0 * (fewer - 1)) / fewer + mm(step), longest_mm) << length_mm << " mm in " << stretches.size() << " pieces";
      }
}

TEST(StickPieces, PiecesAreSharedOutEvenlyWithNoSliverAtTheEnd) {
  const auto stretches = split_stick(Length::mm(1500), Length::mm(273), overlap, cm);
  ASSERT_EQ(stretches.size(), 6u);  // 1500 + 5 x 20 over 6 pieces: 266.7 mm each, before the joins move to whole centimetres
  for (const Stretch& s : stretches) EXPECT_NEAR(mm(s.length()), 266.7, 10.0);
}

TEST(StickPieces, PiecesGoInRowsInsideTheAreaShortOnesSharingARow) {
  const StickArea area{Length::mm(12), Length::mm(30), Length::mm(273), Length::mm(192)};
  const std::vector<StickRun> sticks{{Length::mm(1500), cm}, {Length::mm(120), cm}, {Length::mm(60), cm}, {Length::mm(240), cm}, {Length::mm(900), cm}};
  const auto pieces = plan_stick_pieces(sticks, area, Length::mm(17), overlap);
  for (std::size_t i = 0; i < pieces.size(); ++i) {
    const StickPiece& p = pieces[i];
    EXPECT_GE(p.at.x, area.left);
    EXPECT_GE(p.at.y, area.top);
    EXPECT_LE(mm(p.at.x + p.stretch.length()), mm(area.left + area.width) + 1e-6);
    EXPECT_LE(mm(p.at.y + Length::mm(17)), mm(area.bottom) + 1e-6);
    EXPECT_EQ(p.tab, p.part == 1 ? Length{} : overlap);
    if (i == 0) continue;
    const StickPiece& before = pieces[i - 1];
    EXPECT_TRUE(p.sheet > before.sheet || p.at.y > before.at.y || p.at.x >= before.at.x + before.stretch.length() + piece_gap - Length::mm(1e-6))
        << "pieces follow one another across and down";
  }
  EXPECT_EQ(pieces[6].stick, 1u);  // the 150 cm stick takes six pieces
  EXPECT_EQ(pieces[7].stick, 2u);
  EXPECT_EQ(pieces[6].at.y, pieces[7].at.y) << "12 cm and 6 cm share a row";
  EXPECT_EQ(pieces.back().sheet, 1) << "more rows than a sheet holds go on over the next";
}

TEST(StickPieces, AnAreaTooSmallForAPieceIsRefused) {
  EXPECT_THROW(plan_stick_pieces({{Length::mm(500), cm}}, {Length{}, Length{}, Length::mm(25), Length::mm(100)}, Length::mm(17), overlap),
               std::invalid_argument);
  EXPECT_THROW(plan_stick_pieces({{Length::mm(50), cm}}, {Length{}, Length{}, Length::mm(200), Length::mm(10)}, Length::mm(17), overlap),
               std::invalid_argument);
}

}  // namespace
}  // namespace muster::layout
