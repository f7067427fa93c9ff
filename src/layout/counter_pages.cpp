#include "layout/counter_pages.hpp"

#include "layout/counter_sheet_plan.hpp"
#include "layout/cut_marks.hpp"
#include "layout/sheet_header.hpp"
#include "layout/style.hpp"

namespace muster::layout {

namespace {
Point shifted(Point at, DuplexOffset offset) { return {at.x + offset.x, at.y + offset.y}; }

// Room for the backs to move by the offset without leaving the area the fronts were planned in.
CounterArea area_for_counters(const PageBuilder& b, Length top, DuplexOffset offset) {
  const Length dx = max(offset.x, -offset.x), dy = max(offset.y, -offset.y);
  return {b.content_left() + dx, top + dy, b.content_width() - dx * 2, b.content_bottom() - dy};
}

void add_marks(PageBuilder& b, Point origin, const CounterBlock& block) {
  for (Item& mark : cut_marks(origin, block.grid.width, block.grid.height, block.grid.per_row, block.grid.rows_for(static_cast<int>(block.count))))
    b.add(std::move(mark));
}

void front_page(PageBuilder& b, const CounterSheetText& text, const std::vector<CounterSet>& sets, const CounterSheet& sheet) {
  b.new_page();
  sheet_header(b, text.title + ": fronts", text.front_note);
  b.add(top_right_check_bar(b));
  for (const CounterBlock& block : sheet.blocks) {
    add_marks(b, block.grid.origin, block);
    const CounterSet& set = sets[block.run];
    for (std::size_t i = 0; i < block.count; ++i)
      set.counters[block.first + i].front(b, block.grid.front(static_cast<int>(i)), set.width, set.height);
  }
}

// No check bar on backs: one a sheet is enough, and the fronts' is where a gamer looks before cutting.
void back_page(PageBuilder& b, const CounterSheetText& text, const std::vector<CounterSet>& sets, const CounterSheet& sheet, DuplexOffset offset) {
  b.new_page();
  sheet_header(b, text.title + ": backs", text.back_note);
  const Length page_width = b.paper().width;
  for (const CounterBlock& block : sheet.blocks) {
    add_marks(b, shifted(block.grid.back_origin(page_width), offset), block);
    const CounterSet& set = sets[block.run];
    for (std::size_t i = 0; i < block.count; ++i)
      set.counters[block.first + i].back(b, shifted(block.grid.back(static_cast<int>(i), page_width), offset), set.width, set.height);
  }
}
}  // namespace

Document finish_counter_file(PageBuilder& b, std::string title, std::string subject) {
  Document doc = b.finish(std::move(title), std::move(subject));
  doc.duplex = true;
  return doc;
}

void counter_outline(PageBuilder& b, Point at, Length width, Length height) {
  b.add({Rect{at, width, height, std::nullopt, Stroke{Colour::grey(0.2), Length::pt(0.3), {}}}});
}

void counter_fill(PageBuilder& b, Point at, Length width, Length height, Colour fill) {
  b.add({Rect{{at.x - counter_bleed, at.y - counter_bleed}, width + counter_bleed * 2, height + counter_bleed * 2, fill, std::nullopt}});
}

void counter_text(PageBuilder& b, Point at, Length width, Length height, const std::string& text, Font font, Colour ink) {
  b.add({shrink_to_fit(b.measurer(), Text{at, width, height, text, std::move(font), ink, Align::centre, VAlign::middle, false}, style::smallest_text)});
}

void counter_pages(PageBuilder& b, const CounterSheetText& text, const std::vector<CounterSet>& sets, DuplexOffset offset) {
  std::vector<CounterRun> runs;
  for (const CounterSet& set : sets) runs.push_back({set.width, set.height, set.counters.size()});
  const Length top = b.content_top() + sheet_header_height(b, {text.front_note, text.back_note});
  b.set_footer(text.footer);
  for (const CounterSheet& sheet : plan_counter_sheets(runs, area_for_counters(b, top, offset))) {
    front_page(b, text, sets, sheet);
    back_page(b, text, sets, sheet, offset);
  }
}

}  // namespace muster::layout
