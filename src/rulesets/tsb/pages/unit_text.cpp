#include "rulesets/tsb/pages/unit_text.hpp"

#include <algorithm>

#include "rulesets/tsb/tables.hpp"

namespace muster::tsb {

std::string class_label(UnitClass unit_class) {
  std::string label = key_of(unit_class);
  label.front() = static_cast<char>(label.front() - 'a' + 'A');
  return label;
}

std::string class_and_hits(UnitClass unit_class) {
  return class_label(unit_class) + " \u00b7 " + std::to_string(hits_to_destroy(unit_class)) + " hits";
}

std::string range_and_dice(const Unit& unit) {
  if (range_in_areas(unit.weapon) == 0) return "no fire";
  return "R" + std::to_string(range_in_areas(unit.weapon)) + " \u00b7 " + std::to_string(shooting_dice(unit)) + "D";
}

std::string firepower_note(const Unit& unit) {
  std::string note = unit.firepower == Firepower::normal ? "" : key_of(unit.firepower);
  const auto add = [&note](const std::string& word) { note += note.empty() ? word : ", " + word; };
  if (unit.heavy) add("heavy");
  if (unit.irregular) add("irregular");
  if (unit.indirect_fire) add("indirect");
  return note;
}

namespace {

std::string link_of(const Unit& battery, const SideSetup& side) {
  for (const TelephoneLine& line : side.telephone_lines)
    if (line.battery == battery.name)
      return "a telephone line from " + square_name(line.path.areas.front()) + " to " + square_name(line.path.areas.back()) +
             ", cut if either end moves or is destroyed";
  if (side.radio) return "radio: roll a D6 each turn before firing, linked on 2 or more";
  return "no telephone line and no radio: it fires only at what it sees";
}

}  // namespace

std::vector<std::string> start_notes(const SideSetup& side) {
  std::vector<std::string> notes;
  std::string irregulars;
  for (const Unit* unit : units_of(side.army)) {
    if (unit->indirect_fire)
      notes.push_back("<b>" + unit->name + "</b> may fire indirectly (6 areas or more, 1 die less) at what <b>" + unit->observer +
                      "</b> sees; linked by " + link_of(*unit, side) + ".");
    if (unit->running > 0)
      notes.push_back("<b>" + unit->name + "</b> is running at the start: it moved " + std::to_string(unit->running) + " areas last turn, so it moves " +
                      std::to_string(std::max(0, unit->running - 2)) + " to " + std::to_string(std::min(4, unit->running + 2)) + " on its first.");
    if (unit->irregular) irregulars += (irregulars.empty() ? "" : ", ") + unit->name;
  }
  if (!irregulars.empty()) notes.push_back("<b>Irregular infantry</b> (" + irregulars + ") are not halted on entering difficult ground.");
  return notes;
}

bool forms_road_column(UnitType type) { return type != UnitType::train && type != UnitType::armoured_train; }

}  // namespace muster::tsb
