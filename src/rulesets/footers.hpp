#pragma once
// The footer every page carries: scenario, rule set and muster version, so any
// printed sheet can be traced to its pack. Who holds the sheet decides the rest.
//
// Only the umpire's sheets print the seed: with it and muster anyone rolls the
// whole setup again. Sheets a side or the whole table holds carry a pack check
// code instead, which matches the umpire's sheets and gives nothing away: a
// keyed hash of the seed, 24 bits, so each code is shared by 2^40 fresh seeds.

#include <cstdint>
#include <string>

#include "rulesets/heads.hpp"

namespace muster {

struct PackIdentity {
  std::string scenario;       // "The Liquor Store"
  std::string ruleset_title;  // "Terrible Swift Rules"
  std::uint64_t seed = 0;
};

std::string umpire_footer(const PackIdentity& pack);
std::string side_footer(const PackIdentity& pack, const std::string& side);
// Maps, shared markers, reference cards: sheets every player may hold.
std::string table_footer(const PackIdentity& pack);
// The same three for a rolled setup's sheets.
std::string umpire_footer(const SetupHead& setup, const std::string& ruleset_title);
std::string side_footer(const SetupHead& setup, const std::string& ruleset_title, const std::string& side);
std::string table_footer(const SetupHead& setup, const std::string& ruleset_title);
// Six hex digits.
std::string pack_check_code(const std::string& scenario, std::uint64_t seed);

}  // namespace muster
