#pragma once
// The documents of a Sword and the Flame pack, one function per file.
// Nothing in the setup is secret (model.hpp), so the rosters, markers and
// cards are files for the whole table; each side's pages still start on a
// sheet of their own, so a player can be handed his.

#include <string>
#include <vector>

#include "layout/document.hpp"
#include "layout/text_measurer.hpp"
#include "rulesets/ruleset.hpp"
#include "rulesets/tsatf/model.hpp"
#include "rulesets/tsatf/pages/reference_tables.hpp"

namespace muster::tsatf {

// Every file of the pack, each with whom it is for (pack.cpp).
std::vector<PackFile> pack_files(const Setup& setup, const layout::TextMeasurer& measurer);
std::vector<std::string> side_keys_of(const Setup& setup);

// umpire.pdf: both forces, the table, the current, camel-shy horses, every roll (briefings.cpp).
layout::Document umpire_briefing(const Setup& setup, const layout::TextMeasurer& measurer);
// <Key>.pdf: the side's own force, its zone, the table and who moves first (briefings.cpp).
layout::Document side_briefing(const Setup& setup, std::size_t side, const layout::TextMeasurer& measurer);
// map.pdf: the table to scale with its 6-inch grid, river, current and zones (map.cpp, on table_map.hpp).
layout::Document setup_map(const Setup& setup, const layout::TextMeasurer& measurer);
// rosters.pdf: per unit its figures as boxes, leaders marked, formation,
// weapons, movement dice, berserk and shaken boxes, camel-shy horses; each
// side from a sheet of its own (roster.cpp).
layout::Document rosters(const Setup& setup, const layout::TextMeasurer& measurer);
// counters.pdf: shaken, routed, berserk, dismounted and horse-holder markers,
// boat heading and speed, anchor and current markers, fronts and mirrored backs (counters.cpp).
layout::Document counters(const Setup& setup, const layout::TextMeasurer& measurer);
// cards.pdf: poker-size decks, nine to a sheet, backs mirrored for long-edge
// duplex: the movement deck of both sides, the casualty deck with its
// key-figure cards, and a card per unit (cards.cpp).
layout::Document cards(const Setup& setup, const layout::TextMeasurer& measurer);
// qrs.pdf: the reference cards, in muster's words, with this game's organisation and current where
// `game` gives them (a pack's) and the rulebook's and muster's defaults where not (`muster qrs`) (reference_cards.cpp).
layout::Document reference_cards(Paper paper, const std::string& footer, const layout::TextMeasurer& measurer,
                                 const std::optional<GameNumbers>& game = std::nullopt);

}  // namespace muster::tsatf
