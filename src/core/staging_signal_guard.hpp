#pragma once
// Ctrl-C, kill (SIGTERM) or a closed terminal (SIGHUP) while a pack is being
// staged must not leave the half-written staging folder behind: it holds the
// umpire's sheets. While a guard lives, those signals move the staging folder
// (or file) to its ended name, where the threads still drawing cannot add to
// it (they write by the staging path) and the main thread cannot commit it,
// remove it, then the run's claim on it (staging_claim.hpp), and then end the
// process as they would have without the handler.

#include <filesystem>

namespace muster {

class StagingSignalGuard {
 public:
  // Installs the handlers; a signal the process ignores (nohup) stays ignored.
  // One guard at a time.
  StagingSignalGuard(const std::filesystem::path& staging, const std::filesystem::path& ended, const std::filesystem::path& claim = {});
  // Restores the handlers that were there before.
  ~StagingSignalGuard();
  StagingSignalGuard(const StagingSignalGuard&) = delete;
  StagingSignalGuard& operator=(const StagingSignalGuard&) = delete;
};

// Removes `path`: a folder holding only files, or a single file. Uses only
// async-signal-safe calls (no allocation, no locks), so a signal handler can.
void remove_flat_signal_safe(const char* path) noexcept;

}  // namespace muster
