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

}  // namespace muster
