#pragma once
// The update's rough-terrain penalty: on or through rough ground, or over a
// low wall or a barricade, a figure moves two thirds of what its movement dice
// show, the total first raised to the next multiple of three so that no
// fraction is left.

namespace muster::tsatf {

// Inches moved in rough going for `dice_total` inches rolled: 7 -> 9 -> 6; never more than rolled.
int rough_going_move(int dice_total);

}  // namespace muster::tsatf
