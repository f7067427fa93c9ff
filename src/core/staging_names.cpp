#include "core/staging_names.hpp"

#include <algorithm>
#include <cctype>
#include <vector>

namespace muster {

namespace {
std::string prefix(std::string_view target_name, std::string_view kind) {
  return "." + std::string(target_name) + "." + std::string(kind) + "-";
}

// ".<target>.<kind>-<digits>" and nothing longer or shorter.
bool matches(std::string_view entry, std::string_view target_name, std::string_view kind) {
  const std::string start = prefix(target_name, kind);
  if (entry.size() <= start.size() || entry.substr(0, start.size()) != start) return false;
  const std::string_view digits = entry.substr(start.size());
  return std::all_of(digits.begin(), digits.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; });
}

template <typename Predicate>
void remove_entries(const std::filesystem::path& folder, Predicate matches) {
  std::error_code error;
  std::vector<std::filesystem::path> stale;
  for (const auto& entry : std::filesystem::directory_iterator(folder, error))
    if (matches(entry.path().filename().string())) stale.push_back(entry.path());
  for (const auto& path : stale) std::filesystem::remove_all(path, error);  // what cannot go now, a later run clears
}
}  // namespace

std::string staging_name(std::string_view target_name, pid_t pid) { return prefix(target_name, "partial") + std::to_string(pid); }

std::string aside_name(std::string_view target_name, pid_t pid) { return prefix(target_name, "old") + std::to_string(pid); }

bool is_staging_of(std::string_view entry, std::string_view target_name) { return matches(entry, target_name, "partial"); }

bool is_aside_of(std::string_view entry, std::string_view target_name) { return matches(entry, target_name, "old"); }

void remove_stale_staging(const std::filesystem::path& folder, std::string_view target_name) {
  remove_entries(folder, [target_name](const std::string& entry) { return is_staging_of(entry, target_name); });
}

void remove_stale_staging_and_asides(const std::filesystem::path& folder, std::string_view target_name) {
  remove_entries(folder, [target_name](const std::string& entry) { return is_staging_of(entry, target_name) || is_aside_of(entry, target_name); });
}

}  // namespace muster
