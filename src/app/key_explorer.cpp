#include "app/key_explorer.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <utility>

#include "app/pipeline.hpp"
#include "core/diagnostic.hpp"

namespace muster::app {

namespace {

bool same_reading(const spec::ValueFact& a, const spec::ValueFact& b) { return a.kind == b.kind && a.allowed == b.allowed; }

// The shapes tried, in turn, for a key no value reader has claimed yet.
enum Attempt { as_file_name, as_mapping, as_list_of_mappings, as_list_of_values, as_named_entries, attempts_end };
const std::string file_marker = "probe-file@";

class Explorer : public spec::KeyProbe {
 public:
  // Quiet: a made-up file leaves out every key of unknown shape, so that keys the readers take
  // only when another is absent (terrain counts beside hand-placed zones) are read too.
  Explorer(KeyMap& map, bool quiet) : map_(map), quiet_(quiet) {}

  std::string document(const std::string& path, int indent) const;
  void index(const spec::Node& root, const std::string& path);
  void clear_index() { node_paths_.clear(); }

  void mapping_read(const spec::Node& mapping) override {
    if (auto path = path_of(mapping)) map_.places[*path].mapping = true;
  }
  void key_taken(const spec::Node& mapping, const std::string& key) override {
    auto path = path_of(mapping);
    if (!path) return;
    auto& keys = map_.places[*path].keys;
    if (std::find(keys.begin(), keys.end(), key) == keys.end()) keys.push_back(key);
    map_.places[child_path(*path, key)];
  }
  void value_read(const spec::Node& value, const spec::ValueFact& fact) override {
    if (auto path = path_of(value)) run_facts_[*path] = fact;
  }
  void key_fact(const spec::Node& mapping, const std::string& key, const spec::ValueFact& fact) override {
    if (auto path = path_of(mapping)) run_facts_[child_path(*path, key)] = fact;
  }
  // What this run found, against what earlier runs found: a place read two ways is left open.
  void keep_facts() {
    for (auto& [path, fact] : run_facts_) {
      KeyPlace& place = map_.places[path];
      if (place.fact && !same_reading(*place.fact, fact)) place.mixed = true;
      place.fact = fact;
    }
  }
  void default_given(const spec::Node& mapping, const std::string& key, const std::string& fallback) override {
    auto path = path_of(mapping);
    if (!path) return;
    auto& place = map_.places[child_path(*path, key)];
    if (!place.fallback) place.fallback = fallback;
  }
  std::optional<spec::Node> file_named(const std::string& file) override {
    const auto marker = file.find(file_marker);
    if (marker == std::string::npos) return std::nullopt;
    const std::string key_path = file.substr(marker + file_marker.size());
    map_.places[key_path].names_file = true;
    const std::string file_root = key_path + "@file";
    map_.places[file_root].mapping = true;
    const std::string text = document(file_root, 0);
    auto node = spec::parse_yaml(text.empty() ? "{}\n" : text, file);  // an empty file is no mapping
    index(node, file_root);
    return node;
  }

 private:
  // Named entries (sides) are called differently in quiet runs, so that a choice among them is seen to change.
  std::array<const char*, 2> made_up_names() const { return quiet_ ? std::array<const char*, 2>{"Charlie", "Delta"} : std::array<const char*, 2>{"Alpha", "Bravo"}; }
  std::optional<std::string> path_of(const spec::Node& node) const {
    for (const auto& [known, path] : node_paths_)
      if (known.same_node_as(node)) return path;
    return std::nullopt;
  }
  std::string value_text(const std::string& path, int indent) const;

  KeyMap& map_;
  bool quiet_;
  std::map<std::string, spec::ValueFact> run_facts_;  // the last report of each place wins: the typed reader's own
  std::vector<std::pair<spec::Node, std::string>> node_paths_;
};

std::string spaces(int indent) { return std::string(static_cast<std::size_t>(indent), ' '); }

std::string quoted(const std::string& text) { return "\"" + text + "\""; }

// Written first in every made-up file, with this rule set's own values.
bool header_key(const std::string& key) { return key == "muster" || key == "ruleset" || key == "seed"; }

// A mapping as YAML block lines at `indent`.
std::string Explorer::document(const std::string& path, int indent) const {
  const KeyPlace* place = map_.find(path);
  std::string out;
  if (!place) return out;
  if (place->any_keys) {
    for (const char* name : made_up_names()) out += spaces(indent) + name + ":\n" + document(child_path(path, "*"), indent + 2);
    return out;
  }
  for (const auto& key : place->keys)
    if (!(path.empty() && header_key(key)) && !(quiet_ && map_.places.at(child_path(path, key)).unknown()))
      out += spaces(indent) + key + ":" + value_text(child_path(path, key), indent + 2);
  return out;
}

// What follows "key:": " value\n", or a newline and an indented block.
std::string Explorer::value_text(const std::string& path, int indent) const {
  const KeyPlace& place = map_.places.at(path);
  if (place.fact) return " " + quoted(sample_value(place)) + "\n";
  if (place.names_file) return " " + quoted(file_marker + path) + "\n";
  if (place.mapping || place.any_keys) return "\n" + document(path, indent);
  if (place.list) {
    const std::string item = path + "[]";
    const KeyPlace* inner = map_.find(item);
    if (inner && inner->mapping) return "\n" + spaces(indent) + "-\n" + document(item, indent + 2);
    if (inner && inner->fact) return "\n" + spaces(indent) + "- " + quoted(sample_value(*inner)) + "\n";
  }
  switch (place.attempt) {
    case as_file_name: return " " + quoted(file_marker + path) + "\n";
    case as_mapping: return " {}\n";
    case as_list_of_mappings: return " [{}]\n";
    case as_list_of_values: return " [\"1\"]\n";
    case as_named_entries: return " {" + std::string(made_up_names()[0]) + ": {}, " + made_up_names()[1] + ": {}}\n";
    default: return " \"1\"\n";
  }
}

void Explorer::index(const spec::Node& node, const std::string& path) {
  node_paths_.emplace_back(node, path);
  KeyPlace& place = map_.places[path];
  place.shown = true;
  const bool named_entries = place.any_keys || (place.unknown() && place.attempt == as_named_entries);
  if (node.is_map())
    for (const auto& [key, value] : node.entries()) index(value, child_path(path, named_entries ? "*" : key.scalar()));
  if (node.is_sequence())
    for (const auto& item : node.items()) index(item, path + "[]");
}

// After a run: a place still unknown either showed its shape in the attempt it was given, or gets the next one.
bool settle(KeyMap& map) {
  bool changed = false;
  for (auto& [path, place] : map.places) {
    const bool shown = std::exchange(place.shown, false);
    if (!shown || !place.unknown() || place.attempt >= attempts_end) continue;
    const KeyPlace* item = map.find(path + "[]");
    const KeyPlace* entry = map.find(child_path(path, "*"));
    if (place.attempt == as_list_of_mappings && item && item->mapping) place.list = true;
    else if (place.attempt == as_list_of_values && item && item->fact) place.list = true;
    else if (place.attempt == as_named_entries && entry && entry->mapping) place.any_keys = place.mapping = true;
    else ++place.attempt;
    changed = true;
  }
  return changed;
}

std::string probe_document(const std::string& ruleset, Explorer& explorer) {
  return "muster: 1\nruleset: " + ruleset + "\nseed: 1\n" + explorer.document("", 0);
}

void run_reader(const std::string& ruleset, FileKind kind, KeyMap& map, bool quiet) {
  Explorer explorer(map, quiet);
  explorer.clear_index();
  const std::string file = "probe/probe.yaml";
  auto root = spec::parse_yaml(probe_document(ruleset, explorer), file);
  explorer.index(root, "");
  map.places[""].mapping = true;
  spec::ProbeListening listening(explorer);
  try {
    if (kind == FileKind::record) load_record_node(root);
    else load_scenario_node(root);
  } catch (const InputError&) {
    // A made-up file breaks rules; the keys the reader took are what counts.
  }
  explorer.keep_facts();
}

}  // namespace

const KeyPlace* KeyMap::find(const std::string& path) const {
  auto found = places.find(path);
  return found == places.end() ? nullptr : &found->second;
}

std::string child_path(const std::string& parent, const std::string& key) { return parent.empty() ? key : parent + "." + key; }

std::string sample_value(const KeyPlace& place) {
  if (place.fallback) return *place.fallback;
  const spec::ValueFact& fact = *place.fact;
  switch (fact.kind) {
    case spec::ValueKind::integer:
    case spec::ValueKind::range: return std::to_string(fact.low);
    case spec::ValueKind::choice: return fact.allowed.empty() ? "" : fact.allowed.front();
    case spec::ValueKind::flag: return "true";
    case spec::ValueKind::length: {
      char buffer[32];
      std::snprintf(buffer, sizeof buffer, "%gmm", static_cast<double>(fact.low) / 10);
      return buffer;
    }
    case spec::ValueKind::colour: return "#808080";
    case spec::ValueKind::square: return "A1";
    case spec::ValueKind::clock_time: return "08:00";
    case spec::ValueKind::seed: return "1";
    case spec::ValueKind::text: break;
  }
  return "Probe";
}

std::optional<KeyMap> explore_keys(const std::string& ruleset, FileKind kind) {
  KeyMap map;
  // Each run can only reveal one more level; a few dozen reach the deepest orbat.
  for (int run = 0; run < 80; ++run) {
    const auto before = map.places.size();
    run_reader(ruleset, kind == FileKind::orbat ? FileKind::scenario : kind, map, false);
    run_reader(ruleset, kind == FileKind::orbat ? FileKind::scenario : kind, map, true);
    if (!settle(map) && map.places.size() == before) break;
  }
  if (kind != FileKind::orbat) return map;
  for (const auto& [path, place] : map.places)
    if (place.names_file) {
      map.root = path + "@file";
      return map;
    }
  return std::nullopt;
}

}  // namespace muster::app
