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

}  // namespace muster
