// `muster check` refuses whatever `generate` would refuse, at the same place.
#include <gtest/gtest.h>

#include <filesystem>

#include "support/cli.hpp"

namespace {

using CheckCli = muster::testing::CliTest;

TEST_F(CheckCli, ABoardTooLargeToTileIsRefusedByCheckAsByGenerateAtItsKey) {
  write("huge.yaml", "ruleset: tsr\nname: Huge\nboard: {columns: 26, rows: 99}\nprint: {map-tiles: yes}\n");
  for (const char* command : {"check huge.yaml", "generate huge.yaml --seed 5 --out pack"}) {
    const auto r = run(command);
    EXPECT_EQ(r.code, 2) << command << "\n" << r.err;
    EXPECT_NE(r.err.find("huge.yaml:4:9: error: the board at 1:1 would take "), std::string::npos) << command << "\n" << r.err;
    EXPECT_NE(r.err.find("hint: print the map without 1:1 sheets"), std::string::npos) << command;
  }
  EXPECT_FALSE(std::filesystem::exists(dir_ / "pack"));
}

TEST_F(CheckCli, WithoutPrintKeysTheBoardIsBlamed) {
  write("huge.yaml", "ruleset: tsr\nname: Huge\nboard: {columns: 26, rows: 99}\n");
  const auto r = run("check huge.yaml");
  EXPECT_EQ(r.code, 2) << r.err;
  EXPECT_NE(r.err.find("huge.yaml:3:1: error: the board at 1:1 would take "), std::string::npos) << r.err;
}

}  // namespace
