#pragma once
// Reads reference-card templates (templates/<ruleset>/qrs.yaml). A block
// `table: NAME` is filled in by the rule set from the same tables its
// generator uses, so a number is never written twice.

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "layout/cards.hpp"
#include "spec/yaml_node.hpp"

namespace muster::spec {

using NamedTables = std::function<std::optional<layout::CardTable>(const std::string& name)>;

std::vector<layout::Card> read_cards(const Node& root, const std::vector<std::string>& table_names, const NamedTables& tables);

}  // namespace muster::spec
