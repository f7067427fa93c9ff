#include "core/staged_file.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>

#include "core/diagnostic.hpp"
#include "core/file_output.hpp"
#include "core/staging_claim.hpp"
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
  folder_ = folder;
  write_claim(folder, name, ::getpid(), target_);
  claimed_ = true;
  const fs::path staging = folder / staging_name(name, ::getpid());
  signal_guard_.emplace(staging, folder / ended_name(name, ::getpid()), folder / claim_name(name, ::getpid()));
  // Made now, empty: a folder that takes no new file (/proc, a read-only mount) is refused
  // under the user's name before any work is done, not by the writer under the hidden one.
  // Never over a file of that name: it is not this run's.
  const int fd = ::open(staging.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0666);
  if (fd < 0) {
    const int error_number = errno;
    remove_claim(folder, name, ::getpid());  // no destructor runs for a constructor that throws
    if (error_number == EEXIST)
      throw InputError({target_.string(), 0, 0}, "'" + staging.string() + "' is in the way: muster stages the file under that name, and did not make it",
                       "move or rename it, then run muster again");
    cannot_write(target_, std::error_code(error_number, std::generic_category()));
  }
  ::close(fd);
  staging_ = staging;
}

StagedFile::~StagedFile() {
  std::error_code ignored;
  if (!committed_ && !staging_.empty()) fs::remove(staging_, ignored);  // made by this run
  if (claimed_) remove_claim(folder_, target_.filename().string(), ::getpid());
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
  remove_claim(folder_, target_.filename().string(), ::getpid());
  claimed_ = false;
  signal_guard_.reset();
  lock_.reset();
}

}  // namespace muster
