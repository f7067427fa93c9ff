#pragma once
// "Did you mean ...?": the closest known word to a misspelt one.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace muster {

// The candidate nearest to `word` by edit distance, if it is near enough to be
// a plausible typo (at most a third of the word's letters wrong, and at least 1 allowed).
std::optional<std::string> nearest_word(std::string_view word, const std::vector<std::string>& candidates);

// "did you mean 'x'?" or "expected one of: a, b, c".
std::string suggestion_hint(std::string_view word, const std::vector<std::string>& candidates);

}  // namespace muster
