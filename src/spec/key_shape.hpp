#pragma once
// Whether a key a reader fell back on was left out or given in the wrong shape: a
// check that follows (a unit with no name) is told only in the first case, since
// the wrong shape has been told at its place already.

#include <string>

#include "spec/yaml_node.hpp"

namespace muster::spec {

// Whether `map` leaves `key` out or gives it a plain value (a scalar, empty or not).
inline bool absent_or_scalar(const Node& map, const std::string& key) {
  const auto value = map.child(key);
  return !value || value->is_scalar();
}

}  // namespace muster::spec
