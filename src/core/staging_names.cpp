#include "core/staging_names.hpp"

#include <signal.h>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <charconv>
#include <optional>
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

bool all_digits(std::string_view text) {
  return !text.empty() && std::all_of(text.begin(), text.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; });
}

// The run number in a staging name of any target: ".<target>.partial-<pid>" or ".<target>.ended-<pid>".
std::optional<pid_t> staging_run(std::string_view entry) {
  const std::size_t last_dot = entry.rfind('.');
  if (entry.size() < 2 || entry[0] != '.' || last_dot == 0 || last_dot == std::string_view::npos) return std::nullopt;
  std::string_view tail = entry.substr(last_dot + 1);
  for (std::string_view kind : {"partial-", "ended-"}) {
    if (!tail.starts_with(kind) || !all_digits(tail.substr(kind.size()))) continue;
    tail.remove_prefix(kind.size());
    pid_t pid = 0;
    if (std::from_chars(tail.data(), tail.data() + tail.size(), pid).ec != std::errc{} || pid <= 0) return std::nullopt;
    return pid;
  }
  return std::nullopt;
}

bool has_ended(pid_t pid) { return ::kill(pid, 0) != 0 && errno == ESRCH; }

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

std::string ended_name(std::string_view target_name, pid_t pid) { return prefix(target_name, "ended") + std::to_string(pid); }

bool is_staging_of(std::string_view entry, std::string_view target_name) {
  return matches(entry, target_name, "partial") || matches(entry, target_name, "ended");
}

bool is_aside_of(std::string_view entry, std::string_view target_name) { return matches(entry, target_name, "old"); }

void remove_stale_staging(const std::filesystem::path& folder, std::string_view target_name) {
  remove_entries(folder, [target_name](const std::string& entry) { return is_staging_of(entry, target_name); });
}

void remove_staging_of_ended_runs(const std::filesystem::path& folder) {
  remove_entries(folder, [](const std::string& entry) {
    const auto run = staging_run(entry);
    return run && has_ended(*run);
  });
}

void remove_stale_staging_and_asides(const std::filesystem::path& folder, std::string_view target_name) {
  remove_entries(folder, [target_name](const std::string& entry) { return is_staging_of(entry, target_name) || is_aside_of(entry, target_name); });
}

}  // namespace muster
