#include "layout/short_last_word.hpp"

#include <string_view>

namespace muster::layout {

namespace {
constexpr std::string_view no_break_space = "\u00a0";
constexpr std::size_t longest_bound_word = 2;

// Characters, not bytes: a word of accented letters is as short as one without.
std::size_t characters_in(std::string_view text) {
  std::size_t count = 0;
  for (unsigned char c : text)
    if ((c & 0xC0) != 0x80) ++count;
  return count;
}
}  // namespace

std::string with_short_last_word_bound(std::string text) {
  const std::size_t space = text.rfind(' ');
  if (space == std::string::npos || space == 0 || text[space - 1] == ' ') return text;
  const std::string_view last = std::string_view(text).substr(space + 1);
  if (last.empty() || characters_in(last) > longest_bound_word) return text;
  text.replace(space, 1, no_break_space);
  return text;
}

}  // namespace muster::layout
