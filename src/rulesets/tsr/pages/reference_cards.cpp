// qrs.pdf: the reference cards from templates/tsr/qrs.yaml, their setup
// tables filled from tables.hpp, the time track for the day and, in a pack, where
// its scenario changed the rules' numbers.
#include <cctype>

#include "core/embedded_files.hpp"
#include "layout/cards.hpp"
#include "layout/check_bar.hpp"
#include "layout/style.hpp"
#include "rulesets/tsr/pages/pages.hpp"
#include "rulesets/tsr/pages/time_track.hpp"
#include "rulesets/tsr/tables.hpp"
#include "spec/card_template.hpp"

namespace muster::tsr {

using namespace layout;

namespace {
const std::vector<std::string> table_names = {"start-time", "dusk", "brigades", "marker-pools"};

std::optional<CardTable> named_table(const std::string& name) {
  if (name == "start-time") {
    CardTable t{{"Start time (AD + " + std::to_string(start_hour_offset) + ")", "2", "3", "4", "5"}, {{"Play begins"}}, {3, 1, 1, 1, 1}};
    for (int die : {2, 3, 4, 5}) t.rows[0].push_back(clock(start_hour_for(die)));
    return t;
  }
  if (name == "dusk") {
    CardTable t{{"Dusk (D8)"}, {{"Dusk falls"}}, {3, 1, 1, 1, 1}};
    for (const auto& row : dusk_table) {
      t.header.push_back(std::to_string(row.low) + "-" + std::to_string(row.high));
      t.rows[0].push_back(clock(row.hour));
    }
    return t;
  }
  if (name == "brigades") {
    CardTable t{{"Brigades on contact (AD)", "2", "3", "4", "5"}, {{"CSA"}, {"USA"}}, {3, 1, 1, 1, 1}};
    for (int die : {2, 3, 4, 5}) {
      t.rows[0].push_back(std::to_string(brigades_for(Side::csa, die)));
      t.rows[1].push_back(std::to_string(brigades_for(Side::usa, die)));
    }
    return t;
  }
  if (name == "marker-pools") {
    CardTable t{{"Force markers", "USA", "CSA"}, {}, {3, 1, 1}};
    const MarkerPool usa = default_pool(Side::usa), csa = default_pool(Side::csa);
    t.rows.push_back({"XXX infantry division", std::to_string(usa.infantry), std::to_string(csa.infantry)});
    t.rows.push_back({"XAX with artillery", std::to_string(usa.with_artillery), std::to_string(csa.with_artillery)});
    t.rows.push_back({"Decoy (blank)", std::to_string(usa.decoys), std::to_string(csa.decoys)});
    return t;
  }
  return std::nullopt;
}
}  // namespace

Document reference_cards(Paper paper, const std::string& footer, const std::optional<Timeline>& timeline, const std::vector<std::string>& departures,
                         const TextMeasurer& measurer) {
  const auto text = embedded_file("templates/tsr/qrs.yaml");
  const auto cards = spec::read_cards(spec::parse_yaml(std::string(text.value_or("")), "templates/tsr/qrs.yaml"), table_names, named_table);
  PageBuilder builder(paper_size(paper), measurer, footer);
  builder.title("Terrible Swift Rules: quick reference", "Numbers and procedures from Richard Brooks' rules, with Tim Gow's notes.");
  // The track heads the first page, so that it never takes a page of its own.
  builder.add(check_bar(builder.reserve(check_bar_height + style::gap)));  // one print job: page 1 checks them all
  if (timeline) {
    builder.subheading("Time track: start " + clock(timeline->start_hour) + ", dusk " + clock(timeline->dusk_hour));
    add_time_track(builder, *timeline);
  } else {
    builder.subheading("Time track for any day: mark the rolled start and dusk (earliest start " + clock(start_hour_for(2)) +
                       ", latest dusk " + clock(dusk_table.back().hour) + ")");
    add_time_track(builder, {start_hour_for(2), dusk_table.back().hour});
  }
  if (!departures.empty()) {
    std::string changed;
    for (const std::string& d : departures) changed += (changed.empty() ? "" : "; ") + d;
    changed[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(changed[0])));
    builder.subheading("This scenario's own numbers");
    builder.paragraph(changed + ". The cards below give the rules' numbers.", style::body());
  }
  flow_cards(builder, cards);
  return builder.finish("Terrible Swift Rules: quick reference", "Reference cards for Terrible Swift Rules");
}

}  // namespace muster::tsr
