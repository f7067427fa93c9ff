#include "core/text_rules.hpp"

namespace muster {

namespace {

// The length of the UTF-8 sequence starting at `text[at]`, or 0 if it is broken
// (a stray continuation byte, a short or overlong sequence, a surrogate, past U+10FFFF).
std::size_t sequence_length(std::string_view text, std::size_t at) {
  const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[i]); };
  const unsigned char lead = byte(at);
  std::size_t length = lead < 0x80 ? 1 : (lead >> 5) == 0x6 ? 2 : (lead >> 4) == 0xE ? 3 : (lead >> 3) == 0x1E ? 4 : 0;
  if (length == 0 || at + length > text.size()) return 0;
  char32_t code = length == 1 ? lead : length == 2 ? lead & 0x1F : length == 3 ? lead & 0x0F : lead & 0x07;
  for (std::size_t i = 1; i < length; ++i) {
    if ((byte(at + i) >> 6) != 0x2) return 0;
    code = (code << 6) | (byte(at + i) & 0x3F);
  }
  static constexpr char32_t smallest[] = {0, 0, 0x80, 0x800, 0x10000};
  if (code < smallest[length] || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF)) return 0;
  return length;
}

}  // namespace

std::optional<std::string> text_problem(std::string_view text) {
  for (std::size_t at = 0; at < text.size();) {
    const std::size_t length = sequence_length(text, at);
    if (length == 0) return "it is not valid UTF-8 (byte " + std::to_string(at + 1) + ")";
    const auto c = static_cast<unsigned char>(text[at]);
    if (length == 1 && (c < 0x20 || c == 0x7F)) return c == 0 ? "it holds a NUL character" : "it holds a control character (code " + std::to_string(c) + ")";
    at += length;
  }
  return std::nullopt;
}

std::size_t character_count(std::string_view text) {
  std::size_t count = 0;
  for (char c : text) count += (static_cast<unsigned char>(c) >> 6) != 0x2 ? 1 : 0;
  return count;
}

}  // namespace muster
