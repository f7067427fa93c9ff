#pragma once
// One line on the terminal that says how far a long job has got ("rolling
// 4,000 / 10,000"), rewritten in place and cleared at the end. Shown only when
// stderr is a terminal and not under CI, so that logs and pipes stay clean, and
// rewritten at most ten times a second, so that drawing it costs nothing.

#include <chrono>
#include <cstdio>
#include <string>

namespace muster::app {

class ProgressLine {
 public:
  // `verb`: "rolling". Whether to show is decided here, once.
  explicit ProgressLine(std::string verb);
  ProgressLine(std::string verb, bool shown, std::FILE* out);
  ~ProgressLine();
  ProgressLine(const ProgressLine&) = delete;
  ProgressLine& operator=(const ProgressLine&) = delete;

  void update(long long done, long long total);
  // Erases the line, so that what follows starts on a clean one.
  void clear();
  bool shown() const { return shown_; }

  // Whether a progress line belongs on this stderr: a terminal, and no CI variable set.
  static bool wanted();

 private:
  std::string verb_;
  bool shown_;
  std::FILE* out_;
  bool drawn_ = false;
  std::chrono::steady_clock::time_point last_{};
};

}  // namespace muster::app
