#include "core/pack_contents.hpp"

#include <algorithm>

#include "core/staging_names.hpp"

namespace muster {

namespace fs = std::filesystem;

namespace {
bool ends_with(std::string_view text, std::string_view end) {
  return text.size() > end.size() && text.substr(text.size() - end.size()) == end;
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
    if (is_pack_file(entry) || is_staging_of(name, target_name)) continue;
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
