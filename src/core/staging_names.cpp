#include "core/staging_names.hpp"

#include <signal.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <cerrno>
#include <charconv>
#include <map>
#include <utility>

#include "core/staging_claim.hpp"

namespace muster {

namespace fs = std::filesystem;

namespace {
using Kind = RunEntry::Kind;
constexpr std::array<std::pair<Kind, std::string_view>, 4> kind_words = {
    {{Kind::staging, "partial"}, {Kind::ended, "ended"}, {Kind::aside, "old"}, {Kind::claim, "muster"}}};

std::string name_of(std::string_view target_name, Kind kind, pid_t pid) {
  const auto word = std::find_if(kind_words.begin(), kind_words.end(), [kind](const auto& k) { return k.first == kind; })->second;
  return "." + std::string(target_name) + "." + std::string(word) + "-" + std::to_string(pid);
}

bool all_digits(std::string_view text) {
  return !text.empty() && std::all_of(text.begin(), text.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; });
}

bool has_ended(pid_t pid) { return ::kill(pid, 0) != 0 && errno == ESRCH; }

using Selection = bool (*)(const RunEntry&, std::string_view target_name);

// Clears each selected entry that proves muster's, then the claim of each run
// selected that has nothing left in `folder`.
std::vector<std::string> clear_runs(const fs::path& folder, std::string_view target_name, Selection selected) {
  std::error_code error;
  std::vector<std::pair<fs::path, RunEntry>> entries;
  for (const auto& entry : fs::directory_iterator(folder, error))
    if (auto run = read_run_entry(entry.path().filename().string()); run && selected(*run, target_name)) entries.emplace_back(entry.path(), *run);
  std::vector<std::string> stuck;
  std::map<std::pair<std::string, pid_t>, bool> runs;  // (target, run): whether anything of it stays
  for (const auto& [path, run] : entries) {
    bool& stays = runs[{run.target, run.run}];
    if (run.kind == Kind::claim) continue;
    const ClearingResult result = clear_claimed_entry(path, run.target, run.run);
    if (result.outcome == Clearing::stuck) stuck.push_back(result.reason);
    stays = stays || result.outcome != Clearing::removed;
  }
  for (const auto& [run, stays] : runs) {
    if (stays) continue;
    const std::string& target = run.first;
    const pid_t number = run.second;
    const auto left = [&](Kind kind) { return fs::exists(fs::symlink_status(folder / name_of(target, kind, number), error)); };
    if (!left(Kind::staging) && !left(Kind::ended) && !left(Kind::aside)) remove_claim(folder, target, number);
  }
  return stuck;
}
}  // namespace

std::string staging_name(std::string_view target_name, pid_t pid) { return name_of(target_name, Kind::staging, pid); }
std::string ended_name(std::string_view target_name, pid_t pid) { return name_of(target_name, Kind::ended, pid); }
std::string aside_name(std::string_view target_name, pid_t pid) { return name_of(target_name, Kind::aside, pid); }
std::string claim_name(std::string_view target_name, pid_t pid) { return name_of(target_name, Kind::claim, pid); }

// ".<target>.<word>-<digits>", the target holding at least one character (dots allowed).
std::optional<RunEntry> read_run_entry(std::string_view entry) {
  const std::size_t last_dot = entry.rfind('.');
  if (entry.size() < 2 || entry[0] != '.' || last_dot == std::string_view::npos || last_dot <= 1) return std::nullopt;
  const std::string_view tail = entry.substr(last_dot + 1);
  for (const auto& [kind, word] : kind_words) {
    if (!tail.starts_with(word) || tail.size() <= word.size() || tail[word.size()] != '-') continue;
    const std::string_view digits = tail.substr(word.size() + 1);
    pid_t pid = 0;
    if (!all_digits(digits) || std::from_chars(digits.data(), digits.data() + digits.size(), pid).ec != std::errc{} || pid <= 0) return std::nullopt;
    return RunEntry{kind, std::string(entry.substr(1, last_dot - 1)), pid};
  }
  return std::nullopt;
}

bool is_staging_of(std::string_view entry, std::string_view target_name) {
  const auto run = read_run_entry(entry);
  return run && run->target == target_name && (run->kind == Kind::staging || run->kind == Kind::ended);
}

bool is_aside_of(std::string_view entry, std::string_view target_name) {
  const auto run = read_run_entry(entry);
  return run && run->target == target_name && run->kind == Kind::aside;
}

std::vector<std::string> remove_stale_staging(const fs::path& folder, std::string_view target_name) {
  return clear_runs(folder, target_name, [](const RunEntry& run, std::string_view target) { return run.target == target && run.kind != Kind::aside; });
}

std::vector<std::string> remove_stale_staging_and_asides(const fs::path& folder, std::string_view target_name) {
  return clear_runs(folder, target_name, [](const RunEntry& run, std::string_view target) { return run.target == target; });
}

std::vector<std::string> remove_staging_of_ended_runs(const fs::path& folder) {
  return clear_runs(folder, {}, [](const RunEntry& run, std::string_view) { return run.kind != Kind::aside && has_ended(run.run); });
}

}  // namespace muster
