#pragma once
// Counter sheets for duplex printing: a page of fronts, then a page of the
// same counters' backs mirrored so that each lands behind its own front when
// the sheet is flipped on its long edge. Counters abut in blocks with cut marks
// in the margin; each front page carries the scale check.

#include <functional>
#include <string>
#include <vector>

#include "core/duplex_offset.hpp"
#include "layout/page_builder.hpp"

namespace muster::layout {

// Draws one face of a counter whose box is `width` x `height` at `at`.
using CounterFace = std::function<void(PageBuilder&, Point at, Length width, Length height)>;
struct CounterPair {
  CounterFace front;
  CounterFace back;
};

// Counters of one size, printed as one block (or more, if they run over a sheet).
struct CounterSet {
  Length width, height;
  std::vector<CounterPair> counters;
};

struct CounterSheetText {
  std::string title;       // "USA counters (Union)"
  std::string front_note;  // printed under the title on front pages
  std::string back_note;
  std::string footer;
};

// As many front/back page pairs as the sets need, the sets packed in order.
// Every back page's counters and marks are shifted by `offset` for a printer that does not register.
void counter_pages(PageBuilder& builder, const CounterSheetText& text, const std::vector<CounterSet>& sets, DuplexOffset offset);

// The finished file of counter sheets, marked for long-edge duplex printing.
Document finish_counter_file(PageBuilder& builder, std::string title, std::string subject);

// Helpers for faces: a thin cut outline, and text shrunk to fit its box.
void counter_outline(PageBuilder& builder, Point at, Length width, Length height);
// How far a face printed in one colour runs past its cut, so that a cut a hair off the line
// leaves no white edge; the cut marks keep clear of it.
inline constexpr Length counter_bleed = Length::mm(1);
// The whole face in one colour, past the cut by the bleed: only for counters that abut others
// filled the same, such as a side's backs, whose bleed lands under each other's.
void counter_fill(PageBuilder& builder, Point at, Length width, Length height, Colour fill);
void counter_text(PageBuilder& builder, Point at, Length width, Length height, const std::string& text, Font font, Colour ink = black);

}  // namespace muster::layout
