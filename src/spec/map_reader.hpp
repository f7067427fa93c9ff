#pragma once
// Reads one YAML mapping field by field, checking each value and collecting
// every problem. Keys that nobody asked for are reported as unknown, with the
// nearest known key as a hint, when the reader finishes.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/diagnostic.hpp"
#include "core/int_range.hpp"
#include "core/length.hpp"
#include "core/square.hpp"
#include "spec/key_probe.hpp"
#include "spec/yaml_node.hpp"

namespace muster::spec {

class MapReader {
 public:
  // `context` names the mapping in messages: "the scenario", "'terrain'".
  MapReader(Node node, Diagnostics& diagnostics, std::string context);
  MapReader(const MapReader&) = delete;
  MapReader& operator=(const MapReader&) = delete;
  ~MapReader();

  bool valid() const { return valid_; }
  const Node& node() const { return node_; }
  Diagnostics& diagnostics() { return diagnostics_; }

  // The value under `key`, if present; marks the key as known either way.
  std::optional<Node> take(const std::string& key);
  // As take(), but a missing key is an error.
  std::optional<Node> require(const std::string& key);

  int integer(const std::string& key, int fallback, int low, int high);
  std::optional<int> optional_integer(const std::string& key, int low, int high);
  std::string text(const std::string& key, const std::string& fallback, std::size_t max_length = 200);
  std::string choice(const std::string& key, const std::string& fallback, const std::vector<std::string>& allowed);
  bool flag(const std::string& key, bool fallback);
  Length length(const std::string& key, Length fallback, Length low, Length high);
  // "2-3", "3" or [2, 3]; both ends within [low, high].
  IntRange range(const std::string& key, IntRange fallback, int low, int high);

  // A key that readers of other rule sets take but this one refuses ('counter-size'
  // where no counters are printed): if present, an error at its place, not an unknown
  // key with a guess. A listening KeyProbe never learns it.
  void refuse(const std::string& key, const std::string& why, const std::string& hint);
  // A key that files written by an earlier muster may hold but that means nothing now:
  // accepted and left unread. A listening KeyProbe never learns it either.
  void pass_over(const std::string& key);

  // For a key read its own way (a side's colour, a table's length in the table's unit): tells a
  // listening KeyProbe what it takes and its default, as the typed calls above do for theirs.
  void describe(const std::string& key, const ValueFact& fact, const std::string& fallback);

  // Reports unknown keys. Called by the destructor if not called before.
  void finish();

 private:
  // Tells a listening KeyProbe the default of `key`.
  void note_default(const std::string& key, const std::string& fallback);
  Node node_;
  Diagnostics& diagnostics_;
  std::string context_;
  std::vector<std::string> known_;
  bool valid_ = true;
  bool finished_ = false;
};

// Single-value readers, for list items and record fields. Each reports its own error and returns nullopt.
std::optional<long long> read_integer(const Node& node, Diagnostics& d, long long low, long long high, const std::string& what);
std::optional<std::uint64_t> read_seed(const Node& node, Diagnostics& d);
std::optional<Length> read_length(const Node& node, Diagnostics& d, Length low, Length high, const std::string& what);
std::optional<std::string> read_choice(const Node& node, Diagnostics& d, const std::vector<std::string>& allowed, const std::string& what);
std::optional<Square> read_square(const Node& node, Diagnostics& d, int columns, int rows);
// "#rrggbb"
std::optional<std::string> read_colour(const Node& node, Diagnostics& d);
std::optional<int> read_clock_time(const Node& node, Diagnostics& d);  // "HH:MM" to minutes
// Whether `node` is `word`, written where a value is read otherwise (the record's 'drawn: none'):
// a listening probe hears the word as a second form of the value.
bool is_word(const Node& node, const std::string& word);

}  // namespace muster::spec
