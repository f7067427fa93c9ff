#pragma once
// How muster proves that a hidden entry beside a pack is its own. Before a run
// makes any staging, ended or aside entry for a target, it writes a claim file
// beside it, ".pack.muster-4242", in muster's own words; the claim outlives
// every entry of that run and goes last. An entry is muster's to remove only
// when its name is one muster gives (staging_names.hpp), the claim of its
// target and run is there with exactly muster's words, and the entry is a plain
// file or a real folder of plain files of the names muster writes. A user's
// ".notes.partial-7" fails that proof and is never touched, whatever process 7 is.
//
// The claim is a file beside the entries, not a mark inside them, so a pack
// swapped in or out never carries it.

#include <filesystem>
#include <string>
#include <string_view>

#include <sys/types.h>

namespace muster {

// Writes the claim of run `pid` for `target_name` into `folder`. A stale claim of
// the same words (a killed run that had this number) is taken over; anything else
// of that name is the user's, and is refused as an InputError naming `target` for the user.
void write_claim(const std::filesystem::path& folder, std::string_view target_name, pid_t pid, const std::filesystem::path& target);
// Removes the claim, when it is one.
void remove_claim(const std::filesystem::path& folder, std::string_view target_name, pid_t pid);
bool holds_claim(const std::filesystem::path& folder, std::string_view target_name, pid_t pid);

// What became of an entry muster tried to clear.
enum class Clearing {
  removed,       // it was muster's and is gone
  not_muster_s,  // no proof: left exactly as it was
  stuck,         // muster's, but something in it could not be removed (immutable, a read-only disk)
};
struct ClearingResult {
  Clearing outcome = Clearing::not_muster_s;
  std::string reason;  // when stuck: which file, and the system's reason
};

// Whether `entry` (a staging, ended or aside entry of run `pid` for `target_name`)
// proves to be muster's: claimed, and a plain file or a real folder of plain files
// named as pack files or as the target.
bool is_claimed_entry(const std::filesystem::path& entry, std::string_view target_name, pid_t pid);
// Removes `entry` file by file, only when the proof holds: never through a link,
// never a subfolder, and the folder stays if anything appeared in it meanwhile.
ClearingResult clear_claimed_entry(const std::filesystem::path& entry, std::string_view target_name, pid_t pid);

}  // namespace muster
