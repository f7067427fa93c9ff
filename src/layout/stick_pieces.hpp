#pragma once
// Where range sticks and rulers are cut and where their pieces go on the
// sheets. A stick longer than the paper is printed in pieces that are glued
// end to end: every piece after the first begins with a glue tab that goes
// under the end of the piece before it, so neighbours carry the same stretch
// of the stick for the length of the overlap. The joins fall on whole units
// (a whole centimetre or inch), where a tick is, and the stick is shared out
// evenly, so that no piece is a sliver. Pieces are laid in rows down each sheet,
// short ones sharing a row.

#include <cstddef>
#include <vector>

#include "layout/document.hpp"

namespace muster::layout {

// A stretch of a stick, as lengths from its zero.
struct Stretch {
  Length from, to;
  Length length() const { return to - from; }
};

// The stretches of a stick `length` long printed in pieces no longer than `longest`, each after the
// first overlapping the one before by `overlap`, the joins on whole multiples of `join_step`.
// One stretch when the stick fits; none when `longest` cannot hold more than an overlap and a step.
std::vector<Stretch> split_stick(Length length, Length longest, Length overlap, Length join_step);

// A stick to be laid out: how long it is and what step its joins fall on.
struct StickRun {
  Length length;
  Length join_step;
};

// The part of a sheet the rows of pieces may fill.
struct StickArea {
  Length left, top, width, bottom;
};

struct StickPiece {
  std::size_t stick = 0;
  int part = 1, parts = 1;
  Stretch stretch;  // what of the stick it carries, its glue tab included
  Length tab;       // how much of its start is the tab under the part before; zero on the first part
  int sheet = 0;    // counted from 0
  Point at;         // its top-left corner on the sheet
};

// Between two pieces in a row and between two rows: room for a knife.
inline constexpr Length piece_gap = Length::mm(4);

// Every piece of every stick, in order, the pieces `height` deep, laid in rows across `area` and down
// as many sheets as they need. Throws std::invalid_argument if the area cannot hold a piece.
std::vector<StickPiece> plan_stick_pieces(const std::vector<StickRun>& sticks, StickArea area, Length height, Length overlap);

}  // namespace muster::layout
