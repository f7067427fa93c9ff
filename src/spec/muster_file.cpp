#include "spec/muster_file.hpp"

#include <filesystem>

#include "core/suggest.hpp"
#include "spec/key_probe.hpp"

namespace muster::spec {

namespace fs = std::filesystem;

const FileKind& scenario_kind() {
  static const FileKind kind{"a muster scenario", "scenario", {"muster", "ruleset", "name", "seed", "paper", "sides", "terrain", "compare"}};
  return kind;
}

const FileKind& record_kind() {
  static const FileKind kind{"a muster setup record", "setup record", {"muster", "scenario", "ruleset", "seed"}};
  return kind;
}

const FileKind& orbat_kind() {
  static const FileKind kind{"an orbat file", "orbat file", {"name", "leader", "commands", "units"}};
  return kind;
}

const FileKind& force_file_kind() {
  static const FileKind kind{"a force file", "force file", {"units"}};
  return kind;
}

namespace {
// Well-formed UTF-8 without NUL bytes: what every file muster reads is.
bool is_text(std::string_view text) {
  for (std::size_t i = 0; i < text.size();) {
    const auto byte = static_cast<unsigned char>(text[i]);
    if (byte == 0) return false;
    const std::size_t length = byte < 0x80 ? 1 : (byte >> 5) == 0x6 ? 2 : (byte >> 4) == 0xE ? 3 : (byte >> 3) == 0x1E ? 4 : 0;
    if (length == 0 || i + length > text.size()) return false;
    for (std::size_t k = 1; k < length; ++k)
      if ((static_cast<unsigned char>(text[i + k]) >> 6) != 0x2) return false;
    i += length;
  }
  return true;
}

// The key a top-level line starts with ("name" of "name: x", "'name': x" or "{name: x}"), if any.
std::string_view top_level_key(std::string_view line) {
  if (line.starts_with("{")) line.remove_prefix(1);
  if (line.empty() || line.front() == ' ' || line.front() == '\t' || line.front() == '#' || line.front() == '-') return {};
  const char quote = line.front() == '\'' || line.front() == '"' ? line.front() : '\0';
  if (quote) {
    const auto close = line.find(quote, 1);
    if (close == std::string_view::npos || close + 1 >= line.size() || line[close + 1] != ':') return {};
    return line.substr(1, close - 1);
  }
  const auto colon = line.find(':');
  if (colon == std::string_view::npos || colon == 0 || (colon + 1 < line.size() && line[colon + 1] != ' ')) return {};
  return line.substr(0, colon);
}

// Whether some top-level line starts with one of the kind's keys, or with a near miss of one.
bool holds_a_line_of(std::string_view text, const FileKind& kind) {
  while (!text.empty()) {
    const auto end = text.find('\n');
    std::string_view line = text.substr(0, end);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    const auto key = top_level_key(line);
    if (!key.empty() && nearest_word(key, kind.keys)) return true;
    if (end == std::string_view::npos) break;
    text.remove_prefix(end + 1);
  }
  return false;
}

std::string keys_of(const FileKind& kind) {
  std::string list;
  for (const auto& key : kind.keys) list += (list.empty() ? "" : ", ") + key;
  return list;
}

[[noreturn]] void refuse(const SourceLocation& where, const std::string& path, const FileKind& kind, const std::string& why) {
  throw InputError(where, "'" + path + "' is not " + kind.name + ": " + why,
                   "check that this names the right file; muster shows nothing of a file that is not its own");
}

void refuse_unless_kind_text(std::string_view text, const SourceLocation& where, const std::string& path, const FileKind& kind) {
  if (!is_text(text)) refuse(where, path, kind, "it is not text (it holds a NUL byte or bytes that are not UTF-8)");
  if (!holds_a_line_of(text, kind)) refuse(where, path, kind, "no line starts with one of its keys (" + keys_of(kind) + ")");
}

void refuse_unless_mapping(const Node& root, const SourceLocation& where, const std::string& path, const FileKind& kind) {
  if (root.is_map()) return;
  refuse(where, path, kind, root.is_sequence() ? "it is a YAML list, not a mapping of keys" : "it is not a YAML mapping of keys");
}

// The problems of loading `path`, said at the scenario's `reference` instead of at the file:
// a file that is no muster file has no place of its own worth showing.
std::optional<Node> load_at_reference(const std::string& path, const Node& reference, const FileKind& kind, Diagnostics& d) {
  try {
    return load_muster_file(path, kind);
  } catch (const InputError& error) {
    for (const auto& problem : error.diagnostics()) {
      const bool inside = problem.where.file == path && problem.where.line > 0;
      d.error(inside ? problem.where : reference.where(), problem.message, problem.hint);
    }
    return std::nullopt;
  }
}
}  // namespace

Node parse_muster_text(std::string text, const std::string& file, const FileKind& kind) {
  const SourceLocation file_itself{file, 0, 0};
  refuse_unless_kind_text(text, file_itself, file, kind);
  Node root = parse_yaml(std::move(text), file);
  refuse_unless_mapping(root, file_itself, file, kind);
  return root;
}

Node load_muster_file(const std::string& path, const FileKind& kind) {
  if (auto* probe = listening_probe())
    if (auto stand_in = probe->file_named(path)) return *stand_in;
  return parse_muster_text(read_yaml_text(path), path, kind);
}

std::optional<std::string> referenced_path(const Node& reference, const std::string& scenario_file, const FileKind& kind, Diagnostics& d) {
  const std::string written = reference.scalar();
  const fs::path path(written);
  const std::string hint = "a scenario names files beside it, below it, or in a folder beside its own, e.g. 'orbats/union.yaml' or '../orbats/union.yaml'";
  if (!reference.is_scalar() || written.empty()) {
    d.error(reference.where(), "this should name a file, relative to the scenario", hint);
    return std::nullopt;
  }
  if (path.is_absolute() || path.has_root_name() || path.has_root_directory()) {
    d.error(reference.where(), "'" + written + "' is an absolute path; a scenario names files relative to itself", hint);
    return std::nullopt;
  }
  const fs::path normal = path.lexically_normal();
  const fs::path resolved = (fs::path(scenario_file).parent_path() / normal).lexically_normal();
  auto part = normal.begin();
  if (part != normal.end() && *part == "..") ++part;  // one folder up: a shared orbat folder beside the scenario's
  for (; part != normal.end(); ++part)
    if (*part == "..") {
      d.error(reference.where(), "'" + written + "' climbs out of the scenario's folder and the one above it", hint);
      return std::nullopt;
    }
  std::error_code error;
  if (fs::is_directory(resolved, error)) {
    d.error(reference.where(), "'" + written + "' is a folder, not " + kind.name, "name the file inside it, e.g. 'orbats/union.yaml'");
    return std::nullopt;
  }
  const std::string extension = normal.extension().string();
  if (extension != ".yaml" && extension != ".yml") {
    d.error(reference.where(), "'" + written + "' is not a .yaml or .yml file", "muster reads its orbat and force files as YAML; " + hint);
    return std::nullopt;
  }
  return resolved.string();
}

std::optional<Node> load_referenced_file(const Node& reference, const std::string& scenario_file, const FileKind& kind, Diagnostics& d) {
  if (auto* probe = listening_probe())  // the key explorer's made-up files stand in for any path
    if (auto stand_in = probe->file_named((fs::path(scenario_file).parent_path() / reference.scalar()).string())) return stand_in;
  const auto path = referenced_path(reference, scenario_file, kind, d);
  if (!path) return std::nullopt;
  std::error_code error;
  if (!fs::exists(*path, error)) {
    d.error(reference.where(), "cannot find the " + kind.short_name + " '" + reference.scalar() + "'",
            "paths are relative to the scenario file's folder; check the spelling");
    return std::nullopt;
  }
  return load_at_reference(*path, reference, kind, d);
}

}  // namespace muster::spec
