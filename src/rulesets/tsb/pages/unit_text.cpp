#include "rulesets/tsb/pages/unit_text.hpp"

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
  if (unit.heavy) note += note.empty() ? "heavy" : ", heavy";
  return note;
}

bool forms_road_column(UnitType type) { return type != UnitType::train && type != UnitType::armoured_train; }

}  // namespace muster::tsb
