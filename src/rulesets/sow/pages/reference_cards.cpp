// qrs.pdf: the cards of templates/sow/qrs.yaml, their tables of numbers
// filled from tables.hpp (reference_tables.cpp), the same numbers the force
// builder, the rosters and the rulers use.
#include "core/embedded_files.hpp"
#include "layout/cards.hpp"
#include "layout/check_bar.hpp"
#include "layout/style.hpp"
#include "rulesets/sow/pages/pages.hpp"
#include "rulesets/sow/pages/reference_tables.hpp"
#include "spec/card_template.hpp"

namespace muster::sow {

using namespace layout;

Document reference_cards(Paper paper, const std::string& footer, const TextMeasurer& measurer) {
  const auto text = embedded_file("templates/sow/qrs.yaml");
  const auto cards = spec::read_cards(spec::parse_yaml(std::string(text.value_or("")), "templates/sow/qrs.yaml"), reference_table_names(),
                                      reference_table);
  PageBuilder builder(paper_size(paper), measurer, footer);
  builder.title(ruleset_title + ": quick reference", "Numbers and procedures of the Tyneside Wargames Club's rules (version 1a), in muster's words.");
  builder.add(check_bar(builder.reserve(check_bar_height + style::gap)));  // one print job: page 1 checks them all
  flow_cards(builder, cards);
  return builder.finish(ruleset_title + ": quick reference", "Reference cards for " + ruleset_title);
}

}  // namespace muster::sow
