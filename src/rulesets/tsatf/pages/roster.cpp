// rosters.pdf: both forces, each from a sheet of its own and on an odd page,
// so that printed double-sided no sheet has one side's units on the back of
// the other's. Per unit a block kept whole on one page: its name and kind,
// the formations it may use (the one it starts in marked), how it moves,
// what its leaders and its rank and file carry, a box per figure (leaders
// first, marked Lt, Sgt or Ldr, then its scouts, marked Sc), its status boxes,
// the boat it starts aboard, and, where its horses are unfamiliar with camels,
// the rule in brief where the player will see it. Before the units, the
// side's commanders (its senior leader, the native commander, marked) and its
// boats, each with a box per man of its crew and what it carries.
#include <algorithm>
#include <cctype>
#include <optional>
#include <set>

#include "core/counted.hpp"
#include "layout/page_builder.hpp"
#include "layout/short_names.hpp"
#include "layout/style.hpp"
#include "layout/tick_boxes.hpp"
#include "rulesets/footers.hpp"
#include "rulesets/tsatf/berserk.hpp"
#include "rulesets/tsatf/boat_reader.hpp"
#include "rulesets/tsatf/pages/pages.hpp"

namespace muster::tsatf {

using namespace layout;

namespace {
// Big enough to tick with a pencil; status boxes a little smaller so the two never read as one row.
constexpr TickBoxStyle figure_boxes{Length::mm(4.5), Length::mm(1)};
constexpr TickBoxStyle status_boxes{Length::mm(4), Length::mm(1)};
constexpr Length side_band = Length::mm(6);
constexpr Length unit_bar = Length::mm(6);
constexpr Length swatch = Length::mm(4);
constexpr Length fact_line = Length::mm(4.6);
constexpr Length mark_height = Length::mm(2.8);  // the role or the count over a box
constexpr Length box_line = mark_height + figure_boxes.size + Length::mm(1.2);
constexpr Length status_line = Length::mm(6.5);
constexpr Length label_column = Length::mm(16);
constexpr Length padding = Length::mm(1.5);
constexpr Length note_padding = Length::mm(1.5);
constexpr Length between_units = Length::mm(3);
// Leaders stand apart from the rank and file, and the rank and file are counted off in fives.
constexpr Length after_leaders = Length::mm(3);
constexpr Length between_fives = Length::mm(1.5);
constexpr int figures_in_group = 5;

Font bold_small() { return {style::sans, style::small().size, true, false}; }

std::string lower_first(std::string text) {
  if (!text.empty()) text[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(text[0])));
  return text;
}

Colour colour_of(const SideSetup& side) { return side.colour.empty() ? Colour::grey(0.4) : Colour::hex(side.colour); }

// ---- What the block says ----

std::string figures_text(std::size_t figures) { return counted(static_cast<std::int64_t>(figures), "figure"); }
std::string units_text(std::size_t units) { return counted(static_cast<std::int64_t>(units), "unit"); }

std::string kind_text(const Unit& unit) {
  std::string text = label_of(unit.kind);
  if (unit.lancers && may_be_lancers(unit.kind)) text += ", lancers";
  if (!unit.nationality.empty()) text += " (" + unit.nationality + ")";
  return text;
}

std::string formations_text(const Unit& unit) {
  const std::vector<Formation> formations = formations_of(unit);
  if (formations.empty()) return "none (a gun and its crew)";
  if (formations.size() == 1) return label_of(formations.front()) + " only";
  std::string text;
  for (Formation f : formations) {
    if (!text.empty()) text += " \u00b7 ";
    text += label_of(f) + (f == unit.formation ? " (starts)" : "");
  }
  return text;
}

std::string move_text(UnitKind kind, Campaign campaign) {
  const auto dice = movement_dice(kind, campaign);
  if (!dice) return "rulebook rate";
  return std::to_string(*dice) + " movement dice";
}

// Each leader's weapons by his role, then the rank and file's (or the crew's).
std::string arms_text(const Unit& unit) {
  std::string text;
  std::set<std::vector<Weapon>> men;
  for (const Figure& f : unit.figures) {
    if (!f.is_leader()) {
      men.insert(f.weapons);
      continue;
    }
    if (!text.empty()) text += " \u00b7 ";
    text += abbreviation_of(f.role) + ": " + label_of(f.weapons);
  }
  std::string rank_and_file;
  for (const auto& weapons : men) rank_and_file += (rank_and_file.empty() ? "" : " / ") + label_of(weapons);
  if (!men.empty()) text += (text.empty() ? "" : " \u00b7 ") + std::string(branch_of(unit.kind) == Branch::artillery ? "Crew: " : "Rank and file: ") + rank_and_file;
  return text;
}

// What the third cell of the first line says: the phased move for mounted units, scouts for infantry.
struct Fact {
  std::string label, value;
};
std::optional<Fact> third_fact(const Unit& unit, Allegiance side) {
  if (is_cavalry(unit.kind)) return Fact{"Phased move", may_use_phased_move(unit.kind, side) ? "allowed" : "not allowed"};
  if (branch_of(unit.kind) == Branch::infantry)
    return Fact{"Scouts", unit.scouts > 0 ? std::to_string(unit.scouts) + " (Sc), at most " + std::to_string(most_scouts_in_unit)
                                          : "at most " + std::to_string(most_scouts_in_unit)};
  return std::nullopt;
}

const std::string camel_note =
    "<b>Horses unfamiliar with camels.</b> When a camel figure comes within 3 in of this unit's horses, ridden or held, horses "
    "that are neither shaken nor routed take a critical morale check at once, at \u22122. Failing it, they are shaken, roll 4 dice and "
    "go that far to the rear at once (even after a move), and are still shaken when next moved.";

// ---- Where the boxes go ----

// A figure's box: across the box area, on which line of boxes, and what stands over it.
struct BoxPlace {
  Length x;
  int line = 0;
  std::string mark;
};

// Leaders first, under their role; then the rank and file in fives, every fifth numbered; lines wrap at `width`.
std::vector<BoxPlace> place_boxes(const std::vector<Figure>& figures, Length width) {
  std::vector<BoxPlace> places;
  const Length pitch = figure_boxes.size + figure_boxes.gap;
  Length x;
  int line = 0, men = 0;
  for (std::size_t i = 0; i < figures.size(); ++i) {
    const Figure& f = figures[i];
    if (i > 0) {
      x += pitch;
      if (!f.is_leader() && figures[i - 1].is_leader()) x += after_leaders;
      if (!f.is_leader() && men > 0 && men % figures_in_group == 0) x += between_fives;
    }
    if (x + figure_boxes.size > width) ++line, x = Length{};
    std::string mark;
    if (f.is_leader()) mark = abbreviation_of(f.role);
    else if (++men, f.scout) mark = "Sc";
    else if (men % figures_in_group == 0) mark = std::to_string(men);
    places.push_back({x, line, mark});
  }
  return places;
}

int box_lines(const std::vector<BoxPlace>& places) { return places.empty() ? 1 : places.back().line + 1; }

// ---- One unit's block ----

struct UnitBlock {
  const Unit* unit = nullptr;
  Campaign campaign = Campaign::free;
  Allegiance side = Allegiance::imperial;
  bool berserk = false;
  bool unfamiliar = false;
  const Boat* aboard = nullptr;  // the boat it starts in
};

Length content_inside(const PageBuilder& b) { return b.content_width() - padding * 2; }
Length boxes_width(const PageBuilder& b) { return content_inside(b) - label_column; }
Length note_width(const PageBuilder& b) { return content_inside(b) - note_padding * 2; }

Length note_height(const PageBuilder& b) { return b.text_height(camel_note, style::small(), note_width(b), true) + note_padding * 2; }

int fact_lines(const UnitBlock& block) { return block.aboard ? 3 : 2; }

Length block_height(const PageBuilder& b, const UnitBlock& block) {
  Length height = unit_bar + fact_line * fact_lines(block) + Length::mm(1) + box_line * box_lines(place_boxes(block.unit->figures, boxes_width(b))) + status_line;
  if (block.unfamiliar) height += note_height(b) + padding;
  return height;
}

Text line_text(Point at, Length width, Length height, const std::string& text, Font font, Align align = Align::left) {
  return {at, width, height, text, std::move(font), black, align, VAlign::middle, false};
}

void fitted(PageBuilder& b, Text text) { b.add({shrink_to_fit(b.measurer(), std::move(text), style::smallest_text)}); }

void unit_bar_of(PageBuilder& b, const UnitBlock& block, const Colour& side_colour, Point at) {
  const Unit& unit = *block.unit;
  b.add({Rect{at, b.content_width(), unit_bar, style::shade, std::nullopt}});
  b.add({Rect{{at.x + padding, at.y + (unit_bar - swatch) / 2}, swatch, swatch, side_colour, style::hairline()}});
  const Length name_left = at.x + padding * 2 + swatch, name_width = b.content_width() * 0.5;
  b.add({fit_name(b.measurer(), line_text({name_left, at.y}, name_width, unit_bar, unit.name, style::table_header()), style::smallest_identity,
                  NameKind::unit)});
  const Length kind_left = name_left + name_width + padding;
  const Length count_width = Length::mm(22);
  const Length kind_width = at.x + b.content_width() - padding - count_width - kind_left;
  fitted(b, line_text({kind_left, at.y}, kind_width, unit_bar, kind_text(unit), style::table()));
  fitted(b, line_text({at.x + b.content_width() - padding - count_width, at.y}, count_width, unit_bar, figures_text(unit.figures.size()),
                      style::table(), Align::right));
}

// A bold label and its value after it, both in the cell.
void fact(PageBuilder& b, Point at, Length width, const Fact& f) {
  const Length label = b.measurer().measure(f.label, bold_small(), std::nullopt).width + Length::mm(1.5);
  b.add({line_text(at, label, fact_line, f.label, bold_small())});
  fitted(b, line_text({at.x + label, at.y}, width - label, fact_line, f.value, style::small()));
}

void facts(PageBuilder& b, const UnitBlock& block, Point at) {
  const Unit& unit = *block.unit;
  const Length left = at.x + padding, width = content_inside(b);
  fact(b, {left, at.y}, width * 0.46, {"Formations", formations_text(unit)});
  fact(b, {left + width * 0.46, at.y}, width * 0.24, {"Move", move_text(unit.kind, block.campaign)});
  if (const auto third = third_fact(unit, block.side)) fact(b, {left + width * 0.70, at.y}, width * 0.30, *third);
  fact(b, {left, at.y + fact_line}, width, {"Arms", arms_text(unit)});
  if (block.aboard)
    fact(b, {left, at.y + fact_line * 2}, width, {"Aboard", block.aboard->name + " (" + lower_first(label_of(block.aboard->kind)) + ") at the start; landing, see qrs.pdf"});
}

void figure_boxes_of(PageBuilder& b, const UnitBlock& block, Point at) {
  const Length left = at.x + padding;
  b.add({line_text({left, at.y + mark_height}, label_column, figure_boxes.size, "Figures", bold_small())});
  const Length boxes_left = left + label_column;
  for (const BoxPlace& place : place_boxes(block.unit->figures, boxes_width(b))) {
    const Point box{boxes_left + place.x, at.y + box_line * place.line + mark_height};
    for (Item& item : tick_boxes(box, 1, figure_boxes)) b.add(std::move(item));
    if (place.mark.empty()) continue;
    // The mark may be wider than its box (Sgt): centred over it, into the gaps either side.
    const Length mark_width = figure_boxes.size + figure_boxes.gap;
    b.add({shrink_to_fit(b.measurer(),
                         Text{{box.x - figure_boxes.gap / 2, box.y - mark_height}, mark_width, mark_height, place.mark,
                              {style::sans, style::smallest_text, place.mark.front() < '0' || place.mark.front() > '9', false}, Colour::grey(0.25),
                              Align::centre, VAlign::bottom, false},
                         style::smallest_text)});
  }
}

std::vector<std::string> status_words(const UnitBlock& block) {
  std::vector<std::string> words = {"Shaken", "Routed"};
  if (is_cavalry(block.unit->kind)) words.push_back("Dismounted");
  if (block.berserk) words.push_back("Berserk (for the rest of the game)");
  return words;
}

void status_boxes_of(PageBuilder& b, const UnitBlock& block, Point at) {
  const Length left = at.x + padding;
  b.add({line_text({left, at.y}, label_column, status_line, "Status", bold_small())});
  Length x = left + label_column;
  for (const std::string& word : status_words(block)) {
    for (Item& item : tick_boxes({x, at.y + (status_line - status_boxes.size) / 2}, 1, status_boxes)) b.add(std::move(item));
    x += status_boxes.size + Length::mm(1.2);
    const Length width = b.measurer().measure(word, style::small(), std::nullopt).width + Length::mm(0.5);
    b.add({line_text({x, at.y}, width, status_line, word, style::small())});
    x += width + Length::mm(5);
  }
}

void camel_note_of(PageBuilder& b, Point at) {
  const Length height = note_height(b);
  const Point box{at.x + padding, at.y};
  b.add({Rect{box, content_inside(b), height, Colour::grey(0.93), style::line()}});
  b.add({text_box(b.measurer(), {box.x + note_padding, box.y + note_padding}, note_width(b), camel_note, style::small(), Align::left, true)});
}

void draw_block(PageBuilder& b, const UnitBlock& block, const Colour& side_colour, Point at) {
  const Length height = block_height(b, block);
  unit_bar_of(b, block, side_colour, at);
  Length y = at.y + unit_bar + Length::mm(0.5);
  facts(b, block, {at.x, y});
  y += fact_line * fact_lines(block) + Length::mm(0.5);
  figure_boxes_of(b, block, {at.x, y});
  y += box_line * box_lines(place_boxes(block.unit->figures, boxes_width(b)));
  status_boxes_of(b, block, {at.x, y});
  y += status_line;
  if (block.unfamiliar) camel_note_of(b, {at.x, y});
  b.add({Rect{at, b.content_width(), height, std::nullopt, style::hairline()}});
}

// ---- Commanders and boats ----

// The leaders above the units, one line each: a box to tick when he is hit, his name, and what he is.
std::string commander_words(const Commander& commander) {
  std::string words;
  if (commander.senior) words = "senior leader, the native commander: hit by fire, every tribe within 12 in rolls the berserk die (6 only)";
  if (!commander.attached.empty()) words += std::string(words.empty() ? "" : "; ") + "starts attached to " + commander.attached;
  if (words.empty()) words = "not attached: may be the leader within 6 in for any unit's normal move";
  return words;
}

Length commanders_height(const SideSetup& side) { return unit_bar + status_line * static_cast<int>(side.commanders.size()) + Length::mm(1); }

void draw_commanders(PageBuilder& b, const SideSetup& side, const Colour& side_colour, Point at) {
  b.add({Rect{at, b.content_width(), unit_bar, style::shade, std::nullopt}});
  b.add({Rect{{at.x + padding, at.y + (unit_bar - swatch) / 2}, swatch, swatch, side_colour, style::hairline()}});
  b.add({line_text({at.x + padding * 2 + swatch, at.y}, b.content_width() * 0.5, unit_bar, "Commanders", style::table_header())});
  fitted(b, line_text({at.x + b.content_width() * 0.5, at.y}, b.content_width() * 0.5 - padding, unit_bar,
                      "leaders above the units; a leader once hit counts for nothing", style::table(), Align::right));
  Length y = at.y + unit_bar + Length::mm(0.5);
  const Length left = at.x + padding;
  for (const Commander& commander : side.commanders) {
    for (Item& item : tick_boxes({left, y + (status_line - figure_boxes.size) / 2}, 1, figure_boxes)) b.add(std::move(item));
    const Length name_left = left + figure_boxes.size + Length::mm(2), name_width = b.content_width() * 0.3;
    b.add({fit_name(b.measurer(), line_text({name_left, y}, name_width, status_line, commander.name, bold_small()), style::smallest_identity, NameKind::unit)});
    fitted(b, line_text({name_left + name_width + Length::mm(2), y}, at.x + b.content_width() - padding - name_left - name_width - Length::mm(2), status_line,
                        commander_words(commander), style::small()));
    y += status_line;
  }
  b.add({Rect{at, b.content_width(), commanders_height(side), std::nullopt, style::hairline()}});
}

std::string boat_move_text(const Boat& boat) {
  if (boat.kind == BoatKind::river_boat) return std::to_string(boat_movement_dice) + " movement dice, with or against the current";
  return "lost in our copy: use your rulebook";
}

std::string boat_crew_rule(const Boat& boat) {
  if (boat.kind == BoatKind::dhow) return "Fewer than 2 men aboard: it drifts with the current.";
  return "A crew of 1: half speed. None: it drifts with the current; natives aboard can only drift, stop or beach it. A class IV target.";
}

std::string carried_text(const Boat& boat) {
  std::string text;
  for (const std::string& unit : boat.carries) text += (text.empty() ? "" : "; ") + unit;
  return text.empty() ? "no unit at the start" : text;
}

std::vector<Figure> crew_figures(const Boat& boat) { return std::vector<Figure>(static_cast<std::size_t>(boat.crew), Figure{}); }

Length boat_height(const PageBuilder& b, const Boat& boat) {
  return unit_bar + fact_line * 3 + Length::mm(1) + box_line * box_lines(place_boxes(crew_figures(boat), boxes_width(b))) + status_line;
}

void draw_boat(PageBuilder& b, const Boat& boat, const Colour& side_colour, Point at) {
  b.add({Rect{at, b.content_width(), unit_bar, style::shade, std::nullopt}});
  b.add({Rect{{at.x + padding, at.y + (unit_bar - swatch) / 2}, swatch, swatch, side_colour, style::hairline()}});
  const Length name_left = at.x + padding * 2 + swatch, name_width = b.content_width() * 0.5;
  b.add({fit_name(b.measurer(), line_text({name_left, at.y}, name_width, unit_bar, boat.name, style::table_header()), style::smallest_identity, NameKind::unit)});
  fitted(b, line_text({name_left + name_width + padding, at.y}, at.x + b.content_width() - padding - name_left - name_width - padding, unit_bar,
                      label_of(boat.kind) + ", a crew of " + std::to_string(boat.crew), style::table(), Align::right));
  Length y = at.y + unit_bar + Length::mm(0.5);
  const Length left = at.x + padding, width = content_inside(b);
  fact(b, {left, y}, width, {"Move", boat_move_text(boat)});
  fact(b, {left, y + fact_line}, width, {"Crew", boat_crew_rule(boat)});
  fact(b, {left, y + fact_line * 2}, width, {"Carries", carried_text(boat)});
  y += fact_line * 3 + Length::mm(0.5);
  b.add({line_text({left, y + mark_height}, label_column, figure_boxes.size, "Crew", bold_small())});
  for (const BoxPlace& place : place_boxes(crew_figures(boat), boxes_width(b)))
    for (Item& item : tick_boxes({left + label_column + place.x, y + box_line * place.line + mark_height}, 1, figure_boxes)) b.add(std::move(item));
  y += box_line * box_lines(place_boxes(crew_figures(boat), boxes_width(b)));
  b.add({line_text({left, y}, label_column, status_line, "Status", bold_small())});
  Length x = left + label_column;
  for (const std::string word : {"Anchored", "Drifting", "Beached"}) {
    for (Item& item : tick_boxes({x, y + (status_line - status_boxes.size) / 2}, 1, status_boxes)) b.add(std::move(item));
    x += status_boxes.size + Length::mm(1.2);
    const Length word_width = b.measurer().measure(word, style::small(), std::nullopt).width + Length::mm(0.5);
    b.add({line_text({x, y}, word_width, status_line, word, style::small())});
    x += word_width + Length::mm(5);
  }
  b.add({Rect{at, b.content_width(), boat_height(b, boat), std::nullopt, style::hairline()}});
}

// ---- One side ----

// The band of the side's colour over its units on every page they reach.
void side_band_of(PageBuilder& b, const SideSetup& side, Point at, bool continued) {
  const Colour colour = colour_of(side);
  b.add({Rect{at, b.content_width(), side_band, colour, std::nullopt}});
  Text text = line_text({at.x + padding, at.y}, b.content_width() - padding * 2, side_band,
                        side.key + ": " + side.name + (continued ? " (continued)" : ""), style::table_header());
  text.colour = colour.readable_ink();
  b.add({fit_name(b.measurer(), text, style::smallest_identity, NameKind::unit)});
}

std::string key_text(const Setup& setup, const SideSetup& side) {
  const bool scouts = std::any_of(side.force.units.begin(), side.force.units.end(), [](const Unit& u) { return u.scouts > 0; });
  std::string text =
      "Tick a box for each figure hit. A leader (Lt lieutenant, Sgt sergeant, Ldr leader) once hit counts for nothing in his unit. " +
      std::string(scouts ? "A scout (Sc) is hit only by a key-figure card. " : "") +
      "Below half strength a unit checks critical morale every turn; a shaken unit recovers by passing its morale check. "
      "Cavalry roll " + std::to_string(cavalry_movement_dice) + " movement dice, camels " +
      std::to_string(*movement_dice(UnitKind::imperial_camels, setup.campaign)) + "; infantry and guns move at the rulebook's rates.";
  const bool phased = std::any_of(side.force.units.begin(), side.force.units.end(),
                                  [&](const Unit& u) { return may_use_phased_move(u.kind, side.allegiance); });
  if (phased)
    text += " Phased move: the unit spends its movement dice at any time in the turn, at least one in its movement phase, "
            "one die to mount or to dismount; never to charge into close combat.";
  if (has_berserk_units(setup.campaign, side.force)) {
    const Commander* senior = senior_leader(side);
    text += " Berserk: when a tribe has a leader down or is hit by fire, it rolls a D6 before its next move, berserk on " +
            std::to_string(lowest_berserk_roll) + "-6 (only a 6 for tribes within 12 in when " +
            (senior ? senior->name + ", the native commander," : "the native commander (the scenario names none)") +
            " is hit by fire). A berserk tribe cannot fire, closes on contact and fights at +2, and dies in any close combat it loses.";
  }
  if (!side.commanders.empty())
    text += " A commander attached to no other unit may be a unit's leader within 6 in for its normal move.";
  return text;
}

void side_roster(PageBuilder& b, const Setup& setup, std::size_t side) {
  const SideSetup& own = setup.sides.at(side);
  b.title(own.key + " roster", own.name + ". " + setup.scenario + ", " + label_of(setup.campaign) + ". " + units_text(own.force.units.size()) +
                                   ", " + figures_text(static_cast<std::size_t>(figure_count(own.force))) + ".");
  b.paragraph(key_text(setup, own), style::small());
  const Colour colour = colour_of(own);
  // The rows of the run: the commanders (one block), each boat, each unit; none is split, and the side's band heads each page.
  std::vector<std::function<void(Point)>> rows;
  std::vector<Length> heights;
  if (!own.commanders.empty()) {
    rows.push_back([&](Point at) { draw_commanders(b, own, colour, at); });
    heights.push_back(commanders_height(own) + between_units);
  }
  for (const Boat& boat : own.boats) {
    rows.push_back([&b, &boat, colour](Point at) { draw_boat(b, boat, colour, at); });
    heights.push_back(boat_height(b, boat) + between_units);
  }
  std::vector<UnitBlock> blocks;
  blocks.reserve(own.force.units.size());
  for (std::size_t u = 0; u < own.force.units.size(); ++u) {
    const Unit& unit = own.force.units[u];
    blocks.push_back({&unit, setup.campaign, own.allegiance, may_go_berserk(setup.campaign, unit.kind), is_unfamiliar(setup, side, u), boat_carrying(own, unit.name)});
    const UnitBlock* block = &blocks.back();
    rows.push_back([&b, block, colour](Point at) { draw_block(b, *block, colour, at); });
    heights.push_back(block_height(b, *block) + between_units);
  }
  b.run_of_rows(
      side_band + Length::mm(2), heights, [&](Point at, bool continued) { side_band_of(b, own, at, continued); },
      [&](std::size_t row, Point at) { rows[row](at); });
}

// The next side starts on a fresh page, and an odd one: a blank page goes between when needed.
void start_on_odd_page(PageBuilder& b, const std::string& next_key) {
  b.new_page();
  if (b.page_count() % 2 == 1) return;
  b.add({Text{{b.content_left(), b.content_top()}, b.content_width(), Length::mm(40),
              "This page is left blank so that the " + next_key + " roster starts on a sheet of its own.", style::small(), Colour::grey(0.4),
              Align::centre, VAlign::middle, false}});
  b.new_page();
}
}  // namespace

Document rosters(const Setup& setup, const TextMeasurer& measurer) {
  PageBuilder b(paper_size(setup.print.paper), measurer, table_footer(setup, ruleset_title));
  for (std::size_t side = 0; side < setup.sides.size(); ++side) {
    if (side > 0) start_on_odd_page(b, setup.sides[side].key);
    side_roster(b, setup, side);
  }
  Document doc = b.finish(setup.scenario + ": rosters", ruleset_title + " rosters for " + setup.sides[0].name + " and " + setup.sides[1].name);
  // Printed on both sides, as the blank page before the next side's roster expects; printed on one,
  // that page would be a sheet wasted.
  doc.duplex = true;
  return doc;
}

}  // namespace muster::tsatf
