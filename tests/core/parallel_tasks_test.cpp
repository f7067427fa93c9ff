// Tasks on a few threads: each runs once, they really run side by side, and the
// first failure stops the rest and is thrown only after every thread has ended.
#include "core/parallel_tasks.hpp"

#include <gtest/gtest.h>

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <stdexcept>
#include <thread>
#include <vector>

namespace muster {
namespace {

using namespace std::chrono_literals;

// Lets a test wait for something another thread does, without hanging the suite if it never comes.
class Signal {
 public:
  void raise() {
    const std::lock_guard<std::mutex> lock(mutex_);
    raised_ = true;
    changed_.notify_all();
  }
  bool wait(std::chrono::milliseconds most = 10s) {
    std::unique_lock<std::mutex> lock(mutex_);
    return changed_.wait_for(lock, most, [this] { return raised_; });
  }

 private:
  std::mutex mutex_;
  std::condition_variable changed_;
  bool raised_ = false;
};

TEST(ParallelTasks, RunsEveryTaskOnce) {
  constexpr std::size_t count = 1000;
  std::vector<std::atomic<int>> runs(count);
  ParallelTasks(4).run(count, [&](std::size_t index, unsigned) { ++runs[index]; });
  for (std::size_t i = 0; i < count; ++i) EXPECT_EQ(runs[i].load(), 1) << "task " << i;
}

TEST(ParallelTasks, TwoTasksRunAtOnce) {
  Signal first_started, second_started;
  bool first_saw_second = false, second_saw_first = false;
  ParallelTasks(2).run(2, [&](std::size_t index, unsigned) {
    // Each waits for the other to have started: on one thread, the first would wait in vain.
    if (index == 0) {
      first_started.raise();
      first_saw_second = second_started.wait();
    } else {
      second_started.raise();
      second_saw_first = first_started.wait();
    }
  });
  EXPECT_TRUE(first_saw_second);
  EXPECT_TRUE(second_saw_first);
}

// A task uses its thread's own things (a Pango font map): no two tasks may hold the same thread number at once.
TEST(ParallelTasks, AThreadNumberIsHeldByOneTaskAtATime) {
  constexpr unsigned threads = 3;
  std::vector<std::atomic<int>> busy(threads);
  std::atomic<int> shared_at_once{0}, out_of_range{0};
  ParallelTasks(threads).run(300, [&](std::size_t, unsigned thread) {
    if (thread >= threads) {
      ++out_of_range;
      return;
    }
    if (++busy[thread] != 1) ++shared_at_once;
    std::this_thread::sleep_for(50us);
    --busy[thread];
  });
  EXPECT_EQ(out_of_range.load(), 0);
  EXPECT_EQ(shared_at_once.load(), 0);
}

TEST(ParallelTasks, OneThreadRunsTheTasksInOrderOnTheCaller) {
  std::vector<std::size_t> order;
  bool elsewhere = false;
  const auto caller = std::this_thread::get_id();
  ParallelTasks(1).run(5, [&](std::size_t index, unsigned thread) {
    order.push_back(index);
    elsewhere = elsewhere || std::this_thread::get_id() != caller || thread != 0;
  });
  EXPECT_EQ(order, (std::vector<std::size_t>{0, 1, 2, 3, 4}));
  EXPECT_FALSE(elsewhere);
}

TEST(ParallelTasks, NoTaskStartsAfterAFailure) {
  std::vector<std::size_t> ran;
  try {
    ParallelTasks(1).run(5, [&](std::size_t index, unsigned) {
      ran.push_back(index);
      if (index == 1) throw std::runtime_error("cannot write 'pack/map.pdf': the disk is full");
    });
    FAIL() << "the failure was not thrown";
  } catch (const std::runtime_error& error) {
    EXPECT_STREQ(error.what(), "cannot write 'pack/map.pdf': the disk is full");
  }
  EXPECT_EQ(ran, (std::vector<std::size_t>{0, 1}));
}

// The long task stops at its next step rather than finishing, and its TaskStopped is not what the caller sees.
TEST(ParallelTasks, ARunningTaskIsToldToStopAndTheFirstFailureIsThrown) {
  ParallelTasks tasks(2);
  Signal long_task_started;
  std::atomic<bool> stopped_early{false};
  try {
    tasks.run(2, [&](std::size_t index, unsigned) {
      if (index == 1) {
        long_task_started.wait();
        throw std::runtime_error("the disk is full");
      }
      long_task_started.raise();
      for (int step = 0; step < 10'000; ++step) {  // 10 s at most, a step a millisecond
        try {
          tasks.throw_if_stopping();
        } catch (const TaskStopped&) {
          stopped_early = true;
          throw;
        }
        std::this_thread::sleep_for(1ms);
      }
    });
    FAIL() << "the failure was not thrown";
  } catch (const TaskStopped&) {
    FAIL() << "a task that stopped was reported instead of the failure that stopped it";
  } catch (const std::runtime_error& error) {
    EXPECT_STREQ(error.what(), "the disk is full");
  }
  EXPECT_TRUE(stopped_early);
}

TEST(ParallelTasks, EveryThreadHasEndedBeforeTheFailureIsThrown) {
  Signal slow_started;
  std::atomic<bool> slow_finished{false};
  try {
    ParallelTasks(2).run(2, [&](std::size_t index, unsigned) {
      if (index == 0) {
        slow_started.raise();
        std::this_thread::sleep_for(200ms);  // does not ask whether to stop: it must still be waited for
        slow_finished = true;
      } else {
        slow_started.wait();
        throw std::runtime_error("failed");
      }
    });
    FAIL() << "the failure was not thrown";
  } catch (const std::runtime_error&) {
    EXPECT_TRUE(slow_finished) << "the failure was thrown while another thread still ran its task";
  }
}

}  // namespace
}  // namespace muster
