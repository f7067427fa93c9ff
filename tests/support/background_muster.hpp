#pragma once
// Test helper: the muster binary started in the background, to be killed or
// waited for, as a user's Ctrl-C, kill or second terminal would.

#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <csignal>
#include <filesystem>
#include <string>
#include <vector>
#include "muster_paths.hpp"

namespace muster::testing {

// Starts muster with `args` in `folder`, its output thrown away; its process id.
inline pid_t start_muster(const std::filesystem::path& folder, const std::vector<std::string>& args) {
  const pid_t pid = ::fork();
  if (pid != 0) return pid;
  // Straight from fork, not through a shell: a shell would start it with
  // SIGINT ignored, as it does every background job.
  for (int signal_number : {SIGINT, SIGTERM, SIGHUP}) std::signal(signal_number, SIG_DFL);
  const int null = ::open("/dev/null", O_WRONLY);
  ::dup2(null, STDOUT_FILENO);
  ::dup2(null, STDERR_FILENO);
  if (::chdir(folder.c_str()) != 0) ::_exit(126);
  std::vector<char*> argv{const_cast<char*>(MUSTER_BINARY)};
  for (const auto& arg : args) argv.push_back(const_cast<char*>(arg.c_str()));
  argv.push_back(nullptr);
  ::execv(MUSTER_BINARY, argv.data());
  ::_exit(127);
}

// Its wait status.
inline int wait_for(pid_t pid) {
  int status = 0;
  ::waitpid(pid, &status, 0);
  return status;
}

}  // namespace muster::testing
