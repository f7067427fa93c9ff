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
    // Filled where it stays: built aside and copied in, its pieces made the copy wait.
    Division& division = divisions.emplace_back();
    division.marker = marker->code;
    division.artillery = marker->kind == MarkerKind::infantry_with_artillery ? 1 : 0;
    if (scenario.brigades == BrigadeTiming::pre_roll) {
      const int die = roll(stream, Die::average);
      division.brigades = brigades_for(side, die);
      log.add([&] {
        return RollRecord{side_key(side) + " " + marker->code + " brigades", "AD", std::to_string(die),
                          std::to_string(*division.brigades) + " brigades"};
      });
    }
  }
  return divisions;
}

}  // namespace muster::tsr
