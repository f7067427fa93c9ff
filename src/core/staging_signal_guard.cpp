#include "core/staging_signal_guard.hpp"

#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <array>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <stdexcept>

namespace muster {

namespace {
constexpr std::array<int, 3> cleaned_up_on = {SIGINT, SIGTERM, SIGHUP};

// Filled before the handlers are installed: a handler may not allocate.
char staging_path[PATH_MAX];
char ended_path[PATH_MAX];
char claim_path[PATH_MAX];  // empty when the staging has no claim
std::array<struct sigaction, cleaned_up_on.size()> previous_actions;
bool guard_installed = false;

// A linux_dirent64 record, read by offset (its name is a flexible array
// member, which standard C++ has no struct for): d_reclen at byte 16, d_name
// from byte 19.
constexpr std::size_t record_length_at = 16;
constexpr std::size_t name_at = 19;

bool is_dot_or_dot_dot(const char* name) { return name[0] == '.' && (name[1] == '\0' || (name[1] == '.' && name[2] == '\0')); }

// Unlinks every entry the folder open as `folder` lists once through; true when it listed any.
bool unlink_entries(int folder) noexcept {
  alignas(8) char records[4096];
  bool listed_any = false;
  for (;;) {
    const long length = ::syscall(SYS_getdents64, folder, records, sizeof records);
    if (length <= 0) return listed_any;
    for (long at = 0; at < length;) {
      unsigned short record_length = 0;
      std::memcpy(&record_length, records + at + record_length_at, sizeof record_length);
      const char* name = records + at + name_at;
      if (!is_dot_or_dot_dot(name)) {
        ::unlinkat(folder, name, 0);
        listed_any = true;
      }
      at += record_length;
    }
  }
}

void remove_staging_then_die(int signal_number) {
  const int saved_errno = errno;
  // Moved first, in one step: a drawing thread's next file then finds no folder, and a commit no staging.
  // Never over anything of that name: a plain rename would replace a user's empty folder.
  const bool moved = ::renameat2(AT_FDCWD, staging_path, AT_FDCWD, ended_path, RENAME_NOREPLACE) == 0;
  remove_flat_signal_safe(moved ? ended_path : staging_path);
  // Last, and only once the staging is gone: while anything of the run is left, the claim proves it muster's.
  if (claim_path[0] != '\0' && ::access(moved ? ended_path : staging_path, F_OK) != 0) ::unlink(claim_path);
  // SA_RESETHAND has put back the default action; the signal is blocked
  // until this handler returns, and then ends the process as it would have.
  ::raise(signal_number);
  errno = saved_errno;
}
}  // namespace

void remove_flat_signal_safe(const char* path) noexcept {
  const int folder = ::open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (folder < 0) {
    if (errno == ENOTDIR) ::unlink(path);
    return;
  }
  // Deleting entries while reading the folder may make some file systems skip
  // a few; read it again from the start until the folder can go.
  for (int pass = 0; pass < 4; ++pass) {
    if (!unlink_entries(folder)) break;
    ::lseek(folder, 0, SEEK_SET);
  }
  ::close(folder);
  ::rmdir(path);
}

namespace {
void keep_path(char (&into)[PATH_MAX], const std::filesystem::path& path) {
  if (path.empty()) {
    into[0] = '\0';
    return;
  }
  const std::string absolute = std::filesystem::absolute(path).string();
  if (absolute.size() >= sizeof into) throw std::runtime_error("the path '" + absolute + "' is too long");
  std::memcpy(into, absolute.c_str(), absolute.size() + 1);
}
}  // namespace

StagingSignalGuard::StagingSignalGuard(const std::filesystem::path& staging, const std::filesystem::path& ended, const std::filesystem::path& claim) {
  if (guard_installed) throw std::logic_error("one staging signal guard at a time");
  keep_path(staging_path, staging);
  keep_path(ended_path, ended);
  keep_path(claim_path, claim);
  struct sigaction action {};
  action.sa_handler = remove_staging_then_die;
  action.sa_flags = SA_RESETHAND;
  sigemptyset(&action.sa_mask);
  for (int signal_number : cleaned_up_on) sigaddset(&action.sa_mask, signal_number);  // one cleanup at a time
  for (std::size_t i = 0; i < cleaned_up_on.size(); ++i) {
    ::sigaction(cleaned_up_on[i], nullptr, &previous_actions[i]);
    if (previous_actions[i].sa_handler != SIG_IGN) ::sigaction(cleaned_up_on[i], &action, nullptr);
  }
  guard_installed = true;
}

StagingSignalGuard::~StagingSignalGuard() {
  for (std::size_t i = 0; i < cleaned_up_on.size(); ++i) ::sigaction(cleaned_up_on[i], &previous_actions[i], nullptr);
  guard_installed = false;
}

}  // namespace muster
