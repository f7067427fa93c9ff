#pragma once
// The documents of a Square Brigadier pack, one function per file.

#include "layout/document.hpp"
#include "layout/text_measurer.hpp"
#include "rulesets/footers.hpp"
#include "rulesets/ruleset.hpp"
#include "rulesets/tsb/model.hpp"
#include "rulesets/tsb/tables.hpp"

namespace muster::tsb {

// Every file of the pack, each with whom it is for.
std::vector<PackFile> pack_files(const Setup& setup, const layout::TextMeasurer& measurer);
std::vector<std::string> side_keys_of(const Setup& setup);

// Everything: both armies, the whole battlefield, the roll for the first move.
layout::Document umpire_briefing(const Setup& setup, const layout::TextMeasurer& measurer);
// One side's army, its deployment zone and telephone lines, the objectives; of the enemy only its name and baseline.
layout::Document side_briefing(const Setup& setup, std::size_t side, const layout::TextMeasurer& measurer);
// The battlefield with area names on one page, then at 1:1 over sheets.
layout::Document battle_map(const Setup& setup, const layout::TextMeasurer& measurer);

}  // namespace muster::tsb
