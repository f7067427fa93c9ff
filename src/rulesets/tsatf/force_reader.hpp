#pragma once
// A side's force as a scenario writes it: the ratio's base (Mutiny, Boxer
// Rebellion), counts of each kind, or a list of units written by hand (inline
// or a file beside the scenario, whose 'units' is the list); and the
// scenario's changes to the organisation of the kinds the rulebook organises.
// Every list is checked against the campaign's organisation, kinds, sides and
// formations, each problem at the line that caused it.
//
// A unit in a list:
//   - name: 1st Company, 32nd Foot
//     kind: british-infantry
//     rank-and-file: 20     # optional: the organisation's, checked
//     leaders: 2            # optional: the organisation's, checked
//     lancers: yes          # British or loyal Indian cavalry only
//     arms: [rifle]         # where the text leaves the arms open
//     nationality: British  # Western infantry only
//     formation: open-order # optional: one the unit may use; else its first

#include <optional>
#include <string>
#include <vector>

#include "core/diagnostic.hpp"
#include "rulesets/tsatf/camels.hpp"
#include "rulesets/tsatf/ratios.hpp"
#include "rulesets/tsatf/unit_tables.hpp"
#include "rulesets/tsatf/units.hpp"
#include "spec/yaml_node.hpp"

namespace muster::tsatf {

// The most units one hand-written list may hold: a twelve-unit Mutiny builds 96 on the mutineer side.
inline constexpr int most_units_in_list = 120;

// `{infantry: 5, cavalry: yes, artillery: no}`: the ratio's base and what it uses.
std::optional<RatioRequest> read_ratio_request(const spec::Node& node, Campaign campaign, Diagnostics& d);
// `{british-infantry: 4, imperial-camels: 1}`: counts of kinds the campaign fields on `side`.
std::optional<std::vector<KindCount>> read_unit_counts(const spec::Node& node, Campaign campaign, Allegiance side, Diagnostics& d);
// `{british-infantry: {rank-and-file: 16, leaders: 2}}`: changes to rulebook kinds.
Organisations read_organisations(const spec::Node& node, Diagnostics& d);
// `scenario_file` places a list given as a file name.
std::optional<Force> read_force_list(const spec::Node& node, const std::string& scenario_file, Campaign campaign, Allegiance side,
                                     const Organisations& organisations, Diagnostics& d);

// `[1st Troop, 19th Hussars, ...]`: the horsed cavalry units the scenario names
// unfamiliar with camels, instead of rolling; each name checked against both forces.
std::optional<std::vector<std::string>> read_named_unfamiliar(const spec::Node& node, const Force& first, const Force& second, Diagnostics& d);

}  // namespace muster::tsatf
