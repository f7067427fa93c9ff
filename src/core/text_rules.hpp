#pragma once
// What a piece of text from a file may hold: valid UTF-8 on one line, no
// control characters. Pango would turn broken bytes into U+FFFD, and a NUL
// would cut a name short on the page; both are refused where they are read.

#include <optional>
#include <string>
#include <string_view>

namespace muster {

// Why `text` cannot be printed, or nothing.
std::optional<std::string> text_problem(std::string_view text);
// Characters (code points) of valid UTF-8, as a reader counts a name's length.
std::size_t character_count(std::string_view text);

}  // namespace muster
