#pragma once
// The tables of The Sword and the Flame's reference cards that carry numbers
// the rule set's code already holds: movement dice (unit_tables), the rough
// going penalty (rough_going), the current dice (current), the organisation
// and formations of every kind per campaign (unit_tables) and the ratios of
// opposing forces (ratios). Built from those functions, so a card can never
// say other than the force builder, the rosters and the map do.
// templates/tsatf/qrs.yaml names them with `table: NAME`.

#include <optional>
#include <string>
#include <vector>

#include "layout/cards.hpp"
#include "rulesets/tsatf/battlefield.hpp"
#include "rulesets/tsatf/unit_tables.hpp"
#include "rulesets/tsatf/units.hpp"

namespace muster::tsatf {

// The numbers of one game that its pack's cards print in place of the
// rulebook's and muster's defaults: the organisation the scenario plays with,
// and its river's current where one runs. `muster qrs` alone has none.
struct GameNumbers {
  Organisations organisations;
  std::optional<RiverCurrent> current;
};

// "movement-dice", "rough-going", "current-dice", "organisation-mutiny",
// "organisation-boxer", "organisation-sudan", "organisation-any",
// "ratios-mutiny-imperial", "ratios-mutiny-native", "ratios-boxer-imperial", "ratios-boxer-native".
const std::vector<std::string>& reference_table_names();
// The table of that name, with this game's numbers where `game` gives them; nothing for a name not in the list.
std::optional<layout::CardTable> reference_table(const std::string& name, const std::optional<GameNumbers>& game = std::nullopt);

// An organisation as the cards print it: "20 + 2", with "*" for muster's default
// where the text sends the reader to the rulebook and "†" for the scenario's own.
std::string organisation_cell(UnitKind kind, const Organisations& organisations);

// The forces a ratio table prints, one column each: the base's unit counts.
const std::vector<int>& ratio_table_bases(Campaign campaign);
// The kinds every campaign may raise (primitive native cavalry, camels): the
// organisation-any table; each campaign's own table leaves them out.
std::vector<UnitKind> kinds_of_every_campaign();
// The highest dice total the rough-going table reaches: the most movement dice of anything that can enter rough ground, all sixes.
int highest_rough_going_total();

}  // namespace muster::tsatf
