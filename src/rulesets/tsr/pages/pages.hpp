#pragma once
// The documents of a Terrible Swift Rules pack, one function per file.

#include <optional>

#include "layout/document.hpp"
#include "layout/text_measurer.hpp"
#include "rulesets/footers.hpp"
#include "rulesets/ruleset.hpp"
#include "rulesets/tsr/model.hpp"

namespace muster::tsr {

inline const std::string ruleset_title = "Terrible Swift Rules";

// Every file of the pack, each with whom it is for.
std::vector<PackFile> pack_files(const Setup& setup, const layout::TextMeasurer& measurer);
std::vector<std::string> side_keys_of(const Setup& setup);


layout::Document umpire_briefing(const Setup& setup, const layout::TextMeasurer& measurer);
// Nothing in it identifies the other side's markers.
layout::Document side_briefing(const Setup& setup, Side side, const layout::TextMeasurer& measurer);
layout::Document table_map(const Setup& setup, const layout::TextMeasurer& measurer);
// One side's force markers only: a player is handed nothing of the enemy's.
layout::Document side_counter_sheets(const Setup& setup, Side side, const layout::TextMeasurer& measurer);
// The shook-up, whupped, EM and time markers both sides use.
layout::Document marker_sheets(const Setup& setup, const layout::TextMeasurer& measurer);
// One side's roster, in a file of its own so no sheet has the enemy on its back.
layout::Document roster(const Setup& setup, Side side, const layout::TextMeasurer& measurer);
// With a timeline, the time track runs from its start to dusk; without, over the whole possible day.
// A pack's scenario departures (departures.hpp) head the cards, which keep the rules' numbers.
layout::Document reference_cards(Paper paper, const std::string& footer, const std::optional<Timeline>& timeline,
                                 const std::vector<std::string>& departures, const layout::TextMeasurer& measurer);

}  // namespace muster::tsr
