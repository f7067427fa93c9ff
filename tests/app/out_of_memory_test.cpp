// Memory that runs out while muster reads or rolls a file is that file's problem, told by its
// name; while it draws, a failure of its own. (Reading is tried under a real limit in
// bounded_input_test; a roll takes far less than reading its scenario, so it is thrown here.)
#include <gtest/gtest.h>

#include "app/out_of_memory.hpp"
#include "core/diagnostic.hpp"

namespace muster::app {
namespace {

[[noreturn]] void run_out() { throw std::bad_alloc(); }

TEST(OutOfMemory, RollingIsTheScenariosProblem) {
  try {
    within_memory(Stage::rolling, "big.yaml", [] { run_out(); });
    FAIL() << "no error";
  } catch (const InputError& error) {
    ASSERT_EQ(error.diagnostics().size(), 1u);
    const Diagnostic& d = error.diagnostics().front();
    EXPECT_EQ(d.where.file, "big.yaml");
    EXPECT_EQ(d.where.line, 0);
    EXPECT_EQ(d.message, "muster ran out of memory rolling this scenario");
    EXPECT_EQ(d.hint,
              "the table, terrain and forces it asks for need more memory than this run could have (see 'ulimit -v'): ask for less, or give muster more");
  }
}

TEST(OutOfMemory, ReadingNamesTheFile) {
  try {
    within_memory(Stage::reading, "orbat.yaml", [] { run_out(); });
    FAIL() << "no error";
  } catch (const InputError& error) {
    EXPECT_EQ(error.diagnostics().front().where.file, "orbat.yaml");
    EXPECT_EQ(error.diagnostics().front().message, "muster ran out of memory reading this file");
  }
}

TEST(OutOfMemory, DrawingIsNotTheInputsProblem) {
  try {
    within_memory(Stage::drawing, "big.yaml", [] { run_out(); });
    FAIL() << "no error";
  } catch (const OutOfMemoryError& error) {
    EXPECT_STREQ(error.what(), "ran out of memory drawing the pack of 'big.yaml'");
    EXPECT_NE(error.hint().find("--only"), std::string::npos);
  }
}

TEST(OutOfMemory, WhatDoesNotRunOutPassesThrough) {
  EXPECT_EQ(within_memory(Stage::rolling, "big.yaml", [] { return 7; }), 7);
  EXPECT_THROW(within_memory(Stage::rolling, "big.yaml", [] { throw InputError({"big.yaml", 2, 1}, "other"); }), InputError);
}

}  // namespace
}  // namespace muster::app
