#include "core/staged_file.hpp"

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
  if (::access(folder.c_str(), W_OK | X_OK) != 0) cannot_write(folder, std::error_code(errno, std::generic_category()));
  const std::string name = target_.filename().string();
  lock_.emplace(folder);
  remove_stale_staging(folder, name);
  remove_staging_of_ended_runs(folder);
  staging_ = folder / staging_name(name, ::getpid());
  signal_guard_.emplace(staging_, folder / ended_name(name, ::getpid()));
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
