#include "core/folder_swap.hpp"

#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>

#include <cerrno>

#include "core/file_output.hpp"
#include "core/staging_names.hpp"

namespace muster {

namespace fs = std::filesystem;

bool exchange_folders(const fs::path& a, const fs::path& b) {
  if (::renameat2(AT_FDCWD, a.c_str(), AT_FDCWD, b.c_str(), RENAME_EXCHANGE) == 0) return true;
  if (errno == EINVAL || errno == ENOSYS) return false;  // a file system or kernel without RENAME_EXCHANGE
  throw_write_failure(b, errno);
}

void replace_by_renames(const fs::path& staging, const fs::path& target, const fs::path& aside) {
  // rename() would replace an empty folder of the aside's name, and that folder is not muster's.
  std::error_code status_error;
  if (fs::exists(fs::symlink_status(aside, status_error))) throw_write_failure(aside, EEXIST);
  if (::rename(target.c_str(), aside.c_str()) != 0) throw_write_failure(target, errno);
  if (::rename(staging.c_str(), target.c_str()) != 0) {
    const int error = errno;
    ::rename(aside.c_str(), target.c_str());  // put the old folder back; if even that fails, the next run will
    throw_write_failure(target, error);
  }
}

fs::path swap_in(const fs::path& staging, const fs::path& target) {
  if (exchange_folders(staging, target)) return staging;
  const fs::path aside = target.parent_path() / aside_name(target.filename().string(), ::getpid());
  replace_by_renames(staging, target, aside);
  return aside;
}

}  // namespace muster
