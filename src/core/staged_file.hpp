#pragma once
// A single output file (`muster qrs --out cards.pdf`) that appears or is
// replaced whole: written under a temporary name in the same folder and
// renamed over the target, which is atomic. The folder itself is never
// replaced or emptied, whatever else it holds.

#include <filesystem>
#include <functional>
#include <optional>

#include "core/folder_lock.hpp"
#include "core/staging_signal_guard.hpp"

namespace muster {

class StagedFile {
 public:
  // Throws InputError (with a hint) if the folder cannot be written or the
  // target is a folder, a symbolic link, a device, a pipe or a socket.
  explicit StagedFile(std::filesystem::path target);
  ~StagedFile();
  StagedFile(const StagedFile&) = delete;
  StagedFile& operator=(const StagedFile&) = delete;

  // Calls `writer` with the temporary path. A full disk is reported under the target's name.
  void write(const std::function<void(const std::filesystem::path&)>& writer);
  // Renames the written file over the target.
  void commit();
  const std::filesystem::path& target() const { return target_; }

 private:
  std::filesystem::path target_;
  std::optional<FolderLock> lock_;
  std::optional<StagingSignalGuard> signal_guard_;
  std::filesystem::path folder_;   // where the staging and this run's claim are
  std::filesystem::path staging_;  // empty until this run has made it
  bool claimed_ = false;
  bool committed_ = false;
};

}  // namespace muster
