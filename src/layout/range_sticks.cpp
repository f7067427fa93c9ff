#include "layout/range_sticks.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <optional>
#include <set>
#include <stdexcept>

#include "layout/hatching.hpp"
#include "layout/plated_text.hpp"
#include "layout/sheet_header.hpp"
#include "layout/style.hpp"

namespace muster::layout {

namespace {
// Down from the measuring edge: the ticks, their numbers, the bands' labels, the stick's name.
constexpr Length minor_tick = Length::mm(2.5);
constexpr Length middle_tick = Length::mm(3.5);
constexpr Length major_tick = Length::mm(5);
constexpr Length numbers_top = Length::mm(5.2);
constexpr Length numbers_depth = Length::mm(3);
constexpr Length labels_top = Length::mm(8.6);
constexpr Length labels_depth = Length::mm(3.8);
constexpr Length name_top = Length::mm(12.8);
constexpr Length name_depth = Length::mm(3.6);
constexpr Length text_pad = Length::mm(1.5);
constexpr Length number_width = Length::mm(8);
// Room at a piece's end for the join arrow and its number.
constexpr Length arrow_room = Length::mm(9);

const Stroke tick_stroke{black, Length::pt(0.5), {}};
const Stroke boundary_stroke{black, Length::pt(1.6), {}};
const Stroke cut_stroke{black, Length::pt(0.5), {}};
const Stroke join_stroke{black, Length::pt(1), {Length::mm(1.5), Length::mm(1)}};
const Font number_font{style::sans, Length::pt(7), false, false};
const Font label_font{style::sans, Length::pt(7.5), true, false};
const Font name_font{style::sans, Length::pt(7), false, false};

// One line, so that eight rows of sticks fit under it on A4.
const std::string joining_note =
    "Print at 100%. Cut on the solid lines. Glue each tab marked \"glue\" under the end of the part before it, arrow on arrow, top edges in line.";

// How a stick is ruled in its unit.
struct Ruling {
  int ticks_per_unit;
  int middle_every, major_every, numbered_every;  // in ticks
  std::string symbol;
};

Ruling ruling(StickUnit unit) {
  if (unit == StickUnit::inch) return {4, 2, 4, 4, "in"};
  return {1, 5, 10, 5, "cm"};
}

std::string number_text(double value) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%g", value);
  return buffer;
}

// A piece's own coordinates: x from its start along the stick, y down from its measuring edge.
struct PieceFrame {
  Stretch stretch;
  Length tab;
  Length length() const { return stretch.length(); }
  Length x(Length along_stick) const { return along_stick - stretch.from; }
  Length shown_from() const { return stretch.from + tab; }
};

void add_plated(std::vector<Item>& items, const TextMeasurer& measurer, const Text& text) {
  for (Item& item : plated_text(measurer, text)) items.push_back(std::move(item));
}

// The ticks on a piece, counted from the stick's zero: the first and the last.
std::pair<long, long> ticks_on(const PieceFrame& piece, StickUnit unit) {
  const Length step = tick_spacing(unit);
  return {std::lround(std::ceil(piece.stretch.from / step - 1e-9)), std::lround(std::floor(piece.stretch.to / step + 1e-9))};
}

void add_ticks(std::vector<Item>& items, const PieceFrame& piece, StickUnit unit) {
  const Ruling r = ruling(unit);
  const auto [first, last] = ticks_on(piece, unit);
  for (long i = first; i <= last; ++i) {
    const Length x = piece.x(tick_spacing(unit) * static_cast<double>(i));
    const Length depth = i % r.major_every == 0 ? major_tick : i % r.middle_every == 0 ? middle_tick : minor_tick;
    items.push_back({Line{{x, Length{}}, {x, depth}, tick_stroke}});
  }
}

// Numbers under their ticks, each on a plate, so that a band boundary on the same tick does not strike it through.
void add_numbers(std::vector<Item>& items, const PieceFrame& piece, StickUnit unit, const TextMeasurer& measurer) {
  const Ruling r = ruling(unit);
  const auto [first, last] = ticks_on(piece, unit);
  for (long i = first; i <= last; ++i) {
    if (i == 0 || i % r.numbered_every != 0) continue;
    const Length left = piece.x(tick_spacing(unit) * static_cast<double>(i)) - number_width / 2;
    if (left < Length{} || left + number_width > piece.length()) continue;  // a number cut in half at an end would mislead
    add_plated(items, measurer,
               Text{{left, numbers_top}, number_width, numbers_depth, number_text(static_cast<double>(i) / r.ticks_per_unit), number_font, black,
                    Align::centre, VAlign::middle, false});
  }
}

// Bold lines where one band gives way to the next, wherever they fall on the piece.
void add_boundaries(std::vector<Item>& items, const PieceFrame& piece, const RangeStick& stick) {
  const Length unit = unit_length(stick.unit), end = stick_length(stick);
  std::set<double> at;  // in points, so that a boundary shared by two bands is drawn once
  for (const RangeBand& band : stick.bands)
    for (double edge : {band.from, band.to}) at.insert((unit * edge).points());
  for (double points : at) {
    const Length along = Length::pt(points);
    if (along <= Length{} || along >= end || along < piece.stretch.from || along > piece.stretch.to) continue;
    items.push_back({Line{{piece.x(along), Length{}}, {piece.x(along), range_stick_height}, boundary_stroke}});
  }
}

void add_fills(std::vector<Item>& items, const PieceFrame& piece, const RangeStick& stick) {
  const Length unit = unit_length(stick.unit);
  for (const RangeBand& band : stick.bands) {
    const Length from = max(unit * band.from, piece.stretch.from), to = min(unit * band.to, piece.stretch.to);
    if (to <= from) continue;
    for (Item& item : band_fill({{piece.x(from), Length{}}, to - from, range_stick_height, std::nullopt, std::nullopt}, labels_top, band.shade))
      items.push_back(std::move(item));
  }
}

// The text set in its box if it fits at `font` or shrunk no smaller than the floor; nullopt if it will not fit.
std::optional<Text> fitted(const TextMeasurer& measurer, const Text& text) {
  Text set = shrink_to_fit(measurer, text, style::smallest_text);
  if (!fits(measurer, set)) return std::nullopt;
  return set;
}

// Each band's label and range on the part of it this piece shows: the range without its unit where the unit
// will not fit, the label alone where no range will.
void add_labels(std::vector<Item>& items, const PieceFrame& piece, const RangeStick& stick, const TextMeasurer& measurer) {
  const Length unit = unit_length(stick.unit);
  for (const RangeBand& band : stick.bands) {
    const Length from = max(unit * band.from, piece.shown_from()), to = min(unit * band.to, piece.stretch.to);
    if (to - from <= text_pad * 2) continue;
    const std::string numbers = number_text(band.from) + "–" + number_text(band.to);
    const std::string range = numbers + " " + ruling(stick.unit).symbol;
    // Where the unit will not fit, the range without it: the stick's caption names the unit.
    const std::vector<std::string> wordings = band.shows_stretch ? std::vector<std::string>{band.label + "  " + range, band.label + " " + numbers, band.label}
                                                                 : std::vector<std::string>{band.label};
    for (const std::string& label : wordings) {
      const Text text{{piece.x(from) + text_pad, labels_top}, to - from - text_pad * 2, labels_depth, label, label_font, black, Align::left, VAlign::middle, false};
      if (auto set = fitted(measurer, text)) {
        add_plated(items, measurer, *set);
        break;
      }
    }
  }
}

// A right-pointing arrow in the name row ending at `tip`, its join's number before it, both on a plate
// so that they read on the darkest band.
void add_join_arrow(std::vector<Item>& items, Length tip, int join, const TextMeasurer& measurer) {
  const Length mid = name_top + name_depth / 2, half = Length::mm(1.3), arrow = Length::mm(3);
  items.push_back({Rect{{tip - arrow - Length::mm(0.4), mid - half - Length::mm(0.3)}, arrow + Length::mm(0.6), (half + Length::mm(0.3)) * 2, white,
                        std::nullopt}});
  items.push_back({Path{{{tip - arrow, mid - half}, {tip, mid}, {tip - arrow, mid + half}}, true, black, std::nullopt}});
  add_plated(items, measurer,
             Text{{tip - arrow_room, name_top}, arrow_room - arrow - Length::mm(0.5), name_depth, number_text(join), {style::sans, Length::pt(8), true, false},
                  black, Align::right, VAlign::middle, false});
}

// The glue tab: hatched below the numbers, the join line where the part before ends, and that join's arrow.
void add_tab(std::vector<Item>& items, const PieceFrame& piece, int join, const TextMeasurer& measurer) {
  const Rect below_numbers{{Length{}, labels_top}, piece.tab, range_stick_height - labels_top, white, std::nullopt};
  items.push_back({below_numbers});
  items.push_back(hatch(below_numbers, HatchDirection::falling, Length::mm(1.2), style::hairline(Colour::grey(0.45))));
  if (auto glue = fitted(measurer, Text{{Length::mm(0.8), labels_top}, piece.tab - Length::mm(1.6), labels_depth, "glue", label_font, black,
                                        Align::left, VAlign::middle, false}))
    add_plated(items, measurer, *glue);
  items.push_back({Line{{piece.tab, Length{}}, {piece.tab, range_stick_height}, join_stroke}});
  add_join_arrow(items, piece.tab - Length::mm(0.8), join, measurer);
}

void add_name(std::vector<Item>& items, const PieceFrame& piece, const RangeStick& stick, int part, int parts, const TextMeasurer& measurer) {
  std::string name = stick.name + " (" + ruling(stick.unit).symbol + ")";
  if (parts > 1) name += " · part " + std::to_string(part) + " of " + std::to_string(parts);
  const Length room = piece.length() - piece.tab - text_pad - (part < parts ? arrow_room : text_pad);
  if (auto set = fitted(measurer, Text{{piece.tab + text_pad, name_top}, room, name_depth, name, name_font, black, Align::left, VAlign::middle, false}))
    add_plated(items, measurer, *set);
}

Item draw_piece(const RangeStick& stick, const StickPiece& placed, const TextMeasurer& measurer) {
  const PieceFrame piece{placed.stretch, placed.tab};
  Group group{placed.at, std::nullopt, {}};
  add_fills(group.items, piece, stick);
  if (piece.tab > Length{}) add_tab(group.items, piece, placed.part - 1, measurer);
  add_ticks(group.items, piece, stick.unit);
  add_boundaries(group.items, piece, stick);
  add_numbers(group.items, piece, stick.unit, measurer);
  add_labels(group.items, piece, stick, measurer);
  add_name(group.items, piece, stick, placed.part, placed.parts, measurer);
  if (placed.part < placed.parts) add_join_arrow(group.items, piece.length() - Length::mm(0.8), placed.part, measurer);
  group.items.push_back({Rect{{}, piece.length(), range_stick_height, std::nullopt, cut_stroke}});
  return {std::move(group)};
}

PaperSize landscape(PaperSize paper) { return {max(paper.width, paper.height), min(paper.width, paper.height)}; }
}  // namespace

Length unit_length(StickUnit unit) { return unit == StickUnit::inch ? Length::in(1) : Length::mm(10); }
Length tick_spacing(StickUnit unit) { return unit_length(unit) / ruling(unit).ticks_per_unit; }

Length stick_length(const RangeStick& stick) {
  double end = 0;
  for (const RangeBand& band : stick.bands) end = std::max(end, band.to);
  return unit_length(stick.unit) * end;
}

std::vector<Item> band_fill(const Rect& area, Length texture_top, BandShade shade) {
  const Rect textured{{area.at.x, area.at.y + texture_top}, area.width, area.height - texture_top, std::nullopt, std::nullopt};
  auto tint = [&](double grey) { return Item{Rect{area.at, area.width, area.height, Colour::grey(grey), std::nullopt}}; };
  switch (shade) {
    case BandShade::clear:
      return {};
    case BandShade::light:
      return {tint(0.82)};
    case BandShade::dotted:
      return {tint(0.97), stipple(textured, Length::mm(1.8), Length::mm(0.3), Colour::grey(0.3))};
    case BandShade::hatched:
      return {tint(0.88), hatch(textured, HatchDirection::rising, Length::mm(1.3), {Colour::grey(0.2), Length::pt(0.7), {}})};
    case BandShade::dark:
      // Level lines: upright ones would read as a finer scale.
      return {tint(0.66), hatch(textured, HatchDirection::horizontal, Length::mm(1.2), {Colour::grey(0.35), Length::pt(0.5), {}})};
  }
  return {};
}

std::vector<StickPiece> range_stick_pages(PageBuilder& builder, const std::string& title, const std::vector<RangeStick>& sticks) {
  const PaperSize paper = builder.paper();
  builder.set_paper(landscape(paper));
  builder.new_page();
  const Length top = builder.content_top() + sheet_header_height(builder, {joining_note}) + style::gap;
  std::vector<StickRun> runs;
  for (const RangeStick& stick : sticks) {
    if (stick_length(stick) <= Length{}) throw std::invalid_argument("the range stick '" + stick.name + "' has no band to print");
    runs.push_back({stick_length(stick), unit_length(stick.unit)});
  }
  const auto pieces = plan_stick_pieces(runs, {builder.content_left(), top, builder.content_width(), builder.content_bottom()}, range_stick_height,
                                        range_stick_overlap);
  int sheet = -1;
  for (const StickPiece& piece : pieces) {
    if (piece.sheet != sheet) {
      if (sheet >= 0) builder.new_page();
      sheet = piece.sheet;
      sheet_header(builder, title, joining_note);
      builder.add(top_right_check_bar(builder));
    }
    builder.add(draw_piece(sticks[piece.stick], piece, builder.measurer()));
  }
  builder.set_paper(paper);
  return pieces;
}

}  // namespace muster::layout
