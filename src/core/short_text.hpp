#pragma once
// Few-character text (marker codes, a division's marker) written a character at a
// time. std::string copies by calling memcpy, and for a code of four characters the
// call costs more than the copy: a roll writes dozens of them, and these calls were
// a twelfth of its time.

#include <string>
#include <string_view>

namespace muster {

// Sets `text` to `from`; meant for text short enough to stay inside the string.
inline void assign_short(std::string& text, std::string_view from) {
  text.clear();
  for (char c : from) text.push_back(c);
}

}  // namespace muster
