#include "spec/command_tree_reader.hpp"

#include "spec/key_probe.hpp"
#include "spec/muster_file.hpp"

namespace muster::spec {

orbat::Leader read_leader(const Node& node, Diagnostics& d) {
  MapReader reader(node, d, "a leader");
  orbat::Leader leader;
  leader.name = reader.text("name", "unnamed leader", 48);
  leader.rating = orbat::parse_rating(reader.choice("rating", "normal", orbat::rating_keys)).value_or(orbat::Rating::normal);
  return leader;
}

namespace detail {

std::optional<Node> load_orbat_node(const std::string& scenario_file, const Node& reference, Diagnostics& d) {
  return load_referenced_file(reference, scenario_file, orbat_kind(), d);
}

}  // namespace detail

}  // namespace muster::spec
