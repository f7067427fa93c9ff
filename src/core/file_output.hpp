#pragma once
// Writing a whole output file, and telling a full disk apart from other
// failures: a full disk is not the user's input at fault (exit 1), and the
// message must say so plainly instead of "error while writing".

#include <filesystem>
#include <stdexcept>
#include <string>
#include <string_view>
#include <system_error>

namespace muster {

// The disk holding an output file (or the user's quota on it) is full.
class DiskFullError : public std::runtime_error {
 public:
  explicit DiskFullError(const std::filesystem::path& file);
  const std::filesystem::path& file() const { return file_; }

 private:
  std::filesystem::path file_;
};

// Whether a failure with this errno means there is no room left.
bool means_disk_full(int error_number);

// Throws DiskFullError when `error_number` means the disk is full, else a
// std::runtime_error naming `file` and the system's reason.
[[noreturn]] void throw_write_failure(const std::filesystem::path& file, int error_number);

// Where the user chose to write cannot take the output (a missing or
// read-only place): throws InputError with `hint`, or DiskFullError when the
// reason is a full disk.
[[noreturn]] void throw_cannot_write_to(const std::filesystem::path& where, const std::error_code& error, const std::string& hint);

// Creates or truncates `file` and writes `bytes` into it; throws as
// throw_write_failure does.
void write_file(const std::filesystem::path& file, std::string_view bytes);

// Flushes every file of `folder` and the folder itself to the disk, so that
// once a rename shows the folder, a power cut cannot leave it holding empty
// or half-written files. Throws as throw_write_failure does.
void sync_folder(const std::filesystem::path& folder);
// Flushes a folder's own entries (a rename in it) to the disk.
void sync_entries(const std::filesystem::path& folder);

}  // namespace muster
