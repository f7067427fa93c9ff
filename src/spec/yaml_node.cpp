#include "spec/yaml_node.hpp"

#include <algorithm>
#include <map>
#include <new>

#include <yaml-cpp/depthguard.h>
#include <yaml-cpp/exceptions.h>
#include <yaml-cpp/mark.h>

#include "spec/key_probe.hpp"
#include "spec/yaml_document.hpp"

#include <filesystem>
#include <fstream>

namespace muster::spec {

struct Source {
  std::string file;
  std::string text;
};

using Value = std::shared_ptr<const YamlValue>;

struct Node::Impl {
  Value value;
  std::shared_ptr<const Source> source;
  SourceLocation fallback;  // where to point for a value muster made (a merged mapping)
};

namespace {
Node wrap(Value value, const std::shared_ptr<const Source>& source, SourceLocation fallback) {
  return Node(std::make_shared<const Node::Impl>(Node::Impl{std::move(value), source, std::move(fallback)}));
}

// A map's keys and values, taken in pairs.
template <typename Visit>
void for_each_entry(const YamlValue& map, Visit&& visit) {
  for (std::size_t k = 0; k + 1 < map.children.size(); k += 2) visit(map.children[k], map.children[k + 1]);
}
}  // namespace

Node::Node(std::shared_ptr<const Impl> impl) : impl_(std::move(impl)) {}

SourceLocation Node::where() const {
  const YamlValue& value = *impl_->value;
  return value.line > 0 ? SourceLocation{impl_->source->file, value.line, value.column} : impl_->fallback;
}

bool Node::is_map() const { return impl_->value->kind == YamlValue::Kind::map; }
bool Node::is_sequence() const { return impl_->value->kind == YamlValue::Kind::sequence; }
bool Node::is_scalar() const { return impl_->value->kind == YamlValue::Kind::scalar; }
bool Node::is_null() const { return impl_->value->kind == YamlValue::Kind::null; }

bool Node::same_node_as(const Node& other) const { return impl_->value == other.impl_->value; }

std::string Node::kind_name() const {
  if (is_map()) return "a mapping";
  if (is_sequence()) return "a list";
  if (is_null()) return "nothing";
  return "'" + scalar() + "'";
}

std::string Node::scalar() const { return is_scalar() ? impl_->value->text : std::string{}; }

std::vector<Node> Node::items() const {
  std::vector<Node> result;
  if (!is_sequence()) return result;
  for (const Value& item : impl_->value->children) result.push_back(wrap(item, impl_->source, where()));
  return result;
}

std::vector<std::pair<Node, Node>> Node::entries() const {
  std::vector<std::pair<Node, Node>> result;
  if (!is_map()) return result;
  for_each_entry(*impl_->value, [&](const Value& k, const Value& v) {
    Node key = wrap(k, impl_->source, where());
    Node value = wrap(v, impl_->source, key.where());
    result.emplace_back(std::move(key), std::move(value));
  });
  return result;
}

std::optional<Node> Node::child(std::string_view key) const {
  for (auto& [k, v] : entries())
    if (k.scalar() == key) return v;
  return std::nullopt;
}

namespace {
bool is_scalar(const YamlValue& value) { return value.kind == YamlValue::Kind::scalar; }
bool is_map(const YamlValue& value) { return value.kind == YamlValue::Kind::map; }

std::optional<std::pair<Value, Value>> entry_of(const YamlValue& map, const std::string& key) {
  std::optional<std::pair<Value, Value>> found;
  for_each_entry(map, [&](const Value& k, const Value& v) {
    if (!found && is_scalar(*k) && k->text == key) found = std::pair{k, v};
  });
  return found;
}

bool skipped(const YamlValue& key, const std::vector<std::string>& skip) {
  return is_scalar(key) && std::find(skip.begin(), skip.end(), key.text) != skip.end();
}

Value scalar_made(const std::string& text) {
  auto value = std::make_shared<YamlValue>();
  value->kind = YamlValue::Kind::scalar;
  value->text = text;
  return value;
}

// The values are shared rather than copied, so every one keeps its place in the file.
Value merge_maps(const YamlValue& base, const YamlValue& overrides, const std::vector<std::string>& skip) {
  auto result = std::make_shared<YamlValue>();
  result->kind = YamlValue::Kind::map;
  const auto put = [&](const Value& key, const Value& value) { result->children.insert(result->children.end(), {key, value}); };
  for_each_entry(base, [&](const Value& key, const Value& value) {
    const auto replacement = is_scalar(*key) ? entry_of(overrides, key->text) : std::nullopt;
    if (!replacement || skipped(*replacement->first, skip)) put(key, value);
    else if (is_map(*value) && is_map(*replacement->second)) put(key, merge_maps(*value, *replacement->second, {}));
    else put(replacement->first, replacement->second);
  });
  for_each_entry(overrides, [&](const Value& key, const Value& value) {
    if (!skipped(*key, skip) && (!is_scalar(*key) || !entry_of(base, key->text))) put(key, value);
  });
  return result;
}
}  // namespace

Node merged(const Node& base, const Node& overrides, const std::vector<std::string>& skip) {
  if (!base.is_map() || !overrides.is_map()) return base;
  return wrap(merge_maps(*base.impl_->value, *overrides.impl_->value, skip), base.impl_->source, base.where());
}

namespace {
// {path[from]: {...: value}}: new mappings round the file's own value, which stays as it is.
Value nested(const std::vector<std::string>& path, std::size_t from, const Value& key, const Value& value) {
  auto level = std::make_shared<YamlValue>();
  level->kind = YamlValue::Kind::map;
  level->children.push_back(path.size() == 1 ? key : scalar_made(path[from]));
  level->children.push_back(from + 1 == path.size() ? value : nested(path, from + 1, key, value));
  return level;
}
}  // namespace

Node merged_entry(const Node& base, const std::vector<std::string>& path, const Node& key, const Node& value) {
  if (!base.is_map() || path.empty()) return base;
  return wrap(merge_maps(*base.impl_->value, *nested(path, 0, key.impl_->value, value.impl_->value), {}), base.impl_->source, base.where());
}

const std::string& Node::file() const { return impl_->source->file; }
const std::string& Node::source_text() const { return impl_->source->text; }

namespace {

// yaml-cpp keeps one of two equal keys silently; a scenario that says a thing
// twice is a mistake the user should see, with both places. Iterative, so a
// deeply nested file cannot exhaust the stack; the document's values, each
// alias counted as all it repeats, are bounded (most_values), and so is this walk.
void refuse_duplicate_keys(const Value& root, const std::string& file) {
  std::vector<Value> pending{root};
  std::vector<Diagnostic> duplicates;
  while (!pending.empty()) {
    const Value value = pending.back();
    pending.pop_back();
    if (value->kind == YamlValue::Kind::sequence)
      for (const Value& item : value->children) pending.push_back(item);
    if (!is_map(*value)) continue;
    std::map<std::string, std::pair<int, int>> seen;
    for_each_entry(*value, [&](const Value& key, const Value& entry) {
      pending.push_back(entry);
      if (!is_scalar(*key)) return;
      const auto [first, fresh] = seen.emplace(key->text, std::pair{key->line, key->column});
      if (!fresh)
        duplicates.push_back({{file, key->line, key->column},
                              "'" + key->text + "' is given twice in one mapping; it was first given at line " + std::to_string(first->second.first) +
                                  ", column " + std::to_string(first->second.second),
                              "keep one of them"});
    });
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

namespace {
SourceLocation location_of(const YAML::Mark& mark, const std::string& file) {
  if (mark.is_null()) return {file, 0, 0};
  return {file, mark.line + 1, mark.column + 1};
}
}  // namespace

InputError out_of_memory_reading(const std::string& file) {
  return InputError({file, 0, 0}, "muster ran out of memory reading this file",
                    "reading a file of the largest size muster takes needs about 64 MiB, which this run could not have (see 'ulimit -v'); "
                    "or this is not the file you meant");
}

Node parse_yaml(std::string text, std::string file_name) {
  auto source = std::make_shared<const Source>(Source{std::move(file_name), std::move(text)});
  refuse_nul_bytes(source->text, source->file);
  try {
    const Value root = read_yaml_document(source->text, source->file);
    refuse_duplicate_keys(root, source->file);
    return wrap(root, source, {source->file, 1, 1});
  } catch (const std::bad_alloc&) {
    throw out_of_memory_reading(source->file);
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
  std::string text;
  try {
    text.resize(most_file_bytes + 1);
  } catch (const std::bad_alloc&) {
    throw out_of_memory_reading(path);
  }
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
