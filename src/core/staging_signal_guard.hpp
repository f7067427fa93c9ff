#pragma once
// Ctrl-C, kill (SIGTERM) or a closed terminal (SIGHUP) while a pack is being
// staged must not leave the half-written staging folder behind. While a guard
// lives, those signals remove the staging folder (or file) and then end the
// process as they would have without muster's handler.

#include <filesystem>

namespace muster {

class StagingSignalGuard {
 public:
  // Installs the handlers; a signal the process ignores (nohup) stays ignored.
  // One guard at a time.
  explicit StagingSignalGuard(const std::filesystem::path& staging);
  // Restores the handlers that were there before.
  ~StagingSignalGuard();
  StagingSignalGuard(const StagingSignalGuard&) = delete;
  StagingSignalGuard& operator=(const StagingSignalGuard&) = delete;
};

// Removes `path`: a folder holding only files, or a single file. Uses only
// async-signal-safe calls (no allocation, no locks), so a signal handler can.
void remove_flat_signal_safe(const char* path) noexcept;

}  // namespace muster
