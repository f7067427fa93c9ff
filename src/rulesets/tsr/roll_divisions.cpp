// Every real marker drawn is a division. Its brigades are rolled on an average
// die now for the umpire's sealed view, or left for the table to roll on contact.
#include <algorithm>

#include "rulesets/tsr/procedures.hpp"
#include "rulesets/tsr/tables.hpp"

namespace muster::tsr {

namespace {
// The markers placed in the blind draw, in the order drawn, as placed_in_draw_order
// lists them. roll_markers numbers the draw 1, 2, 3... with no gap, so each marker
// is put straight in its place: no sort.
std::vector<const Marker*> in_draw_order(const std::vector<Marker>& markers) {
  std::vector<const Marker*> placed(markers.size(), nullptr);
  for (const Marker& m : markers)
    if (m.drawn && m.square && *m.drawn >= 1 && *m.drawn <= static_cast<int>(markers.size())) placed[static_cast<std::size_t>(*m.drawn - 1)] = &m;
  return placed;
}
}  // namespace

std::vector<Division> roll_divisions(const Scenario& scenario, Side side, const std::vector<Marker>& markers,
                                     RandomStream& stream, RollLog& log) {
  std::vector<Division> divisions;
  divisions.reserve(static_cast<std::size_t>(std::count_if(markers.begin(), markers.end(), [](const Marker& m) { return m.drawn && is_division(m.kind); })));
  for (const Marker* marker : in_draw_order(markers)) {
    if (marker == nullptr || !is_division(marker->kind)) continue;
    Division division{marker->code, std::nullopt, marker->kind == MarkerKind::infantry_with_artillery ? 1 : 0};
    if (scenario.brigades == BrigadeTiming::pre_roll) {
      const int die = roll(stream, Die::average);
      division.brigades = brigades_for(side, die);
      log.add([&] {
        return RollRecord{side_key(side) + " " + marker->code + " brigades", "AD", std::to_string(die),
                          std::to_string(*division.brigades) + " brigades"};
      });
    }
    divisions.push_back(std::move(division));
  }
  return divisions;
}

}  // namespace muster::tsr
