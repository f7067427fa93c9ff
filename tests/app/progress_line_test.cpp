#include "app/progress_line.hpp"

#include <gtest/gtest.h>

#include <chrono>
#include <cstdio>
#include <string>
#include <thread>
#include <vector>

namespace {

// Each test writes to a temporary file that the fixture closes only after the test
// body, and with it the line's destructor that erases what it drew, has run.
class ProgressLine : public ::testing::Test {
 protected:
  void SetUp() override { ASSERT_NE(stream, nullptr); }
  void TearDown() override {
    if (stream) std::fclose(stream);
  }

  // What the line wrote, read back from the file.
  std::string written() {
    std::fflush(stream);
    std::rewind(stream);
    std::string text;
    char buffer[256];
    std::size_t got = 0;
    while ((got = std::fread(buffer, 1, sizeof buffer, stream)) > 0) text.append(buffer, got);
    return text;
  }

  std::FILE* stream = std::tmpfile();
};

}  // namespace

TEST_F(ProgressLine, DrawsTheCountInPlaceAndErasesItAtTheEnd) {
  {
    muster::app::ProgressLine line("drawing pages", true, stream, std::chrono::milliseconds(0));
    line.update(12, 52);
  }
  EXPECT_EQ(written(), "\rdrawing pages 12 / 52\033[K\r\033[K");
}

TEST_F(ProgressLine, GroupsLargeCountsByThousands) {
  muster::app::ProgressLine line("rolling", true, stream, std::chrono::milliseconds(0));
  line.update(4000, 10000);
  EXPECT_EQ(written(), "\rrolling 4,000 / 10,000\033[K");
}

TEST_F(ProgressLine, WritesNothingWhenNotShown) {
  {
    muster::app::ProgressLine line("rolling", false, stream, std::chrono::milliseconds(0));
    line.update(1, 10);
    line.clear();
  }
  EXPECT_EQ(written(), "");
}

TEST_F(ProgressLine, AJobThatEndsQuicklyShowsNothing) {
  {
    muster::app::ProgressLine line("drawing pages", true, stream, std::chrono::hours(1));
    for (int page = 1; page < 10; ++page) line.update(page, 10);
  }
  EXPECT_EQ(written(), "");
}

TEST_F(ProgressLine, RedrawsAtMostTenTimesASecond) {
  muster::app::ProgressLine line("rolling", true, stream, std::chrono::milliseconds(0));
  line.update(1, 10);
  line.update(2, 10);  // within 100 ms of the first: skipped
  std::this_thread::sleep_for(std::chrono::milliseconds(120));
  line.update(3, 10);
  EXPECT_EQ(written(), "\rrolling 1 / 10\033[K\rrolling 3 / 10\033[K");
}

TEST_F(ProgressLine, TheLastCountIsNotDrawnSinceTheJobIsDone) {
  muster::app::ProgressLine line("rolling", true, stream, std::chrono::milliseconds(0));
  line.update(10, 10);
  EXPECT_EQ(written(), "");
}

TEST_F(ProgressLine, SharedProgressSumsWhatEveryThreadAdds) {
  muster::app::ProgressLine line("drawing pages", true, stream, std::chrono::milliseconds(0));
  muster::app::SharedProgress progress(line, 4001);
  std::vector<std::thread> threads;
  for (int t = 0; t < 4; ++t)
    threads.emplace_back([&progress] {
      for (int page = 0; page < 1000; ++page) progress.add(1);
    });
  for (auto& thread : threads) thread.join();
  EXPECT_EQ(progress.done(), 4000);
  // Whatever was drawn counts up: "\rdrawing pages 1 / 4,001\033[K..."
  const std::string text = written();
  long long last = 0;
  for (std::size_t at = text.find("pages "); at != std::string::npos; at = text.find("pages ", at + 1)) {
    std::string digits;
    for (std::size_t i = at + 6; i < text.size() && text[i] != ' '; ++i)
      if (text[i] != ',') digits += text[i];
    const long long shown = std::stoll(digits);
    EXPECT_GE(shown, last) << text;
    last = shown;
  }
  EXPECT_GT(last, 0) << "nothing was drawn";
}
