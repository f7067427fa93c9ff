#include "app/starter_scenario.hpp"

#include <algorithm>
#include <optional>

#include "app/json_schema.hpp"
#include "app/key_meanings.hpp"
#include "rulesets/ruleset.hpp"

namespace muster::app {

namespace {

// A comment longer than this goes on under itself.
constexpr std::size_t line_width = 100;

// The header keys are written apart, with the rule set's own values.
bool header_key(const std::string& path) { return path == "muster" || path == "ruleset" || path == "name" || path == "seed"; }

std::string yaml_scalar(const std::string& text) {
  const bool plain = !text.empty() && text.find_first_of(":#'\"{}[],&*!|>%@`") == std::string::npos && text.front() != ' ' && text.back() != ' ';
  return plain ? text : "\"" + text + "\"";
}

// "code  # comment", the comment wrapped at words onto lines of its own under the first '#'.
std::string commented_line(const std::string& code, const std::string& comment) {
  const std::string lead = code + "  # ";
  // Under the first '#' while that leaves room for words, else just in from the key.
  const std::size_t key_indent = code.find_first_not_of(' ');
  const std::size_t column = lead.size() - 2 <= line_width / 2 ? lead.size() - 2 : key_indent + 4;
  const std::string under = std::string(column, ' ') + "# ";
  std::string out = lead, word;
  std::size_t at = lead.size();
  const auto flush_word = [&] {
    if (word.empty()) return;
    const bool first = at == lead.size() || at == under.size();
    if (!first && at + 1 + word.size() > line_width) {
      out += "\n" + under;
      at = under.size();
    } else if (!first) {
      out += ' ';
      ++at;
    }
    out += word;
    at += word.size();
    word.clear();
  };
  for (char c : comment) {
    if (c == ' ') flush_word();
    else word += c;
  }
  flush_word();
  return out + "\n";
}

// The example's entries under `path` ("sides"): their keys, in the order written.
std::vector<std::string> example_entries(const std::vector<spec::KeyExample>& example, const std::string& path) {
  std::vector<std::string> entries;
  for (const auto& item : example) {
    const std::string full(item.path);
    if (full.rfind(path + ".", 0) != 0) continue;
    const std::string rest = full.substr(path.size() + 1);
    const std::string entry = rest.substr(0, rest.find('.'));
    if (std::find(entries.begin(), entries.end(), entry) == entries.end()) entries.push_back(entry);
  }
  return entries;
}

class StarterWriter {
 public:
  StarterWriter(const KeyMap& keys, const std::vector<spec::KeyExample>& example) : keys_(keys), example_(example) {}
  // `shown` is the path the key is written under (an example's "sides.Northern"), `path` the explorer's ("sides.*").
  void block(const std::string& path, const std::string& shown, int indent, bool commented);
  std::string text() const { return out_; }

 private:
  void key(const std::string& path, const std::string& shown, const std::string& name, int indent, bool commented);
  void any_keys_block(const std::string& path, const std::string& shown, const std::string& lead, int indent, bool commented);
  bool example_at_or_under(const std::string& shown) const {
    for (const auto& item : example_)
      if (item.path == shown || std::string(item.path).rfind(shown + ".", 0) == 0) return true;
    return false;
  }
  std::optional<std::string> example_value(const std::string& shown) const {
    for (const auto& item : example_)
      if (item.path == shown) return std::string(item.value);
    return std::nullopt;
  }

  const KeyMap& keys_;
  const std::vector<spec::KeyExample>& example_;
  std::string out_;
};

// What the comment says: the meaning and the facts, without a default the value already shows.
// A block's facts ("a block of 'key: value' lines") and those of a key the schema cannot
// describe say nothing the meaning does not.
std::string comment_for(KeyPlace place, const std::string& written) {
  if (place.fallback && *place.fallback == written) place.fallback.reset();
  const bool no_facts_worth_saying = (place.mapping && !place.fact) || place.names_file || place.unknown() || place.mixed;
  if (!place.meaning.empty() && no_facts_worth_saying) return place.meaning;
  return describe(place);
}

void StarterWriter::key(const std::string& path, const std::string& shown, const std::string& name, int indent, bool commented) {
  const KeyPlace& place = *keys_.find(path);
  const std::string lead(static_cast<std::size_t>(indent), ' ');
  const bool block_place = place.mapping && !place.fact && !place.names_file;
  const auto example = example_value(shown);
  if (example) {
    out_ += commented_line(lead + name + ": " + *example, comment_for(place, *example));
    return;
  }
  const bool has_example_entries = place.any_keys && !example_entries(example_, shown).empty();
  const bool writable = !commented && (place.fact ? place.fallback.has_value() : block_place && (!place.any_keys || has_example_entries));
  const std::string mark = writable ? "" : "# ";
  // A value read in more than one way (a choice among the file's own side keys) has no sample worth showing.
  if (place.fact && !place.mixed) {
    const std::string value = yaml_scalar(sample_value(place));
    out_ += commented_line(lead + mark + name + ": " + value, comment_for(place, value));
    return;
  }
  out_ += commented_line(lead + mark + name + ":", comment_for(place, ""));
  if (place.any_keys) {
    any_keys_block(path, shown, lead, indent, !writable);
  } else if (block_place) {
    block(path, shown, indent + 2, !writable);
  } else if (place.list) {
    const std::string item = path + "[]";
    if (const KeyPlace* inner = keys_.find(item); inner && inner->mapping) {
      out_ += lead + "#   -\n";
      block(item, item, indent + 4, true);
    }
  }
}

// The example's entries written out (every key of each, those it leaves out commented), or,
// without an example, one entry commented out.
void StarterWriter::any_keys_block(const std::string& path, const std::string& shown, const std::string& lead, int indent, bool commented) {
  const std::string entry_path = child_path(path, "*");
  const KeyPlace* entry = keys_.find(entry_path);
  const std::string entry_meaning = entry ? entry->meaning : "";
  const auto entries = example_entries(example_, shown);
  if (!commented && !entries.empty()) {
    out_ += lead + "  # The two below are an example: replace them with your own.\n";
    for (const auto& name : entries) {
      out_ += commented_line(lead + "  " + name + ":", entry_meaning);
      block(entry_path, child_path(shown, name), indent + 4, false);
    }
    return;
  }
  // One entry, its name a placeholder: the key's comment gives a real one ({C3: woods}), and
  // made-up names ("Side-A") read as if they were what the key takes.
  out_ += lead + "#   <name>:\n";
  block(entry_path, entry_path, indent + 4, true);
}

void StarterWriter::block(const std::string& path, const std::string& shown, int indent, bool commented) {
  const KeyPlace* place = keys_.find(path);
  if (!place) return;
  for (const auto& name : place->keys) {
    const std::string child = child_path(path, name);
    if (path.empty() && header_key(child)) continue;
    // A key the example leaves out is shown commented, so that the example reads as written.
    const bool left_out = shown != path && !example_at_or_under(child_path(shown, name));
    key(child, child_path(shown, name), name, indent, commented || left_out);
  }
}

}  // namespace

std::string starter_scenario(const std::string& ruleset_id) {
  const Ruleset* ruleset = find_ruleset(ruleset_id);
  const auto keys = explore_described_keys(ruleset_id, FileKind::scenario);
  const auto& example = ruleset->key_meanings().starter_example;
  std::string out = "# yaml-language-server: $schema=" + schema_file_name(ruleset_id, FileKind::scenario) + "\n";
  out += "# A starter scenario for " + ruleset->title() + ", written by `muster new`: every key muster reads,\n"
         "# set to its default, with what it means and what it takes. Lines starting '#' are\n"
         "# optional keys without a default: remove the '# ' to use one.";
  if (!example.empty()) out += " The sides are an\n# example, there to be replaced with your own.";
  out += "\n# The first line names the schema an editor checks this file against: write it beside\n"
         "# this file with `muster schema " + ruleset_id + " > " + schema_file_name(ruleset_id, FileKind::scenario) + "`.\n";
  out += "muster: 1\n" + commented_line("name: My first battle", keys->find("name")->meaning + "; text of up to 80 characters") + "ruleset: " + ruleset_id + "\n";
  out += commented_line("# seed: 1", keys->find("seed")->meaning + "; leave it out and each run rolls a fresh setup");
  StarterWriter writer(*keys, example);
  writer.block("", "", 0, false);
  return out + writer.text();
}

}  // namespace muster::app
