#include "core/seed.hpp"

#include <sodium.h>

#include <charconv>
#include <stdexcept>

namespace muster {

namespace {
constexpr std::string_view crockford = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
constexpr int code_symbols = 13;  // 13 x 5 bits hold 64; the first symbol carries only 4

// The value of one code symbol, reading the letters people confuse as Crockford says: O as 0, I and L as 1.
std::optional<unsigned> symbol_value(char c) {
  if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
  if (c == 'O') c = '0';
  if (c == 'I' || c == 'L') c = '1';
  const auto at = crockford.find(c);
  if (at == std::string_view::npos) return std::nullopt;
  return static_cast<unsigned>(at);
}

bool all_digits(std::string_view text) {
  for (char c : text)
    if (c < '0' || c > '9') return false;
  return !text.empty();
}

std::optional<std::uint64_t> parse_number(std::string_view text) {
  std::uint64_t value = 0;
  const auto [stop, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc{} || stop != text.data() + text.size()) return std::nullopt;
  return value;
}

std::optional<std::uint64_t> parse_code(std::string_view text) {
  std::uint64_t value = 0;
  int symbols = 0;
  for (char c : text) {
    if (c == '-' || c == ' ') continue;
    const auto digit = symbol_value(c);
    if (!digit) return std::nullopt;
    // The first symbol holds the top four bits only; anything larger would not fit in 64 bits.
    if (symbols == 0 && *digit > 15) return std::nullopt;
    if (++symbols > code_symbols) return std::nullopt;
    value = (value << 5U) | *digit;
  }
  if (symbols != code_symbols) return std::nullopt;
  return value;
}
}  // namespace

std::string seed_code(std::uint64_t seed) {
  std::string symbols(code_symbols, '0');
  for (int i = code_symbols - 1; i >= 0; --i, seed >>= 5U) symbols[static_cast<std::size_t>(i)] = crockford[seed & 31U];
  return symbols.substr(0, 5) + "-" + symbols.substr(5, 4) + "-" + symbols.substr(9, 4);
}

std::string seed_text(std::uint64_t seed) { return seed_is_searchable(seed) ? std::to_string(seed) : seed_code(seed); }

std::optional<std::uint64_t> parse_seed(std::string_view text) {
  // A dash or a letter makes it a code: "12345-6789-0123" is one too.
  return all_digits(text) ? parse_number(text) : parse_code(text);
}

std::uint64_t fresh_seed() {
  if (sodium_init() < 0) throw std::runtime_error("the system's random number source is not available");
  for (;;) {
    std::uint64_t seed = 0;
    randombytes_buf(&seed, sizeof seed);
    // One draw in 4096 is searchable; drawing again costs a fraction of a bit.
    if (!seed_is_searchable(seed)) return seed;
  }
}

}  // namespace muster
