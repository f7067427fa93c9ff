#pragma once
// The TSR board as drawing items, at any scale: the overview map on one page,
// or the 1:1 board that is cut into tiles. Who sees which markers is a choice
// of the caller, so briefings can hide what the other side must not know.

#include <array>
#include <vector>

#include "layout/document.hpp"
#include "layout/text_measurer.hpp"
#include "rulesets/tsr/model.hpp"

namespace muster::tsr {

enum class MarkerView { hidden, unknown, identified };

struct BoardView {
  Length cell;  // one square on paper
  std::array<MarkerView, 2> markers{MarkerView::hidden, MarkerView::hidden};
};

Length board_width(const Setup& setup, Length cell);
Length board_height(const Setup& setup, Length cell);
// Top-left corner of a square, the board's top-left (north-west) corner being (0, 0).
layout::Point square_origin(const Setup& setup, Square square, Length cell);

std::vector<layout::Item> draw_board(const Setup& setup, const BoardView& view, const layout::TextMeasurer& measurer);

// A one-line legend of the terrain symbols, `width` wide and legend_height tall.
inline constexpr Length legend_height = Length::mm(8);
std::vector<layout::Item> draw_legend(layout::Point at, Length width);

// What the markers on a briefing's map say; with `unknowns`, also what the enemy's "?" means.
std::string marker_key(bool unknowns);
inline constexpr Length marker_key_height = Length::mm(7);

}  // namespace muster::tsr
