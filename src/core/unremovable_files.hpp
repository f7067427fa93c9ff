#pragma once
// Files that no one, root included, can remove until a mark is cleared: Linux's
// immutable and append-only attributes (chattr +i, +a). A pack holding one
// cannot be replaced whole, so muster must know before it starts.

#include <filesystem>
#include <string>
#include <vector>

namespace muster {

// The names of the entries of `folder` (the folder itself as ".") marked
// immutable or append-only, sorted. Empty where the file system keeps no such marks.
std::vector<std::string> unremovable_files(const std::filesystem::path& folder);

}  // namespace muster
