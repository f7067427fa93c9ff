#pragma once
// The pre-battle week as section 12's table, filled in from the log.

#include "layout/page_builder.hpp"
#include "rulesets/sbd/model.hpp"

namespace muster::sbd {

// One side's rows, Monday to Sunday.
layout::Table week_table(const Week& week, Side side);
// Who won each day's skirmish.
layout::Table skirmish_table(const Week& week);
// How the attacker was decided and the margin, in two or three sentences.
std::string week_outcome(const Setup& setup);
std::string dice_text(std::vector<int> dice);  // sorted high to low: "6 5 5 2"

}  // namespace muster::sbd
