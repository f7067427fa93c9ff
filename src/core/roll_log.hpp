#pragma once
// The log of a roll: every roll that made a setup, in the words the umpire
// reads. A roll made only to be counted (`muster simulate`, the benchmarks)
// keeps no log, and then not one of its records is even written: a procedure
// hands the log a function that writes the record, and the log calls it only
// if it keeps records. The dice fall the same either way.

#include <utility>
#include <vector>

#include "core/dice.hpp"

namespace muster {

// Whether a roll keeps the log of its rolls. Without it, a setup is the same in
// everything but its empty log.
enum class RollDetail { with_log, without_log };

class RollLog {
 public:
  // A log that keeps its records in `records`, after those already there.
  explicit RollLog(std::vector<RollRecord>& records) : records_(&records) {}
  // A log that keeps them in `records` only if `detail` asks for them.
  RollLog(RollDetail detail, std::vector<RollRecord>& records) : records_(detail == RollDetail::with_log ? &records : nullptr) {}
  // A log that keeps nothing.
  static RollLog off() { return RollLog(); }

  // For a procedure whose record takes work of its own to gather (a list of squares).
  bool kept() const { return records_ != nullptr; }
  // Adds the record that `write()` returns; `write` is not called if the log keeps nothing.
  template <typename WriteRecord>
  void add(WriteRecord&& write) {
    if (records_) records_->push_back(std::forward<WriteRecord>(write)());
  }

 private:
  RollLog() = default;
  std::vector<RollRecord>* records_ = nullptr;
};

}  // namespace muster
