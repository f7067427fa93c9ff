#include "app/key_explorer.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <set>
#include <string_view>
#include <utility>

#include "app/pipeline.hpp"
#include "core/diagnostic.hpp"

namespace muster::app {

namespace {

// Two readings of a place agree when they are the same kind with the same choices; bounds may differ.
bool same_reading(const spec::ValueFact& a, const spec::ValueFact& b) { return a.kind == b.kind && a.allowed == b.allowed; }

// A bound that depends on another key (terrain counts up to half the board) is kept at its widest.
void widen(spec::ValueFact& kept, const spec::ValueFact& seen) {
  kept.low = std::min(kept.low, seen.low);
  kept.high = std::max(kept.high, seen.high);
  kept.max_length = std::max(kept.max_length, seen.max_length);
}

// The shapes a place is given: first each trial shape in turn, to learn every form the reader
// takes there, then the forms it was seen to take.
enum Shape {
  as_file_name, as_mapping, as_list_of_mappings, as_list_of_values, as_list_of_lists, as_named_entries, attempts_end,
  as_value, as_known_list, as_known_entries
};
const std::string file_marker = "probe-file@";

// How a made-up file is written. Full: every key. Quiet: without the keys of unknown shape, so that keys
// a reader takes only when another is absent (terrain counts beside hand-placed zones) are read too.
// Alone: a key read only without some of its neighbours (SOW 'units' beside 'force') is written without
// them. The trial runs give every place still with a shape to try that shape, once in full and once alone.
enum class Run { full, quiet, alone, trial_full, trial_alone };

bool trial(Run run) { return run == Run::trial_full || run == Run::trial_alone; }

// Whether `path` is `place` or lies inside it.
bool within(const std::string& path, const std::string& place) {
  if (path.compare(0, place.size(), place) != 0) return false;
  if (path.size() == place.size() || place.empty()) return true;
  const char next = path[place.size()];
  return next == '.' || next == '[' || next == '@' || next == '#';
}

class Explorer : public spec::KeyProbe {
 public:
  Explorer(KeyMap& map, Run run, int round) : map_(map), run_(run), round_(round) {
    for (const auto& [path, place] : map_.places)
      if (place.read_alone)
        for (std::size_t end = 0; end < path.size(); ++end)
          if (end == 0 || std::string_view(".[@#").find(path[end]) != std::string_view::npos) holds_alone_.insert(path.substr(0, end));
  }

  std::string document(const std::string& path, int indent);
  void index(const spec::Node& root, const std::string& path);

  void mapping_read(const spec::Node& mapping) override {
    if (auto path = path_of(mapping)) {
      map_.places[*path].mapping = true;
      read_.insert(*path);
    }
  }
  void key_taken(const spec::Node& mapping, const std::string& key) override {
    auto path = path_of(mapping);
    if (!path) return;
    auto& keys = map_.places[*path].keys;
    if (std::find(keys.begin(), keys.end(), key) == keys.end()) keys.push_back(key);
    map_.places[child_path(*path, key)];
    taken_.insert(child_path(*path, key));
  }
  void value_read(const spec::Node& value, const spec::ValueFact& fact) override {
    if (auto path = path_of(value)) run_facts_[*path] = fact;
  }
  void other_form_read(const spec::Node& value, const spec::ValueFact& fact) override {
    auto path = path_of(value);
    if (!path) return;
    auto& others = map_.places[*path].other_facts;
    if (std::none_of(others.begin(), others.end(), [&](const spec::ValueFact& known) { return same_reading(known, fact); })) others.push_back(fact);
    read_.insert(*path);
  }
  void key_fact(const spec::Node& mapping, const std::string& key, const spec::ValueFact& fact) override {
    if (auto path = path_of(mapping)) run_facts_[child_path(*path, key)] = fact;
  }
  void default_given(const spec::Node& mapping, const std::string& key, const std::string& fallback) override {
    auto path = path_of(mapping);
    if (!path) return;
    const std::string place_path = child_path(*path, key);
    auto& place = map_.places[place_path];
    note_other_default(place, place_path, fallback);
    if (place.fallback && !(place.fallback_varied && !varied())) return;
    place.fallback = fallback;
    place.fallback_varied = varied();
  }
  std::optional<spec::Node> file_named(const std::string& file) override {
    const auto marker = file.find(file_marker);
    if (marker == std::string::npos) return std::nullopt;
    const std::string key_of_file = file.substr(marker + file_marker.size());
    map_.places[key_of_file].names_file = true;
    read_.insert(key_of_file);
    const std::string file_root = key_of_file + "@file";
    map_.places[file_root].mapping = true;
    const std::string text = document(file_root, 0);
    auto node = spec::parse_yaml(text.empty() ? "{}\n" : text, file);  // an empty file is no mapping
    index(node, file_root);
    return node;
  }
  // What this run found, against what earlier runs found: a place read two ways is left open.
  void keep_facts();
  // After the run: what each place given a trial shape showed, and which keys were taken but never read.
  // Returns how many places written this run have a shape still to try.
  int settle();

 private:
  // Named entries (sides) are called differently in quiet runs, so that a choice among them is seen to change.
  std::vector<std::string> made_up_names() const { return run_ == Run::quiet ? std::vector<std::string>{"Charlie", "Delta"} : std::vector<std::string>{"Alpha", "Bravo"}; }
  std::vector<std::string> entry_names(const std::string& path) const;
  // Whether choices take other values than their defaults in this run.
  bool varied() const { return run_ != Run::quiet; }
  // A default unlike one heard before at the same place: from another entry of this
  // file (the second side's), each entry's is kept in turn; from another run, whose
  // other keys were written otherwise, the default depends on them.
  void note_other_default(KeyPlace& place, const std::string& path, const std::string& fallback) {
    std::vector<std::string>& heard = run_defaults_[path];
    if (std::find(heard.begin(), heard.end(), fallback) == heard.end()) heard.push_back(fallback);
    if (heard.size() > 1 && !varied() && heard.size() > place.fallback_by_entry.size()) place.fallback_by_entry = heard;
    if (place.fallback && *place.fallback != fallback && heard.size() == 1) place.fallback_depends = true;
  }
  std::string sample(const KeyPlace& place) const;
  std::optional<std::string> path_of(const spec::Node& node) const {
    for (const auto& [known, path] : node_paths_)
      if (known.same_node_as(node)) return path;
    return std::nullopt;
  }
  Shape shape_for(const std::string& path, KeyPlace& place) const;
  std::size_t pick(const std::string& path, std::size_t count) const;
  bool leave_out(const std::string& path, const std::string& key) const;
  std::string value_text(const std::string& path, int indent);
  std::string entries_text(const std::string& path, int indent);
  bool read_within(const std::string& path) const {
    return std::any_of(read_.begin(), read_.end(), [&](const std::string& read) { return within(read, path); });
  }

  KeyMap& map_;
  Run run_;
  int round_;
  std::set<std::string> holds_alone_;  // places with a key read alone somewhere inside
  std::map<std::string, std::vector<std::string>> run_defaults_;  // each place's distinct defaults in this run, in order
  std::map<std::string, spec::ValueFact> run_facts_;  // the last report of each place wins: the typed reader's own
  std::set<std::string> read_;   // places the reader read something at, this run
  std::set<std::string> taken_;  // keys the reader took, this run
  std::vector<std::pair<spec::Node, std::string>> node_paths_;
};

void Explorer::keep_facts() {
  for (auto& [path, fact] : run_facts_) {
    read_.insert(path);
    KeyPlace& place = map_.places[path];
    if (place.fact && same_reading(*place.fact, fact)) {
      widen(*place.fact, fact);
      continue;
    }
    if (place.fact) place.mixed = true;
    place.fact = fact;
  }
}

std::string spaces(int indent) { return std::string(static_cast<std::size_t>(indent), ' '); }

std::string quoted(const std::string& text) { return "\"" + text + "\""; }

// Written first in every made-up file, with this rule set's own values.
bool header_key(const std::string& key) { return key == "muster" || key == "ruleset" || key == "seed"; }

// The forms a place was seen to take, each written in turn.
std::vector<Shape> known_shapes(const KeyPlace& place) {
  std::vector<Shape> shapes;
  if (place.fact) shapes.push_back(as_value);
  if (place.names_file) shapes.push_back(as_file_name);
  if (place.any_keys) shapes.push_back(as_known_entries);
  else if (place.mapping) shapes.push_back(as_mapping);
  if (place.list) shapes.push_back(as_known_list);
  return shapes;
}

// A choice or a flag takes each of its values in turn, so that what a reader takes only after one
// of them (a battery's guns) is found too; the quiet runs keep the defaults, and the defaults they
// hear win, so that a default that depends on another choice is told as the scenario starts.
std::string Explorer::sample(const KeyPlace& place) const {
  if (!varied()) return sample_value(place);
  const spec::ValueFact& fact = *place.fact;
  const auto turn = static_cast<std::size_t>(place.turn);
  if (fact.kind == spec::ValueKind::choice && !fact.allowed.empty()) return fact.allowed[turn % fact.allowed.size()];
  if (fact.kind == spec::ValueKind::flag) return turn % 2 ? "true" : "false";
  return sample_value(place);
}

// Which of `count` forms a place is written in: drawn afresh for each place and run, so that a form
// inside another form (the units a file lists) meets every form of its neighbours in the end.
std::size_t Explorer::pick(const std::string& path, std::size_t count) const {
  std::uint32_t hash = 2166136261u;  // FNV-1a: the same on every machine
  for (char c : path + "/" + std::to_string(round_) + "/" + std::to_string(static_cast<int>(run_))) hash = (hash ^ static_cast<unsigned char>(c)) * 16777619u;
  return hash % count;
}

Shape Explorer::shape_for(const std::string& path, KeyPlace& place) const {
  const auto known = known_shapes(place);
  const bool trying = place.attempt < attempts_end;
  if (known.empty()) return trying ? static_cast<Shape>(place.attempt) : as_value;
  if (trial(run_) && trying) return static_cast<Shape>(place.attempt);
  ++place.turn;
  return known[pick(path, known.size())];
}

// Entries under names the reader checks (zones, kinds of unit) are named as it allows; the sides get made-up names.
std::vector<std::string> Explorer::entry_names(const std::string& path) const {
  const KeyPlace* key = map_.find(entry_name_path(path));
  if (!key || !key->fact) return made_up_names();
  if (key->fact->kind == spec::ValueKind::choice && !key->fact->allowed.empty()) return key->fact->allowed;
  return {sample_value(*key)};
}

bool Explorer::leave_out(const std::string& path, const std::string& key) const {
  if (path.empty() && header_key(key)) return true;
  const KeyPlace& place = map_.places.at(child_path(path, key));
  if (run_ == Run::quiet) return place.unknown();
  if (run_ != Run::alone && run_ != Run::trial_alone) return false;
  // One key read alone at a time: two of them can exclude each other ('force' and 'units'). What holds
  // a key read alone further in stays, so that it can be reached.
  std::vector<std::string> alone;
  for (const auto& k : map_.places.at(path).keys)
    if (map_.places.at(child_path(path, k)).read_alone) alone.push_back(k);
  if (alone.empty() || holds_alone_.count(child_path(path, key))) return false;
  return key != alone[static_cast<std::size_t>(round_) % alone.size()];
}

// A mapping as YAML block lines at `indent`.
std::string Explorer::document(const std::string& path, int indent) {
  const KeyPlace* place = map_.find(path);
  std::string out;
  if (!place) return out;
  const std::vector<std::string> keys = place->keys;
  for (const auto& key : keys)
    if (!leave_out(path, key)) out += spaces(indent) + key + ":" + value_text(child_path(path, key), indent + 2);
  return out;
}

std::string Explorer::entries_text(const std::string& path, int indent) {
  std::string out;
  for (const auto& name : entry_names(path)) out += spaces(indent) + quoted(name) + ":" + value_text(child_path(path, "*"), indent + 2);
  return out;
}

// What follows "key:" or "-": " value\n", or a newline and an indented block.
std::string Explorer::value_text(const std::string& path, int indent) {
  KeyPlace& place = map_.places[path];
  const Shape shape = shape_for(path, place);
  place.written = shape;
  switch (shape) {
    case as_value: return " " + quoted(place.fact ? sample(place) : "1") + "\n";
    case as_file_name: return " " + quoted(file_marker + path) + "\n";
    case as_mapping: return place.keys.empty() ? " {}\n" : "\n" + document(path, indent);
    case as_list_of_mappings: return " [{}]\n";
    case as_list_of_values: return " [\"1\", \"1\"]\n";
    case as_list_of_lists: return " [[\"1\", \"1\"], [\"1\", \"1\"], [\"1\", \"1\"]]\n";  // enough for a polygon of points
    case as_named_entries: return " {" + made_up_names()[0] + ": {}, " + made_up_names()[1] + ": {}}\n";
    case as_known_entries: return "\n" + entries_text(path, indent);
    case as_known_list: return "\n" + spaces(indent) + "-" + value_text(path + "[]", indent + 2);
    case attempts_end: break;
  }
  return " \"1\"\n";
}

void Explorer::index(const spec::Node& node, const std::string& path) {
  node_paths_.emplace_back(node, path);
  const KeyPlace& place = map_.places[path];
  const bool named_entries = place.written == as_named_entries || place.written == as_known_entries;
  if (node.is_map())
    for (const auto& [key, value] : node.entries()) {
      if (named_entries) node_paths_.emplace_back(key, entry_name_path(path));
      index(value, child_path(path, named_entries ? "*" : key.scalar()));
    }
  if (node.is_sequence())
    for (const auto& item : node.items()) index(item, path + "[]");
}

int Explorer::settle() {
  int still_trying = 0;
  for (auto& [path, place] : map_.places) {
    const int shape = std::exchange(place.written, -1);
    if (shape >= 0 && place.attempt < attempts_end) ++still_trying;
    // A shape is tried in both trial runs of a round, then the next one.
    if (run_ == Run::trial_full && shape >= 0 && shape < attempts_end) place.tried = true;
    // A key read alone waits for its turn to be written alone.
    if (run_ == Run::trial_alone) {
      // A key read alone waits for its turn to be written alone.
      const bool tried = std::exchange(place.tried, false) && !place.read_alone;
      if ((tried || (shape >= 0 && shape < attempts_end)) && place.attempt < attempts_end) ++place.attempt;
    }
    if (shape < 0) continue;
    if (shape < attempts_end) {
      const std::string item = path + "[]";
      if (shape == as_list_of_mappings || shape == as_list_of_values) place.list = place.list || read_.count(item);
      if (shape == as_list_of_lists && read_.count(item + "[]")) place.list = map_.places[item].list = true;
      if (shape == as_named_entries && (read_.count(child_path(path, "*")) || read_.count(entry_name_path(path)))) place.any_keys = place.mapping = true;
    }
    if (!trial(run_) && taken_.count(path) && !read_within(path)) place.read_alone = true;
  }
  return still_trying;
}

std::string probe_document(const std::string& ruleset, Explorer& explorer) {
  return "muster: 1\nruleset: " + ruleset + "\nseed: 1\n" + explorer.document("", 0);
}

int run_reader(const std::string& ruleset, FileKind kind, KeyMap& map, Run run, int round) {
  Explorer explorer(map, run, round);
  const std::string file = "probe/probe.yaml";
  auto root = spec::parse_yaml(probe_document(ruleset, explorer), file);
  explorer.index(root, "");
  map.places[""].mapping = true;
  {
    spec::ProbeListening listening(explorer);
    try {
      if (kind == FileKind::record) load_record_node(root);
      else load_scenario_node(root);
    } catch (const InputError&) {
      // A made-up file breaks rules; the keys the reader took are what counts.
    }
  }
  explorer.keep_facts();
  return explorer.settle();
}

// Everything the explorer knows of a map, to see when a run adds nothing.
std::string summary(const KeyMap& map) {
  std::string out;
  for (const auto& [path, place] : map.places)
    out += path + ":" + std::to_string(place.attempt) + "/" + std::to_string(place.keys.size()) + (place.fact ? 'f' : '-') + std::to_string(place.other_facts.size()) +
           (place.mapping ? 'm' : '-') + (place.any_keys ? 'a' : '-') + (place.list ? 'l' : '-') + (place.names_file ? 'n' : '-') +
           (place.mixed ? 'x' : '-') + (place.read_alone ? 'r' : '-') +
           (place.fact ? std::to_string(place.fact->low) + "," + std::to_string(place.fact->high) : "") + "\n";
  return out;
}

}  // namespace

const KeyPlace* KeyMap::find(const std::string& path) const {
  auto found = places.find(path);
  return found == places.end() ? nullptr : &found->second;
}

std::string child_path(const std::string& parent, const std::string& key) { return parent.empty() ? key : parent + "." + key; }

std::string entry_name_path(const std::string& entries) { return child_path(entries, "*") + "#key"; }

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
    case spec::ValueKind::number: return std::to_string(fact.low / 100);
    case spec::ValueKind::text: break;
  }
  return "Probe";
}

std::optional<KeyMap> explore_keys(const std::string& ruleset, FileKind kind) {
  KeyMap map;
  const FileKind read_as = kind == FileKind::orbat ? FileKind::scenario : kind;
  // Each run can only reveal one more level, and a place holding several forms is written in
  // each in turn: stop once every place written has had each shape tried and a few rounds in a
  // row have added nothing.
  int calm = 0;
  for (int round = 0; round < 200 && calm < 6; ++round) {
    const std::string before = summary(map);
    int still_trying = 0;
    for (Run run : {round % 2 ? Run::alone : Run::full, Run::quiet, Run::trial_full, Run::trial_alone}) still_trying += run_reader(ruleset, read_as, map, run, round);
    calm = summary(map) == before && still_trying == 0 ? calm + 1 : 0;
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
