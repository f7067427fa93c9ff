#include "spec/command_tree_reader.hpp"

#include "spec/key_probe.hpp"

namespace muster::spec {

orbat::Leader read_leader(const Node& node, Diagnostics& d) {
  MapReader reader(node, d, "a leader");
  orbat::Leader leader;
  leader.name = reader.text("name", "unnamed leader", 48);
  leader.rating = orbat::parse_rating(reader.choice("rating", "normal", orbat::rating_keys)).value_or(orbat::Rating::normal);
  return leader;
}

std::string path_beside(const std::string& scenario_file, const std::string& path) {
  namespace fs = std::filesystem;
  const fs::path p(path);
  if (p.is_absolute()) return path;
  return (fs::path(scenario_file).parent_path() / p).lexically_normal().string();
}

namespace detail {

std::optional<Node> load_orbat_node(const std::string& path, const Node& referenced_from, Diagnostics& d) {
  std::error_code error;
  if (auto* probe = listening_probe())
    if (auto stand_in = probe->file_named(path)) return stand_in;
  if (std::filesystem::is_directory(path, error)) {
    d.error(referenced_from.where(), "the orbat '" + path + "' is a folder, not a file", "name the orbat file inside it, e.g. 'orbats/union.yaml'");
    return std::nullopt;
  }
  if (!std::filesystem::is_regular_file(path, error)) {
    d.error(referenced_from.where(), "cannot find the orbat file '" + path + "'",
            "orbat paths are relative to the scenario file's folder; check the spelling");
    return std::nullopt;
  }
  try {
    return load_yaml_file(path);
  } catch (const InputError& e) {
    for (const auto& problem : e.diagnostics()) d.error(problem.where, problem.message, problem.hint);
    return std::nullopt;
  }
}

}  // namespace detail

}  // namespace muster::spec
