#pragma once
// The documents of a Short But Desperate pack, one function per file.

#include "layout/document.hpp"
#include "layout/page_builder.hpp"
#include "layout/text_measurer.hpp"
#include "rulesets/footers.hpp"
#include "rulesets/ruleset.hpp"
#include "rulesets/sbd/model.hpp"

namespace muster::sbd {

// Every file of the pack, each with whom it is for.
std::vector<PackFile> pack_files(const Setup& setup, const layout::TextMeasurer& measurer);
std::vector<std::string> side_keys_of(const Setup& setup);

layout::Document umpire_briefing(const Setup& setup, const layout::TextMeasurer& measurer);
// Own troops, own week and own reinforcements only.
layout::Document side_briefing(const Setup& setup, Side side, const layout::TextMeasurer& measurer);
layout::Document battle_map(const Setup& setup, const layout::TextMeasurer& measurer);
// One side's roster, in a file of its own so no sheet has the enemy on its back.
layout::Document roster(const Setup& setup, Side side, const layout::TextMeasurer& measurer);
// One side's unit labels, leader markers and ammunition store: nothing of the enemy's.
layout::Document side_counter_sheets(const Setup& setup, Side side, const layout::TextMeasurer& measurer);
// The low-ammunition, limbered and entrenchment markers both sides use.
layout::Document marker_sheets(const Setup& setup, const layout::TextMeasurer& measurer);
layout::Document reference_cards(Paper paper, const std::string& footer, const layout::TextMeasurer& measurer);
// The quality form has a row for every zone of `field` that troops deploy in.
layout::Document prebattle_worksheet(Paper paper, const std::string& footer, const Battlefield& field, const layout::TextMeasurer& measurer);
// The same, added to a builder, so `muster qrs sbd` prints cards and worksheet as one numbered document.
void add_reference_cards(layout::PageBuilder& builder);
void add_prebattle_worksheet(layout::PageBuilder& builder, const Battlefield& field);

}  // namespace muster::sbd
