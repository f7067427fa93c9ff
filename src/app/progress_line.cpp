#include "app/progress_line.hpp"

#include <unistd.h>

#include <cstdlib>

#include "simulate/number_text.hpp"

namespace muster::app {

namespace {
constexpr auto least_interval = std::chrono::milliseconds(100);
}

bool ProgressLine::wanted() {
  const char* ci = std::getenv("CI");
  return isatty(fileno(stderr)) == 1 && (ci == nullptr || *ci == '\0');
}

ProgressLine::ProgressLine(std::string verb) : ProgressLine(std::move(verb), wanted(), stderr) {}

ProgressLine::ProgressLine(std::string verb, bool shown, std::FILE* out, std::chrono::steady_clock::duration quiet_start)
    : verb_(std::move(verb)), shown_(shown), out_(out), first_shown_(std::chrono::steady_clock::now() + quiet_start) {}

ProgressLine::~ProgressLine() { clear(); }

void ProgressLine::update(long long done, long long total) {
  if (!shown_ || done >= total) return;
  const auto now = std::chrono::steady_clock::now();
  if (now < first_shown_) return;
  if (drawn_ && now - last_ < least_interval) return;
  last_ = now;
  drawn_ = true;
  // "\r" back to the start and "\033[K" to erase what a longer line left.
  std::fprintf(out_, "\r%s %s / %s\033[K", verb_.c_str(), simulate::grouped(done).c_str(), simulate::grouped(total).c_str());
  std::fflush(out_);
}

void ProgressLine::clear() {
  if (!drawn_) return;
  std::fprintf(out_, "\r\033[K");
  std::fflush(out_);
  drawn_ = false;
}

void SharedProgress::add(long long done) {
  const std::lock_guard<std::mutex> lock(mutex_);
  done_ += done;
  line_.update(done_, total_);
}

long long SharedProgress::done() const {
  const std::lock_guard<std::mutex> lock(mutex_);
  return done_;
}

}  // namespace muster::app
