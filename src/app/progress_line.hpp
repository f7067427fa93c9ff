#pragma once
// One line on the terminal that says how far a long job has got ("rolling
// 4,000 / 10,000"), rewritten in place and cleared at the end. Shown only when
// stderr is a terminal and not under CI, so that logs and pipes stay clean, and
// rewritten at most ten times a second, so that drawing it costs nothing.
// A job that ends within its first moments shows nothing at all, so that a
// quick pack does not flash a line that is gone before it can be read.

#include <chrono>
#include <cstdio>
#include <mutex>
#include <string>

namespace muster::app {

class ProgressLine {
 public:
  // `verb`: "rolling". Whether to show is decided here, once.
  explicit ProgressLine(std::string verb);
  ProgressLine(std::string verb, bool shown, std::FILE* out,
               std::chrono::steady_clock::duration quiet_start = default_quiet_start);
  ~ProgressLine();
  ProgressLine(const ProgressLine&) = delete;
  ProgressLine& operator=(const ProgressLine&) = delete;

  void update(long long done, long long total);
  // Erases the line, so that what follows starts on a clean one.
  void clear();
  bool shown() const { return shown_; }

  // Whether a progress line belongs on this stderr: a terminal, and no CI variable set.
  static bool wanted();

  static constexpr std::chrono::steady_clock::duration default_quiet_start = std::chrono::milliseconds(400);

 private:
  std::string verb_;
  bool shown_;
  std::FILE* out_;
  bool drawn_ = false;
  std::chrono::steady_clock::time_point first_shown_;
  std::chrono::steady_clock::time_point last_{};
};

// Work done on several threads, counted on one line: each thread adds what it
// has done, and the line shows the sum, so it never counts backwards and never
// draws two lines over each other.
class SharedProgress {
 public:
  SharedProgress(ProgressLine& line, long long total) : line_(line), total_(total) {}
  void add(long long done);
  long long done() const;

 private:
  mutable std::mutex mutex_;
  ProgressLine& line_;
  long long done_ = 0;
  long long total_;
};

}  // namespace muster::app
