#pragma once
// Crop marks around a block of abutting counters: a short line in the margin at
// each end of every row and column edge, so a gamer lays a steel rule from mark
// to mark and cuts a whole row or column in one stroke, without a line printed
// across the counters' faces to follow.

#include <vector>

#include "layout/document.hpp"

namespace muster::layout {

// Kept clear of the block (and of the 1 mm colour bleed of counter fronts) so that a cut a hair off the line leaves no mark on a counter.
inline constexpr Length cut_mark_gap = Length::mm(1.5);
inline constexpr Length cut_mark_length = Length::mm(3.5);
// The room the marks take on each side of a block.
inline constexpr Length cut_mark_clearance = cut_mark_gap + cut_mark_length;

// The marks of a block of `columns` x `rows` cells of `cell_width` x `cell_height`, its top-left at `origin`.
std::vector<Item> cut_marks(Point origin, Length cell_width, Length cell_height, int columns, int rows);

}  // namespace muster::layout
