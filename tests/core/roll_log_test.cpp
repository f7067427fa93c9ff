// The log of a roll keeps what the procedures write to it, in order, and a log
// that keeps nothing never has a record written: not even its strings are built.
#include "core/roll_log.hpp"

#include <gtest/gtest.h>

namespace muster {
namespace {

RollRecord record_named(const std::string& what) { return {what, "D6", "4", "four"}; }

TEST(RollLog, KeepsRecordsInTheOrderWrittenAfterThoseAlreadyThere) {
  std::vector<RollRecord> records{record_named("earlier")};
  RollLog log(records);
  ASSERT_TRUE(log.kept());
  log.add([] { return record_named("first"); });
  log.add([] { return record_named("second"); });
  ASSERT_EQ(records.size(), 3u);
  EXPECT_EQ(records[0].what, "earlier");
  EXPECT_EQ(records[1].what, "first");
  EXPECT_EQ(records[2].what, "second");
}

TEST(RollLog, WithoutItsLogARollWritesNoRecord) {
  std::vector<RollRecord> records;
  int written = 0;
  auto write = [&written] {
    ++written;
    return record_named("never");
  };
  RollLog unlogged(RollDetail::without_log, records);
  EXPECT_FALSE(unlogged.kept());
  unlogged.add(write);
  RollLog off = RollLog::off();
  EXPECT_FALSE(off.kept());
  off.add(write);
  EXPECT_EQ(written, 0);
  EXPECT_TRUE(records.empty());

  RollLog logged(RollDetail::with_log, records);
  logged.add(write);
  EXPECT_EQ(written, 1);
  ASSERT_EQ(records.size(), 1u);
  EXPECT_EQ(records[0].what, "never");
}

}  // namespace
}  // namespace muster
