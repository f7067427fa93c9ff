#include "core/staging_claim.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <vector>

#include "core/diagnostic.hpp"
#include "core/file_output.hpp"
#include "core/pack_contents.hpp"
#include "core/staging_names.hpp"

namespace muster {

namespace fs = std::filesystem;

namespace {
// Names the target and the run, so that a claim copied from elsewhere proves nothing here.
std::string claim_text(std::string_view target_name, pid_t pid) {
  return "muster claim v1\n"
         "muster run " + std::to_string(pid) + " stages '" + std::string(target_name) + "' beside this file.\n"
         "Its staging, ended and old entries of that name are muster's to remove once the run has ended;\n"
         "nothing of yours belongs in them.\n";
}

struct stat status_of(const fs::path& path, bool& exists) {
  struct stat status {};
  exists = ::lstat(path.c_str(), &status) == 0;
  return status;
}

bool is_plain_file(const fs::path& path) {
  bool exists = false;
  const struct stat status = status_of(path, exists);
  return exists && S_ISREG(status.st_mode);
}

// The file's exact bytes equal `expected`: read without following a link, never more than that.
bool holds_exactly(const fs::path& path, const std::string& expected) {
  if (!is_plain_file(path)) return false;
  const int fd = ::open(path.c_str(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0) return false;
  std::string bytes(expected.size() + 1, '\0');
  std::size_t filled = 0;
  while (filled < bytes.size()) {
    const ssize_t got = ::read(fd, bytes.data() + filled, bytes.size() - filled);
    if (got <= 0) break;
    filled += static_cast<std::size_t>(got);
  }
  ::close(fd);
  bytes.resize(filled);
  return bytes == expected;
}

bool is_file_muster_writes(const fs::path& entry, std::string_view target_name) {
  const std::string name = entry.filename().string();
  return is_plain_file(entry) && (is_pack_file_name(name) || name == target_name);
}

// The files to remove for a claimed folder entry, or nothing when one of them is not muster's kind.
std::optional<std::vector<fs::path>> folder_files(const fs::path& folder, std::string_view target_name) {
  std::vector<fs::path> files;
  std::error_code error;
  for (fs::directory_iterator it(folder, error), end; !error && it != end; it.increment(error)) {
    if (!is_file_muster_writes(it->path(), target_name)) return std::nullopt;
    files.push_back(it->path());
  }
  if (error) return std::nullopt;
  return files;
}

ClearingResult stuck_at(const fs::path& path) { return {Clearing::stuck, "'" + path.string() + "' cannot be removed: " + std::strerror(errno)}; }
}  // namespace

void write_claim(const fs::path& folder, std::string_view target_name, pid_t pid, const fs::path& target) {
  const fs::path claim = folder / claim_name(target_name, pid);
  const std::string text = claim_text(target_name, pid);
  if (holds_exactly(claim, text)) return;  // a killed run that had this number left it
  const int fd = ::open(claim.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0644);
  if (fd < 0 && errno == EEXIST)
    throw InputError({target.string(), 0, 0}, "'" + claim.string() + "' is in the way: muster keeps a note of its own under that name, and did not write this",
                     "move or rename it, then run muster again");
  if (fd < 0) throw_cannot_write_to(target, std::error_code(errno, std::generic_category()), "choose a folder you can write to with --out");
  const bool written = ::write(fd, text.data(), text.size()) == static_cast<ssize_t>(text.size());
  const int write_error = errno;
  ::close(fd);
  if (!written) {
    ::unlink(claim.c_str());
    throw_write_failure(target, write_error);
  }
}

void remove_claim(const fs::path& folder, std::string_view target_name, pid_t pid) {
  const fs::path claim = folder / claim_name(target_name, pid);
  if (holds_exactly(claim, claim_text(target_name, pid))) ::unlink(claim.c_str());
}

bool holds_claim(const fs::path& folder, std::string_view target_name, pid_t pid) {
  return holds_exactly(folder / claim_name(target_name, pid), claim_text(target_name, pid));
}

bool is_claimed_entry(const fs::path& entry, std::string_view target_name, pid_t pid) {
  if (!holds_claim(entry.parent_path(), target_name, pid)) return false;
  bool exists = false;
  const struct stat status = status_of(entry, exists);
  if (!exists) return false;
  if (S_ISREG(status.st_mode)) return true;
  return S_ISDIR(status.st_mode) && folder_files(entry, target_name).has_value();
}

ClearingResult clear_claimed_entry(const fs::path& entry, std::string_view target_name, pid_t pid) {
  if (!is_claimed_entry(entry, target_name, pid)) return {};
  if (is_plain_file(entry)) {
    if (::unlink(entry.c_str()) != 0 && errno != ENOENT) return stuck_at(entry);
    return {Clearing::removed, {}};
  }
  const auto files = folder_files(entry, target_name);
  if (!files) return {};  // changed since it was proved
  for (const fs::path& file : *files)
    if (::unlink(file.c_str()) != 0 && errno != ENOENT) return stuck_at(file);
  // Fails, and leaves the folder, if anything was added to it meanwhile.
  if (::rmdir(entry.c_str()) != 0) return stuck_at(entry);
  return {Clearing::removed, {}};
}

}  // namespace muster
