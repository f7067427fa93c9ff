// One harness for bad input, run over every shipped scenario of every rule set in the
// registry: the same mistakes made in each rule set's files get the same care. A scenario
// with a mistake, or a setup record with a hand edit, is either read as muster reads its
// own files (an edit muster accepts writes back and reads again the same) or refused with
// every problem at its own file:line:column and a hint, and nothing written.
#include <gtest/gtest.h>

#include <filesystem>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "app/pipeline.hpp"
#include "core/diagnostic.hpp"
#include "rulesets/ruleset.hpp"
#include "spec/yaml_node.hpp"
#include "support/cli.hpp"
#include "support/shipped_scenarios.hpp"

namespace muster {
namespace {

namespace fs = std::filesystem;

std::vector<std::string> shipped_scenarios() { return muster::testing::shipped_scenario_names(); }

std::string ruleset_of(const std::string& scenario) { return scenario.substr(0, scenario.find('-')); }

TEST(BadInputHarness, EveryRuleSetInTheRegistryShipsAScenarioToTry) {
  std::set<std::string> tried;
  for (const auto& scenario : shipped_scenarios()) tried.insert(ruleset_of(scenario));
  for (const Ruleset* ruleset : all_rulesets()) EXPECT_TRUE(tried.count(ruleset->id())) << ruleset->id() << " ships no scenario";
}

// Every problem is placed in `file` at a line and column, and says how to mend it.
void expect_located_with_hints(const InputError& error, const std::string& file, const std::string& what) {
  for (const Diagnostic& d : error.diagnostics()) {
    EXPECT_EQ(d.where.file, file) << what << ": " << d.message;
    EXPECT_GT(d.where.line, 0) << what << ": no place for: " << d.message;
    EXPECT_GT(d.where.column, 0) << what << ": no column for: " << d.message;
    EXPECT_FALSE(d.hint.empty()) << what << ": no hint for: " << d.message;
  }
}

// ---- scenarios: the same mistakes in every rule set's files

struct Mistake {
  std::string name;
  std::string appended;  // a line put at the end of the scenario
  std::string said;      // part of the first problem's message
};

const std::vector<Mistake> mistakes = {
    {"a misspelt key", "nmae: Elsewhere\n", "unknown key 'nmae'"},
    {"a key given twice", "name: Again\n", "'name' is given twice"},
    {"broken YAML", "oops: a: b\n", "not valid YAML"},
    {"a tab for indentation", "terrain:\n\tx: 1\n", ""},
    {"a key without its colon", "seed 5\nmore: 1\n", ""},
};

class ScenarioMistakes : public ::testing::TestWithParam<std::string> {};

TEST_P(ScenarioMistakes, EachIsRefusedAtItsLineWithAHint) {
  const std::string file = MUSTER_SOURCE_DIR "/scenarios/" + GetParam();
  const std::string text = testing::slurp(file);
  const int last_line = static_cast<int>(std::count(text.begin(), text.end(), '\n'));
  for (const Mistake& mistake : mistakes) {
    try {
      app::load_scenario_text(text + mistake.appended, file);
      ADD_FAILURE() << mistake.name << " was accepted";
    } catch (const InputError& error) {
      expect_located_with_hints(error, file, mistake.name);
      const Diagnostic& first = error.diagnostics().front();
      EXPECT_GT(first.where.line, last_line) << mistake.name << ": blamed on the scenario's own line: " << first.message;
      EXPECT_NE(first.message.find(mistake.said), std::string::npos) << mistake.name << ": " << first.message;
      EXPECT_EQ(error.diagnostics().size(), 1u) << mistake.name << ": one mistake, one problem, not a cascade: " << error.diagnostics().back().message;
    }
  }
}

INSTANTIATE_TEST_SUITE_P(Shipped, ScenarioMistakes, ::testing::ValuesIn(shipped_scenarios()));

// ---- setup records: a hand edit of any one value

// A scalar's text as the record writes it, from its first character: quoted, or up to what ends a plain value.
std::size_t token_length(std::string_view line, std::size_t at) {
  if (at < line.size() && (line[at] == '"' || line[at] == '\'')) {
    const auto close = line.find(line[at], at + 1);
    return close == std::string_view::npos ? line.size() - at : close + 1 - at;
  }
  std::size_t end = at;
  while (end < line.size() && line[end] != ',' && line[end] != '}' && line[end] != ']' && line.substr(end, 2) != " #") ++end;
  while (end > at && line[end - 1] == ' ') --end;
  return end - at;
}

struct Leaf {
  int line = 0, column = 0;  // 1-based
  std::string pattern;       // "sides.*.units[].name": where in the record, lists and sides alike
};

void collect_leaves(const spec::Node& node, const std::string& pattern, std::vector<Leaf>& leaves) {
  if (node.is_map()) {
    for (const auto& [key, value] : node.entries()) {
      const bool named_entry = !key.scalar().empty() && std::isupper(static_cast<unsigned char>(key.scalar().front()));
      collect_leaves(value, pattern + "." + (named_entry ? std::string("*") : key.scalar()), leaves);
    }
  } else if (node.is_sequence()) {
    for (const auto& item : node.items()) collect_leaves(item, pattern + "[]", leaves);
  } else if (node.is_scalar() && node.where().line > 0) {
    leaves.push_back({node.where().line, node.where().column, pattern});
  }
}

// The first value at each place of the record: every kind of value once, not every unit's.
std::vector<Leaf> one_leaf_per_place(const spec::Node& record) {
  std::vector<Leaf> all, kept;
  collect_leaves(record, "", all);
  std::set<std::string> seen;
  for (const Leaf& leaf : all)
    if (seen.insert(leaf.pattern).second) kept.push_back(leaf);
  return kept;
}

std::string with_value_replaced(const std::string& text, const Leaf& leaf, const std::string& replacement) {
  std::size_t start = 0;
  for (int line = 1; line < leaf.line; ++line) start = text.find('\n', start) + 1;
  const std::size_t line_end = text.find('\n', start);
  const std::string_view line(text.data() + start, (line_end == std::string::npos ? text.size() : line_end) - start);
  const std::size_t at = static_cast<std::size_t>(leaf.column - 1);
  std::string edited = text;
  edited.replace(start + at, token_length(line, at), replacement);
  return edited;
}

class RecordEdits : public ::testing::TestWithParam<std::string> {};

TEST_P(RecordEdits, AnyOneValueEditedIsReadAsMustersOwnOrRefusedAtItsPlace) {
  const auto scenario = app::load_scenario(MUSTER_SOURCE_DIR "/scenarios/" + GetParam());
  const std::string record = app::record_text(*scenario->roll(std::uint64_t{7}));
  const std::string file = "setup.yaml";
  int refused = 0, read = 0;
  for (const Leaf& leaf : one_leaf_per_place(spec::parse_yaml(record, file))) {
    if (leaf.pattern == ".muster" || leaf.pattern == ".ruleset") continue;  // the header: a format version and a rule set, checked elsewhere
    for (const std::string& edit : {std::string("zz9"), std::string("-99999"), std::string("9999999")}) {
      const std::string what = leaf.pattern + " set to " + edit + " (line " + std::to_string(leaf.line) + ")";
      const std::string edited = with_value_replaced(record, leaf, edit);
      std::unique_ptr<RolledSetup> setup;
      try {
        setup = app::load_record_text(edited, file);
      } catch (const InputError& error) {
        ++refused;
        expect_located_with_hints(error, file, what);
        continue;
      }
      ++read;
      ASSERT_TRUE(setup) << what;
      // Accepted: muster writes it back and reads that the same, as it would its own record.
      const std::string written = app::record_text(*setup);
      try {
        EXPECT_EQ(app::record_text(*app::load_record_text(written, file)), written) << what;
      } catch (const InputError& error) {
        ADD_FAILURE() << what << ": accepted, but its record written back is refused: " << error.diagnostics().front().message;
      }
    }
  }
  EXPECT_GT(refused, 0) << "no edit was refused: the harness edits nothing";
  std::cout << GetParam() << ": " << refused << " edits refused at their place, " << read << " read\n";
}

INSTANTIATE_TEST_SUITE_P(Shipped, RecordEdits, ::testing::ValuesIn(shipped_scenarios()));

// ---- through the command line: nothing half-written

class BadInputCli : public testing::CliTest {};

TEST_F(BadInputCli, ABrokenScenarioOrRecordOfAnyRuleSetWritesNothing) {
  for (const auto& scenario : shipped_scenarios()) {
    fs::copy(MUSTER_SOURCE_DIR "/scenarios", dir_ / "s", fs::copy_options::recursive | fs::copy_options::skip_existing);
    write("s/broken.yaml", testing::slurp(dir_ / "s" / scenario) + "nmae: x\n");
    auto r = run("generate s/broken.yaml --seed 3 --out pack");
    EXPECT_EQ(r.code, 2) << scenario;
    EXPECT_NE(r.err.find("nothing was written"), std::string::npos) << scenario;
    EXPECT_FALSE(fs::exists(dir_ / "pack")) << scenario;
    ASSERT_EQ(run("roll s/" + scenario + " --seed 3 --out rolled").code, 0) << scenario;
    write("rolled/setup.yaml", testing::slurp(dir_ / "rolled/setup.yaml") + "nmae: x\n");
    r = run("render rolled/setup.yaml --out pack");
    EXPECT_EQ(r.code, 2) << scenario;
    EXPECT_NE(r.err.find("rolled/setup.yaml:"), std::string::npos) << scenario << r.err;
    EXPECT_FALSE(fs::exists(dir_ / "pack")) << scenario;
    fs::remove_all(dir_ / "rolled");
  }
}

}  // namespace
}  // namespace muster
