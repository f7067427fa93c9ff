#include "core/parallel_tasks.hpp"

#include <algorithm>
#include <mutex>
#include <system_error>
#include <thread>
#include <vector>

namespace muster {

ParallelTasks::ParallelTasks(unsigned threads) : threads_(std::max(threads, 1u)) {}

void ParallelTasks::run(std::size_t count, const std::function<void(std::size_t, unsigned)>& task) {
  stopping_ = false;
  std::atomic<std::size_t> next{0};
  std::mutex failure_mutex;
  std::exception_ptr failure;
  const auto work = [&](unsigned thread) {
    while (!stopping()) {
      const std::size_t index = next.fetch_add(1);
      if (index >= count) return;
      try {
        task(index, thread);
      } catch (const TaskStopped&) {
        return;
      } catch (...) {
        const std::lock_guard<std::mutex> lock(failure_mutex);
        if (!failure) failure = std::current_exception();
        stopping_ = true;
      }
    }
  };
  const auto threads = static_cast<unsigned>(std::min<std::size_t>(threads_, std::max<std::size_t>(count, 1)));
  std::vector<std::thread> helpers;
  helpers.reserve(threads);
  for (unsigned thread = 1; thread < threads; ++thread) {
    try {
      helpers.emplace_back(work, thread);
    } catch (const std::system_error&) {
      break;  // out of threads: the ones started, and this one, share the work
    }
  }
  work(0);
  for (auto& helper : helpers) helper.join();
  if (failure) std::rethrow_exception(failure);
}

}  // namespace muster
