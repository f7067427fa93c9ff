#include "core/pack_contents.hpp"

#include <algorithm>

#include "core/staging_claim.hpp"
#include "core/staging_names.hpp"

namespace muster {

namespace fs = std::filesystem;

namespace {
bool ends_with(std::string_view text, std::string_view end) {
  return text.size() > end.size() && text.substr(text.size() - end.size()) == end;
}

// A staging entry or claim muster left inside the folder for `target_name`, proved its own.
bool is_own_run_entry(const fs::path& path, std::string_view target_name) {
  const auto run = read_run_entry(path.filename().string());
  if (!run || run->target != target_name) return false;
  if (run->kind == RunEntry::Kind::claim) return holds_claim(path.parent_path(), target_name, run->run);
  return run->kind != RunEntry::Kind::aside && is_claimed_entry(path, target_name, run->run);
}

bool is_pack_file(const fs::directory_entry& entry) {
  return entry.symlink_status().type() == fs::file_type::regular && is_pack_file_name(entry.path().filename().string());
}
}  // namespace

bool is_pack_file_name(std::string_view name) {
  return name == "setup.yaml" || ends_with(name, ".pdf") || ends_with(name, ".png") || ends_with(name, ".svg");
}

std::vector<std::string> foreign_entries(const fs::path& folder, std::string_view target_name) {
  std::vector<std::string> foreign;
  for (const auto& entry : fs::directory_iterator(folder)) {
    const std::string name = entry.path().filename().string();
    if (is_pack_file(entry) || is_own_run_entry(entry.path(), target_name)) continue;
    foreign.push_back(entry.symlink_status().type() == fs::file_type::directory ? name + "/" : name);
  }
  std::sort(foreign.begin(), foreign.end());
  return foreign;
}

std::vector<std::string> pack_files_not_in(const fs::path& folder, const std::vector<std::string>& keep) {
  std::vector<std::string> stale;
  for (const auto& entry : fs::directory_iterator(folder)) {
    const std::string name = entry.path().filename().string();
    if (is_pack_file(entry) && std::find(keep.begin(), keep.end(), name) == keep.end()) stale.push_back(name);
  }
  std::sort(stale.begin(), stale.end());
  return stale;
}

}  // namespace muster
