#pragma once
// The files muster reads, and the proof that a file is one before any of it is
// shown in a message. A scenario may name other files (an orbat, a force file);
// one handed round the table must not make muster print /etc/passwd. So:
//
// - a scenario names files only beside it, below it, or in a folder beside its
//   own ('../orbats/union.yaml'): a relative path ending in .yaml or .yml that
//   climbs at most one folder;
// - a file is read as muster's only when it is text, holds a line that starts
//   with one of the keys of the kind expected (or a near miss of one, so that a
//   typo still gets its did-you-mean), and is a YAML mapping. Anything else is
//   refused by its path and kind alone, with not a word of what it holds.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/diagnostic.hpp"
#include "spec/yaml_node.hpp"

namespace muster::spec {

struct FileKind {
  std::string name;               // "an orbat file": for messages
  std::string short_name;         // "orbat file"
  std::vector<std::string> keys;  // top-level keys such a file has; it must hold one
};

const FileKind& scenario_kind();
const FileKind& record_kind();
const FileKind& orbat_kind();       // a tree of commands (SBD, TSB)
const FileKind& force_file_kind();  // a list of units (SoW, TSATF)

// Reads `path` as a file of `kind`; a file that is not one is refused at `path`, without its contents.
Node load_muster_file(const std::string& path, const FileKind& kind);

// Parses `text` (from `file`) as a file of `kind`, refusing it as load_muster_file does.
Node parse_muster_text(std::string text, const std::string& file, const FileKind& kind);

// The path of the file a scenario's `reference` names, relative to the scenario file, when it
// is one a scenario may name; else an error at `reference` and nothing.
std::optional<std::string> referenced_path(const Node& reference, const std::string& scenario_file, const FileKind& kind, Diagnostics& d);

// Loads the file a scenario's `reference` names: where it may be, what it must be. A file that
// cannot be read or is not of `kind` is reported at `reference`; a problem inside a file of the
// kind, at its own place in that file.
std::optional<Node> load_referenced_file(const Node& reference, const std::string& scenario_file, const FileKind& kind, Diagnostics& d);

}  // namespace muster::spec
