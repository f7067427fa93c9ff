#include "core/staged_file.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>

#include "core/diagnostic.hpp"
#include "core/file_output.hpp"
#include "core/staging_names.hpp"

namespace muster {

namespace fs = std::filesystem;

namespace {
[[noreturn]] void cannot_write(const fs::path& where, const std::error_code& error) {
  throw_cannot_write_to(where, error, "choose a file you can write with --out");
}
// The rename that commits a file replaces whatever has the target's name: a link would lose
// its target, a device, pipe or socket its place in the system (`--out /dev/null` run as
// root would leave a PDF where every program expects the null device).
void refuse_what_is_not_a_file(const fs::path& target) {
  std::error_code error;
  const fs::file_status status = fs::symlink_status(target, error);
  if (error || !fs::exists(status) || fs::is_regular_file(status)) return;
  if (fs::is_symlink(status)) {
    const fs::path points_to = fs::weakly_canonical(target, error);
    throw InputError({target.string(), 0, 0}, "'" + target.string() + "' is a symbolic link, which writing would replace with a file",
                     error ? "give --out the file itself" : "give --out the file it points to: " + points_to.string());
  }
  throw InputError({target.string(), 0, 0}, "'" + target.string() + "' is not a file but a device, pipe or socket, which writing would replace",
                   "give --out the name of a file");
}
}  // namespace

StagedFile::StagedFile(fs::path target) : target_(std::move(target)) {
  std::error_code error;
  const fs::path folder = fs::absolute(target_, error).parent_path();
  if (error) cannot_write(target_, error);
  fs::create_directories(folder, error);
  if (error) cannot_write(folder, error);
  if (!target_.has_filename() || fs::is_directory(target_)) {
    throw InputError({target_.string(), 0, 0}, "'" + target_.string() + "' is a folder", "give --out the name of a PDF file");
  }
  refuse_what_is_not_a_file(target_);
  if (::access(folder.c_str(), W_OK | X_OK) != 0) cannot_write(folder, std::error_code(errno, std::generic_category()));
  const std::string name = target_.filename().string();
  lock_.emplace(folder);
  remove_stale_staging(folder, name);
  remove_staging_of_ended_runs(folder);
  staging_ = folder / staging_name(name, ::getpid());
  signal_guard_.emplace(staging_, folder / ended_name(name, ::getpid()));
  // Claimed now, empty: a folder that takes no new file (/proc, a read-only mount) is refused
  // under the user's name before any work is done, not by the writer under the hidden one.
  const int fd = ::open(staging_.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
  if (fd < 0) cannot_write(target_, std::error_code(errno, std::generic_category()));
  ::close(fd);
}

StagedFile::~StagedFile() {
  std::error_code ignored;
  if (!committed_) fs::remove(staging_, ignored);
}

void StagedFile::write(const std::function<void(const fs::path&)>& writer) {
  try {
    writer(staging_);
  } catch (const DiskFullError&) {
    throw DiskFullError(target_);
  }
}

void StagedFile::commit() {
  std::error_code error;
  fs::rename(staging_, target_, error);
  if (error) cannot_write(target_, error);
  committed_ = true;
  signal_guard_.reset();
  lock_.reset();
}

}  // namespace muster
