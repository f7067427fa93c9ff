#pragma once
// The names muster gives its own temporary folders and files beside (or, when
// it must, inside) an output target, and how it knows them again: a run killed
// with kill -9 leaves them behind, and the next run for the same target clears
// them, so the names must be recognised exactly and nothing else with them.

#include <filesystem>
#include <string>
#include <string_view>

#include <sys/types.h>

namespace muster {

// ".pack.partial-4242": where run 4242 builds the new pack (or file) for "pack".
std::string staging_name(std::string_view target_name, pid_t pid);
// ".pack.ended-4242": where run 4242, stopped by a signal, moves its staging
// before removing it, so that no thread still drawing can add to what is removed.
std::string ended_name(std::string_view target_name, pid_t pid);
// ".pack.old-4242": where run 4242 moves the old pack aside when a folder cannot be swapped in one step.
std::string aside_name(std::string_view target_name, pid_t pid);

// Whether `entry` is a staging (or ended staging) or aside name of `target_name`, of any process.
bool is_staging_of(std::string_view entry, std::string_view target_name);
bool is_aside_of(std::string_view entry, std::string_view target_name);

// Removes what killed runs left in `folder` for `target_name`: staging
// folders and files, and with the second, aside folders too. Call it only
// under the target's FolderLock, where no live run is staging for it.
void remove_stale_staging(const std::filesystem::path& folder, std::string_view target_name);
void remove_stale_staging_and_asides(const std::filesystem::path& folder, std::string_view target_name);
// Removes the staging of any target in `folder` whose run has ended (no process
// has its number): what a run cut off by a signal or kill -9 left, where no later
// run for the same target comes (each new pack has a folder name of its own).
// Asides are left: one may hold the only copy of its target's pack.
void remove_staging_of_ended_runs(const std::filesystem::path& folder);

}  // namespace muster
