#pragma once
// A few characters (a marker's code) kept in place. Written into a std::string, a
// code of four characters cost a roll more than everything else it did for the
// marker: a TSR roll writes dozens, and a fixed array is copied by a couple of
// stores, never a call.

#include <algorithm>
#include <array>
#include <bit>
#include <compare>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <ostream>
#include <stdexcept>
#include <string>
#include <string_view>

namespace muster {

template <std::size_t most>
class ShortText {
  static_assert(most < 256, "the length is kept in a byte");

 public:
  static constexpr std::size_t most_characters = most;

  ShortText() = default;
  // From anything that reads as text; longer than `most` is a programming error
  // (readers check the length first, with a message for the user).
  template <typename Text>
    requires std::convertible_to<const Text&, std::string_view>
  ShortText(const Text& text) {  // NOLINT(google-explicit-constructor): a code is text wherever text is asked for
    const std::string_view from(text);
    if (from.size() > most) throw std::length_error("ShortText: more than " + std::to_string(most) + " characters");
    std::copy(from.begin(), from.end(), chars_.begin());
    length_ = static_cast<std::uint8_t>(from.size());
  }
  // Filled a character at a time by who knows the length: no check, no call.
  static ShortText of(const std::array<char, most>& chars, std::size_t length) {
    ShortText text;
    text.chars_ = chars;
    text.length_ = static_cast<std::uint8_t>(length);
    return text;
  }
  // Four characters, put together in a register and stored at once. Written a byte
  // at a time and then copied whole, a text made the processor wait for its bytes
  // before the copy could read them: a sixth of a TSR roll's time.
  static ShortText of_four(char a, char b, char c, char d)
    requires(most == 7)
  {
    std::uint64_t word = 0;
    const std::array<char, 4> chars{a, b, c, d};
    for (std::size_t i = 0; i < chars.size(); ++i) word |= std::uint64_t{static_cast<std::uint8_t>(chars[i])} << in_word(i);
    word |= std::uint64_t{4} << in_word(most);  // the length, the last byte
    return std::bit_cast<ShortText>(word);
  }

  std::string_view view() const { return {chars_.data(), length_}; }
  operator std::string_view() const { return view(); }  // NOLINT(google-explicit-constructor)
  std::string str() const { return std::string(view()); }
  std::size_t size() const { return length_; }
  bool empty() const { return length_ == 0; }

  friend bool operator==(const ShortText& a, const ShortText& b) { return a.view() == b.view(); }
  friend bool operator==(const ShortText& a, std::string_view b) { return a.view() == b; }
  friend std::strong_ordering operator<=>(const ShortText& a, const ShortText& b) { return a.view() <=> b.view(); }
  // Text runs on into sentences: "marker " + code + " is used twice".
  friend std::string operator+(std::string left, const ShortText& right) { return left.append(right.view()); }
  friend std::string operator+(const char* left, const ShortText& right) { return std::string(left).append(right.view()); }
  friend std::string operator+(const ShortText& left, std::string_view right) { return left.str().append(right); }
  friend std::string operator+(const ShortText& left, const char* right) { return left.str().append(right); }
  friend std::string& operator+=(std::string& left, const ShortText& right) { return left.append(right.view()); }
  friend std::ostream& operator<<(std::ostream& out, const ShortText& text) { return out << text.view(); }

 private:
  // Where byte i of the text sits in a 64-bit word, counted in bits.
  static constexpr unsigned in_word(std::size_t i) {
    return static_cast<unsigned>(std::endian::native == std::endian::little ? i : 7 - i) * 8U;
  }

  std::array<char, most> chars_{};
  std::uint8_t length_ = 0;
};

}  // namespace muster
