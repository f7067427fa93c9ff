#include "rulesets/ruleset.hpp"

#include <cstdio>

#include "core/random.hpp"
#include "rulesets/sbd/sbd_ruleset.hpp"
#include "rulesets/tsr/tsr_ruleset.hpp"

namespace muster {

const std::vector<const Ruleset*>& all_rulesets() {
  static const std::vector<const Ruleset*> registry = {
      &tsr::ruleset(),
      &sbd::ruleset(),
  };
  return registry;
}

const Ruleset* find_ruleset(const std::string& id) {
  for (const Ruleset* r : all_rulesets())
    if (r->id() == id) return r;
  return nullptr;
}

std::vector<std::string> ruleset_ids() {
  std::vector<std::string> ids;
  for (const Ruleset* r : all_rulesets()) ids.push_back(r->id());
  return ids;
}

std::string page_footer(const std::string& scenario, const std::string& ruleset_title, std::uint64_t seed) {
  return scenario + "  ·  " + ruleset_title + "  ·  seed " + std::to_string(seed) + "  ·  pack " + pack_check_code(scenario, seed) +
         "  ·  muster " MUSTER_VERSION;
}

std::string side_page_footer(const std::string& scenario, const std::string& ruleset_title, std::uint64_t seed,
                             const std::string& side) {
  return scenario + "  ·  " + ruleset_title + "  ·  " + side + " only  ·  pack " + pack_check_code(scenario, seed) +
         " (the umpire's sheets hold the seed)  ·  muster " MUSTER_VERSION;
}

std::string pack_check_code(const std::string& scenario, std::uint64_t seed) {
  char code[8];
  std::snprintf(code, sizeof code, "%06llx",
                static_cast<unsigned long long>(fnv1a64(scenario + "#" + std::to_string(seed)) & 0xFFFFFFULL));
  return code;
}

}  // namespace muster
