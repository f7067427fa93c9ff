#include "app/progress_line.hpp"

#include <gtest/gtest.h>

#include <chrono>
#include <cstdio>
#include <string>
#include <thread>

namespace {

// A temporary file that outlives the line writing to it: declared first, it is closed
// only after the line's destructor has erased what it drew.
struct TemporaryStream {
  std::FILE* file = std::tmpfile();
  TemporaryStream() { EXPECT_NE(file, nullptr); }
  ~TemporaryStream() {
    if (file) std::fclose(file);
  }
  TemporaryStream(const TemporaryStream&) = delete;
  TemporaryStream& operator=(const TemporaryStream&) = delete;
};

// What the line wrote to its stream, read back from a temporary file.
std::string written_to(std::FILE* stream) {
  std::fflush(stream);
  std::rewind(stream);
  std::string text;
  char buffer[256];
  std::size_t got = 0;
  while ((got = std::fread(buffer, 1, sizeof buffer, stream)) > 0) text.append(buffer, got);
  return text;
}

}  // namespace

TEST(ProgressLine, DrawsTheCountInPlaceAndErasesItAtTheEnd) {
  TemporaryStream temporary;
  ASSERT_NE(temporary.file, nullptr);
  std::FILE* stream = temporary.file;
  {
    muster::app::ProgressLine line("drawing pages", true, stream, std::chrono::milliseconds(0));
    line.update(12, 52);
  }
  EXPECT_EQ(written_to(stream), "\rdrawing pages 12 / 52\033[K\r\033[K");
}

TEST(ProgressLine, GroupsLargeCountsByThousands) {
  TemporaryStream temporary;
  ASSERT_NE(temporary.file, nullptr);
  std::FILE* stream = temporary.file;
  muster::app::ProgressLine line("rolling", true, stream, std::chrono::milliseconds(0));
  line.update(4000, 10000);
  EXPECT_EQ(written_to(stream), "\rrolling 4,000 / 10,000\033[K");
}

TEST(ProgressLine, WritesNothingWhenNotShown) {
  TemporaryStream temporary;
  ASSERT_NE(temporary.file, nullptr);
  std::FILE* stream = temporary.file;
  {
    muster::app::ProgressLine line("rolling", false, stream, std::chrono::milliseconds(0));
    line.update(1, 10);
    line.clear();
  }
  EXPECT_EQ(written_to(stream), "");
}

TEST(ProgressLine, AJobThatEndsQuicklyShowsNothing) {
  TemporaryStream temporary;
  ASSERT_NE(temporary.file, nullptr);
  std::FILE* stream = temporary.file;
  {
    muster::app::ProgressLine line("drawing pages", true, stream, std::chrono::hours(1));
    for (int page = 1; page < 10; ++page) line.update(page, 10);
  }
  EXPECT_EQ(written_to(stream), "");
}

TEST(ProgressLine, RedrawsAtMostTenTimesASecond) {
  TemporaryStream temporary;
  ASSERT_NE(temporary.file, nullptr);
  std::FILE* stream = temporary.file;
  muster::app::ProgressLine line("rolling", true, stream, std::chrono::milliseconds(0));
  line.update(1, 10);
  line.update(2, 10);  // within 100 ms of the first: skipped
  std::this_thread::sleep_for(std::chrono::milliseconds(120));
  line.update(3, 10);
  EXPECT_EQ(written_to(stream), "\rrolling 1 / 10\033[K\rrolling 3 / 10\033[K");
}

TEST(ProgressLine, TheLastCountIsNotDrawnSinceTheJobIsDone) {
  TemporaryStream temporary;
  ASSERT_NE(temporary.file, nullptr);
  std::FILE* stream = temporary.file;
  muster::app::ProgressLine line("rolling", true, stream, std::chrono::milliseconds(0));
  line.update(10, 10);
  EXPECT_EQ(written_to(stream), "");
}
