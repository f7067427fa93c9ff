#include "rulesets/ruleset.hpp"

#include "rulesets/sbd/sbd_ruleset.hpp"
#include "rulesets/sow/sow_ruleset.hpp"
#include "rulesets/tsatf/tsatf_ruleset.hpp"
#include "rulesets/tsb/tsb_ruleset.hpp"
#include "rulesets/tsr/tsr_ruleset.hpp"

namespace muster {

const std::vector<const Ruleset*>& all_rulesets() {
  static const std::vector<const Ruleset*> registry = {
      &tsr::ruleset(),
      &sbd::ruleset(),
      &tsb::ruleset(),
      &sow::ruleset(),
      &tsatf::ruleset(),
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

}  // namespace muster
