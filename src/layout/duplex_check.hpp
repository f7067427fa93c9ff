#pragma once
// duplex-check.pdf: one sheet, printed on both sides, that shows how far the
// printer puts a back page from where it belongs. The front carries a cross at
// the centre of the page and an arrow off it; the back, mirrored for a
// long-edge flip, carries scales in mm through the same point and a box where
// the arrow shows through on a long-edge flip, another where it shows on a
// short-edge one (the cross alone reads the same either way). Held up to the
// light, the cross shows through and the scales read off the error; the
// scenario's 'print: duplex-offset' then shifts every back page to cancel it.

#include <string>

#include "core/duplex_offset.hpp"
#include "core/paper.hpp"
#include "layout/document.hpp"
#include "layout/text_measurer.hpp"

namespace muster::layout {

// How far the back's scales read either way from 0.
inline constexpr Length duplex_scale_reach = Length::mm(10);

// The check, its back shifted by `offset` like every counter back, so a second print reads 0 when the offset is right.
Document duplex_check(PaperSize paper, const TextMeasurer& measurer, const std::string& footer, DuplexOffset offset);

}  // namespace muster::layout
