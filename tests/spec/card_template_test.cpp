// Reference-card templates: a table row that does not line up with its
// columns is refused where it stands, so a card never prints a value under the
// wrong heading (an unquoted comma once split "Lower, or higher..." in two).
// The shipped templates are read by every pack test, so they line up too.
#include "spec/card_template.hpp"

#include <gtest/gtest.h>

#include "core/diagnostic.hpp"
#include "support/problems_found.hpp"

namespace muster::spec {
namespace {

const NamedTables no_tables = [](const std::string&) { return std::optional<layout::CardTable>{}; };

std::vector<Diagnostic> problems(const std::string& yaml) {
  return testing::problems_found([&] { read_cards(parse_yaml(yaml, "cards.yaml"), {}, no_tables); });
}

TEST(CardTemplate, ARowWithMoreCellsThanColumnsIsRefusedAtItsLine) {
  const auto found = problems(
      "cards:\n"
      "  - title: Engagement\n"
      "    blocks:\n"
      "      - table:\n"
      "          columns: [Value, Dice]\n"
      "          rows:\n"
      "            - [Lower, or higher, \"1 D6\"]\n");
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found[0].where.line, 7);
  EXPECT_EQ(found[0].message, "this row has 3 cells for 2 columns");
}

}  // namespace
}  // namespace muster::spec
