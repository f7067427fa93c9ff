#pragma once
// What every rule set offers the app. Adding a rule set means a folder under
// rulesets/ and one line in registry.cpp.

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "core/record.hpp"
#include "core/roll_log.hpp"
#include "core/setup_statistics.hpp"
#include "core/streams.hpp"
#include "layout/document.hpp"
#include "layout/text_measurer.hpp"
#include "spec/key_meaning.hpp"
#include "spec/map_reader.hpp"
#include "spec/scenario_header.hpp"

namespace muster {

namespace spec {
struct FileKind;
}

// Who is handed a file of the pack. A player holds the table's files and his
// own side's, never the umpire's or the enemy's; tests check that nothing he
// holds depends on the enemy's secrets.
struct Audience {
  enum class Kind { umpire, side, table };
  Kind kind = Kind::table;
  std::string side;  // the side's key ("USA"), for Kind::side

  static Audience umpire() { return {Kind::umpire, {}}; }
  static Audience table() { return {Kind::table, {}}; }
  static Audience of_side(std::string key) { return {Kind::side, std::move(key)}; }
  bool held_by_side(const std::string& key) const { return kind == Kind::table || (kind == Kind::side && side == key); }
};

struct PackFile {
  std::string name;  // "umpire.pdf"
  layout::Document document;
  Audience audience;
};

class RolledSetup {
 public:
  virtual ~RolledSetup() = default;
  virtual std::string scenario_name() const = 0;
  virtual std::uint64_t seed() const = 0;
  // The sides' keys, as the pack's per-side files are named ("USA", "CSA").
  virtual std::vector<std::string> side_keys() const = 0;
  virtual Record record() const = 0;
  // What `muster roll` prints: a readable account of the setup.
  virtual std::string summary() const = 0;
  // What `muster simulate` tallies over many rolls: what matters for the balance of this setup.
  virtual SetupStatistics statistics() const = 0;
  virtual std::vector<PackFile> lay_out(const layout::TextMeasurer& measurer) const = 0;
  virtual void set_paper(Paper paper) = 0;
};

class LoadedScenario {
 public:
  virtual ~LoadedScenario() = default;
  virtual const spec::ScenarioHeader& header() const = 0;
  // Without its log, a setup is the same but for the log of rolls the umpire reads:
  // for rolls made only to be counted. A rule set whose log costs nothing keeps it always.
  virtual std::unique_ptr<RolledSetup> roll(const Streams& streams, RollDetail detail) const = 0;
  std::unique_ptr<RolledSetup> roll(const Streams& streams) const { return roll(streams, RollDetail::with_log); }
  std::unique_ptr<RolledSetup> roll(std::uint64_t seed, RollDetail detail = RollDetail::with_log) const { return roll(Streams(seed), detail); }
};

// One way a scenario of a rule set reads a file of units (an orbat, a force file): a whole
// scenario whose sides name that file, so that `muster check` can read the file alone
// exactly as a scenario would. `label` says how it was read ("in an early-20th scenario").
struct UnitFileReading {
  std::string label;
  Record scenario;
};

class Ruleset {
 public:
  virtual ~Ruleset() = default;
  virtual std::string id() const = 0;     // "tsr": the scenario's 'ruleset:' value
  virtual std::string title() const = 0;  // "Terrible Swift Rules"
  virtual std::string description() const = 0;
  // Reads the rule-set keys of a scenario; problems go to root's diagnostics.
  virtual std::unique_ptr<LoadedScenario> read_scenario(spec::MapReader& root, const spec::ScenarioHeader& header) const = 0;
  virtual std::unique_ptr<RolledSetup> read_record(spec::MapReader& root, const spec::ScenarioHeader& header) const = 0;
  virtual layout::Document reference_cards(Paper paper, const layout::TextMeasurer& measurer) const = 0;
  // What each key of its files means (the shared keys excepted): for the schema and `muster new`.
  virtual const spec::KeyMeanings& key_meanings() const = 0;
  // The kind of file of units its scenarios name, if any (an orbat file, a force file).
  virtual const spec::FileKind* unit_file_kind() const { return nullptr; }
  // Every way its scenarios read such a file, each naming `file` (beside the scenario).
  virtual std::vector<UnitFileReading> unit_file_readings(const std::string& file) const {
    (void)file;
    return {};
  }
  // Whether one side's setup is hidden from the other: then a seed small
  // enough to search is worth a warning.
  virtual bool keeps_secrets() const { return true; }
};

const std::vector<const Ruleset*>& all_rulesets();
const Ruleset* find_ruleset(const std::string& id);
std::vector<std::string> ruleset_ids();

}  // namespace muster
