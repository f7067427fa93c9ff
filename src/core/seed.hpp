#pragma once
// Seeds as people read, type and trust them.
//
// The seed is the key to a whole setup: with it and muster anyone rolls the
// enemy's hidden markers again. A fresh seed is therefore 64 random bits, far
// too many to try one by one, written as a code of 13 Crockford base-32
// symbols in three groups ("7K3QM-X9WR-TB2D": no I, L, O or U to misread, any
// case, dashes optional). A seed chosen by hand may be a plain number
// ("1863"); such seeds are few enough to search, which is fine for a game
// without secrets and earns a warning for one with them.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace muster {

// Below this a seed can be found by trying every one: 2^52 rolls at a hundred
// million a second is still about a year and a half of computing.
inline constexpr std::uint64_t searchable_seed_limit = std::uint64_t{1} << 52;

inline bool seed_is_searchable(std::uint64_t seed) { return seed < searchable_seed_limit; }

// "1863" for a searchable seed (as it was typed), the grouped code for any other.
std::string seed_text(std::uint64_t seed);
// The code form, whatever the seed: "0000Z-0000-01RQ" style, 13 symbols.
std::string seed_code(std::uint64_t seed);
// A plain number up to 2^64 - 1, or a 13-symbol code; nothing else.
std::optional<std::uint64_t> parse_seed(std::string_view text);
// 64 bits from the operating system's entropy source, never a searchable one.
std::uint64_t fresh_seed();

}  // namespace muster
