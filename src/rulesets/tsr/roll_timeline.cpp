#include "rulesets/tsr/procedures.hpp"
#include "rulesets/tsr/tables.hpp"

namespace muster::tsr {

Timeline roll_timeline(RandomStream& stream, RollLog& log) {
  const int start_die = roll(stream, Die::average);
  const int dusk_die = roll(stream, Die::d8);
  Timeline timeline{start_hour_for(start_die), dusk_hour_for(dusk_die)};
  log.add([&] { return RollRecord{"start time", "AD + 5", std::to_string(start_die), clock(timeline.start_hour)}; });
  log.add([&] { return RollRecord{"dusk", "D8", std::to_string(dusk_die), clock(timeline.dusk_hour)}; });
  return timeline;
}

}  // namespace muster::tsr
