#include "spec/unit_list_reader.hpp"

#include "spec/command_tree_reader.hpp"
#include "spec/map_reader.hpp"
#include "spec/muster_file.hpp"

namespace muster::spec {

namespace {

// A missing file, or one that is no force file, is reported at the scenario's 'units' (muster_file.hpp).
std::optional<Node> list_node(const Node& node, const std::string& scenario_file, Diagnostics& d) {
  if (!node.is_scalar()) return node;
  const auto file = load_referenced_file(node, scenario_file, force_file_kind(), d);
  if (!file) return std::nullopt;
  MapReader root(*file, d, "the force file");
  return root.require("units");
}

}  // namespace

std::optional<Node> read_unit_list(const Node& node, const std::string& scenario_file, std::size_t most, const std::string& too_many_hint, Diagnostics& d) {
  auto list = list_node(node, scenario_file, d);
  if (!list) return std::nullopt;
  if (!list->is_sequence() || list->items().empty()) {
    d.error(list->where(), "'units' should be a list of units, found " + list->kind_name(), "write a '- name: ...' block per unit");
    return std::nullopt;
  }
  if (list->items().size() > most) {
    d.error(list->where(), "the force lists " + std::to_string(list->items().size()) + " units; muster takes " + std::to_string(most) + " at most", too_many_hint);
    return std::nullopt;
  }
  return list;
}

}  // namespace muster::spec
