#pragma once
// The names muster gives its own temporary entries beside (or, when it must,
// inside) an output target, and how it knows them again: a run killed with
// kill -9 leaves them behind, and the next run for the same target clears
// them. A name alone is never proof enough to remove anything: each entry must
// also be claimed by its run (staging_claim.hpp).

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <sys/types.h>

namespace muster {

// ".pack.partial-4242": where run 4242 builds the new pack (or file) for "pack".
std::string staging_name(std::string_view target_name, pid_t pid);
// ".pack.ended-4242": where run 4242, stopped by a signal, moves its staging
// before removing it, so that no thread still drawing can add to what is removed.
std::string ended_name(std::string_view target_name, pid_t pid);
// ".pack.old-4242": where run 4242 moves the old pack aside when a folder cannot be swapped in one step.
std::string aside_name(std::string_view target_name, pid_t pid);
// ".pack.muster-4242": the claim by which run 4242 proves the three above its own.
std::string claim_name(std::string_view target_name, pid_t pid);

// An entry named as one of the above, read back.
struct RunEntry {
  enum class Kind { staging, ended, aside, claim };
  Kind kind = Kind::staging;
  std::string target;
  pid_t run = 0;
};
std::optional<RunEntry> read_run_entry(std::string_view entry);

// Whether `entry` is a staging (or ended staging) or aside name of `target_name`, of any process.
bool is_staging_of(std::string_view entry, std::string_view target_name);
bool is_aside_of(std::string_view entry, std::string_view target_name);

// Removes what killed runs left in `folder` for `target_name`: staging
// entries, and with the second, aside folders too, each with its claim once
// nothing of its run is left. Call them only under the folder's FolderLock,
// where no live run is staging there. An entry goes only when it proves to be
// muster's own (staging_claim.hpp); anything else of such a name stays exactly
// as it is. Returns why each entry that was muster's could not be removed (a
// file marked immutable, say), for the user to hear.
std::vector<std::string> remove_stale_staging(const std::filesystem::path& folder, std::string_view target_name);
std::vector<std::string> remove_stale_staging_and_asides(const std::filesystem::path& folder, std::string_view target_name);
// Removes the staging of any target in `folder` whose run has ended (no process
// has its number): what a run cut off by a signal or kill -9 left, where no later
// run for the same target comes (each new pack has a folder name of its own).
// Asides are left, with their claims: one may hold the only copy of its target's pack.
std::vector<std::string> remove_staging_of_ended_runs(const std::filesystem::path& folder);

}  // namespace muster
