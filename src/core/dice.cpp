#include "core/dice.hpp"

namespace muster {

std::string die_name(Die die) {
  switch (die) {
    case Die::d6: return "D6";
    case Die::d8: return "D8";
    case Die::average: return "AD";
  }
  return "?";
}

int roll(RandomStream& stream, Die die) {
  switch (die) {
    case Die::d6: return stream.between(1, 6);
    case Die::d8: return stream.between(1, 8);
    case Die::average: return average_die_faces[stream.below(6)];
  }
  return 0;
}

}  // namespace muster
