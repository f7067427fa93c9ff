#include "core/length.hpp"
#include "rulesets/sow/force_reader.hpp"
#include "rulesets/sow/other_animals.hpp"
#include "rulesets/sow/record.hpp"
#include "rulesets/sow/tables.hpp"
#include "rulesets/sow/terrain_reader.hpp"
#include "spec/roll_off_reader.hpp"
#include "spec/side_reader.hpp"

namespace muster::sow {

namespace {

Record deployment_record(const Setup& s) {
  return Record::map(true)
      .add("initiative", spec::roll_off_record(s.deployment.initiative))
      .add("attacker", Record::value(s.sides[s.deployment.attacker].key))
      .add("table-roll", Record::value(s.deployment.table_roll));
}

Record placement_record(const GroupPlacement& g) {
  Record centre = Record::list(true);
  centre.push(Record::value(length_text(g.centre.x))).push(Record::value(length_text(g.centre.y)));
  return Record::map(true)
      .add("centre", centre)
      .add("facing", Record::value(std::to_string(static_cast<int>(g.facing_degrees))))
      .add("frontage", Record::value(length_text(g.frontage)))
      .add("depth", Record::value(length_text(g.depth)));
}

Record solo_record(const Setup& s) {
  const SoloPlan& plan = *s.solo;
  Record r = Record::map().add("side", Record::value(s.sides[plan.side].key));
  if (!plan.feature.empty()) r.add("feature", Record::value(plan.feature, true));
  if (!plan.placement_rolls.empty()) {
    Record rolls = Record::list(true);
    for (int roll : plan.placement_rolls) rolls.push(Record::value(roll));
    r.add("placement-rolls", rolls);
  }
  if (plan.tactics_roll) r.add("tactics-roll", Record::value(*plan.tactics_roll));
  r.add("tactics", Record::value(key_of(plan.tactics)));
  Record groups = Record::list();
  for (const GroupPlacement& g : plan.groups) groups.push(placement_record(g));
  return r.add("groups", groups);
}

Record side_record(const SideSetup& side) {
  Record r = Record::map();
  r.add("name", Record::user_text(side.name)).add("colour", Record::value(side.colour, true));
  if (side.recipe) r.add("force", force_recipe_record(*side.recipe));
  if (!side.list_file.empty()) r.add("list-file", Record::value(side.list_file, true));
  return r.add("units", force_list_record(side.force));
}

}  // namespace

Record to_record(const Setup& s) {
  Record r = record_start(s, "sow", print_rules);
  add_table_record(r, s);
  add_other_animals_record(r, s.other_animals);
  r.add("deployment", deployment_record(s));
  Record sides = Record::map();
  for (const SideSetup& side : s.sides) sides.add(side.key, side_record(side));
  r.add("sides", sides);
  if (s.solo) r.add("solo", solo_record(s));
  return r;
}

}  // namespace muster::sow
