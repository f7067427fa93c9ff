#pragma once
// A number and its noun, which agree: "1 command", "3 commands", "1 die", "2 dice".
// Pages print counts that are often 1, and "1 bonus cards" reads as a misprint.

#include <cstdint>
#include <string>
#include <string_view>

namespace muster {

inline std::string counted(std::int64_t count, std::string_view one, std::string_view many) {
  return std::to_string(count) + " " + std::string(count == 1 ? one : many);
}
// Nouns whose plural adds an s.
inline std::string counted(std::int64_t count, std::string_view one) { return counted(count, one, std::string(one) + "s"); }
// "1 die", "3 dice".
inline std::string dice_count(std::int64_t count) { return counted(count, "die", "dice"); }

}  // namespace muster
