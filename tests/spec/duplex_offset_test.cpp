// 'print: duplex-offset': read alike by both rule sets, with located errors
// that say how to measure it, and written to the record so render reproduces it.
#include <gtest/gtest.h>

#include "rulesets/sbd/procedures.hpp"
#include "rulesets/sbd/record.hpp"
#include "rulesets/tsr/procedures.hpp"
#include "rulesets/tsr/record.hpp"
#include "spec/record_yaml.hpp"
#include "support/problems_found.hpp"
#include "support/sbd_scenarios.hpp"
#include "support/scenarios.hpp"

namespace muster {
namespace {

std::vector<Diagnostic> tsr_problems(const std::string& yaml) {
  return testing::problems_found([&] { testing::tsr_scenario(yaml, "bad.yaml"); });
}

std::vector<Diagnostic> sbd_problems(const std::string& yaml) {
  return testing::problems_found([&] { testing::sbd_scenario(yaml, "bad.yaml"); });
}

TEST(DuplexOffset, BothRuleSetsReadItInAnyLengthUnit) {
  const auto tsr = testing::tsr_scenario("ruleset: tsr\nprint:\n  duplex-offset: [1.5mm, -0.05cm]\n");
  EXPECT_NEAR(tsr.print.duplex_offset.x.millimetres(), 1.5, 1e-9);
  EXPECT_NEAR(tsr.print.duplex_offset.y.millimetres(), -0.5, 1e-9);
  const auto sbd = testing::sbd_scenario("ruleset: sbd\nprint: {duplex-offset: [-0.1in, 2mm]}\n");
  EXPECT_NEAR(sbd.print.duplex_offset.x.millimetres(), -2.54, 1e-9);
  EXPECT_NEAR(sbd.print.duplex_offset.y.millimetres(), 2.0, 1e-9);
  EXPECT_EQ(testing::tsr_scenario("ruleset: tsr\n").print.duplex_offset, DuplexOffset{});
}

TEST(DuplexOffset, MoreThanTenMillimetresIsRefusedAtItsPlace) {
  for (const auto& d : {tsr_problems("ruleset: tsr\nprint:\n  duplex-offset: [1mm, 12mm]\n"),
                        sbd_problems("ruleset: sbd\nprint:\n  duplex-offset: [1mm, 12mm]\n")}) {
    ASSERT_EQ(d.size(), 1u);
    EXPECT_EQ(d[0].where.line, 3);
    EXPECT_EQ(d[0].where.column, 24);
    EXPECT_EQ(d[0].message, "'duplex-offset' y is 12mm, more than 10mm either way");
    EXPECT_EQ(d[0].hint,
              "a printer that far out needs its paper guides set, not an offset; print duplex-check.pdf and write the x and y it reads, "
              "like [1.5mm, -0.5mm]");
  }
}

TEST(DuplexOffset, SomethingOtherThanTwoLengthsIsRefused) {
  EXPECT_EQ(tsr_problems("ruleset: tsr\nprint: {duplex-offset: 1mm}\n").at(0).message, "'duplex-offset' should be two lengths, x and y, not '1mm'");
  EXPECT_EQ(tsr_problems("ruleset: tsr\nprint: {duplex-offset: [1mm, 2mm, 3mm]}\n").at(0).message,
            "'duplex-offset' should be two lengths, x and y, not 3 of them");
  EXPECT_EQ(sbd_problems("ruleset: sbd\nprint: {duplex-offset: [1mm, two]}\n").at(0).message,
            "'duplex-offset' y should be a length like '15mm', '1.5cm' or '0.6in', not 'two'");
}

TEST(DuplexOffset, TheRecordKeepsIt) {
  tsr::Scenario tsr = testing::default_tsr_scenario();
  tsr.print.duplex_offset = {Length::mm(1.5), Length::mm(-0.5)};
  EXPECT_NE(spec::to_yaml(tsr::to_record(tsr::roll(tsr, 3))).find("duplex-offset: [1.5mm, -0.5mm]"), std::string::npos);
  sbd::Scenario sbd = testing::sbd_scenario("ruleset: sbd\nprint: {duplex-offset: [0mm, 2.5mm]}\n");
  EXPECT_NE(spec::to_yaml(sbd::to_record(sbd::roll(sbd, 3))).find("duplex-offset: [0mm, 2.5mm]"), std::string::npos);
}

}  // namespace
}  // namespace muster
