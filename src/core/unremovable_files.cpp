#include "core/unremovable_files.hpp"

#include <fcntl.h>
#include <linux/fs.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include <algorithm>

namespace muster {

namespace fs = std::filesystem;

namespace {
// Asked of the file itself, never of what a link points to; a file system
// without the ioctl has no such marks.
bool is_marked_unremovable(const fs::path& path) {
  const int fd = ::open(path.c_str(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0) return false;
  int flags = 0;
  const bool marked = ::ioctl(fd, FS_IOC_GETFLAGS, &flags) == 0 && (flags & (FS_IMMUTABLE_FL | FS_APPEND_FL)) != 0;
  ::close(fd);
  return marked;
}
}  // namespace

std::vector<std::string> unremovable_files(const fs::path& folder) {
  std::vector<std::string> marked;
  if (is_marked_unremovable(folder)) marked.emplace_back(".");
  std::error_code error;
  for (fs::directory_iterator it(folder, error), end; !error && it != end; it.increment(error)) {
    if (it->symlink_status(error).type() != fs::file_type::regular && !it->is_directory(error)) continue;  // no FIFO opened
    if (is_marked_unremovable(it->path())) marked.push_back(it->path().filename().string());
  }
  std::sort(marked.begin(), marked.end());
  return marked;
}

}  // namespace muster
