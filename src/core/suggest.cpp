#include "core/suggest.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <string>

namespace muster {

namespace {
// Optimal string alignment distance: insertions, deletions, substitutions and
// swaps of neighbours each cost one. Case is ignored. Each word is lowered once and the
// table of (a + 1) x (b + 1) cells is on the stack for words of a key's length: a file of
// 350,000 keys is looked through for a near miss of a muster key (spec/muster_file).
std::size_t edit_distance(std::string_view a_text, std::string_view b_text) {
  const auto lowered = [](std::string_view word) {
    std::string low(word);
    for (char& c : low) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return low;
  };
  const std::string a = lowered(a_text), b = lowered(b_text);
  const std::size_t width = b.size() + 1, cells = (a.size() + 1) * width;
  std::array<std::size_t, 512> small;  // every cell is written before it is read
  std::vector<std::size_t> large(cells > small.size() ? cells : 0);
  std::size_t* d = cells > small.size() ? large.data() : small.data();
  const auto at = [&](std::size_t i, std::size_t j) -> std::size_t& { return d[i * width + j]; };
  for (std::size_t i = 0; i <= a.size(); ++i) at(i, 0) = i;
  for (std::size_t j = 0; j <= b.size(); ++j) at(0, j) = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    for (std::size_t j = 1; j <= b.size(); ++j) {
      const std::size_t cost = a[i - 1] == b[j - 1] ? 0 : 1;
      at(i, j) = std::min({at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost});
      if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1]) at(i, j) = std::min(at(i, j), at(i - 2, j - 2) + 1);
    }
  }
  return at(a.size(), b.size());
}
}  // namespace

std::optional<std::string> nearest_word(std::string_view word, const std::vector<std::string>& candidates) {
  const std::size_t allowed = std::max<std::size_t>(1, (word.size() + 2) / 3);
  std::optional<std::string> best;
  std::size_t best_distance = allowed + 1;
  for (const auto& candidate : candidates) {
    // The distance is at least the difference in length: a word far longer than every candidate
    // (a 4 MiB line read for its key) is not compared letter by letter, which took 430 MiB and 13 s.
    const std::size_t length_gap = word.size() > candidate.size() ? word.size() - candidate.size() : candidate.size() - word.size();
    if (length_gap >= best_distance) continue;
    const std::size_t distance = edit_distance(word, candidate);
    if (distance < best_distance) {
      best_distance = distance;
      best = candidate;
    }
  }
  return best;
}

std::string suggestion_hint(std::string_view word, const std::vector<std::string>& candidates) {
  if (auto near = nearest_word(word, candidates)) return "did you mean '" + *near + "'?";
  std::string list;
  for (const auto& candidate : candidates) list += (list.empty() ? "" : ", ") + candidate;
  return "expected one of: " + list;
}

}  // namespace muster
