#include "app/starter_scenario.hpp"

#include "app/json_schema.hpp"
#include "app/key_explorer.hpp"
#include "rulesets/ruleset.hpp"

namespace muster::app {

namespace {

// The header keys are written apart, with the rule set's own values.
bool header_key(const std::string& path) { return path == "muster" || path == "ruleset" || path == "name" || path == "seed"; }

std::string yaml_scalar(const std::string& text) {
  const bool plain = !text.empty() && text.find_first_of(":#'\"{}[],&*!|>%@`") == std::string::npos && text.front() != ' ' && text.back() != ' ';
  return plain ? text : "\"" + text + "\"";
}

void write_block(const KeyMap& keys, const std::string& path, int indent, bool commented, std::string& out);

void write_key(const KeyMap& keys, const std::string& path, const std::string& key, int indent, bool commented, std::string& out) {
  const KeyPlace& place = *keys.find(path);
  const std::string lead = std::string(static_cast<std::size_t>(indent), ' ');
  const bool block = place.mapping && !place.fact && !place.names_file;
  const bool writable = !commented && (place.fact ? place.fallback.has_value() : block && !place.any_keys);
  const std::string mark = writable ? "" : "# ";
  if (place.fact) {
    out += lead + mark + key + ": " + yaml_scalar(sample_value(place)) + "  # " + describe(place) + "\n";
    return;
  }
  out += lead + mark + key + ":  # " + describe(place) + "\n";
  if (place.any_keys) {
    for (const char* side : {"Side-A", "Side-B"}) {
      out += lead + "#   " + side + ":\n";
      write_block(keys, child_path(path, "*"), indent + 4, true, out);
    }
  } else if (block) {
    write_block(keys, path, indent + 2, !writable, out);
  } else if (place.list) {
    const std::string item = path + "[]";
    if (const KeyPlace* inner = keys.find(item); inner && inner->mapping) {
      out += lead + "#   -\n";
      write_block(keys, item, indent + 4, true, out);
    }
  }
}

void write_block(const KeyMap& keys, const std::string& path, int indent, bool commented, std::string& out) {
  const KeyPlace* place = keys.find(path);
  if (!place) return;
  for (const auto& key : place->keys) {
    const std::string child = child_path(path, key);
    if (path.empty() && header_key(child)) continue;
    write_key(keys, child, key, indent, commented, out);
  }
}

}  // namespace

std::string starter_scenario(const std::string& ruleset_id) {
  const Ruleset* ruleset = find_ruleset(ruleset_id);
  const auto keys = explore_keys(ruleset_id, FileKind::scenario);
  std::string out = "# yaml-language-server: $schema=" + schema_file_name(ruleset_id, FileKind::scenario) + "\n";
  out += "# A starter scenario for " + ruleset->title() + ", written by `muster new`: every key muster reads,\n"
         "# set to its default, with what it holds. Lines starting '#' are optional\n"
         "# blocks without a default: remove the '# ' to use one. The first line names the\n"
         "# schema an editor checks this file against: write it beside this file with\n"
         "# `muster schema " + ruleset_id + " > " + schema_file_name(ruleset_id, FileKind::scenario) + "`.\n";
  out += "muster: 1\nname: My first battle  # text of up to 80 characters\nruleset: " + ruleset_id + "\n";
  out += "# seed: 1  # leave it out and each run rolls a fresh setup\n";
  write_block(*keys, "", 0, false, out);
  return out;
}

}  // namespace muster::app
