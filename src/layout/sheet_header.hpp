#pragma once
// The head of a sheet whose sizes matter (counter sheets, range sticks): its
// title and a note at the left, leaving the top right for the check bar that a
// gamer lays a ruler along before cutting anything.

#include <string>
#include <vector>

#include "layout/page_builder.hpp"

namespace muster::layout {

// The height the head takes with the tallest of `notes`, so that sheets with different notes
// (fronts and backs) start their content at the same place.
Length sheet_header_height(const PageBuilder& builder, const std::vector<std::string>& notes);
// The title and note at the top of the page in hand.
void sheet_header(PageBuilder& builder, const std::string& title, const std::string& note);
// The check bar in the top right corner of the page in hand.
Item top_right_check_bar(const PageBuilder& builder);

}  // namespace muster::layout
