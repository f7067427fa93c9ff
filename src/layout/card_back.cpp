#include "layout/card_back.hpp"

#include "layout/short_names.hpp"
#include "layout/style.hpp"

namespace muster::layout {

namespace {
// The plate's share of the panel's width, and its height: room for a two-line title and its subtitle.
constexpr double plate_share = 0.8;
constexpr Length plate_height = Length::mm(24);
constexpr Length plate_padding = Length::mm(2);

Item texture_in(const Rect& panel, const Texture& texture) {
  if (const auto* lines = std::get_if<Hatching>(&texture)) return hatch(panel, lines->direction, lines->spacing, lines->stroke);
  const auto& dots = std::get<Stippling>(texture);
  return stipple(panel, dots.spacing, dots.radius, dots.colour);
}
}  // namespace

CardFace card_back(CardBackDesign design) {
  return [design = std::move(design)](PageBuilder& b, Point at, Length width, Length height) {
    const Rect panel{{at.x + card_border, at.y + card_border}, width - card_border * 2, height - card_border * 2, design.tint, style::line()};
    b.add({panel});
    b.add(texture_in(panel, design.texture));
    if (design.crossed) b.add(texture_in(panel, design.second_texture));
    const Length plate_width = panel.width * plate_share;
    const Rect plate{{at.x + (width - plate_width) / 2, at.y + (height - plate_height) / 2}, plate_width, plate_height, white, style::line()};
    b.add({plate});
    const Length inner = plate_width - plate_padding * 2;
    const bool has_subtitle = !design.subtitle.empty();
    const Length title_depth = has_subtitle ? (plate_height - plate_padding * 2) * 0.68 : plate_height - plate_padding * 2;
    const Point title_at{plate.at.x + plate_padding, plate.at.y + plate_padding};
    b.add({fit_name(b.measurer(),
                    Text{title_at, inner, title_depth, design.title, {style::serif, Length::pt(18), true, false}, black, Align::centre, VAlign::middle, false},
                    style::smallest_identity, NameKind::unit)});
    if (has_subtitle)
      b.add({shrink_to_fit(b.measurer(),
                           Text{{title_at.x, title_at.y + title_depth}, inner, plate_height - plate_padding * 2 - title_depth, design.subtitle,
                                {style::serif, Length::pt(8), false, true}, black, Align::centre, VAlign::middle, false},
                           style::smallest_text)});
  };
}

}  // namespace muster::layout
