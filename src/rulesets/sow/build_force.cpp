// A company bought to a budget. The force list gives each company's
// establishment; muster lays it out as a queue of figures in the order a
// captain would raise them (himself, then his first squad or section, then
// his sergeant and musicians, then squad after squad) and buys down the
// queue. A figure the money does not reach is passed over, and with it every
// figure that would serve under him, so the force comes out as large as the
// organisation allows without going over; a veteran company, dearer by the
// figure, comes out smaller, as the text says it should.
#include <algorithm>
#include <array>
#include <string>

#include "rulesets/sow/procedures.hpp"
#include "rulesets/sow/tables.hpp"

namespace muster::sow {

namespace {

// One place in the establishment: who fills it, in which unit, and whose place it hangs on.
struct Place {
  std::size_t unit = 0;
  Figure figure;
  std::optional<std::size_t> under;  // index of the place that must be filled first
};

struct Establishment {
  std::vector<std::string> unit_names;
  std::vector<Place> queue;
};

std::string ordinal(int n) {
  static const std::array<std::string, 10> words = {"1st", "2nd", "3rd", "4th", "5th", "6th", "7th", "8th", "9th", "10th"};
  return words.at(static_cast<std::size_t>(n - 1));
}

// Share `percent` of the fighting units spread evenly through the queue: unit k is mounted
// when the running share first reaches a new whole unit there.
bool mounted_unit(int k, int percent) { return (k + 1) * percent / 100 > k * percent / 100; }

class EstablishmentBuilder {
 public:
  explicit EstablishmentBuilder(const ForceRecipe& recipe) : recipe_(recipe) {}

  std::size_t unit(std::string name) {
    e_.unit_names.push_back(std::move(name));
    return e_.unit_names.size() - 1;
  }
  std::size_t place(std::size_t unit, Rank rank, bool armed_as_men, bool horse, std::optional<std::size_t> under) {
    Figure f{rank, recipe_.quality, Firearm::none, Blade::none, horse};
    if (armed_as_men) {
      f.firearm = recipe_.firearm;
      f.blade = recipe_.blade;
    } else if (rank == Rank::captain || rank == Rank::lieutenant) {
      f.firearm = Firearm::pistol;
      f.blade = Blade::sword;
    }
    e_.queue.push_back({unit, f, under});
    return e_.queue.size() - 1;
  }
  // A leader's unit filled with men up to 14 figures, or fewer when `men_left` runs out.
  void fill(std::size_t unit, std::size_t leader, int figures_already, Rank man, bool horse, int& men_left) {
    for (int n = figures_already; n < most_figures_in_unit && men_left > 0; ++n, --men_left) place(unit, man, true, horse, leader);
  }
  Establishment take() { return std::move(e_); }

 private:
  const ForceRecipe& recipe_;
  Establishment e_;
};

// Captain, 1st Sergeant and musicians: the company's headquarters.
struct Headquarters {
  std::size_t unit = 0, captain = 0;
};

Headquarters headquarters(EstablishmentBuilder& b, bool horse) {
  const std::size_t unit = b.unit("Company HQ");
  return {unit, b.place(unit, Rank::captain, false, horse, std::nullopt)};
}

void first_sergeant_and_musicians(EstablishmentBuilder& b, const Headquarters& hq, bool first_sergeant, int musicians, bool horse) {
  if (first_sergeant) b.place(hq.unit, Rank::first_sergeant, true, horse, hq.captain);
  for (int m = 0; m < musicians; ++m) b.place(hq.unit, Rank::musician, false, horse, hq.captain);
}

// Two platoons of up to six squads. Each platoon's lieutenant leads its first
// squad beside that squad's sergeant; the second squad has the other sergeant,
// the rest a corporal each; a squad holds 14 figures at most, its leaders counted.
Establishment infantry_company(const ForceRecipe& recipe) {
  EstablishmentBuilder b(recipe);
  const Headquarters hq = headquarters(b, false);
  int squad_count = 0;
  for (int platoon = 1; platoon <= 2; ++platoon) {
    int men_left = 80;
    std::optional<std::size_t> lieutenant;
    for (int squad = 1; squad <= 6; ++squad, ++squad_count) {
      const bool horse = mounted_unit(squad_count, recipe.mounted_percent);
      const std::size_t unit = b.unit(ordinal(platoon) + " Platoon, " + ordinal(squad) + " Squad");
      int figures = 0;
      std::optional<std::size_t> leader;
      if (squad == 1) {
        lieutenant = b.place(unit, Rank::lieutenant, false, horse, hq.captain);
        leader = lieutenant;
        ++figures;
      }
      leader = b.place(unit, squad <= 2 ? Rank::sergeant : Rank::corporal, true, horse, lieutenant);
      ++figures;
      b.fill(unit, *leader, figures, Rank::private_soldier, horse, men_left);
      if (platoon == 1 && squad == 1) first_sergeant_and_musicians(b, hq, true, 2, false);
    }
  }
  return b.take();
}

// Sections, each under a lieutenant or a sergeant, with the corporals and
// then the troopers shared among them as evenly as they go, 14 figures to a
// section at most.
Establishment cavalry_company(const ForceRecipe& recipe, bool federal) {
  EstablishmentBuilder b(recipe);
  const bool mounted_hq = recipe.mounted_percent > 0;
  const Headquarters hq = headquarters(b, mounted_hq);
  const Rank man = federal ? Rank::trooper : Rank::private_soldier;
  int corporals_left = federal ? 8 : 4;
  int men_left = federal ? 56 : 80;
  const std::array<Rank, 7> leaders = {Rank::lieutenant, Rank::lieutenant, Rank::sergeant, Rank::sergeant, Rank::sergeant, Rank::sergeant, Rank::sergeant};
  for (int section = 1; section <= static_cast<int>(leaders.size()); ++section) {
    const int sections_left = static_cast<int>(leaders.size()) - section + 1;
    const bool horse = mounted_unit(section - 1, recipe.mounted_percent);
    const std::size_t unit = b.unit(ordinal(section) + " Section");
    const Rank rank = leaders[static_cast<std::size_t>(section - 1)];
    const std::size_t leader = b.place(unit, rank, rank != Rank::lieutenant, horse, hq.captain);
    const int corporals = (corporals_left + sections_left - 1) / sections_left;
    for (int c = 0; c < corporals; ++c) b.place(unit, Rank::corporal, true, horse, leader);
    corporals_left -= corporals;
    int men = std::min((men_left + sections_left - 1) / sections_left, most_figures_in_unit - 1 - corporals);
    men_left -= men;
    b.fill(unit, leader, most_figures_in_unit - men, man, horse, men);
    if (section == 1) first_sergeant_and_musicians(b, hq, federal, federal ? 2 : 0, mounted_hq);
  }
  return b.take();
}

Establishment establishment(const ForceRecipe& recipe) {
  switch (recipe.company) {
    case CompanyKind::infantry: return infantry_company(recipe);
    case CompanyKind::federal_cavalry: return cavalry_company(recipe, true);
    case CompanyKind::confederate_cavalry: return cavalry_company(recipe, false);
  }
  return {};
}

}  // namespace

Force build_force(const ForceRecipe& recipe) {
  const Establishment e = establishment(recipe);
  std::vector<bool> bought(e.queue.size(), false);
  std::vector<Unit> units(e.unit_names.size());
  for (std::size_t u = 0; u < units.size(); ++u) units[u].name = e.unit_names[u];
  int left = recipe.points;
  for (std::size_t i = 0; i < e.queue.size(); ++i) {
    const Place& place = e.queue[i];
    if (place.under && !bought[*place.under]) continue;
    const int cost = cost_of(place.figure);
    if (cost > left) continue;
    left -= cost;
    bought[i] = true;
    units[place.unit].figures.push_back(place.figure);
  }
  Force force;
  for (Unit& unit : units)
    if (!unit.figures.empty()) force.units.push_back(std::move(unit));
  return force;
}

}  // namespace muster::sow
