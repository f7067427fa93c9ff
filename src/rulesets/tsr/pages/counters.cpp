// counters.pdf: each side's force markers on pages of their own (a side cuts
// only its own), fronts in the side's colour alone, backs mirrored on the next
// page; then the game markers every table needs.
#include <functional>

#include "layout/page_builder.hpp"
#include "layout/style.hpp"
#include "rulesets/tsr/pages/counter_sheet.hpp"
#include "rulesets/tsr/pages/pages.hpp"
#include "rulesets/tsr/tables.hpp"

namespace muster::tsr {

using namespace layout;

namespace {
constexpr Length bleed = Length::mm(1);
constexpr Length sheet_header = Length::mm(16);

struct CounterFace {
  std::function<void(PageBuilder&, Point, Length)> draw;
};

void outline(PageBuilder& b, Point at, Length size) {
  b.add({Rect{at, size, size, std::nullopt, Stroke{Colour::grey(0.2), Length::pt(0.3), {}}}});
}

void fitted(PageBuilder& b, Point at, Length width, Length height, const std::string& text, Font font, Colour ink = black) {
  b.add({shrink_to_fit(b.measurer(), Text{at, width, height, text, std::move(font), ink, Align::centre, VAlign::middle, false},
                       Length::pt(4))});
}

CounterFace colour_front(const std::string& colour) {
  return {[colour](PageBuilder& b, Point at, Length size) {
    b.add({Rect{{at.x - bleed, at.y - bleed}, size + bleed * 2, size + bleed * 2, Colour::hex(colour), std::nullopt}});
    outline(b, at, size);
  }};
}

// The identification near one edge, underlined: underline below means column of march,
// the counter turned round (underline above) means line.
CounterFace marker_back(const Marker& m) {
  return {[m](PageBuilder& b, Point at, Length size) {
    outline(b, at, size);
    const std::string id = identification(m.kind);
    if (!id.empty()) {
      fitted(b, {at.x + size * 0.08, at.y + size * 0.08}, size * 0.84, size * 0.4, id, {style::sans, size * 0.3, true, false});
      b.add({Line{{at.x + size * 0.15, at.y + size * 0.52}, {at.x + size * 0.85, at.y + size * 0.52}, {black, size * 0.05, {}}}});
    }
    fitted(b, {at.x + size * 0.1, at.y + size * 0.62}, size * 0.8, size * 0.3, m.code, {style::sans, size * 0.2, false, false});
  }};
}

CounterFace labelled(const std::string& label, const std::string& note) {
  return {[label, note](PageBuilder& b, Point at, Length size) {
    outline(b, at, size);
    fitted(b, {at.x + size * 0.06, at.y + size * 0.1}, size * 0.88, size * 0.5, label, {style::sans, size * 0.22, true, false});
    if (!note.empty())
      fitted(b, {at.x + size * 0.06, at.y + size * 0.6}, size * 0.88, size * 0.3, note, {style::sans, size * 0.13, false, false});
  }};
}

void header(PageBuilder& b, const std::string& title, const std::string& note) {
  b.add({Text{{b.content_left(), b.content_top()}, b.content_width(), Length::mm(7), title, style::heading(), black, Align::left,
              VAlign::top, false}});
  b.add({Text{{b.content_left(), b.content_top() + Length::mm(7)}, b.content_width(), Length::mm(9), note, style::small(), black,
              Align::left, VAlign::top, false}});
}

// Front pages then back pages, as many pairs as the counters need.
void sheets(PageBuilder& b, const std::string& title, const std::string& footer, Length size,
            const std::vector<std::pair<CounterFace, CounterFace>>& counters) {
  const Length top = b.content_top() + sheet_header;
  const CounterGrid grid = counter_grid(size, b.content_left(), top, b.content_width(), b.content_bottom() - top);
  const std::size_t per_page = static_cast<std::size_t>(grid.capacity());
  for (std::size_t first = 0; first < counters.size(); first += per_page) {
    const std::size_t last = std::min(counters.size(), first + per_page);
    b.set_footer(footer);
    b.new_page();
    header(b, title + ": fronts", "Print double-sided, flipping on the long edge: the next page puts each back behind its front. "
                                  "Cut on the outlines.");
    for (std::size_t i = first; i < last; ++i) counters[i].first.draw(b, grid.front(static_cast<int>(i - first)), size);
    b.new_page();
    header(b, title + ": backs", "Mirrored so that each back lands behind its front. The underline marks column of march; "
                                 "turn the counter round (underline on top) when the division forms line.");
    for (std::size_t i = first; i < last; ++i) counters[i].second.draw(b, grid.back(static_cast<int>(i - first), b.paper().width), size);
  }
}

std::vector<std::pair<CounterFace, CounterFace>> game_markers() {
  std::vector<std::pair<CounterFace, CounterFace>> markers;
  auto add = [&](int count, const std::string& label, const std::string& note) {
    for (int i = 0; i < count; ++i) markers.push_back({labelled(label, note), labelled(label, note)});
  };
  add(12, "SHOOK UP", "rally: D6 3+");
  add(8, "WHUPPED", "2 squares a turn");
  add(16, "EM", "entrenching");
  add(1, "TIME", "time track");
  return markers;
}
}  // namespace

Document counter_sheets(const Setup& setup, const TextMeasurer& measurer) {
  PageBuilder b(paper_size(setup.print.paper), measurer, footer_for(setup));
  for (Side side : both_sides) {
    const SideSetup& own = setup.side(side);
    std::vector<std::pair<CounterFace, CounterFace>> counters;
    for (const Marker& m : own.markers) counters.push_back({colour_front(own.colour), marker_back(m)});
    sheets(b, side_key(side) + " force markers (" + own.name + ", " + std::to_string(own.markers.size()) + ")",
           side_footer_for(setup, side), setup.print.counter_size, counters);
  }
  sheets(b, "Game markers for both sides", footer_for(setup), setup.print.counter_size, game_markers());
  return b.finish(setup.scenario + ": counters", "Terrible Swift Rules counters");
}

}  // namespace muster::tsr
