// 'print:' as every rule set reads and writes it: what a record says is what
// it read, to a tenth of a millimetre, so `render` prints the same counters.
#include "spec/print_reader.hpp"

#include <gtest/gtest.h>

#include "spec/record_yaml.hpp"

namespace muster::spec {
namespace {

const PrintRules tiled{Length::mm(10), Length::mm(40), true};

PrintOptions read(const std::string& yaml, const PrintRules& rules, Diagnostics& d) {
  PrintOptions print;
  MapReader root(parse_yaml(yaml, "record.yaml"), d, "the record");
  read_print(root, print, rules, PaperKey::in_print);
  return print;
}

TEST(PrintReader, ARecordReadsBackWhatItWrote) {
  Diagnostics d;
  const PrintOptions first = read("print: {paper: letter, counter-size: 12.5mm, map-tiles: false, duplex-offset: [1.5mm, -0.5mm]}\n", tiled, d);
  ASSERT_TRUE(d.empty()) << d.list()[0].message;
  EXPECT_EQ(first.paper, Paper::letter);
  EXPECT_NEAR(first.counter_size.millimetres(), 12.5, 1e-9);
  EXPECT_FALSE(first.map_tiles);
  Record root = Record::map();
  root.add("print", print_record(first, tiled));
  const PrintOptions again = read(to_yaml(root), tiled, d);
  ASSERT_TRUE(d.empty()) << d.list()[0].message;
  EXPECT_EQ(again.paper, first.paper);
  EXPECT_NEAR(again.counter_size.millimetres(), 12.5, 1e-9) << to_yaml(root);
  EXPECT_EQ(again.map_tiles, first.map_tiles);
  EXPECT_EQ(again.duplex_offset, first.duplex_offset);
}

TEST(PrintReader, MapTilesBelongOnlyToRuleSetsThatTileMaps) {
  Diagnostics d;
  read("print: {map-tiles: false}\n", {Length::mm(12), Length::mm(30), false}, d);
  ASSERT_EQ(d.list().size(), 1u);
  EXPECT_NE(d.list()[0].message.find("map-tiles"), std::string::npos) << d.list()[0].message;
}

TEST(PrintReader, CountersOutsideTheRuleSetsSizesAreRefused) {
  Diagnostics d;
  read("print: {counter-size: 45mm}\n", tiled, d);
  ASSERT_EQ(d.list().size(), 1u);
  EXPECT_EQ(d.list()[0].where.line, 1);
}

}  // namespace
}  // namespace muster::spec
