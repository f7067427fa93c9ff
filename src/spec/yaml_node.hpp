#pragma once
// A read-only YAML node that knows where it came from. This wrapper is the
// only door to yaml-cpp: nothing outside spec/ includes it.

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/diagnostic.hpp"

namespace muster::spec {

class Node {
 public:
  SourceLocation where() const;
  bool is_map() const;
  bool is_sequence() const;
  bool is_scalar() const;
  bool is_null() const;
  // The same place in the same document (not merely an equal value).
  bool same_node_as(const Node& other) const;
  // "a mapping", "a list", "a value", "nothing": for error messages.
  std::string kind_name() const;

  std::string scalar() const;
  std::vector<Node> items() const;
  std::vector<std::pair<Node, Node>> entries() const;
  std::optional<Node> child(std::string_view key) const;

  const std::string& file() const;
  const std::string& source_text() const;

  struct Impl;
  explicit Node(std::shared_ptr<const Impl> impl);

 private:
  friend Node merged(const Node& base, const Node& overrides, const std::vector<std::string>& skip);
  friend Node merged_entry(const Node& base, const std::vector<std::string>& path, const Node& key, const Node& value);
  std::shared_ptr<const Impl> impl_;
};

// `base` (a mapping) with the keys of `overrides` (a mapping) in place of its own: where both hold a
// mapping under a key, the two merge key by key; otherwise the override's value stands, keeping its
// own place in the file for messages. Keys listed in `skip` are left out of the overrides.
Node merged(const Node& base, const Node& overrides, const std::vector<std::string>& skip = {});
// The same with one value put at `path` ("sides", "USA", "sixes"): `key` is where the file names that
// path, and stands for it in messages when the path is a single key.
Node merged_entry(const Node& base, const std::vector<std::string>& path, const Node& key, const Node& value);

// What to do about a syntax error the parser found on `zero_based_line`: tabs, an unquoted
// '#' colour, an unquoted ': ' in a value, or else the indentation and the colons.
std::string hint_for_yaml_error(std::string_view text, int zero_based_line);
// A key written without its colon ("  seed 5" for "  seed: 5"). YAML runs such a line into
// the next and reports the next line's colon; this finds the line at fault from there.
struct MissingColon {
  int zero_based_line = 0;
  int zero_based_column = 0;  // just after the key, where the colon belongs
  std::string key;            // "seed"
  std::string value;          // "5"
};
std::optional<MissingColon> find_missing_colon(std::string_view text, int zero_based_line_stopped_at);
// Parses YAML text; a syntax error becomes an InputError at its line and column, and so does
// running out of memory (out_of_memory_reading).
Node parse_yaml(std::string text, std::string file_name);
// What running out of memory while reading `file` is told as: the file's problem, for however
// little it holds within the bounds (most_file_bytes, most_values), it asked for more than the run had.
InputError out_of_memory_reading(const std::string& file);
// The largest file muster reads: the biggest legal record is a small fraction of it.
inline constexpr std::size_t most_file_bytes = 4 * 1024 * 1024;
// The text of a file muster may read: a missing or unreadable file, a FIFO or device, or one
// over most_file_bytes is an InputError.
std::string read_yaml_text(const std::string& path);
// Reads and parses a file of muster's own (a template, a test's file). A file a user names is
// read through muster_file.hpp, which refuses what is not a muster file before showing any of it.
Node load_yaml_file(const std::string& path);

}  // namespace muster::spec
