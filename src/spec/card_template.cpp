#include "spec/card_template.hpp"

#include "spec/map_reader.hpp"

namespace muster::spec {

namespace {
std::vector<std::string> text_list(const Node& node, Diagnostics& d) {
  std::vector<std::string> items;
  if (!node.is_sequence()) d.error(node.where(), "expected a list of lines, not " + node.kind_name());
  for (const Node& item : node.items()) items.push_back(item.scalar());
  return items;
}

layout::CardTable inline_table(const Node& node, Diagnostics& d) {
  layout::CardTable table;
  MapReader reader(node, d, "a table");
  if (auto header = reader.require("columns")) table.header = text_list(*header, d);
  if (auto rows = reader.require("rows"))
    for (const Node& row : rows->items()) {
      table.rows.push_back(text_list(row, d));
      // An unquoted comma in a flow list splits a cell in two: the row then no longer lines up with its columns.
      if (table.rows.back().size() != table.header.size())
        d.error(row.where(), "this row has " + std::to_string(table.rows.back().size()) + " cells for " + std::to_string(table.header.size()) + " columns",
                "quote a cell that holds a comma: [\"Lower, or higher\", 1 D6]");
    }
  if (auto shares = reader.take("widths"))
    for (const Node& s : shares->items())
      if (auto n = read_integer(s, d, 1, 20, "a column width")) table.shares.push_back(static_cast<double>(*n));
  return table;
}

layout::Card read_card(const Node& node, Diagnostics& d, const std::vector<std::string>& names, const NamedTables& tables) {
  MapReader reader(node, d, "a card");
  layout::Card card{reader.text("title", "?"), {}};
  auto blocks = reader.require("blocks");
  if (!blocks) return card;
  for (const Node& block : blocks->items()) {
    MapReader b(block, d, "a block");
    if (auto text = b.take("text")) card.blocks.push_back(layout::CardParagraph{text->scalar()});
    if (auto steps = b.take("steps")) card.blocks.push_back(layout::CardSteps{text_list(*steps, d)});
    if (auto bullets = b.take("bullets")) card.blocks.push_back(layout::CardBullets{text_list(*bullets, d)});
    if (auto table = b.take("table")) {
      if (table->is_map()) {
        card.blocks.push_back(inline_table(*table, d));
      } else if (auto name = read_choice(*table, d, names, "the table name")) {
        if (auto filled = tables(*name)) card.blocks.push_back(*filled);
      }
    }
  }
  return card;
}
}  // namespace

std::vector<layout::Card> read_cards(const Node& root, const std::vector<std::string>& table_names, const NamedTables& tables) {
  Diagnostics d;
  std::vector<layout::Card> cards;
  {
    MapReader reader(root, d, "the card template");
    if (auto list = reader.require("cards"))
      for (const Node& item : list->items()) cards.push_back(read_card(item, d, table_names, tables));
  }
  d.throw_if_any();
  return cards;
}

}  // namespace muster::spec
