#include "rulesets/tsr/pages/time_track.hpp"

#include "layout/style.hpp"
#include "rulesets/tsr/tables.hpp"

namespace muster::tsr {

using namespace layout;

void add_time_track(PageBuilder& builder, const Timeline& timeline) {
  const int boxes = timeline.daylight_turns() + 1;
  const Length after_width = Length::mm(34);
  const Length box = min(Length::mm(18), (builder.content_width() - after_width) / (boxes - 1));
  const Length height = Length::mm(17);
  const Point at = builder.reserve(height + style::gap);
  for (int turn = 1; turn < boxes; ++turn) {
    const int hour = timeline.start_hour + turn - 1;
    const bool dusk = hour == timeline.dusk_hour;
    const Point o{at.x + box * (turn - 1), at.y};
    builder.add({Rect{o, box, height, dusk ? std::optional<Colour>(style::shade) : std::nullopt, style::line()}});
    builder.add({Text{{o.x, o.y + Length::mm(1.5)}, box, Length::mm(5), clock(hour), {style::sans, Length::pt(9), true, false},
                      black, Align::centre, VAlign::top, false}});
    builder.add({Text{{o.x, o.y + Length::mm(7)}, box, Length::mm(4), "turn " + std::to_string(turn), style::small(), black,
                      Align::centre, VAlign::top, false}});
    if (dusk)
      builder.add({Text{{o.x, o.y + Length::mm(11)}, box, Length::mm(4), "DUSK", {style::sans, Length::pt(7.5), true, false},
                        black, Align::centre, VAlign::top, false}});
  }
  const Point after{at.x + box * (boxes - 1), at.y};
  builder.add({Rect{after, after_width, height, Colour::grey(0.75), style::line()}});
  builder.add({Text{{after.x + Length::mm(1.5), after.y + Length::mm(1.5)}, after_width - Length::mm(3), height - Length::mm(3),
                    "After dusk: finish the combats already joined; begin no new ones.", style::small(), black, Align::left,
                    VAlign::top, false}});
}

}  // namespace muster::tsr
