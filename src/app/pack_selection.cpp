#include "app/pack_selection.hpp"

#include <algorithm>
#include <cctype>
#include <filesystem>

#include "core/diagnostic.hpp"
#include "core/suggest.hpp"

namespace muster::app {

namespace {
std::string lowercase(std::string text) {
  for (char& c : text) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return text;
}

// "counters" and "counter", "briefings" and "briefing" are the same name: lower case, one final 's' dropped.
std::string comparable(const std::string& name) {
  std::string text = lowercase(name);
  if (text.size() > 1 && text.back() == 's') text.pop_back();
  return text;
}

// What a file is, without the side it is for: "USA-counters.pdf" is "counters", a side's
// own "USA.pdf" is "briefings", "map.pdf" is "map".
std::string kind_of(const PackFile& file) {
  const std::string stem = std::filesystem::path(file.name).stem().string();
  if (file.audience.kind != Audience::Kind::side) return stem;
  if (stem == file.audience.side) return "briefings";
  const std::string prefix = file.audience.side + "-";
  return stem.starts_with(prefix) ? stem.substr(prefix.size()) : stem;
}

bool names_side(const std::string& name, const std::vector<std::string>& side_keys) {
  return std::any_of(side_keys.begin(), side_keys.end(), [&](const std::string& key) { return lowercase(key) == lowercase(name); });
}

bool names_kind(const std::string& name, const std::vector<PackFile>& files) {
  return std::any_of(files.begin(), files.end(), [&](const PackFile& file) { return comparable(kind_of(file)) == comparable(name); });
}

// What --only asked for, split into kinds of file and sides; either empty means "any".
struct Choice {
  std::vector<std::string> kinds;
  std::vector<std::string> sides;

  bool takes(const PackFile& file) const {
    const bool kind_fits = kinds.empty() || std::any_of(kinds.begin(), kinds.end(), [&](const std::string& kind) {
                             return comparable(kind) == comparable(kind_of(file));
                           });
    const bool side_fits = sides.empty() || (file.audience.kind == Audience::Kind::side &&
                                             std::any_of(sides.begin(), sides.end(), [&](const std::string& side) {
                                               return lowercase(side) == lowercase(file.audience.side);
                                             }));
    return kind_fits && side_fits;
  }
};

std::string joined(const std::vector<std::string>& words, const std::string& separator = ", ") {
  std::string text;
  for (const auto& word : words) text += (text.empty() ? "" : separator) + word;
  return text;
}

// As the command line gave it: "USA,map".
std::string comma_joined(const std::vector<std::string>& words) { return joined(words, ","); }

Choice read_choice(const std::vector<PackFile>& files, const std::vector<std::string>& only, const std::vector<std::string>& side_keys) {
  Choice choice;
  std::vector<Diagnostic> unknown;
  const auto known = selectable_names(files, side_keys);
  for (const auto& name : only) {
    if (names_side(name, side_keys)) choice.sides.push_back(name);
    else if (names_kind(name, files)) choice.kinds.push_back(name);
    else
      unknown.push_back({{}, "--only: this pack has no file called '" + name + "'", suggestion_hint(name, known) + " (this pack's names: " + joined(known) + ")"});
  }
  if (!unknown.empty()) throw InputError(std::move(unknown));
  return choice;
}
}  // namespace

std::vector<std::string> selectable_names(const std::vector<PackFile>& files, const std::vector<std::string>& side_keys) {
  std::vector<std::string> names;
  for (const auto& file : files) {
    const std::string kind = kind_of(file);
    if (std::find(names.begin(), names.end(), kind) == names.end()) names.push_back(kind);
  }
  names.insert(names.end(), side_keys.begin(), side_keys.end());
  return names;
}

std::vector<PackFile> select_pack_files(std::vector<PackFile> files, const std::vector<std::string>& only, const std::vector<std::string>& side_keys) {
  if (only.empty()) return files;
  const Choice choice = read_choice(files, only, side_keys);
  std::vector<PackFile> chosen;
  for (auto& file : files)
    if (choice.takes(file)) chosen.push_back(std::move(file));
  if (chosen.empty())
    throw InputError({}, "--only " + comma_joined(only) + " leaves no file of this pack to print",
                     "a side's key keeps only that side's own files (" + joined(side_keys) +
                         "); the table's files (map, qrs, ...) are named by themselves, in a run of their own");
  return chosen;
}

}  // namespace muster::app
