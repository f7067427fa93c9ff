#pragma once
// Where a problem that follows from several keys should point: at the first of
// them the file gives ("deployment: draw: 30"), not at the top of the file,
// which says nothing of which line to change.

#include <initializer_list>
#include <optional>
#include <string_view>
#include <vector>

#include "core/diagnostic.hpp"
#include "spec/yaml_node.hpp"

namespace muster::spec {

// A key's path from the root: {"deployment", "draw"}.
using KeyPath = std::vector<std::string_view>;

// The place of the first of `paths` that `root` holds, or the root's own place if it holds none.
inline SourceLocation first_given(const Node& root, std::initializer_list<KeyPath> paths) {
  for (const KeyPath& path : paths) {
    std::optional<Node> at = root;
    for (std::string_view key : path) {
      if (!at || !at->is_map()) break;
      at = at->child(key);
    }
    if (at && !path.empty()) return at->where();
  }
  return root.where();
}

}  // namespace muster::spec
