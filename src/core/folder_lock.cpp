#include "core/folder_lock.hpp"

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <stdexcept>

namespace muster {

FolderLock::FolderLock(const std::filesystem::path& folder) {
  // flock on the folder itself rather than on a lock file: nothing is left
  // behind to clear, and a folder we may only read can still be locked.
  fd_ = ::open(folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd_ < 0) throw std::runtime_error("cannot open '" + folder.string() + "' to lock it: " + std::strerror(errno));
  while (::flock(fd_, LOCK_EX) != 0) {
    if (errno == EINTR) continue;
    // A file system without locks (some network mounts) still gets its pack,
    // only without protection from a second run at the same moment.
    if (errno == ENOLCK || errno == EOPNOTSUPP || errno == EINVAL) break;
    const int error = errno;
    ::close(fd_);
    throw std::runtime_error("cannot lock '" + folder.string() + "': " + std::strerror(error));
  }
}

FolderLock::~FolderLock() { ::close(fd_); }  // closing the last descriptor releases the lock

}  // namespace muster
