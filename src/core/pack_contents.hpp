#pragma once
// What a pack folder holds, so that muster replaces a folder only when it is
// its own: given `--out ~/Documents` by mistake, it must refuse rather than
// swap the user's files away.

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace muster {

// setup.yaml, *.pdf, *.png and *.svg: every name a pack (previews included) is written under.
bool is_pack_file_name(std::string_view name);

// What `folder` holds that no pack does: files of other names, subfolders,
// links and anything that is not a plain file, each by name (a folder with a
// '/'). Staging muster left there for `target_name`, with its claim, is its
// own and not listed, when it proves to be (staging_claim.hpp).
std::vector<std::string> foreign_entries(const std::filesystem::path& folder, std::string_view target_name);

// The pack files in `folder` that `keep` does not name.
std::vector<std::string> pack_files_not_in(const std::filesystem::path& folder, const std::vector<std::string>& keep);

}  // namespace muster
