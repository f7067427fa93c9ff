// The worst 4 MiB files are refused while they are read, each at the value where reading stopped:
// before, yaml-cpp built the whole tree first (2 GiB and 18 s for "x: [,,,...]", a bad_alloc
// under 800 MB), or held a whole file of tokens before the parser heard of one.
#include <gtest/gtest.h>

#include "core/diagnostic.hpp"
#include "spec/yaml_document.hpp"
#include "spec/yaml_leash.hpp"
#include "spec/yaml_node.hpp"

namespace muster {
namespace {

// `head`, then `unit` as many times as fits in a file of muster's largest size, then `tail`.
std::string filled(const std::string& head, const std::string& unit, const std::string& tail = "") {
  std::string text = head;
  const std::size_t room = spec::most_file_bytes - head.size() - tail.size();
  text.reserve(spec::most_file_bytes);
  for (std::size_t k = 0; k < room / unit.size(); ++k) text += unit;
  return text + tail;
}

Diagnostic refusal(const std::string& text) {
  try {
    spec::parse_yaml(text, "worst.yaml");
  } catch (const InputError& error) {
    EXPECT_EQ(error.diagnostics().size(), 1u);
    return error.diagnostics().front();
  }
  ADD_FAILURE() << "read whole";
  return {};
}

void expect_at(const Diagnostic& d, int line, int column) {
  EXPECT_EQ(d.where.file, "worst.yaml");
  EXPECT_EQ(d.where.line, line);
  EXPECT_EQ(d.where.column, column);
}

const std::string too_many = "this file holds more than 200000 values";
const std::string counted_hint = "muster stopped counting at this one: a scenario, orbat or record holds far fewer; look for a list that runs on";
const std::string cut_hint = "look after it for a '[', '{' or quote that is never closed, or a value longer than any scenario, orbat or record holds";

TEST(WorstYaml, AFlowListOfEmptyValuesStopsAtTheOnePastTheLimit) {
  // The root mapping, x and the list are values 1 to 3; each empty item after them is placed at
  // the comma that ends it, so the 200001st is at the 199998th comma.
  const Diagnostic d = refusal(filled("x: [", ","));
  EXPECT_EQ(d.message, too_many);
  EXPECT_EQ(d.hint, counted_hint);
  expect_at(d, 1, 4 + 199998);
}

TEST(WorstYaml, ALongBlockListStopsAtItsLine) {
  const Diagnostic d = refusal(filled("x:\n", "- 1\n"));
  EXPECT_EQ(d.message, too_many);
  expect_at(d, 1 + 199998, 3);
}

TEST(WorstYaml, FlowMappingsAreCountedKeyAndValue) {
  // Each {a: 1} is three values: the mapping, its key and its value.
  const Diagnostic d = refusal(filled("x: [", "{a: 1},", "{}]\n"));
  EXPECT_EQ(d.message, too_many);
  // Value 200001 is the 1 of the 66666th mapping (3 + 3 * 66665 = 199,998 before it, then {, a, 1).
  expect_at(d, 1, 5 + 7 * 66665 + 4);
}

TEST(WorstYaml, AnAliasCountsAsAllItRepeats) {
  const Diagnostic d = refusal(filled("a: &a [1, 2, 3]\nx: [", "*a,", "*a]\n"));
  EXPECT_EQ(d.message, "this file holds more than 200000 values with the 4 that '*a' repeats");
  EXPECT_EQ(d.hint, "an alias repeats all that its anchor '&a' holds, so aliases of aliases multiply: write out what you need instead");
  // 8 values before the aliases (the root, a, its list and items, x and its list): the 49999th alias would make 200,004.
  expect_at(d, 2, 5 + 3 * 49998);
}

TEST(WorstYaml, AnchorsWithinAnchorsMultiplyAndAreStoppedAtTheFirstAliasTooMany) {
  std::string text = "a: &a [1, 1, 1, 1, 1, 1, 1, 1, 1]\n";
  for (char level = 'b'; level <= 'j'; ++level) {
    text += std::string(1, level) + ": &" + level + " [";
    for (int k = 0; k < 9; ++k) text += std::string(k ? ", " : "") + "*" + static_cast<char>(level - 1);
    text += "]\n";
  }
  const Diagnostic d = refusal(text);
  // a holds 10 values, b 91, c 820, d 7381, e 66430: with what comes before, f's second *e passes 200000.
  EXPECT_EQ(d.message, "this file holds more than 200000 values with the 66430 that '*e' repeats");
  expect_at(d, 6, 12);
}

TEST(WorstYaml, AnAliasOfTheValueItIsInIsRefused) {
  const Diagnostic list = refusal("a: &a [1, *a]\n");
  EXPECT_EQ(list.message, "'*a' repeats the list it is in, which would never end");
  EXPECT_EQ(list.hint, "an alias repeats a value finished before it: write this one out");
  expect_at(list, 1, 11);
  const Diagnostic map = refusal("a: &top\n  b: {c: *top}\n");
  EXPECT_EQ(map.message, "'*top' repeats the mapping it is in, which would never end");
  expect_at(map, 2, 10);
}

TEST(WorstYaml, NestingThatNeverClosesIsCutShortAtItsStart) {
  // yaml-cpp holds every '[' after the second, waiting to learn whether it is a key.
  const Diagnostic d = refusal(filled("x: ", "["));
  EXPECT_EQ(d.message, "more than 128 KiB of YAML follows this value before another is whole");
  EXPECT_EQ(d.hint, cut_hint);
  expect_at(d, 1, 4);
}

TEST(WorstYaml, AListAsAKeyIsCutShort) {
  const Diagnostic in_flow = refusal(filled("x: {[", "1,", "1]: 1}\n"));
  EXPECT_EQ(in_flow.message, "more than 128 KiB of YAML follows this value before another is whole");
  expect_at(in_flow, 1, 4);
  const Diagnostic at_top = refusal(filled("[", "1,", "1]: 1\n"));
  EXPECT_EQ(at_top.message, "more than 128 KiB of YAML opens this file before any value in it is whole");
  expect_at(at_top, 1, 1);
}

TEST(WorstYaml, OneHugeScalarOrKeyIsCutShort) {
  const Diagnostic value = refusal(filled("name: ", "a"));
  EXPECT_EQ(value.message, "more than 128 KiB of YAML follows this value before another is whole");
  expect_at(value, 1, 1);
  const Diagnostic quoted = refusal(filled("muster: 1\nname: \"", "a", "\"\n"));
  expect_at(quoted, 2, 1);
  const Diagnostic key = refusal(filled("", "k", ": 1\n"));
  EXPECT_EQ(key.message, "more than 128 KiB of YAML opens this file before any value in it is whole");
  expect_at(key, 1, 1);
}

TEST(WorstYaml, ValuesUpToTheLimitAreReadWhole) {
  // The root mapping, x, the list and its 199,997 items are 200,000 values.
  const std::string ones = filled("", "1,");
  const auto most = spec::parse_yaml("x: [" + ones.substr(0, 2 * (spec::most_values - 4)) + "1]\n", "most.yaml");
  EXPECT_EQ(most.child("x")->items().size(), spec::most_values - 3);
  const Diagnostic d = refusal("x: [" + ones.substr(0, 2 * (spec::most_values - 3)) + "1]\n");
  expect_at(d, 1, 5 + 2 * static_cast<int>(spec::most_values - 3));
}

TEST(WorstYaml, AValueUpToTheLeashIsReadWholeAndCommentsDoNotCount) {
  const std::string long_name(spec::most_unfinished_bytes - 8 * 1024, 'n');
  EXPECT_EQ(spec::parse_yaml("name: " + long_name + "\nseed: 1\n", "long.yaml").child("name")->scalar(), long_name);
  // Spaces, blank lines and comments leave yaml-cpp nothing to hold: a file of them is read.
  const std::string spacing = "# a comment on its own line\n\n      \n";
  const auto spaced = spec::parse_yaml(filled("a: 1\n", spacing, "b: 2\n"), "spaced.yaml");
  EXPECT_EQ(spaced.child("b")->scalar(), "2");
  EXPECT_EQ(spaced.child("b")->where().line, 2 + 3 * static_cast<int>((spec::most_file_bytes - 10) / spacing.size()));
}

TEST(WorstYaml, AnAliasSharesWhatItRepeatsAndItsPlace) {
  const auto root = spec::parse_yaml("a: &a {b: 1}\nc: *a\nd: [*a, ~, '']\n", "aliases.yaml");
  EXPECT_TRUE(root.child("a")->same_node_as(*root.child("c")));
  EXPECT_EQ(root.child("c")->where().line, 1);
  const auto items = root.child("d")->items();
  ASSERT_EQ(items.size(), 3u);
  EXPECT_TRUE(items[0].same_node_as(*root.child("a")));
  EXPECT_TRUE(items[1].is_null());
  EXPECT_TRUE(items[2].is_scalar());
  EXPECT_EQ(items[2].scalar(), "");
  // A file with no document is nothing, placed at its start.
  const auto empty = spec::parse_yaml("# nothing\n", "empty.yaml");
  EXPECT_TRUE(empty.is_null());
  EXPECT_EQ(empty.where().line, 1);
}

}  // namespace
}  // namespace muster
