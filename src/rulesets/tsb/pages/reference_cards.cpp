// qrs.pdf: the cards of templates/tsb/qrs.yaml. The draft has no tables a
// generator rolls against, so every table is written in the template itself.
#include "rulesets/tsb/pages/reference_cards.hpp"

#include "core/embedded_files.hpp"
#include "layout/cards.hpp"
#include "layout/check_bar.hpp"
#include "layout/style.hpp"
#include "spec/card_template.hpp"

namespace muster::tsb {

using namespace layout;

Document reference_cards(Paper paper, const std::string& footer, const TextMeasurer& measurer) {
  const auto text = embedded_file("templates/tsb/qrs.yaml");
  const auto cards = spec::read_cards(spec::parse_yaml(std::string(text.value_or("")), "templates/tsb/qrs.yaml"), {},
                                      [](const std::string&) { return std::optional<CardTable>{}; });
  PageBuilder builder(paper_size(paper), measurer, footer);
  builder.title("The Square Brigadier: quick reference", "Numbers and procedures from Ross Mac's second draft (2012), in muster's words.");
  builder.add(check_bar(builder.reserve(check_bar_height + style::gap)));  // one print job: page 1 checks them all
  flow_cards(builder, cards);
  return builder.finish("The Square Brigadier: quick reference", "Reference cards for The Square Brigadier");
}

}  // namespace muster::tsb
