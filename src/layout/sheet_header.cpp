#include "layout/sheet_header.hpp"

#include "layout/check_bar.hpp"
#include "layout/style.hpp"

namespace muster::layout {

namespace {
constexpr Length title_height = Length::mm(7);

Length header_width(const PageBuilder& b) { return b.content_width() - check_bar_width - style::gap; }
}  // namespace

Length sheet_header_height(const PageBuilder& b, const std::vector<std::string>& notes) {
  Length note;
  for (const std::string& text : notes) note = max(note, b.measurer().measure(text, style::small(), header_width(b)).height);
  return max(title_height + note, check_bar_height);
}

void sheet_header(PageBuilder& b, const std::string& title, const std::string& note) {
  // A long title shrinks rather than running under the check bar.
  b.add({shrink_to_fit(b.measurer(), Text{{b.content_left(), b.content_top()}, header_width(b), title_height, title, style::heading(), black,
                                          Align::left, VAlign::top, false},
                       Length::pt(8))});
  b.add({text_box(b.measurer(), {b.content_left(), b.content_top() + title_height}, header_width(b), note, style::small())});
}

Item top_right_check_bar(const PageBuilder& b) { return check_bar({b.content_left() + b.content_width() - check_bar_width, b.content_top()}); }

}  // namespace muster::layout
