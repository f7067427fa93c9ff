// Every real marker drawn is a division. Its brigades are rolled on an average
// die now for the umpire's sealed view, or left for the table to roll on contact.
#include <cstdint>
#include <span>

#include "rulesets/tsr/procedures.hpp"
#include "rulesets/tsr/tables.hpp"

namespace muster::tsr {

std::vector<Division> roll_divisions(const Scenario& scenario, Side side, const RolledMarkers& rolled, RandomStream& stream,
                                     RollLog& log) {
  std::vector<Division> divisions;
  divisions.reserve(static_cast<std::size_t>(rolled.drawn));
  for (std::uint8_t index : std::span(rolled.draw_order).first(static_cast<std::size_t>(rolled.drawn))) {
    const Marker* marker = &rolled.markers[index];
    if (!is_division(marker->kind)) continue;
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
