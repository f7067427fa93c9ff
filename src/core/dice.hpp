#pragma once
// The dice the rule sets call for, and a record of each roll so that the umpire
// can see every roll that made a setup.

#include <string>
#include <vector>

#include "core/random.hpp"

namespace muster {

enum class Die { d6, d8, average };

// "D6", "D8", "AD".
std::string die_name(Die die);

// The average die: six faces numbered 2, 3, 3, 4, 4, 5.
inline constexpr int average_die_faces[6] = {2, 3, 3, 4, 4, 5};

// Inline: a roll's dice are a few dozen of its draws, and a call each showed in its time.
inline int roll(RandomStream& stream, Die die) {
  switch (die) {
    case Die::d6: return stream.between(1, 6);
    case Die::d8: return stream.between(1, 8);
    case Die::average: return average_die_faces[stream.below(6)];
  }
  return 0;
}

struct RollRecord {
  std::string what;     // "start time", "dusk", "USA U07 brigades"...
  std::string dice;     // "AD", "D8", "shuffle of 17"
  std::string result;   // the face or faces rolled
  std::string outcome;  // what the roll decided: "08:00", "3 brigades"
};

}  // namespace muster
