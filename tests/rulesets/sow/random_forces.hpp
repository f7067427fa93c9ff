#pragma once
// Test helper: random State of War forces built straight from the model, as
// a hand-written list might be: units of 1 to 14 figures, a few kinds of
// figure so that likes meet, officers, NCOs and musicians here and there.

#include <cstdint>

#include "core/random.hpp"
#include "rulesets/sow/model.hpp"

namespace muster::sow::testing {

inline Figure random_figure(RandomStream& dice, Quality quality, bool horse) {
  static constexpr Firearm firearms[] = {Firearm::minie_rifle, Firearm::minie_rifle, Firearm::musket, Firearm::repeater, Firearm::shotgun};
  static constexpr Blade blades[] = {Blade::bayonet, Blade::bayonet, Blade::none, Blade::sword};
  static constexpr Rank ranks[] = {Rank::private_soldier, Rank::private_soldier, Rank::private_soldier, Rank::trooper, Rank::corporal,
                                   Rank::sergeant, Rank::musician, Rank::lieutenant, Rank::first_sergeant, Rank::captain};
  Figure figure;
  figure.quality = quality;
  figure.horse = horse;
  figure.firearm = firearms[dice.below(5)];
  figure.blade = blades[dice.below(4)];
  const std::uint32_t r = dice.below(40);
  figure.rank = r < 30 ? ranks[r % 4] : ranks[4 + (r - 30) % 6];
  return figure;
}

// `most` figures or fewer, in units of 1 to 14; each unit of one class and mostly of one kind.
inline Force random_force(RandomStream& dice, int most = 60) {
  Force force;
  const int wanted = dice.between(1, most);
  int figures = 0;
  while (figures < wanted) {
    Unit unit{"Unit " + std::to_string(force.units.size() + 1), {}};
    const int size = std::min(dice.between(1, 14), wanted - figures);
    const Quality quality = static_cast<Quality>(dice.below(4));
    const bool horse = dice.below(4) == 0;
    const Figure usual = random_figure(dice, quality, horse);
    for (int k = 0; k < size; ++k) {
      Figure figure = dice.below(4) == 0 ? random_figure(dice, quality, horse) : usual;
      if (dice.below(6) == 0) figure.rank = Rank::corporal;
      unit.figures.push_back(figure);
    }
    figures += size;
    force.units.push_back(std::move(unit));
  }
  return force;
}

}  // namespace muster::sow::testing
