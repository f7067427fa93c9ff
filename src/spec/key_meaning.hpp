#pragma once
// What a key of a file means, in the project's own words, for the people who
// write scenarios: the schema's descriptions and the comments of `muster new`
// carry it beside the facts the readers report (type, bounds, default).
//
// Keys are named by the key explorer's dotted paths (app/key_explorer): "board.rows",
// "sides.*.name" ("*" stands for any one key, so also for "USA"), "units[].type"
// (an item of a list), "sides.*.orbat@file.name" (a key of the file 'orbat' names).
// A list nested in itself ("commands[].commands[]") is named once: "commands[]".

#include <string>
#include <string_view>
#include <vector>

namespace muster::spec {

struct KeyMeaning {
  std::string path;
  std::string meaning;  // one short line a gamer understands
};

// A rule set's meanings, or the shared ones: for its scenarios (and the orbat files
// they name) and for its setup records. A record key left out here means what the
// scenario key of the same path means.
// A value `muster new` writes where the rule set has no default but needs one to roll
// (the sides of tsb, sow and tsatf): "sides.Northern.name" -> "Northern Field Force".
struct KeyExample {
  std::string_view path;
  std::string_view value;
};

struct KeyMeanings {
  std::vector<KeyMeaning> scenario;
  std::vector<KeyMeaning> record;
  std::vector<KeyExample> starter_example;  // in the order the starter writes them
};

// Keys every rule set reads alike (the header, paper, print, the sides' names and
// colours, the open table, the command tree of an orbat file), read by spec/ readers.
const KeyMeanings& shared_key_meanings();

}  // namespace muster::spec
