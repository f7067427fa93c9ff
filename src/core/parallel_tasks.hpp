#pragma once
// Independent tasks run on a few threads, the calling thread one of them. The
// first task to fail stops the rest: tasks not yet started never start, a task
// already running is asked to stop (it calls throw_if_stopping() between its
// steps), and that first failure is thrown again on the calling thread once
// every thread has ended. So the caller's clean-up (removing a staging folder)
// runs only when nothing is writing any more.

#include <atomic>
#include <cstddef>
#include <exception>
#include <functional>

namespace muster {

// Thrown by a task that gives up because another task failed: not a failure of its own.
class TaskStopped : public std::exception {
 public:
  const char* what() const noexcept override { return "stopped: another task failed"; }
};

class ParallelTasks {
 public:
  // At most `threads` threads (at least one: the caller's). A thread the system
  // will not start leaves its share to the others.
  explicit ParallelTasks(unsigned threads);

  // `task(index, thread)` for every index below `count`, each once, taken in order
  // of index as threads come free; `thread` (below the thread count) tells a task
  // which thread's own things it may use. Throws the first failure, if any.
  void run(std::size_t count, const std::function<void(std::size_t index, unsigned thread)>& task);

  bool stopping() const { return stopping_.load(std::memory_order_relaxed); }
  void throw_if_stopping() const {
    if (stopping()) throw TaskStopped();
  }

 private:
  unsigned threads_;
  std::atomic<bool> stopping_{false};
};

}  // namespace muster
