#pragma once
// Replacing a whole folder by another beside it, so that a reader (or a run
// killed half-way) sees either the old folder or the new one, never a mix.

#include <filesystem>

namespace muster {

// Puts `staging` in the place of the existing folder `target`. Returns where
// the old folder now is, for the caller to delete: `staging` itself when the
// two were exchanged in one step, else the aside folder replace_by_renames
// used. Both must be on one file system, in one parent.
std::filesystem::path swap_in(const std::filesystem::path& staging, const std::filesystem::path& target);

// Exchanges two folders atomically (Linux renameat2 with RENAME_EXCHANGE).
// False when the file system cannot; throws on any other failure.
bool exchange_folders(const std::filesystem::path& a, const std::filesystem::path& b);

// The fallback when no exchange is possible: moves `target` aside to `aside`,
// then `staging` into its place. Between the two renames there is no
// `target` at all; a run killed just then leaves the old folder at `aside`,
// which the next run for that target moves back (see StagedFolder).
void replace_by_renames(const std::filesystem::path& staging, const std::filesystem::path& target, const std::filesystem::path& aside);

}  // namespace muster
