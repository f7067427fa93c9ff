// qrs.pdf: the cards of templates/tsatf/qrs.yaml, their tables of numbers
// filled from the rule set's code (reference_tables.cpp), the same numbers
// the force builder, the rosters and the map use.
#include "core/embedded_files.hpp"
#include "layout/cards.hpp"
#include "layout/check_bar.hpp"
#include "layout/style.hpp"
#include "rulesets/tsatf/pages/pages.hpp"
#include "rulesets/tsatf/pages/reference_tables.hpp"
#include "rulesets/tsatf/unit_tables.hpp"
#include "spec/card_template.hpp"

namespace muster::tsatf {

using namespace layout;

Document reference_cards(Paper paper, const std::string& footer, const TextMeasurer& measurer, const std::optional<GameNumbers>& game) {
  const auto text = embedded_file("templates/tsatf/qrs.yaml");
  const auto cards = spec::read_cards(spec::parse_yaml(std::string(text.value_or("")), "templates/tsatf/qrs.yaml"), reference_table_names(),
                                      [&game](const std::string& name) { return reference_table(name, game); });
  PageBuilder builder(paper_size(paper), measurer, footer);
  builder.title(ruleset_title + ": quick reference",
                "Larry Brom's update and special rules (The Courier, vol. V no. 1), in muster's words. The rulebook's own rules are not repeated.");
  builder.add(check_bar(builder.reserve(check_bar_height + style::gap)));  // one print job: page 1 checks them all
  flow_cards(builder, cards);
  return builder.finish(ruleset_title + ": quick reference", "Reference cards for " + ruleset_title);
}

}  // namespace muster::tsatf
