#include "core/seed.hpp"

#include <gtest/gtest.h>

#include <array>
#include <set>

namespace muster {
namespace {

TEST(Seed, CodesReadBackToTheSameSeed) {
  for (std::uint64_t seed : std::array<std::uint64_t, 6>{0, 1, 1863, searchable_seed_limit, 0x0123456789ABCDEFULL, ~0ULL}) {
    const std::string code = seed_code(seed);
    EXPECT_EQ(code.size(), 15u) << code;
    EXPECT_EQ(code[5], '-');
    EXPECT_EQ(code[10], '-');
    EXPECT_EQ(parse_seed(code), seed) << code;
  }
  EXPECT_EQ(seed_code(~0ULL), "FZZZZ-ZZZZ-ZZZZ");
  EXPECT_EQ(seed_code(0), "00000-0000-0000");
}

TEST(Seed, CodesForgiveCaseDashesAndTheLettersPeopleMisread) {
  const auto seed = parse_seed("7K3QM-X9WR-TB2D");
  ASSERT_TRUE(seed);
  EXPECT_EQ(parse_seed("7k3qmx9wrtb2d"), seed);
  EXPECT_EQ(parse_seed("7K3QM X9WR TB2D"), seed);
  EXPECT_EQ(parse_seed("10000-0000-0000"), parse_seed("I0000-OOOO-oooo"));
  EXPECT_EQ(parse_seed("10000-0000-0000"), parse_seed("l0000-0000-0000"));
}

TEST(Seed, AnythingElseIsRefused) {
  for (const char* bad : {"", "-1", "18446744073709551616", "7K3QM-X9WR-TB2", "7K3QM-X9WR-TB2DD", "G0000-0000-0000", "U0000-0000-0000",
                          "1863x", "0x10", "+5"})
    EXPECT_FALSE(parse_seed(bad)) << bad;
  EXPECT_EQ(parse_seed("18446744073709551615"), ~0ULL);
}

TEST(Seed, SmallSeedsReadAsTypedAndLargeOnesAsCodes) {
  EXPECT_EQ(seed_text(1863), "1863");
  EXPECT_EQ(seed_text(searchable_seed_limit - 1), std::to_string(searchable_seed_limit - 1));
  EXPECT_EQ(seed_text(searchable_seed_limit), seed_code(searchable_seed_limit));
}

// 64 bits from the system, never from a space small enough to search: every
// bit of 2,000 fresh seeds is set about half the time (a bit fixed or biased
// past 40/60 fails), and no two are alike.
TEST(Seed, FreshSeedsUseAllSixtyFourBits) {
  std::array<int, 64> set_bits{};
  std::set<std::uint64_t> seen;
  constexpr int draws = 2000;
  for (int i = 0; i < draws; ++i) {
    const std::uint64_t seed = fresh_seed();
    EXPECT_FALSE(seed_is_searchable(seed));
    seen.insert(seed);
    for (int bit = 0; bit < 64; ++bit) set_bits[static_cast<std::size_t>(bit)] += (seed >> bit) & 1U ? 1 : 0;
  }
  EXPECT_EQ(seen.size(), static_cast<std::size_t>(draws));
  for (int bit = 0; bit < 52; ++bit) {
    EXPECT_GT(set_bits[static_cast<std::size_t>(bit)], draws * 2 / 5) << "bit " << bit;
    EXPECT_LT(set_bits[static_cast<std::size_t>(bit)], draws * 3 / 5) << "bit " << bit;
  }
}

}  // namespace
}  // namespace muster
