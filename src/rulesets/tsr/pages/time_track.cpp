#include "rulesets/tsr/pages/time_track.hpp"

#include <algorithm>

#include "layout/style.hpp"
#include "rulesets/tsr/tables.hpp"

namespace muster::tsr {

using namespace layout;

namespace {

const Font hour_font{style::sans, Length::pt(9), true, false};
const Font dusk_font{style::sans, Length::pt(7.5), true, false};
const Length after_width = Length::mm(34);
const Length widest_box = Length::mm(18);
const Length box_height = Length::mm(17);

// A box must hold its hour, its turn number and "DUSK" with a little air: a long day that
// would squeeze them below that wraps onto more rows instead (a record may give up to 24 turns).
Length narrowest_box(const TextMeasurer& measurer, int turns) {
  const Length widest = max(max(measurer.measure("00:00", hour_font, std::nullopt).width,
                                 measurer.measure("turn " + std::to_string(turns), style::small(), std::nullopt).width),
                             measurer.measure("DUSK", dusk_font, std::nullopt).width);
  return widest + Length::mm(1.5);
}

struct TrackShape {
  int per_row;
  int rows;
  Length box;
};

// As few rows as fit, the turns spread evenly over them.
TrackShape shape_for(const PageBuilder& builder, int turns) {
  const Length room = builder.content_width() - after_width;
  const int most_per_row = std::max(1, static_cast<int>(room / narrowest_box(builder.measurer(), turns)));
  const int rows = (turns + most_per_row - 1) / most_per_row;
  const int per_row = (turns + rows - 1) / rows;
  return {per_row, rows, min(widest_box, room / per_row)};
}

void add_turn_box(PageBuilder& builder, Point o, Length box, int turn, int hour, bool dusk) {
  builder.add({Rect{o, box, box_height, dusk ? std::optional<Colour>(style::shade) : std::nullopt, style::line()}});
  builder.add({Text{{o.x, o.y + Length::mm(1.5)}, box, Length::mm(5), clock(hour), hour_font, black, Align::centre, VAlign::top, false}});
  builder.add({Text{{o.x, o.y + Length::mm(7)}, box, Length::mm(4), "turn " + std::to_string(turn), style::small(), black,
                    Align::centre, VAlign::top, false}});
  if (dusk)
    builder.add({Text{{o.x, o.y + Length::mm(11)}, box, Length::mm(4), "DUSK", dusk_font, black, Align::centre, VAlign::top, false}});
}

}  // namespace

void add_time_track(PageBuilder& builder, const Timeline& timeline) {
  const int turns = timeline.daylight_turns();
  const TrackShape shape = shape_for(builder, turns);
  const Point at = builder.reserve(box_height * shape.rows + style::gap);
  for (int turn = 1; turn <= turns; ++turn) {
    const int hour = timeline.start_hour + turn - 1;
    const int row = (turn - 1) / shape.per_row, column = (turn - 1) % shape.per_row;
    add_turn_box(builder, {at.x + shape.box * column, at.y + box_height * row}, shape.box, turn, hour, hour == timeline.dusk_hour);
  }
  // Beside the last row, right of every row, so that it reads as what follows the whole day.
  const Point after{at.x + shape.box * shape.per_row, at.y + box_height * (shape.rows - 1)};
  builder.add({Rect{after, after_width, box_height, Colour::grey(0.75), style::line()}});
  builder.add({Text{{after.x + Length::mm(1.5), after.y + Length::mm(1.5)}, after_width - Length::mm(3), box_height - Length::mm(3),
                    "After dusk: finish the combats already joined; begin no new ones.", style::small(), black, Align::left,
                    VAlign::top, false}});
}

}  // namespace muster::tsr
