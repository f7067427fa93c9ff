#pragma once
// The map's request for a rolled setup: the table, both sides' zones in their
// colours and who moves first. map.pdf and the briefings draw from it.

#include "rulesets/tsatf/model.hpp"
#include "rulesets/tsatf/pages/table_map.hpp"

namespace muster::tsatf {

TableMapRequest map_request(const Setup& setup);

}  // namespace muster::tsatf
