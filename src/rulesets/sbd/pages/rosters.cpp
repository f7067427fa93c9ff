// rosters.pdf: one side per page (a player takes only his own). Per brigade
// its leader and command radius; per regiment a box for every stand, the
// straggled ones struck off, its quality and where its command stand goes
// (section 7); per battery its guns. The defender's reinforcement track last.
#include "layout/page_builder.hpp"
#include "layout/short_last_word.hpp"
#include "layout/style.hpp"
#include "layout/tick_boxes.hpp"
#include "rulesets/sbd/pages/pages.hpp"
#include "rulesets/sbd/tables.hpp"

namespace muster::sbd {

using namespace layout;

namespace {
constexpr TickBoxStyle boxes{Length::mm(4.5), Length::mm(1)};
constexpr Length row_height = Length::mm(6.5);
constexpr Length name_width = Length::mm(52);
constexpr Length quality_width = Length::mm(46);
constexpr Length name_gap = Length::mm(1.5);

void label(PageBuilder& b, Point at, Length width, const std::string& text, Font font = style::table()) {
  b.add({shrink_to_fit(b.measurer(), Text{at, width, row_height, text, std::move(font), black, Align::left, VAlign::middle, false}, style::smallest_text)});
}

// One box per stand, centred in the row; straggled stands greyed and crossed out.
void stand_boxes(PageBuilder& b, Point at, int stands, int struck) {
  for (auto& item : tick_boxes({at.x, at.y + (row_height - boxes.size) / 2}, stands, boxes, struck)) b.add(std::move(item));
}

std::string quality_text(const UnitSetup& u) {
  if (!u.is_regiment()) return "veteran (artillery)";
  return orbat::quality_key(u.quality) + ": command stand " + command_stand(u.quality);
}

void unit_row(PageBuilder& b, const UnitSetup& u, Point at) {
  std::string name = u.code + "  " + with_short_last_word_bound(u.name);
  if (u.type == orbat::UnitType::cavalry) name += " (cavalry)";
  // Short of its column by a gap, so that a long name never runs into the quality beside it.
  label(b, {at.x + Length::mm(2), at.y}, name_width - name_gap, name, style::table_header());
  label(b, {at.x + Length::mm(2) + name_width, at.y}, quality_width, quality_text(u), style::small());
  const Length boxes_at = at.x + name_width + quality_width + Length::mm(4);
  if (u.reinforcement && u.is_regiment()) {
    stand_boxes(b, {boxes_at, at.y}, u.stands, 0);
    label(b, {boxes_at + tick_boxes_width(u.stands, boxes) + Length::mm(2), at.y}, Length::mm(40), "reinforcement, off table", style::small());
  } else if (u.is_regiment()) {
    stand_boxes(b, {boxes_at, at.y}, u.stands, u.straggled);
    label(b, {boxes_at + tick_boxes_width(10, boxes) + Length::mm(1), at.y}, Length::mm(14), square_name(u.zone), style::small());
  } else {
    // A battery still to come is fought with the same guns: its line says how, as the others' do.
    const std::string where = u.reinforcement ? ";  reinforcement, off table" : u.on_table() ? ";  " + square_name(u.zone) : "";
    stand_boxes(b, {boxes_at, at.y}, u.stands, u.reinforcement ? 0 : u.straggled);
    label(b, {boxes_at + tick_boxes_width(2, boxes) + Length::mm(1), at.y}, b.content_width() - name_width - quality_width - Length::mm(16),
          std::to_string(u.guns) + " " + orbat::ordnance_key(u.ordnance) + " " + orbat::weight_key(u.weight) + ": " + battery_hits(u.ordnance) +
              ", " + battery_save(u.weight) + where,
          style::small());
  }
}

// A brigade's header and its units, breaking over pages as a table does: the header is repeated
// and no page holds a single unit of it.
void command_block(PageBuilder& b, const SideSetup& side, const CommandSetup& c) {
  std::vector<const UnitSetup*> units;
  for (const UnitSetup& u : side.units)
    if (u.command == c.name) units.push_back(&u);
  const std::string title = c.name + "   \u2605 " + c.leader.name + ", " + orbat::rating_key(c.leader.rating) + ": influences " +
                            command_radius(c.leader.rating) + (c.zone ? ";  starts in " + square_name(*c.zone) : ";  off table");
  const Length header = Length::mm(7);
  b.run_of_rows(
      header, std::vector<Length>(units.size(), row_height),
      [&](Point at, bool continued) {
        b.add({Rect{at, b.content_width(), header, style::shade, std::nullopt}});
        label(b, {at.x + Length::mm(2), at.y}, b.content_width() - Length::mm(4), continued ? c.name + " (continued)" : title, style::table_header());
      },
      [&](std::size_t i, Point at) { unit_row(b, *units[i], at); });
  b.space(Length::mm(2));
}

void reinforcement_track(PageBuilder& b, const SideSetup& side) {
  Table t{{{"Code", 0.6}, {"Reinforcement", 2.6}, {"Stands", 0.8, Align::centre}, {"Arrived turn", 1.1}, {"Into zone", 1}, {"Lost", 0.6}}, {}};
  for (const UnitSetup& u : side.units)
    if (u.reinforcement) t.rows.push_back({u.code, u.name, u.is_regiment() ? std::to_string(u.stands) : std::to_string(u.guns) + " guns", "", "", "\u2610"});
  if (t.rows.empty()) return;
  b.heading("Reinforcement track");
  b.paragraph("Each turn before activating: (a) one unit into a first-row zone, (b) one by road to a table-edge zone within the three nearest "
              "rows, a D6 of 6 brings two more, or (c) a D6 of 6 brings them all into the first row, the surplus lost.",
              style::small());
  b.table(t);
}
}  // namespace

Document roster(const Setup& setup, Side side, const TextMeasurer& measurer) {
  PageBuilder b(paper_size(setup.print.paper), measurer, side_footer(setup, ruleset_title, side_key(side)));
  const SideSetup& own = setup.side(side);
  b.title(side_key(side) + " roster: " + own.name,
          setup.scenario + ". Tick a box for each stand lost. Greyed, crossed boxes straggled before the battle. For " + side_key(side) + " eyes only.");
  for (const CommandSetup& c : own.commands) {
    const bool has_units = std::any_of(own.units.begin(), own.units.end(), [&](const UnitSetup& u) { return u.command == c.name; });
    if (has_units) command_block(b, own, c);
  }
  const bool any_higher = std::any_of(own.commands.begin(), own.commands.end(), [&](const CommandSetup& c) {
    return std::none_of(own.units.begin(), own.units.end(), [&](const UnitSetup& u) { return u.command == c.name; });
  });
  if (any_higher) b.subheading("Higher commanders");
  for (const CommandSetup& c : own.commands)
    if (std::none_of(own.units.begin(), own.units.end(), [&](const UnitSetup& u) { return u.command == c.name; }))
      b.paragraph("\u2605 " + c.leader.name + " (" + c.name + "), " + orbat::rating_key(c.leader.rating) + ": influences " +
                      command_radius(c.leader.rating) + (c.zone ? "; starts in " + square_name(*c.zone) : "; off table"),
                  style::table());
  b.paragraph("Regiments that started experienced turn veteran at 1-2 stands; green ones when only the command stand is left.", style::small());
  if (side == setup.defender()) reinforcement_track(b, own);
  return b.finish(setup.scenario + ": " + side_key(side) + " roster", "Short But Desperate force roster");
}

}  // namespace muster::sbd
