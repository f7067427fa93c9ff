#include "layout/counter_pages.hpp"

#include "layout/counter_grid.hpp"
#include "layout/style.hpp"

namespace muster::layout {

namespace {
constexpr Length sheet_header = Length::mm(16);

void header(PageBuilder& b, const std::string& title, const std::string& note) {
  b.add({Text{{b.content_left(), b.content_top()}, b.content_width(), Length::mm(7), title, style::heading(), black, Align::left, VAlign::top, false}});
  b.add({Text{{b.content_left(), b.content_top() + Length::mm(7)}, b.content_width(), Length::mm(9), note, style::small(), black, Align::left,
              VAlign::top, false}});
}
}  // namespace

void counter_outline(PageBuilder& b, Point at, Length width, Length height) {
  b.add({Rect{at, width, height, std::nullopt, Stroke{Colour::grey(0.2), Length::pt(0.3), {}}}});
}

void counter_text(PageBuilder& b, Point at, Length width, Length height, const std::string& text, Font font, Colour ink) {
  b.add({shrink_to_fit(b.measurer(), Text{at, width, height, text, std::move(font), ink, Align::centre, VAlign::middle, false}, style::smallest_text)});
}

void counter_pages(PageBuilder& b, const CounterSheetText& text, Length width, Length height, const std::vector<CounterPair>& counters) {
  const Length top = b.content_top() + sheet_header;
  const CounterGrid grid = counter_grid(width, height, b.content_left(), top, b.content_width(), b.content_bottom() - top);
  const std::size_t per_page = static_cast<std::size_t>(grid.capacity());
  for (std::size_t first = 0; first < counters.size(); first += per_page) {
    const std::size_t last = std::min(counters.size(), first + per_page);
    b.set_footer(text.footer);
    b.new_page();
    header(b, text.title + ": fronts", text.front_note);
    for (std::size_t i = first; i < last; ++i) counters[i].front(b, grid.front(static_cast<int>(i - first)), width, height);
    b.new_page();
    header(b, text.title + ": backs", text.back_note);
    for (std::size_t i = first; i < last; ++i) counters[i].back(b, grid.back(static_cast<int>(i - first), b.paper().width), width, height);
  }
}

}  // namespace muster::layout
