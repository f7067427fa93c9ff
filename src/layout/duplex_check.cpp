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
  b.add({Line{{centre.x - cross_arm, centre.y}, {centre.x + cross_arm, centre.y}, fine}});
  b.add({Line{{centre.x, centre.y - cross_arm}, {centre.x, centre.y + cross_arm}, fine}});
  b.add({Circle{centre, Length::mm(2), std::nullopt, fine}});
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
    "on the printer you will print the counters and cards with. The cross below shows where the middle of the page is; "
    "turn the sheet over for what to do next.";

std::string back_text(DuplexOffset offset) {
  return "Hold the sheet up to the light with this side towards you: the cross printed on the front shows through. "
         "Read where its upright line crosses the x scale and where its level line crosses the y scale, to the nearest half millimetre. "
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
  b.new_page();
  b.title("Duplex check: back");
  b.paragraph(back_text(offset), style::body());
  const Point centre = page_centre(paper);
  add_scales(b, {centre.x + offset.x, centre.y + offset.y});
  Document doc = b.finish("Duplex check", "Where the printer puts the back of a sheet");
  doc.duplex = true;
  return doc;
}

}  // namespace muster::layout
