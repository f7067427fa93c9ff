// Placeholder until the solo branch lands: the lead takes that branch's
// solo_drawing.cpp at merge. It lets map.pdf link and draw without the solo side's deployment.
#include "rulesets/sow/pages/pages.hpp"

namespace muster::sow {

std::vector<layout::Item> draw_solo_deployment(const layout::OpenTableBoard&, const Setup&) { return {}; }

void add_solo_orders(layout::PageBuilder&, const Setup&) {}

}  // namespace muster::sow
