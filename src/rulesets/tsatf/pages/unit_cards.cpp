// A card per unit: what its player looks up during a turn, on a card he can
// keep beside the figures or hand over with them. The side's colour band and
// the unit's name at the top, then its kind, figures and leaders,
// formations, weapons, movement and (for mounted units) the phased move;
// warnings in a box at the foot where they apply: horses unfamiliar with
// camels, and the 1885 Dervish tribes' berserk roll. The back shows whose
// unit it is: unit cards belong to a side.
#include <algorithm>
#include <cctype>
#include <map>

#include "core/counted.hpp"
#include "layout/card_back.hpp"
#include "layout/short_names.hpp"
#include "layout/style.hpp"
#include "rulesets/tsatf/berserk.hpp"
#include "rulesets/tsatf/pages/card_decks.hpp"
#include "rulesets/tsatf/pages/card_faces.hpp"

namespace muster::tsatf {

using namespace layout;

namespace {
constexpr Length inset = Length::mm(2.5);
constexpr Length band_depth = Length::mm(8);
constexpr Length name_depth = Length::mm(16);
constexpr Length kind_depth = Length::mm(6);
constexpr Length label_gap = Length::mm(1.5);
constexpr Length row_gap = Length::mm(1.2);
constexpr Length note_padding = Length::mm(1.2);
constexpr Length largest_row_type = Length::pt(9);

std::string lowered(std::string word) {
  if (!word.empty()) word[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(word[0])));
  return word;
}

std::string with_article(const std::string& noun) { return "a " + lowered(noun); }

// "22 figures: 20 men, a lieutenant and a sergeant".
std::string figures_line(const Unit& unit) {
  int men = 0;
  std::vector<std::string> leaders;
  for (const Figure& figure : unit.figures)
    if (figure.is_leader()) leaders.push_back(with_article(label_of(figure.role)));
    else ++men;
  std::vector<std::string> parts;
  const std::string scouts = unit.scouts > 0 ? " (" + std::to_string(unit.scouts) + (unit.scouts == 1 ? " scout)" : " scouts)") : "";
  if (men > 0) parts.push_back(std::to_string(men) + (men == 1 ? " man" : " men") + scouts);
  for (const std::string& leader : leaders) parts.push_back(leader);
  std::string line = std::to_string(unit.figures.size()) + " figures: ";
  for (std::size_t i = 0; i < parts.size(); ++i) line += (i == 0 ? "" : i + 1 == parts.size() ? " and " : ", ") + parts[i];
  return line;
}

std::string formations_line(const Unit& unit) {
  const std::vector<Formation> allowed = formations_of(unit);
  if (allowed.empty()) return "None: a gun and its crew";
  std::string line;
  for (Formation formation : allowed) line += (line.empty() ? label_of(formation) : ", " + lowered(label_of(formation)));
  if (allowed.size() > 1) line += "; starts in " + lowered(label_of(unit.formation));
  return line;
}

// One line per set of weapons: "Men, Sgt: rifle", "Lt: pistol, sword"; the men first.
std::string weapons_line(const Unit& unit) {
  std::vector<std::pair<std::string, std::string>> lines;  // weapons, who carries them
  auto add = [&](const std::string& who, const std::vector<Weapon>& weapons) {
    const std::string carried = lowered(label_of(weapons));
    auto line = std::find_if(lines.begin(), lines.end(), [&](const auto& l) { return l.first == carried; });
    if (line == lines.end()) lines.push_back({carried, who});
    else if (line->second.find(who) == std::string::npos) line->second += ", " + who;
  };
  for (const Figure& figure : unit.figures)
    if (!figure.is_leader()) add("Men", figure.weapons);
  for (const Figure& figure : unit.figures)
    if (figure.is_leader()) add(abbreviation_of(figure.role), figure.weapons);
  std::string text;
  for (const auto& [weapons, who] : lines) text += (text.empty() ? "" : "\n") + who + ": " + weapons;
  if (!can_fire(unit)) text += "\nCannot fire";
  return text;
}

std::string movement_line(UnitKind kind, Campaign campaign) {
  const std::optional<int> dice = movement_dice(kind, campaign);
  if (!dice) return "Rulebook rate";
  return dice_count(*dice) + (mount_of(kind) == Mount::camel ? " (camels)" : "");
}

std::string kind_line(const Unit& unit) {
  std::string line = label_of(unit.kind);
  if (unit.lancers) line += ", lancers";
  if (!unit.nationality.empty()) line += " (" + unit.nationality + ")";
  return line;
}

struct CardRow {
  std::string label, value;
};

std::vector<CardRow> rows_of(const SideSetup& side, const Unit& unit, Campaign campaign) {
  std::vector<CardRow> rows{{"Figures", figures_line(unit)},
                            {"Formation", formations_line(unit)},
                            {"Weapons", weapons_line(unit)},
                            {"Movement", movement_line(unit.kind, campaign)}};
  if (is_cavalry(unit.kind))
    rows.push_back({"Phased move", may_use_phased_move(unit.kind, side.allegiance) ? "May declare one when its card is drawn" : "Not allowed"});
  if (const Boat* boat = boat_carrying(side, unit.name)) rows.push_back({"Aboard", boat->name + " at the start"});
  return rows;
}

// Warnings that apply to this unit only, each boxed at the card's foot.
std::vector<std::string> notes_of(const Setup& setup, std::size_t side, std::size_t index) {
  const Unit& unit = setup.sides[side].force.units[index];
  std::vector<std::string> notes;
  if (is_unfamiliar(setup, side, index)) notes.push_back("Camel-shy: its horses are unfamiliar with camels. A camel within 3 in spooks them.");
  if (unit.kind == UnitKind::native_tribe && setup.campaign == Campaign::sudan_1885)
    notes.push_back("Berserk: with a leader down, or when the tribe is hit by fire, roll a D6 before its next move: " + std::to_string(lowest_berserk_roll) + "-6, the tribe goes berserk.");
  return notes;
}

struct Laid {
  Length label_width;  // the widest label and a gap after it
  std::vector<Length> rows, notes;
  Length total;
};

// Heights of the rows and notes set at `size` in a panel `width` wide.
Laid lay_out(const TextMeasurer& measurer, const std::vector<CardRow>& rows, const std::vector<std::string>& notes, Length width, Length size) {
  Laid laid;
  const Font label{style::sans, size, true, false}, value{style::sans, size, false, false};
  for (const CardRow& row : rows) laid.label_width = max(laid.label_width, measurer.measure(row.label, label, std::nullopt).width + label_gap);
  const Length label_width = laid.label_width;
  for (const CardRow& row : rows) {
    const Length height = max(measurer.measure(row.label, label, label_width).height, measurer.measure(row.value, value, width - label_width).height);
    laid.rows.push_back(height);
    laid.total += height + row_gap;
  }
  for (const std::string& note : notes) {
    const Length height = measurer.measure(note, value, width - note_padding * 2).height + note_padding * 2;
    laid.notes.push_back(height);
    laid.total += height + row_gap;
  }
  return laid;
}

void draw_rows(PageBuilder& b, const std::vector<CardRow>& rows, const std::vector<std::string>& notes, const Laid& laid, Rect area, Length size) {
  const Font label{style::sans, size, true, false}, value{style::sans, size, false, false};
  const Length label_width = laid.label_width;
  Length y = area.at.y;
  for (std::size_t i = 0; i < rows.size(); ++i) {
    b.add({Text{{area.at.x, y}, label_width, laid.rows[i], rows[i].label, label, black, Align::left, VAlign::top, false}});
    b.add({Text{{area.at.x + label_width, y}, area.width - label_width, laid.rows[i], rows[i].value, value, black, Align::left, VAlign::top, false}});
    y += laid.rows[i] + row_gap;
  }
  // The notes stand at the foot, the last one lowest.
  Length bottom = area.at.y + area.height;
  for (std::size_t i = notes.size(); i-- > 0;) {
    const Rect box{{area.at.x, bottom - laid.notes[i]}, area.width, laid.notes[i], style::shade, style::line()};
    b.add({box});
    b.add({Text{{box.at.x + note_padding, box.at.y + note_padding}, box.width - note_padding * 2, box.height - note_padding * 2, notes[i], value, black,
                Align::left, VAlign::top, false}});
    bottom = box.at.y - row_gap;
  }
}

// The rows and notes at the largest size, down to the floor, at which they all fit the area.
void add_rows(PageBuilder& b, const std::vector<CardRow>& rows, const std::vector<std::string>& notes, Rect area) {
  Length size = largest_row_type;
  Laid laid = lay_out(b.measurer(), rows, notes, area.width, size);
  while (laid.total > area.height + row_gap && size > style::smallest_text) {
    size = max(size - Length::pt(0.25), style::smallest_text);
    laid = lay_out(b.measurer(), rows, notes, area.width, size);
  }
  draw_rows(b, rows, notes, laid, area, size);
}

CardFace unit_front(const Setup& setup, std::size_t side, std::size_t index) {
  const SideSetup& own = setup.sides[side];
  const Unit& unit = own.force.units[index];
  return [colour = Colour::hex(own.colour), key = own.key, name = unit.name, kind = kind_line(unit), rows = rows_of(own, unit, setup.campaign),
          notes = notes_of(setup, side, index)](PageBuilder& b, Point at, Length width, Length height) {
    Rect panel = face_panel(at, width, height);
    panel.stroke = style::line();
    b.add({panel});
    const Length x = panel.at.x + inset, w = panel.width - inset * 2;
    b.add({Rect{panel.at, panel.width, band_depth, colour, style::line()}});
    b.add({fitted_words(b.measurer(), {{x, panel.at.y}, w, band_depth, std::nullopt, std::nullopt}, key, {style::sans, Length::pt(10), true, false},
                        colour.readable_ink(), style::smallest_identity)});
    const Length name_top = panel.at.y + band_depth + Length::mm(1);
    const Text name_text{{x, name_top}, w, name_depth, name, {style::serif, Length::pt(15), true, false}, black, Align::centre, VAlign::middle, false};
    b.add({fit_name(b.measurer(), name_text, style::smallest_identity, NameKind::unit)});
    const Rect kind_box{{x, name_top + name_depth}, w, kind_depth, std::nullopt, std::nullopt};
    b.add({fitted_words(b.measurer(), kind_box, kind, {style::serif, Length::pt(9), false, true}, black, style::smallest_text)});
    const Length rule_y = kind_box.at.y + kind_depth + Length::mm(0.5);
    b.add({Line{{x, rule_y}, {x + w, rule_y}, style::hairline()}});
    const Length rows_top = rule_y + Length::mm(1.5);
    add_rows(b, rows, notes, {{x, rows_top}, w, panel.at.y + panel.height - inset - rows_top, std::nullopt, std::nullopt});
  };
}

// The side's back: its colour, its key on the plate and its name under it.
CardFace side_back(const SideSetup& side) {
  const Colour colour = Colour::hex(side.colour);
  const Colour lines = colour.readable_ink() == white ? Colour{0.5 + colour.red / 2, 0.5 + colour.green / 2, 0.5 + colour.blue / 2}
                                                      : Colour{colour.red / 2, colour.green / 2, colour.blue / 2};
  return card_back({side.key, side.name, colour, Hatching{HatchDirection::rising, Length::mm(3), Stroke{lines, Length::pt(0.6), {}}}, Hatching{}, false});
}
}  // namespace

CardDeck unit_card_deck(const Setup& setup, std::size_t side) {
  const SideSetup& own = setup.sides.at(side);
  CardDeck deck{own.key + " unit cards (" + own.name + ")", side_back(own), {}};
  for (std::size_t i = 0; i < own.force.units.size(); ++i) deck.cards.push_back({unit_front(setup, side, i), {}});
  return deck;
}

}  // namespace muster::tsatf
