#include "core/staged_folder.hpp"

#include <unistd.h>

#include <fstream>

#include "core/diagnostic.hpp"

namespace muster {

namespace fs = std::filesystem;

namespace {
[[noreturn]] void cannot_write(const fs::path& where, const std::error_code& error) {
  throw InputError({where.string(), 0, 0}, "cannot write to '" + where.string() + "': " + error.message(),
                   "choose a folder you can write to with --out");
}
}  // namespace

StagedFolder::StagedFolder(fs::path target) : target_(std::move(target)) {
  std::error_code error;
  fs::path parent = fs::absolute(target_, error).parent_path();
  fs::create_directories(parent, error);
  if (error) cannot_write(parent, error);
  if (fs::exists(target_) && !fs::is_directory(target_)) {
    throw InputError({target_.string(), 0, 0}, "'" + target_.string() + "' exists and is not a folder",
                     "choose another place for the pack with --out");
  }
  staging_ = parent / ("." + target_.filename().string() + ".partial-" + std::to_string(::getpid()));
  fs::remove_all(staging_, error);
  fs::create_directory(staging_, error);
  if (error) cannot_write(parent, error);
}

StagedFolder::~StagedFolder() {
  std::error_code ignored;
  if (!committed_) fs::remove_all(staging_, ignored);
}

fs::path StagedFolder::path_for(const std::string& name) const { return staging_ / name; }

void StagedFolder::write_text(const std::string& name, const std::string& text) const {
  std::ofstream out(path_for(name), std::ios::binary);
  out << text;
  out.close();
  if (!out) throw InputError({path_for(name).string(), 0, 0}, "cannot write '" + name + "'", "is the disk full?");
}

void StagedFolder::commit() {
  std::error_code error;
  if (!fs::exists(target_)) {
    fs::rename(staging_, target_, error);
    if (error) cannot_write(target_, error);
  } else {
    // The folder is already there (a render into the setup's own folder): replace file by file, each atomically.
    for (const auto& entry : fs::directory_iterator(staging_)) {
      fs::rename(entry.path(), target_ / entry.path().filename(), error);
      if (error) cannot_write(target_, error);
    }
    fs::remove_all(staging_, error);
  }
  committed_ = true;
}

}  // namespace muster
