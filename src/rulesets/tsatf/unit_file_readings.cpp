#include "rulesets/tsatf/unit_file_readings.hpp"

#include <optional>

#include "rulesets/tsatf/scenario_reader.hpp"
#include "rulesets/tsatf/unit_tables.hpp"
#include "rulesets/unit_file_scenario.hpp"

namespace muster::tsatf {

namespace {

// "the Boxer Rebellion, 1899-1900", "a free game": the campaign's label inside a sentence.
std::string in_a_sentence(std::string label) {
  if (label.starts_with("The ") || label.starts_with("A ")) label[0] = static_cast<char>(label[0] - 'A' + 'a');
  return label;
}

// The other side of the check: one unit of the first kind that serves the campaign against `side`.
std::optional<UnitFileSide> opponent(Campaign campaign, Allegiance side) {
  const Allegiance other = side == Allegiance::imperial ? Allegiance::native : Allegiance::imperial;
  for (UnitKind kind : kinds_of(campaign))
    if (fits_side(kind, other)) {
      Record counts = Record::map(true);
      counts.add(key_of(kind), Record::value(1));
      Record settings = Record::map(true);
      settings.add("allegiance", Record::value(key_of(other))).add("counts", counts);
      return UnitFileSide{"Opponent", settings, false};
    }
  return std::nullopt;
}

}  // namespace

// The campaign decides which kinds serve and the side which it may field: a force file
// is read as either side of each campaign.
std::vector<UnitFileReading> unit_file_readings(const std::string& file) {
  std::vector<UnitFileReading> readings;
  for (const std::string& campaign_key : campaign_keys()) {
    const Campaign campaign = *parse_campaign(campaign_key);
    for (Allegiance side : {Allegiance::imperial, Allegiance::native}) {
      auto other = opponent(campaign, side);
      if (!other) continue;
      Record header = Record::map();
      header.add("campaign", Record::value(campaign_key));
      Record settings = Record::map(true);
      settings.add("allegiance", Record::value(key_of(side)));
      readings.push_back({"as the " + key_of(side) + " side in " + in_a_sentence(label_of(campaign)),
                          unit_file_scenario("tsatf", header, {{"Force", settings}, *other}, "units", file)});
    }
  }
  return readings;
}

}  // namespace muster::tsatf
