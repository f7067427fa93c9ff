// Every key a reader takes has a hand-written meaning, and every meaning names a
// key a reader takes: a new key cannot come in without its meaning, and a meaning
// cannot outlive its key.
#include <gtest/gtest.h>

#include <set>

#include "app/json_schema.hpp"
#include "app/key_meanings.hpp"
#include "rulesets/ruleset.hpp"

namespace muster {
namespace {

// The explorer's places a meaning was found for, over every rule set and kind of file.
struct Survey {
  std::vector<std::string> missing;              // "tsb scenario sides.*.army"
  std::set<const spec::KeyMeaning*> used;        // the entries that named some place
};

Survey survey() {
  Survey s;
  for (const std::string& id : ruleset_ids())
    for (app::FileKind kind : {app::FileKind::scenario, app::FileKind::record}) {
      const auto keys = app::explore_keys(id, kind);
      if (!keys) continue;
      const auto needed = app::paths_needing_meaning(*keys);
      for (const auto& [path, place] : keys->places) {
        const spec::KeyMeaning* found = app::meaning_of(id, kind, path);
        if (found) s.used.insert(found);
        else if (std::find(needed.begin(), needed.end(), path) != needed.end())
          s.missing.push_back(id + " " + app::kind_name(kind) + " " + path);
      }
    }
  return s;
}

std::vector<std::pair<std::string, const std::vector<spec::KeyMeaning>*>> every_table() {
  std::vector<std::pair<std::string, const std::vector<spec::KeyMeaning>*>> tables = {
      {"shared scenario", &spec::shared_key_meanings().scenario}, {"shared record", &spec::shared_key_meanings().record}};
  for (const Ruleset* r : all_rulesets()) {
    tables.push_back({r->id() + " scenario", &r->key_meanings().scenario});
    tables.push_back({r->id() + " record", &r->key_meanings().record});
  }
  return tables;
}

TEST(KeyMeanings, EveryKeyOfEveryFileOfEveryRulesetHasOne) {
  std::string missing;
  for (const auto& line : survey().missing) missing += "\n  " + line;
  EXPECT_TRUE(missing.empty()) << "keys without a meaning (add them to the rule set's key_meanings.cpp):" << missing;
}

TEST(KeyMeanings, EveryMeaningNamesAKeyAReaderTakes) {
  const Survey s = survey();
  std::string stale;
  for (const auto& [table, entries] : every_table())
    for (const auto& entry : *entries)
      if (!s.used.count(&entry)) stale += "\n  " + table + ": " + std::string(entry.path);
  EXPECT_TRUE(stale.empty()) << "meanings no reader's key takes (or that a closer one always overrides):" << stale;
}

TEST(KeyMeanings, EachIsOneShortLine) {
  for (const auto& [table, entries] : every_table())
    for (const auto& entry : *entries) {
      EXPECT_FALSE(entry.meaning.empty()) << table << ": " << entry.path;
      EXPECT_LE(entry.meaning.size(), 90u) << table << ": " << entry.path << ": " << entry.meaning;
      EXPECT_EQ(entry.meaning.find('\n'), std::string_view::npos) << table << ": " << entry.path;
    }
}

// A side's key stands for any key: "sides.*.name" names USA's name; a list nested in itself
// is named once; a rule set's own meaning wins over the shared one; a record key without one
// of its own means what the scenario key means.
TEST(KeyMeanings, AreFoundByTheExplorersPaths) {
  const auto* usa_name = app::meaning_of("tsr", app::FileKind::scenario, "sides.USA.name");
  ASSERT_NE(usa_name, nullptr);
  EXPECT_EQ(usa_name->path, "sides.*.name");
  const auto* deep = app::meaning_of("sbd", app::FileKind::scenario, "sides.USA.orbat@file.commands[].commands[].commands[].units[].stands");
  ASSERT_NE(deep, nullptr);
  EXPECT_EQ(deep->path, "sides.*.orbat@file.commands[].units[].stands");
  const auto* baseline = app::meaning_of("tsr", app::FileKind::scenario, "sides.CSA.baseline");
  ASSERT_NE(baseline, nullptr);
  EXPECT_NE(baseline, app::meaning_of("sow", app::FileKind::scenario, "sides.CSA.baseline"));
  const auto* record_rows = app::meaning_of("tsr", app::FileKind::record, "board.rows");
  EXPECT_EQ(record_rows, app::meaning_of("tsr", app::FileKind::scenario, "board.rows"));
  EXPECT_EQ(app::meaning_of("tsr", app::FileKind::scenario, "no-such-key"), nullptr);
}

// The schema's description and the starter's comment carry the meaning beside the facts.
TEST(KeyMeanings, TheSchemaAndTheStarterSayThem) {
  auto keys = app::explore_described_keys("tsr", app::FileKind::scenario);
  ASSERT_TRUE(keys.has_value());
  const app::KeyPlace* trees = keys->find("terrain.trees");
  ASSERT_NE(trees, nullptr);
  const spec::KeyMeaning* found = app::meaning_of("tsr", app::FileKind::scenario, "terrain.trees");
  ASSERT_NE(found, nullptr);
  const std::string meaning(found->meaning);
  EXPECT_EQ(app::describe(*trees), meaning + "; a whole number from 1 to 400; default 24");
  EXPECT_NE(app::json_schema(*keys, "tsr").find("\"description\": \"" + meaning + "; a whole number from 1 to 400"), std::string::npos);
}

}  // namespace
}  // namespace muster
