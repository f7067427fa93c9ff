#include "core/file_output.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include "core/diagnostic.hpp"

namespace muster {

DiskFullError::DiskFullError(const std::filesystem::path& file)
    : std::runtime_error("cannot write '" + file.string() + "': the disk is full"), file_(file) {}

bool means_disk_full(int error_number) { return error_number == ENOSPC || error_number == EDQUOT; }

void throw_write_failure(const std::filesystem::path& file, int error_number) {
  if (means_disk_full(error_number)) throw DiskFullError(file);
  throw std::runtime_error("cannot write '" + file.string() + "': " + std::strerror(error_number));
}

void throw_cannot_write_to(const std::filesystem::path& where, const std::error_code& error, const std::string& hint) {
  if (means_disk_full(error.value())) throw DiskFullError(where);
  throw InputError({where.string(), 0, 0}, "cannot write to '" + where.string() + "': " + error.message(), hint);
}

void write_file(const std::filesystem::path& file, std::string_view bytes) {
  const int fd = ::open(file.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
  if (fd < 0) throw_write_failure(file, errno);
  while (!bytes.empty()) {
    const ssize_t written = ::write(fd, bytes.data(), bytes.size());
    if (written < 0 && errno == EINTR) continue;
    if (written < 0) {
      const int error = errno;
      ::close(fd);
      throw_write_failure(file, error);
    }
    bytes.remove_prefix(static_cast<std::size_t>(written));
  }
  // Some file systems (NFS, quotas) report a full disk only when the file is closed.
  if (::close(fd) != 0) throw_write_failure(file, errno);
}

namespace {

void sync_path(const std::filesystem::path& path, int flags) {
  const int fd = ::open(path.c_str(), flags | O_CLOEXEC);
  if (fd < 0) throw_write_failure(path, errno);
  // EINVAL: the file system cannot sync (some FUSE mounts); nothing more can be done there.
  if (::fsync(fd) != 0 && errno != EINVAL) {
    const int error = errno;
    ::close(fd);
    throw_write_failure(path, error);
  }
  ::close(fd);
}

}  // namespace

void sync_folder(const std::filesystem::path& folder) {
  for (const auto& entry : std::filesystem::directory_iterator(folder))
    if (entry.is_regular_file()) sync_path(entry.path(), O_RDONLY);
  sync_entries(folder);
}

void sync_entries(const std::filesystem::path& folder) { sync_path(folder, O_RDONLY | O_DIRECTORY); }

}  // namespace muster
