// The names of muster's own temporary folders, recognised exactly.
#include <gtest/gtest.h>

#include "core/staging_names.hpp"

namespace muster {
namespace {

TEST(StagingNames, NamedByTargetAndProcess) {
  EXPECT_EQ(staging_name("pack", 4242), ".pack.partial-4242");
  EXPECT_EQ(aside_name("pack", 4242), ".pack.old-4242");
  EXPECT_TRUE(is_staging_of(".pack.partial-4242", "pack"));
  EXPECT_TRUE(is_aside_of(".pack.old-1", "pack"));
}

TEST(StagingNames, NothingElseIsTakenForOne) {
  for (const char* other : {".pack.partial-", ".pack.partial-12a", ".pack.partial-1.partial-2", "pack.partial-1", ".pack.partial",
                            ".packs.partial-1", ".pac.partial-1", ".pack.old-1", "umpire.pdf"})
    EXPECT_FALSE(is_staging_of(other, "pack")) << other;
  EXPECT_FALSE(is_aside_of(".pack.partial-1", "pack"));
  EXPECT_TRUE(is_staging_of(".pack.partial-1.partial-2", "pack.partial-1"));  // a target may itself have such a name
}

}  // namespace
}  // namespace muster
