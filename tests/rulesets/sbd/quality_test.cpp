// Section 13 pinned down zone by zone: the three branches of the flowchart,
// the first die given out in full, and the stands moved between regiments.
#include <gtest/gtest.h>

#include "rulesets/sbd/procedures.hpp"
#include "rulesets/sbd/tables.hpp"

namespace muster::sbd {
namespace {

void expect_counts(const QualityCounts& c, int veterans, int experienced, int greens) {
  EXPECT_EQ(c.veterans, veterans);
  EXPECT_EQ(c.experienced, experienced);
  EXPECT_EQ(c.greens, greens);
}

TEST(SbdQuality, RedExactlyTwiceGreenGivesVeteransFirst) {
  EXPECT_EQ(branch_for(4, 2), Branch::red_double);
  // Red 4 goes first, in full: 3 regiments are all veterans.
  expect_counts(allocate_quality(4, 2, 3), 3, 0, 0);
  // Red 2 veterans, green 1 experienced, the remaining one green.
  expect_counts(allocate_quality(2, 1, 4), 2, 1, 1);
  expect_counts(allocate_quality(6, 3, 4), 4, 0, 0);
}

TEST(SbdQuality, RedAtLeastGreenGivesExperiencedFirstAndVeteransLast) {
  EXPECT_EQ(branch_for(3, 3), Branch::red_high);
  expect_counts(allocate_quality(1, 1, 4), 2, 1, 1);  // 1 experienced, 1 green, 2 veterans left over
  expect_counts(allocate_quality(5, 1, 4), 0, 4, 0);
  expect_counts(allocate_quality(2, 2, 3), 0, 2, 1);
}

TEST(SbdQuality, GreenHigherGivesGreensFirst) {
  EXPECT_EQ(branch_for(2, 5), Branch::green_high);
  expect_counts(allocate_quality(2, 5, 4), 0, 0, 4);
  expect_counts(allocate_quality(1, 2, 4), 1, 1, 2);
  expect_counts(allocate_quality(1, 3, 4), 0, 1, 3);
}

TEST(SbdQuality, StandsMoveSoVeteransAreSmallestAndGreensLargest) {
  // Three regiments of 5: one each; the same 15 stands become 4, 5, 6.
  EXPECT_EQ(adjust_sizes({5, 5, 5}, {1, 1, 1}), (std::vector<int>{4, 5, 6}));
  // Already in order: nothing moves.
  EXPECT_EQ(adjust_sizes({3, 6, 9}, {1, 1, 1}), (std::vector<int>{3, 6, 9}));
  // One veteran and three greens of 4: the veteran gives a stand to a green.
  EXPECT_EQ(adjust_sizes({4, 4, 4, 4}, {1, 0, 3}), (std::vector<int>{3, 4, 4, 5}));
  // All one quality: sizes only sorted.
  EXPECT_EQ(adjust_sizes({7, 3, 5}, {0, 3, 0}), (std::vector<int>{3, 5, 7}));
}

TEST(SbdQuality, WhenTheStandsCannotBeSplitStrictlyTheyStayAsTheyAre) {
  // Nine stands cannot make a veteran smaller than two larger regiments of at least 3.
  EXPECT_EQ(adjust_sizes({3, 3, 3}, {1, 1, 1}), (std::vector<int>{3, 3, 3}));
  // Nor can 40 stands in four regiments put anybody below 10.
  EXPECT_EQ(adjust_sizes({10, 10, 10, 10}, {2, 0, 2}), (std::vector<int>{10, 10, 10, 10}));
}

TEST(SbdQuality, CommandStandsFollowSectionSeven) {
  EXPECT_EQ(command_stand(orbat::Quality::veteran), "right of the line, head of the column");
  EXPECT_EQ(command_stand(orbat::Quality::green), "left of the line, tail of the column");
}

}  // namespace
}  // namespace muster::sbd
