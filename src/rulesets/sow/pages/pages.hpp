#pragma once
// The documents of a State of War pack, one function per file.

#include <vector>

#include "layout/document.hpp"
#include "layout/open_table_board.hpp"
#include "layout/page_builder.hpp"
#include "layout/text_measurer.hpp"
#include "rulesets/footers.hpp"
#include "rulesets/ruleset.hpp"
#include "rulesets/sow/model.hpp"
#include "rulesets/sow/tables.hpp"

namespace muster::sow {

// Every file of the pack, each with whom it is for.
std::vector<PackFile> pack_files(const Setup& setup, const layout::TextMeasurer& measurer);
std::vector<std::string> side_keys_of(const Setup& setup);

// umpire.pdf: both forces, the terrain, every roll.
layout::Document umpire_briefing(const Setup& setup, const layout::TextMeasurer& measurer);
// <Key>.pdf: the side's own force, its zone and the terrain; the solo side's also its deployment and standing orders.
layout::Document side_briefing(const Setup& setup, std::size_t side, const layout::TextMeasurer& measurer);
// map.pdf: the table to scale on one page with a 10 cm grid, edge rulers, both
// zones and a table of every feature's size and position; at 1:1 when asked.
// `solo_shown`: whether to draw the solo side's deployment (the umpire's and the solo side's copies).
layout::Document table_map(const Setup& setup, bool solo_shown, const std::string& footer, const layout::TextMeasurer& measurer);
// <Key>-roster.pdf: a line per figure with its dice, weapon ranges and boxes.
layout::Document roster(const Setup& setup, std::size_t side, const layout::TextMeasurer& measurer);
// force-list.pdf: every figure's cost, unit by unit, adding up to each side's total and budget.
layout::Document force_list(const Setup& setup, const layout::TextMeasurer& measurer);
// rulers.pdf: range sticks for every firearm the forces carry, and movement sticks, at 1:1 in cm.
layout::Document rulers(const Setup& setup, const layout::TextMeasurer& measurer);
// The solo side's groups drawn on a board of the table (solo_drawing.cpp): each
// group as its two ranks to scale, numbered, the commander's marked.
std::vector<layout::Item> draw_solo_deployment(const layout::OpenTableBoard& board, const Setup& setup);
// The solo side's standing orders: its tactics and what they mean, where each group stands.
void add_solo_orders(layout::PageBuilder& builder, const Setup& setup);
// The open-table board of this setup: its terrain, both zones, muster's looks for the kinds.
layout::OpenTableBoard table_board(const Setup& setup, double scale);
// qrs.pdf: the reference cards.
layout::Document reference_cards(Paper paper, const std::string& footer, const layout::TextMeasurer& measurer);

}  // namespace muster::sow
