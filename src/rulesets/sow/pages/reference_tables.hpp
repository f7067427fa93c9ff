#pragma once
// The tables of State of War's reference cards that carry numbers from
// tables.hpp (points, ranges, loading, dice, moves, deployment), built from
// those functions so a card can never say other than the generator does.
// templates/sow/qrs.yaml names them with `table: NAME`.

#include <optional>
#include <string>
#include <vector>

#include "layout/cards.hpp"

namespace muster::sow {

// "movement", "class-costs", "weapon-costs", "reckoner", "ranges", "quality-dice", "range-dice", "cover-dice", "deployment",
// "organisation".
const std::vector<std::string>& reference_table_names();
// The table of that name; nothing for a name not in the list.
std::optional<layout::CardTable> reference_table(const std::string& name);

}  // namespace muster::sow
