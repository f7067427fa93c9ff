#pragma once
// A name that wraps should not leave one letter on a line of its own ("Battery" over "A").

#include <string>

namespace muster::layout {

// The text with its last space made non-breaking when the word after it is one or two
// characters long (a battery's letter, a company's number), so that the word wraps with the one before.
std::string with_short_last_word_bound(std::string text);

}  // namespace muster::layout
