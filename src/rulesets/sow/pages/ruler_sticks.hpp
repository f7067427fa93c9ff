#pragma once
// The sticks rulers.pdf prints for a setup, in order: a range stick for each
// firearm either force carries, in the range table's order, then the infantry
// move, when either force has horses the cavalry move, and a move for each
// animal the scenario gives a rate of its own.

#include <vector>

#include "layout/range_sticks.hpp"
#include "rulesets/sow/model.hpp"

namespace muster::sow {

std::vector<layout::RangeStick> ruler_sticks(const Setup& setup);

}  // namespace muster::sow
