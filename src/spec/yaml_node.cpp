#include "spec/yaml_node.hpp"

#include <algorithm>
#include <map>

#include <yaml-cpp/depthguard.h>
#include <yaml-cpp/yaml.h>

#include "spec/key_probe.hpp"

#include <filesystem>
#include <fstream>
#include <sstream>

namespace muster::spec {

struct Source {
  std::string file;
  std::string text;
};

struct Node::Impl {
  YAML::Node node;
  std::shared_ptr<const Source> source;
  SourceLocation fallback;  // where to point when yaml-cpp has no mark (e.g. a null value)
};

namespace {
SourceLocation location_of(const YAML::Mark& mark, const std::string& file) {
  if (mark.is_null()) return {file, 0, 0};
  return {file, mark.line + 1, mark.column + 1};
}

Node wrap(const YAML::Node& node, const std::shared_ptr<const Source>& source, SourceLocation fallback) {
  return Node(std::make_shared<const Node::Impl>(Node::Impl{node, source, std::move(fallback)}));
}
}  // namespace

Node::Node(std::shared_ptr<const Impl> impl) : impl_(std::move(impl)) {}

SourceLocation Node::where() const {
  auto location = location_of(impl_->node.Mark(), impl_->source->file);
  return location.line > 0 ? location : impl_->fallback;
}

bool Node::is_map() const { return impl_->node.IsMap(); }
bool Node::is_sequence() const { return impl_->node.IsSequence(); }
bool Node::is_scalar() const { return impl_->node.IsScalar(); }
bool Node::is_null() const { return !impl_->node.IsDefined() || impl_->node.IsNull(); }

bool Node::same_node_as(const Node& other) const { return impl_->node.is(other.impl_->node); }

std::string Node::kind_name() const {
  if (is_map()) return "a mapping";
  if (is_sequence()) return "a list";
  if (is_null()) return "nothing";
  return "'" + scalar() + "'";
}

std::string Node::scalar() const { return is_scalar() ? impl_->node.Scalar() : std::string{}; }

std::vector<Node> Node::items() const {
  std::vector<Node> result;
  if (!is_sequence()) return result;
  for (const auto& item : impl_->node) result.push_back(wrap(item, impl_->source, where()));
  return result;
}

std::vector<std::pair<Node, Node>> Node::entries() const {
  std::vector<std::pair<Node, Node>> result;
  if (!is_map()) return result;
  for (const auto& entry : impl_->node) {
    Node key = wrap(entry.first, impl_->source, where());
    Node value = wrap(entry.second, impl_->source, key.where());
    result.emplace_back(std::move(key), std::move(value));
  }
  return result;
}

std::optional<Node> Node::child(std::string_view key) const {
  for (auto& [k, v] : entries())
    if (k.scalar() == key) return v;
  return std::nullopt;
}

namespace {
std::optional<std::pair<YAML::Node, YAML::Node>> entry_of(const YAML::Node& map, const std::string& key) {
  for (const auto& entry : map)
    if (entry.first.IsScalar() && entry.first.Scalar() == key) return std::pair{entry.first, entry.second};
  return std::nullopt;
}

bool skipped(const YAML::Node& key, const std::vector<std::string>& skip) {
  return key.IsScalar() && std::find(skip.begin(), skip.end(), key.Scalar()) != skip.end();
}

// force_insert shares the nodes rather than copying them, so every value keeps its mark in the file.
YAML::Node merge_maps(const YAML::Node& base, const YAML::Node& overrides, const std::vector<std::string>& skip) {
  YAML::Node result(YAML::NodeType::Map);
  for (const auto& entry : base) {
    const auto replacement = entry.first.IsScalar() ? entry_of(overrides, entry.first.Scalar()) : std::nullopt;
    if (!replacement || skipped(replacement->first, skip)) result.force_insert(entry.first, entry.second);
    else if (entry.second.IsMap() && replacement->second.IsMap()) result.force_insert(entry.first, merge_maps(entry.second, replacement->second, {}));
    else result.force_insert(replacement->first, replacement->second);
  }
  for (const auto& entry : overrides)
    if (!skipped(entry.first, skip) && (!entry.first.IsScalar() || !entry_of(base, entry.first.Scalar()))) result.force_insert(entry.first, entry.second);
  return result;
}
}  // namespace

Node merged(const Node& base, const Node& overrides, const std::vector<std::string>& skip) {
  if (!base.is_map() || !overrides.is_map()) return base;
  return wrap(merge_maps(base.impl_->node, overrides.impl_->node, skip), base.impl_->source, base.where());
}

namespace {
// {path[from]: {...: value}}. Built by returning nodes, never by assigning one: assigning a
// YAML::Node rebinds the node it refers to, and so would change the file's own tree.
YAML::Node nested(const std::vector<std::string>& path, std::size_t from, const YAML::Node& key, const YAML::Node& value) {
  YAML::Node level(YAML::NodeType::Map);
  const YAML::Node name = path.size() == 1 ? key : YAML::Node(path[from]);
  if (from + 1 == path.size()) level.force_insert(name, value);
  else level.force_insert(name, nested(path, from + 1, key, value));
  return level;
}
}  // namespace

Node merged_entry(const Node& base, const std::vector<std::string>& path, const Node& key, const Node& value) {
  if (!base.is_map() || path.empty()) return base;
  return wrap(merge_maps(base.impl_->node, nested(path, 0, key.impl_->node, value.impl_->node), {}), base.impl_->source, base.where());
}

const std::string& Node::file() const { return impl_->source->file; }
const std::string& Node::source_text() const { return impl_->source->text; }

namespace {

// yaml-cpp keeps one of two equal keys silently; a scenario that says a thing
// twice is a mistake the user should see, with both places. Iterative, so a
// deeply nested file cannot exhaust the stack, and bounded, so aliases that
// multiply one another cannot keep it busy.
constexpr std::size_t most_values = 200000;

void refuse_duplicate_keys(const YAML::Node& root, const std::string& file) {
  std::vector<YAML::Node> pending{root};
  std::vector<Diagnostic> duplicates;
  for (std::size_t visited = 0; !pending.empty(); ++visited) {
    if (visited > most_values)
      throw InputError({file, 1, 1}, "this file holds more than " + std::to_string(most_values) + " values",
                       "a scenario, orbat or record needs far fewer; check for runaway aliases");
    const YAML::Node node = pending.back();
    pending.pop_back();
    if (node.IsSequence())
      for (const auto& item : node) pending.push_back(item);
    if (!node.IsMap()) continue;
    std::map<std::string, YAML::Mark> seen;
    for (const auto& entry : node) {
      pending.push_back(entry.second);
      if (!entry.first.IsScalar()) continue;
      const auto [first, fresh] = seen.emplace(entry.first.Scalar(), entry.first.Mark());
      if (!fresh)
        duplicates.push_back({location_of(entry.first.Mark(), file),
                              "'" + entry.first.Scalar() + "' is given twice in one mapping; it was first given at line " +
                                  std::to_string(first->second.line + 1) + ", column " + std::to_string(first->second.column + 1),
                              "keep one of them"});
    }
  }
  std::sort(duplicates.begin(), duplicates.end(), [](const Diagnostic& a, const Diagnostic& b) {
    return std::pair{a.where.line, a.where.column} < std::pair{b.where.line, b.where.column};
  });
  if (!duplicates.empty()) throw InputError(std::move(duplicates));
}

}  // namespace

namespace {

std::vector<std::string_view> lines_of(std::string_view text) {
  std::vector<std::string_view> lines;
  std::size_t start = 0;
  while (start <= text.size()) {
    const std::size_t end = text.find('\n', start);
    lines.push_back(text.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start));
    if (end == std::string_view::npos) break;
    start = end + 1;
  }
  return lines;
}

bool indented_with_tab(std::string_view line) {
  for (char c : line) {
    if (c == '\t') return true;
    if (c != ' ') return false;
  }
  return false;
}

// "name: Gettysburg: Day 1": a plain value holding ": ", which YAML reads as a second key.
bool value_holds_colon(std::string_view line) {
  const std::size_t key_end = line.find(": ");
  if (key_end == std::string_view::npos) return false;
  std::string_view value = line.substr(key_end + 2);
  while (!value.empty() && value.front() == ' ') value.remove_prefix(1);
  if (value.empty() || value.front() == '"' || value.front() == '\'' || value.front() == '{' || value.front() == '[') return false;
  return value.find(": ") != std::string_view::npos || (value.size() > 1 && value.back() == ':');
}

std::size_t indent_of(std::string_view line) {
  const std::size_t first = line.find_first_not_of(' ');
  return first == std::string_view::npos ? line.size() : first;
}

bool is_blank_or_comment(std::string_view line) {
  const std::size_t first = line.find_first_not_of(' ');
  return first == std::string_view::npos || line[first] == '#';
}

// A line that YAML can only read as more of the value before it: no ':' and nothing
// (a list dash, a quote, a bracket, a block scalar) that gives it another reading.
bool lacks_its_colon(std::string_view line) {
  const std::size_t first = line.find_first_not_of(' ');
  if (first == std::string_view::npos) return false;
  const char start = line[first];
  if (start == '-' || start == '#' || start == '"' || start == '\'' || start == '[' || start == '{' || start == '|' || start == '>') return false;
  return line.find(':') == std::string_view::npos;
}

MissingColon missing_colon_on(const std::vector<std::string_view>& lines, int zero_based_line) {
  const std::string_view line = lines[static_cast<std::size_t>(zero_based_line)];
  const std::size_t indent = indent_of(line);
  const std::size_t key_end = std::min(line.find(' ', indent), line.size());
  std::string_view rest = line.substr(key_end);
  while (!rest.empty() && rest.front() == ' ') rest.remove_prefix(1);
  while (!rest.empty() && rest.back() == ' ') rest.remove_suffix(1);
  const std::string key(line.substr(indent, key_end - indent));
  return MissingColon{zero_based_line, static_cast<int>(key_end), key, std::string(rest)};
}
}  // namespace

std::optional<MissingColon> find_missing_colon(std::string_view text, int zero_based_line) {
  const auto lines = lines_of(text);
  if (zero_based_line <= 0 || zero_based_line >= static_cast<int>(lines.size())) return std::nullopt;
  const std::string_view stopped_at = lines[static_cast<std::size_t>(zero_based_line)];
  // After a blank line yaml-cpp stops at the line without its colon itself ("end of map not found").
  std::optional<int> found;
  if (lacks_its_colon(stopped_at)) found = zero_based_line;
  else if (stopped_at.find(':') == std::string_view::npos) return std::nullopt;
  // "  rows 15" as a block's last line, then a key further out: YAML runs the line into the
  // value above it and stops only at the outer key. The line just above is the culprit.
  if (!found) {
    int above = zero_based_line - 1;
    while (above >= 0 && is_blank_or_comment(lines[static_cast<std::size_t>(above)])) --above;
    if (above >= 0 && lacks_its_colon(lines[static_cast<std::size_t>(above)]) &&
        indent_of(lines[static_cast<std::size_t>(above)]) > indent_of(stopped_at))
      return missing_colon_on(lines, above);
  }
  // "seed 5" above "hills: 2": YAML reads "seed 5 hills" as one key and stops at the colon
  // after it. The key without its colon is the first of the lines that run into it.
  for (int i = zero_based_line - 1; i >= 0; --i) {
    const std::string_view line = lines[static_cast<std::size_t>(i)];
    if (is_blank_or_comment(line)) continue;
    if (indent_of(line) != indent_of(stopped_at) || !lacks_its_colon(line)) break;
    found = i;
  }
  if (!found) return std::nullopt;
  return missing_colon_on(lines, *found);
}

// The traps a newcomer to YAML falls into, recognised on the line the parser stopped at or just before it.
std::string hint_for_yaml_error(std::string_view text, int zero_based_line) {
  const auto lines = lines_of(text);
  const int last = std::min(zero_based_line, static_cast<int>(lines.size()) - 1);
  for (int i = last; i >= 0 && i >= last - 2; --i) {
    const std::string_view line = lines[static_cast<std::size_t>(i)];
    if (indented_with_tab(line)) return "YAML does not allow tabs to indent (line " + std::to_string(i + 1) + "): indent with spaces";
    if (line.find(": #") != std::string_view::npos)
      return "a '#' after a space starts a comment in YAML (line " + std::to_string(i + 1) + "): put a colour in quotes, e.g. colour: \"#1f3a93\"";
    if (value_holds_colon(line)) return "a value with ': ' in it needs quotes (line " + std::to_string(i + 1) + "), e.g. name: \"Gettysburg: Day 1\"";
  }
  return "check the indentation and the ':' after each key on this line or the one before";
}

namespace {
// A NUL byte is in no text file; yaml-cpp reads one as the start of an escape and names the letter after it.
void refuse_nul_bytes(const std::string& text, const std::string& file) {
  const std::size_t at = text.find('\0');
  if (at == std::string::npos) return;
  const std::size_t line_start = text.rfind('\n', at) == std::string::npos ? 0 : text.rfind('\n', at) + 1;
  const int line = 1 + static_cast<int>(std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(at), '\n'));
  throw InputError({file, line, static_cast<int>(at - line_start) + 1}, "the file holds a NUL byte, which no text file does",
                   "this is not a text file, or it was saved wrongly: save it again as plain text (UTF-8)");
}
}  // namespace

Node parse_yaml(std::string text, std::string file_name) {
  auto source = std::make_shared<const Source>(Source{std::move(file_name), std::move(text)});
  refuse_nul_bytes(source->text, source->file);
  try {
    YAML::Node root = YAML::Load(source->text);
    refuse_duplicate_keys(root, source->file);
    return wrap(root, source, {source->file, 1, 1});
  } catch (const YAML::DeepRecursion& error) {
    throw InputError(location_of(error.mark, source->file), "lists or mappings are nested more deeply here than muster reads",
                     "a scenario nests a few levels at most: look for a run of '[' or '{' that is never closed");
  } catch (const YAML::ParserException& error) {
    if (const auto missing = find_missing_colon(source->text, error.mark.line))
      throw InputError({source->file, missing->zero_based_line + 1, missing->zero_based_column + 1}, "'" + missing->key + "' has no ':' after it",
                       "write '" + missing->key + ":" + (missing->value.empty() ? "" : " " + missing->value) +
                           "'; without it YAML runs this line into the next one");
    throw InputError(location_of(error.mark, source->file), "this is not valid YAML: " + error.msg, hint_for_yaml_error(source->text, error.mark.line));
  }
}

std::string read_yaml_text(const std::string& path) {
  // A FIFO or a device would block or never end: only a regular file of a sensible size is read.
  std::error_code error;
  const auto status = std::filesystem::status(path, error);
  if (error || !std::filesystem::exists(status))
    throw InputError({path, 0, 0}, "cannot open '" + path + "'", "check the path and that the file is readable");
  if (!std::filesystem::is_regular_file(status))
    throw InputError({path, 0, 0}, "'" + path + "' is not a regular file", "give muster a scenario, orbat or setup file saved on disk");
  const auto size = std::filesystem::file_size(path, error);
  if (!error && size > most_file_bytes)
    throw InputError({path, 0, 0}, "'" + path + "' is " + std::to_string(size / 1024) + " KiB, more than a scenario, orbat or record can be",
                     "the largest muster reads is " + std::to_string(most_file_bytes / 1024) + " KiB; check that this is the right file");
  std::ifstream in(path, std::ios::binary);
  if (!in) throw InputError({path, 0, 0}, "cannot open '" + path + "'", "check the path and that the file is readable");
  std::string text(most_file_bytes + 1, '\0');
  in.read(text.data(), static_cast<std::streamsize>(text.size()));
  text.resize(static_cast<std::size_t>(in.gcount()));
  if (text.size() > most_file_bytes)  // it grew while being read
    throw InputError({path, 0, 0}, "'" + path + "' is more than " + std::to_string(most_file_bytes / 1024) + " KiB", "check that this is the right file");
  return text;
}

Node load_yaml_file(const std::string& path) {
  if (auto* probe = listening_probe())
    if (auto stand_in = probe->file_named(path)) return *stand_in;
  return parse_yaml(read_yaml_text(path), path);
}

}  // namespace muster::spec
