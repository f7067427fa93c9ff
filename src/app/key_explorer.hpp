#pragma once
// Finds every key a rule set's reader accepts by letting the reader read
// made-up files and listening to it (spec/key_probe): each run fills in what
// the last one found, until nothing new turns up. The schema and the starter
// scenario are written from what it finds, so a new key in a reader shows up
// in both without anyone writing it down twice.

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "spec/key_probe.hpp"

namespace muster::app {

enum class FileKind { scenario, orbat, record };

// What one place in a file holds. Paths: "board.columns", list items "units[]",
// entries under any name "sides.*" (their names "sides.*#key"), a file a key names
// "sides.*.orbat@file". A place can hold more than one form (a word or a list of
// words); each form the reader was seen to take is kept, and the schema allows any of them.
struct KeyPlace {
  std::optional<spec::ValueFact> fact;  // a value read by one of the value readers
  std::vector<spec::ValueFact> other_facts;  // further values the reader takes here ('none' for a number)
  std::optional<std::string> fallback;  // the reader's default
  bool fallback_varied = false;  // heard while some choice was not at its default: a later plain run corrects it
  // Defaults that are not one value: each entry's in turn, where the entries of one file
  // differ (TSB's first side is "Red army", its second "Blue army"), or a flag that
  // other keys change it (TSB's 'columns' by its 'grid').
  std::vector<std::string> fallback_by_entry;
  bool fallback_depends = false;
  bool mapping = false;
  bool any_keys = false;  // a mapping whose keys the file chooses (the sides)
  bool list = false;
  bool names_file = false;  // the value names a file read in its place
  // Read in different ways in different runs (a choice among the file's own side names): the schema leaves it open.
  bool mixed = false;
  // Taken, but read only when some of its neighbours are absent (SOW 'units' beside 'force'):
  // some made-up files write it without them.
  bool read_alone = false;
  std::vector<std::string> keys;  // a mapping's keys, in the order the reader takes them
  int attempt = 0;  // which shape the explorer tries next here
  int turn = 0;     // which of its known forms the explorer writes next
  int written = -1;  // the shape given in the last made-up file; -1 when absent
  bool tried = false;  // given the shape it is trying in this round's first trial run
  std::string meaning;  // what the key is for, written by hand (app/key_meanings)
  bool unknown() const { return !fact && !mapping && !list && !names_file; }
};

struct KeyMap {
  std::map<std::string, KeyPlace> places;
  std::string root;  // "" for the file itself, "X@file" for an orbat
  const KeyPlace* find(const std::string& path) const;
};

// Everything the reader of `kind` files of `ruleset` takes; nullopt when the rule set has no such file (an orbat).
std::optional<KeyMap> explore_keys(const std::string& ruleset, FileKind kind);

std::string child_path(const std::string& parent, const std::string& key);
// Where the names of entries under any name are kept: "terrain.zones.*#key".
std::string entry_name_path(const std::string& entries);
// A value the reader accepts for `place`: its default, else the least it allows.
std::string sample_value(const KeyPlace& place);

}  // namespace muster::app
