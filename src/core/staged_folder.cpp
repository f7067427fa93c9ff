#include "core/staged_folder.hpp"

#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <vector>

#include "core/diagnostic.hpp"
#include "core/file_output.hpp"
#include "core/folder_swap.hpp"
#include "core/pack_contents.hpp"
#include "core/staging_claim.hpp"
#include "core/staging_names.hpp"
#include "core/unremovable_files.hpp"

namespace muster {

namespace fs = std::filesystem;

namespace {
[[noreturn]] void cannot_write(const fs::path& where, const std::error_code& error) {
  throw_cannot_write_to(where, error, "choose a folder you can write to with --out");
}

// Absolute, with links resolved and without a trailing separator, so that
// "pack/", "." and a link to a pack all name the folder itself.
fs::path resolve(const fs::path& target, std::error_code& error) {
  fs::path path = fs::absolute(target, error).lexically_normal();
  if (!path.has_filename() && path != path.root_path()) path = path.parent_path();
  return fs::weakly_canonical(path, error);
}

// "notes.txt, photos/ and 3 more"
std::string some_of(const std::vector<std::string>& names) {
  constexpr std::size_t shown = 4;
  std::string text;
  for (std::size_t i = 0; i < names.size() && i < shown; ++i) text += (i == 0 ? "" : ", ") + names[i];
  if (names.size() > shown) text += " and " + std::to_string(names.size() - shown) + " more";
  return text;
}

bool same_device(const fs::path& a, const fs::path& b) {
  struct stat a_status {}, b_status {};
  return ::stat(a.c_str(), &a_status) == 0 && ::stat(b.c_str(), &b_status) == 0 && a_status.st_dev == b_status.st_dev;
}
}  // namespace

StagedFolder::StagedFolder(fs::path target) : target_(std::move(target)) {
  std::error_code error;
  resolved_ = resolve(target_, error);
  if (error) cannot_write(target_, error);
  const fs::path parent = resolved_.parent_path();
  fs::create_directories(parent, error);
  if (error) cannot_write(parent, error);
  if (fs::exists(resolved_) && !fs::is_directory(resolved_)) {
    throw InputError({target_.string(), 0, 0}, "'" + target_.string() + "' exists and is not a folder",
                     "choose another place for the pack with --out");
  }
  lock_.emplace(parent);
  recover_cut_off_pack();
  refuse_unless_pack();
  refuse_unless_old_pack_can_go();
  clear_stale_staging();
  mode_ = choose_mode();
  staging_folder_ = mode_ == Mode::swap ? parent : resolved_;
  const std::string name = resolved_.filename().string();
  staging_ = staging_folder_ / staging_name(name, ::getpid());
  write_claim(staging_folder_, name, ::getpid(), target_);
  claimed_ = true;
  signal_guard_.emplace(staging_, staging_folder_ / ended_name(name, ::getpid()), staging_folder_ / claim_name(name, ::getpid()));
  try {
    make_staging_folder();
  } catch (...) {
    remove_claim(staging_folder_, name, ::getpid());  // no destructor runs for a constructor that throws
    throw;
  }
}

// A folder of the staging's name that this run did not make is not muster's: refused, never
// written into or removed.
void StagedFolder::make_staging_folder() {
  std::error_code error;
  if (fs::create_directory(staging_, error)) return;
  if (error) cannot_write(staging_.parent_path(), error);
  const fs::path taken = staging_;
  staging_.clear();  // not ours: the destructor must leave it
  throw InputError({target_.string(), 0, 0}, "'" + taken.string() + "' is in the way: muster stages the pack under that name, and did not make it",
                   "move or rename it, then run muster again");
}

StagedFolder::~StagedFolder() {
  std::error_code ignored;
  if (!committed_ && !staging_.empty()) fs::remove_all(staging_, ignored);  // made by this run
  if (claimed_ && !committed_) remove_claim(staging_folder_, resolved_.filename().string(), ::getpid());
}

void StagedFolder::write(const std::string& name, const std::function<void(const fs::path&)>& writer) {
  try {
    writer(staging_ / name);
  } catch (const DiskFullError&) {
    throw DiskFullError(target_ / name);  // the staging folder's name would mean nothing to the user
  }
}

void StagedFolder::write_text(const std::string& name, const std::string& text) {
  write(name, [&text](const fs::path& path) { write_file(path, text); });
}

void StagedFolder::commit() {
  std::error_code error;
  try {
    sync_folder(staging_);
  } catch (const DiskFullError&) {
    throw DiskFullError(target_);
  }
  if (mode_ == Mode::in_place) {
    commit_in_place();
  } else if (!fs::exists(resolved_)) {
    fs::rename(staging_, resolved_, error);
    if (error) cannot_write(target_, error);
  } else {
    swap_out_old_pack();
  }
  try {
    sync_entries(mode_ == Mode::in_place ? resolved_ : resolved_.parent_path());  // the renames themselves
  } catch (const std::exception&) {
    // The pack is in place and whole; a folder we may not open for syncing is no reason to call it failed.
  }
  committed_ = true;
  signal_guard_.reset();
  if (!keep_claim_) remove_claim(staging_folder_, resolved_.filename().string(), ::getpid());
  lock_.reset();
}

// The old pack ends where the staging was (or aside), under this run's claim, so
// that wherever a kill leaves it the next run can prove it muster's and clear it.
void StagedFolder::swap_out_old_pack() {
  const fs::path old_pack = swap_in(staging_, resolved_);
  const ClearingResult cleared = clear_claimed_entry(old_pack, resolved_.filename().string(), ::getpid());
  if (cleared.outcome == Clearing::removed) return;
  keep_claim_ = true;  // what is left of the old pack stays provably muster's, for a later run
  warnings_.push_back("the old pack, moved aside to '" + old_pack.string() + "', could not be removed" +
                      (cleared.reason.empty() ? std::string() : " (" + cleared.reason + ")") + "; remove it by hand");
}

// A run killed between the two renames of replace_by_renames left no target
// and the old pack aside. Put it back first, so that the target holds the
// old pack until this run has a whole new one. Only an aside muster can prove
// its own is put back: a user's folder of that name is no pack of muster's.
void StagedFolder::recover_cut_off_pack() const {
  if (fs::exists(resolved_)) return;
  const std::string name = resolved_.filename().string();
  std::error_code error;
  for (const auto& entry : fs::directory_iterator(resolved_.parent_path(), error)) {
    const auto run = read_run_entry(entry.path().filename().string());
    if (!run || run->kind != RunEntry::Kind::aside || run->target != name || !is_claimed_entry(entry.path(), name, run->run)) continue;
    fs::rename(entry.path(), resolved_, error);
    if (!error) remove_claim(resolved_.parent_path(), name, run->run);
    return;
  }
}

// An old pack with a file that cannot be removed (marked immutable) would be left half
// removed once swapped out, beside the new pack, for ever: refused before anything is written.
void StagedFolder::refuse_unless_old_pack_can_go() const {
  if (!fs::is_directory(resolved_)) return;
  const auto stuck = unremovable_files(resolved_);
  if (stuck.empty()) return;
  throw InputError({target_.string(), 0, 0},
                   "'" + (target_ / stuck.front()).string() + "' cannot be removed (it is marked immutable or append-only), so the pack in '" +
                       target_.string() + "' cannot be replaced",
                   "clear the mark (as root: chattr -i -a '" + (target_ / stuck.front()).string() + "'), or give --out another folder");
}

// Every pack muster writes holds its setup.yaml: PDFs, PNGs or SVGs without one
// are someone's own files (a folder of scans), however much they look like a pack's.
void StagedFolder::refuse_unless_pack() const {
  if (!fs::exists(resolved_)) return;
  const std::string hint = "muster replaces the whole folder it writes a pack into; give --out a new or empty folder, or an earlier pack's";
  const auto foreign = foreign_entries(resolved_, resolved_.filename().string());
  if (!foreign.empty())
    throw InputError({target_.string(), 0, 0}, "'" + target_.string() + "' is not a muster pack folder: it holds " + some_of(foreign), hint);
  const auto pack_files = pack_files_not_in(resolved_, {});
  if (pack_files.empty() || std::find(pack_files.begin(), pack_files.end(), "setup.yaml") != pack_files.end()) return;
  throw InputError({target_.string(), 0, 0},
                   "'" + target_.string() + "' is not a muster pack folder: it holds " + some_of(pack_files) + " but no setup.yaml", hint);
}

// Under the lock no other run is staging for this target, so every staging
// or aside folder of its name was left by a run that was killed.
void StagedFolder::clear_stale_staging() {
  const std::string name = resolved_.filename().string();
  auto note = [this](std::vector<std::string> stuck) {
    for (auto& reason : stuck) warnings_.push_back("what an earlier muster run left could not be cleared: " + reason);
  };
  note(remove_stale_staging_and_asides(resolved_.parent_path(), name));
  note(remove_staging_of_ended_runs(resolved_.parent_path()));
  if (fs::is_directory(resolved_)) note(remove_stale_staging(resolved_, name));  // left by a run that replaced files in place
}

// A folder is swapped by renames in its parent, within one file system. Where
// that cannot work, the files are replaced inside the folder instead:
// - the folder is a mount point (--out on a USB disk): no rename crosses devices;
// - the parent may not be written, though the folder may (one's own pack
//   folder in a shared place): no staging folder can be made beside it;
// - the folder is the working directory: a swap would leave the user's shell
//   in a deleted folder.
StagedFolder::Mode StagedFolder::choose_mode() const {
  if (!fs::exists(resolved_)) return Mode::swap;  // it appears with one rename
  const fs::path parent = resolved_.parent_path();
  if (!same_device(resolved_, parent) || ::access(parent.c_str(), W_OK | X_OK) != 0) return Mode::in_place;
  std::error_code error;
  if (fs::equivalent(resolved_, fs::current_path(error), error)) return Mode::in_place;
  return Mode::swap;
}

// This cannot be atomic: the files are renamed into the folder one at a time,
// so a kill between two renames leaves old and new files side by side. Each
// file is whole, the lock keeps other muster runs out, and pack files the new
// pack does not write are removed, so the folder ends as exactly the new pack.
void StagedFolder::commit_in_place() {
  std::error_code error;
  std::vector<std::string> staged;
  for (const auto& entry : fs::directory_iterator(staging_)) staged.push_back(entry.path().filename().string());
  for (const auto& name : staged) {
    fs::rename(staging_ / name, resolved_ / name, error);
    if (error) cannot_write(target_ / name, error);
  }
  for (const auto& stale : pack_files_not_in(resolved_, staged)) fs::remove(resolved_ / stale, error);
  fs::remove(staging_, error);
}

}  // namespace muster
