#include "layout/duplex_check.hpp"

#include <cmath>
#include <string>

#include "layout/check_bar.hpp"
#include "layout/page_builder.hpp"
#include "layout/style.hpp"

namespace muster::layout {

namespace {
constexpr Length cross_arm = Length::mm(35);
// How far from the centre each scale crosses an arm of the cross.
constexpr Length scale_distance = Length::mm(22);
constexpr Length tick_step = Length::mm(0.5);
const Stroke fine{black, Length::pt(0.25), {}};
// The cross must show through the paper held up to the light, so it is drawn heavier than the scales' ticks.
const Stroke cross_line{black, Length::pt(0.5), {}};
// The arrow that tells a long-edge flip from a short-edge one: the cross, in the middle, reads the
// same either way. It stands this far left of and below the middle on the front.
constexpr Length arrow_across = Length::mm(50), arrow_down = Length::mm(60);
constexpr Length arrow_height = Length::mm(14);
constexpr Length target_size = Length::mm(26);
const Font scale_font{style::sans, Length::pt(6), false, false};

Point page_centre(PaperSize paper) { return {paper.width / 2, paper.height / 2}; }

std::string signed_mm(int mm) { return mm > 0 ? "+" + std::to_string(mm) : std::to_string(mm); }

// Whole millimetres stand out from half ones, fives from both.
Length tick_length(int half_mm) {
  if (half_mm % 10 == 0) return Length::mm(5);
  if (half_mm % 2 == 0) return Length::mm(3);
  return Length::mm(1.5);
}

void add_cross(PageBuilder& b, Point centre) {
  b.add({Line{{centre.x - cross_arm, centre.y}, {centre.x + cross_arm, centre.y}, cross_line}});
  b.add({Line{{centre.x, centre.y - cross_arm}, {centre.x, centre.y + cross_arm}, cross_line}});
  b.add({Circle{centre, Length::mm(2), std::nullopt, cross_line}});
}

// A solid arrow pointing up the page, centred on `at`.
void add_arrow(PageBuilder& b, Point at) {
  const Length h = arrow_height, top = at.y - h / 2, neck = at.y - h * 0.05, bottom = at.y + h / 2;
  const Length head = h * 0.4, shaft = h * 0.14;
  b.add({Path{{{at.x, top}, {at.x + head, neck}, {at.x + shaft, neck}, {at.x + shaft, bottom}, {at.x - shaft, bottom}, {at.x - shaft, neck},
               {at.x - head, neck}},
              true, black, std::nullopt}});
}

// A dashed box centred on `at` where the front's arrow may show through, with what that means under it.
void add_target(PageBuilder& b, Point at, const std::string& words) {
  const Length half = target_size / 2;
  b.add({Rect{{at.x - half, at.y - half}, target_size, target_size, std::nullopt, Stroke{black, Length::pt(0.8), {Length::mm(2), Length::mm(1.5)}}}});
  b.add({Text{{at.x - half - Length::mm(12), at.y + half + Length::mm(1.5)}, target_size + Length::mm(24), Length::mm(16), words, style::small(), black,
              Align::centre, VAlign::top, true}});
}

// Where the front's arrow shows through on the back, in the back's own coordinates: a long-edge flip
// mirrors it left to right, a short-edge flip top to bottom. Both move with the offset, as the back does.
void add_flip_targets(PageBuilder& b, Point centre, DuplexOffset offset) {
  add_target(b, {centre.x + arrow_across + offset.x, centre.y + arrow_down + offset.y},
             "<b>Long edge: right.</b> The arrow shows through here, pointing up.");
  add_target(b, {centre.x - arrow_across + offset.x, centre.y - arrow_down + offset.y},
             "<b>Short edge: wrong.</b> If the arrow shows through here, pointing down, set the printer to flip on the long edge and print again.");
}

// A scale through `zero`, along x (ticks hanging below it) or along y (ticks to its right), numbered every 5 mm.
void add_scale(PageBuilder& b, Point zero, bool along_x, const std::string& name) {
  const int reach = static_cast<int>(std::lround(duplex_scale_reach / tick_step));
  auto at = [&](Length along, Length across) { return along_x ? Point{zero.x + along, zero.y + across} : Point{zero.x + across, zero.y + along}; };
  b.add({Line{at(-duplex_scale_reach, {}), at(duplex_scale_reach, {}), fine}});
  for (int i = -reach; i <= reach; ++i) {
    const Length along = tick_step * i;
    b.add({Line{at(along, {}), at(along, tick_length(i)), fine}});
    if (i % 10 != 0) continue;
    const Point label = at(along, Length::mm(8.5));
    b.add({Text{{label.x - Length::mm(3), label.y - Length::mm(1.75)}, Length::mm(6), Length::mm(3.5), signed_mm(i / 2), scale_font, black,
                Align::centre, VAlign::middle, false}});
  }
  const Point end = at(duplex_scale_reach + Length::mm(2), {});
  b.add({Text{{end.x - (along_x ? Length{} : Length::mm(15)), end.y - (along_x ? Length::mm(2) : Length{})}, Length::mm(30), Length::mm(4), name,
              scale_font, black, along_x ? Align::left : Align::centre, VAlign::top, false}});
}

// The x scale lies across the cross's upright arm below the centre, the y scale across its level arm to the
// right, apart so that neither's numbers sit on the other; the cross seen through the paper crosses both.
void add_scales(PageBuilder& b, Point zero) {
  add_scale(b, {zero.x, zero.y + scale_distance}, true, "x mm, + right");
  add_scale(b, {zero.x + scale_distance, zero.y}, false, "y mm, + down");
}

const std::string front_text =
    "Print this sheet at actual size (100%, no fit to page), double-sided, flipping on the long edge, "
    "on the printer you will print the counters and cards with. The cross below shows where the middle of the page is, "
    "and the arrow tells which edge the printer flipped the sheet on; turn the sheet over for what to do next.";

std::string back_text(DuplexOffset offset) {
  return "Hold the sheet up to the light with this side towards you: the arrow and the cross printed on the front show through. "
         "First find the arrow: it must stand in the box marked long edge (below, right). "
         "Then read where the cross's upright line crosses the x scale and where its level line crosses the y scale, "
         "to the nearest half millimetre. "
         "This print already shifts the backs by x " + length_text(offset.x) + ", y " + length_text(offset.y) +
         ". Add each reading to that and write the sums in the scenario as\n    print:\n      duplex-offset: [x, y]\n"
         "(for example [1.5mm, -0.5mm]), then print this sheet again: the cross should now sit on 0, 0. "
         "Every back page of the counters and cards moves by the offset.";
}
}  // namespace

Document duplex_check(PaperSize paper, const TextMeasurer& measurer, const std::string& footer, DuplexOffset offset) {
  PageBuilder b(paper, measurer, footer);
  b.title("Duplex check: front");
  b.paragraph(front_text, style::body());
  b.space(style::gap);
  b.add(check_bar(b.reserve(check_bar_height)));
  add_cross(b, page_centre(paper));
  add_arrow(b, {page_centre(paper).x - arrow_across, page_centre(paper).y + arrow_down});
  b.new_page();
  b.title("Duplex check: back");
  b.paragraph(back_text(offset), style::body());
  const Point centre = page_centre(paper);
  add_scales(b, {centre.x + offset.x, centre.y + offset.y});
  add_flip_targets(b, centre, offset);
  Document doc = b.finish("Duplex check", "Where the printer puts the back of a sheet");
  doc.duplex = true;
  return doc;
}

}  // namespace muster::layout
