#include "rulesets/footers.hpp"

#include <cstdio>

#include "core/random.hpp"
#include "core/seed.hpp"

namespace muster {

namespace {
const std::string separator = "  ·  ";

std::string pack_line(const PackIdentity& pack) { return pack.scenario + separator + pack.ruleset_title + separator; }
std::string check(const PackIdentity& pack) { return "pack " + pack_check_code(pack.scenario, pack.seed); }
}  // namespace

std::string umpire_footer(const PackIdentity& pack) {
  return pack_line(pack) + "umpire  ·  seed " + seed_text(pack.seed) + separator + check(pack) + separator + "muster " MUSTER_VERSION;
}

std::string side_footer(const PackIdentity& pack, const std::string& side) {
  return pack_line(pack) + side + " only" + separator + check(pack) + separator + "muster " MUSTER_VERSION;
}

std::string table_footer(const PackIdentity& pack) {
  return pack_line(pack) + "for the table" + separator + check(pack) + separator + "muster " MUSTER_VERSION;
}

std::string umpire_footer(const SetupHead& setup, const std::string& ruleset_title) {
  return umpire_footer({setup.scenario, ruleset_title, setup.seed});
}
std::string side_footer(const SetupHead& setup, const std::string& ruleset_title, const std::string& side) {
  return side_footer({setup.scenario, ruleset_title, setup.seed}, side);
}
std::string table_footer(const SetupHead& setup, const std::string& ruleset_title) {
  return table_footer({setup.scenario, ruleset_title, setup.seed});
}

std::string pack_check_code(const std::string& scenario, std::uint64_t seed) {
  const auto digest = derive_key("muster pack check", seed_key(seed), scenario);
  char code[8];
  std::snprintf(code, sizeof code, "%02x%02x%02x", digest[0], digest[1], digest[2]);
  return code;
}

}  // namespace muster
