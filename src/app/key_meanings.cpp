#include "app/key_meanings.hpp"

#include <algorithm>

#include "rulesets/ruleset.hpp"

namespace muster::app {

namespace {

std::vector<std::string_view> segments(std::string_view path) {
  std::vector<std::string_view> parts;
  while (!path.empty()) {
    const auto dot = path.find('.');
    parts.push_back(path.substr(0, dot));
    path = dot == std::string_view::npos ? std::string_view() : path.substr(dot + 1);
  }
  return parts;
}

// "commands[].commands[].units[]" is "commands[].units[]": a list nested in itself holds the same things.
std::vector<std::string_view> collapsed_segments(std::string_view path) {
  auto parts = segments(path);
  auto nested_again = [](std::string_view a, std::string_view b) { return a == b && a.size() > 2 && a.substr(a.size() - 2) == "[]"; };
  parts.erase(std::unique(parts.begin(), parts.end(), nested_again), parts.end());
  return parts;
}

// How many "*" a pattern needs to name the path; -1 when it does not name it.
int wildcards_to_match(std::string_view pattern, const std::vector<std::string_view>& path) {
  const auto wanted = segments(pattern);
  if (wanted.size() != path.size()) return -1;
  int wildcards = 0;
  for (std::size_t i = 0; i < wanted.size(); ++i) {
    if (wanted[i] == "*") ++wildcards;
    else if (wanted[i] != path[i]) return -1;
  }
  return wildcards;
}

// The entry naming the path most exactly (fewest "*").
const spec::KeyMeaning* best_in(const std::vector<spec::KeyMeaning>& table, const std::vector<std::string_view>& path) {
  const spec::KeyMeaning* best = nullptr;
  int fewest = 1 << 20;
  for (const auto& entry : table) {
    const int wildcards = wildcards_to_match(entry.path, path);
    if (wildcards >= 0 && wildcards < fewest) {
      best = &entry;
      fewest = wildcards;
    }
  }
  return best;
}

bool any_keys_entry(const KeyMap& keys, const std::string& path) {
  if (path.size() < 2 || path.compare(path.size() - 2, 2, ".*") != 0) return false;
  const KeyPlace* parent = keys.find(path.substr(0, path.size() - 2));
  return parent && parent->any_keys;
}

}  // namespace

const spec::KeyMeaning* meaning_of(const std::string& ruleset_id, FileKind kind, const std::string& path) {
  const Ruleset* ruleset = find_ruleset(ruleset_id);
  if (!ruleset) return nullptr;
  const auto parts = collapsed_segments(path);
  const spec::KeyMeanings& own = ruleset->key_meanings();
  const spec::KeyMeanings& shared = spec::shared_key_meanings();
  std::vector<const std::vector<spec::KeyMeaning>*> tables;
  if (kind == FileKind::record) tables = {&own.record, &shared.record, &own.scenario, &shared.scenario};
  else tables = {&own.scenario, &shared.scenario};
  for (const auto* table : tables)
    if (const auto* found = best_in(*table, parts)) return found;
  return nullptr;
}

void attach_meanings(KeyMap& keys, const std::string& ruleset, FileKind kind) {
  for (auto& [path, place] : keys.places)
    if (const auto* found = meaning_of(ruleset, kind, path)) place.meaning = std::string(found->meaning);
}

std::vector<std::string> paths_needing_meaning(const KeyMap& keys) {
  std::vector<std::string> paths;
  for (const auto& [path, place] : keys.places) {
    for (const auto& key : place.keys) paths.push_back(child_path(path, key));
    if (any_keys_entry(keys, path)) paths.push_back(path);
  }
  std::sort(paths.begin(), paths.end());
  paths.erase(std::unique(paths.begin(), paths.end()), paths.end());
  return paths;
}

std::optional<KeyMap> explore_described_keys(const std::string& ruleset, FileKind kind) {
  auto keys = explore_keys(ruleset, kind);
  if (keys) attach_meanings(*keys, ruleset, kind == FileKind::orbat ? FileKind::scenario : kind);
  return keys;
}

}  // namespace muster::app
