#pragma once
// A pack appears, or replaces the pack that was there, whole or not at all.
// Its files are written into a staging folder beside the target, and the
// finished folder is swapped in for the old one in one atomic step (see
// folder_swap.hpp). Meanwhile a lock on the parent folder keeps a second run
// into the same target (or any beside it) waiting, and SIGINT, SIGTERM and
// SIGHUP remove the staging folder. An exception on the way leaves the target untouched.
//
// Only a folder that is muster's own is ever replaced: one that does not
// exist yet, is empty, or holds nothing but pack files (pack_contents.hpp),
// setup.yaml among them.
//
// Where the folder cannot be swapped (see Mode), the new files replace the
// old ones inside it one by one instead.

#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "core/folder_lock.hpp"
#include "core/staging_signal_guard.hpp"

namespace muster {

class StagedFolder {
 public:
  // Throws InputError (with a hint) if the target's parent cannot be written,
  // the target is a file, or the target holds files that are not a pack's.
  // Waits while another muster run writes into the same parent folder.
  explicit StagedFolder(std::filesystem::path target);
  ~StagedFolder();
  StagedFolder(const StagedFolder&) = delete;
  StagedFolder& operator=(const StagedFolder&) = delete;

  // Calls `writer` with the staging path of `name`. A full disk is reported
  // under the name the file would have had in the target.
  void write(const std::string& name, const std::function<void(const std::filesystem::path&)>& writer);
  void write_text(const std::string& name, const std::string& text);
  // Puts the staged pack in place of whatever the target held.
  void commit();
  const std::filesystem::path& target() const { return target_; }
  // What the user should hear though the pack was written: something of
  // muster's own that it could not clear.
  const std::vector<std::string>& warnings() const { return warnings_; }

 private:
  // swap: staging beside the target, swapped in whole.
  // in_place: staging inside the target, files moved in one by one; used
  //   when the folder cannot be replaced as one (see choose_mode).
  enum class Mode { swap, in_place };
  void recover_cut_off_pack() const;
  void refuse_unless_pack() const;
  void refuse_unless_old_pack_can_go() const;
  void clear_stale_staging();
  void make_staging_folder();
  Mode choose_mode() const;
  void swap_out_old_pack();
  void commit_in_place();

  std::filesystem::path target_;    // as the user gave it, for messages
  std::filesystem::path resolved_;  // absolute, links resolved
  std::optional<FolderLock> lock_;
  std::optional<StagingSignalGuard> signal_guard_;
  std::filesystem::path staging_folder_;  // where the staging and this run's claim are
  std::filesystem::path staging_;
  bool claimed_ = false;
  bool keep_claim_ = false;
  Mode mode_ = Mode::swap;
  bool committed_ = false;
  std::vector<std::string> warnings_;
};

}  // namespace muster
