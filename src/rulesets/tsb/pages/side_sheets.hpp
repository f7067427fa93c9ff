#pragma once
// The Square Brigadier's sheets that a player holds for the game: his own
// counters, roster and orders tracker, each in a file of its own so that no
// sheet has the enemy on its back, and the markers the whole table shares.

#include <cstddef>

#include "layout/document.hpp"
#include "layout/text_measurer.hpp"
#include "rulesets/tsb/model.hpp"

namespace muster::tsb {

// One side's unit labels and commander markers: nothing of the enemy's.
layout::Document side_counter_sheets(const Setup& setup, std::size_t side, const layout::TextMeasurer& measurer);
// Hit markers and road-column markers both sides use.
layout::Document marker_sheets(const Setup& setup, const layout::TextMeasurer& measurer);
// One side's roster: per command, its commander and each unit with type, class, hit boxes, move, range, dice; the break point as a tally.
layout::Document roster(const Setup& setup, std::size_t side, const layout::TextMeasurer& measurer);
// One side's orders tracker: per turn, per commander, the order die, orders used, and the General's deferral.
layout::Document orders_tracker(const Setup& setup, std::size_t side, const layout::TextMeasurer& measurer);

// A unit label stands in the unit's area beside its figures: a share of the area, within what prints and reads well.
struct LabelSize {
  Length width, height;
};
inline constexpr Length narrowest_label = Length::mm(25);
inline constexpr Length widest_label = Length::mm(60);
LabelSize unit_label_size(const Battlefield& battlefield);

}  // namespace muster::tsb
