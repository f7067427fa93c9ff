#pragma once
// A scale check for sheets whose sizes matter at the table (1:1 map tiles,
// counters, labels, cards, rulers): a bar 50 mm long and one 2 in long, and
// the reminder to print at actual size. A gamer lays a ruler along it before
// cutting anything; a printer that shrank the page to fit shows at once.

#include "layout/document.hpp"
#include "layout/text_measurer.hpp"

namespace muster::layout {

inline constexpr Length check_bar_width = Length::mm(62);
inline constexpr Length check_bar_height = Length::mm(10.5);

// The check, its top-left corner at `at`, fitting check_bar_width x check_bar_height.
Item check_bar(Point at);

// The two bars without the reminder under them, for a sheet with no room to spare (nine cards
// to a sheet), whose own notes then say to print at actual size.
inline constexpr Length scale_bars_height = check_bar_height * 2 / 3;
// Its top-left corner at `at`, fitting check_bar_width x scale_bars_height.
Item scale_bars(Point at);

// What the reminder says, for a sheet that prints it apart from the bars.
inline constexpr const char* actual_size_reminder = "print at 100%: actual size, no fit to page";

}  // namespace muster::layout
