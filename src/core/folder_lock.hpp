#pragma once
// An exclusive lock on a folder, taken by every muster run that writes into
// it: two runs into one pack folder take turns, so each swaps in a whole pack
// and neither sees the other's half-built one.

#include <filesystem>

namespace muster {

class FolderLock {
 public:
  // Blocks until no other muster run holds `folder`'s lock.
  explicit FolderLock(const std::filesystem::path& folder);
  ~FolderLock();
  FolderLock(const FolderLock&) = delete;
  FolderLock& operator=(const FolderLock&) = delete;

 private:
  int fd_ = -1;
};

}  // namespace muster
