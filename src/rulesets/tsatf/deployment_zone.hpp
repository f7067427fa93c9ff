#pragma once
// Where a side sets up: the band along its table edge, 12 in deep unless the
// scenario says otherwise. Which edge is the scenario's, or a roll's.

#include "core/edge.hpp"
#include "generate/open_table.hpp"
#include "rulesets/tsatf/battlefield.hpp"

namespace muster::tsatf {

// The band `depth` deep along `edge`, the edge's whole length; never deeper than half the table.
TableBox edge_zone(const Table& table, Edge edge, Length depth = deployment_depth);

}  // namespace muster::tsatf
