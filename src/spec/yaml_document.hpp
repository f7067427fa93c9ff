#pragma once
// A YAML document read into muster's own values, counted as they are read so
// that no file costs more than a bounded time and memory: yaml-cpp's own tree
// takes some 470 bytes a value, and its reader is told of a file's size only
// once it has built the whole of it. Values here are read from yaml-cpp's
// events (its parser, without its tree), at about a quarter of that.

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace muster::spec {

struct YamlValue {
  enum class Kind : std::uint8_t { null, scalar, sequence, map };
  Kind kind = Kind::null;
  int line = 0, column = 0;  // 1-based; 0 for a value muster made rather than read
  std::string text;          // a scalar's
  // A sequence's items; a map's keys and values, alternately. An alias is the value it repeats, shared.
  std::vector<std::shared_ptr<const YamlValue>> children;
};

// The most values a file may hold, each alias counted as all it repeats: the largest record
// muster writes (6,400 features hand-placed on a table) holds under 100,000.
inline constexpr std::size_t most_values = 200000;

// The first document of `text` (a null value if it has none). Refuses, as an InputError at the
// value where it stopped, a file past most_values, an alias of the value it is in, and a value
// past most_unfinished_bytes (yaml_leash.hpp); a syntax error is yaml-cpp's ParserException.
std::shared_ptr<const YamlValue> read_yaml_document(const std::string& text, const std::string& file);

}  // namespace muster::spec
