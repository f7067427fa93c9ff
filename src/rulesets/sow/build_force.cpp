// A company bought to a budget. The force list gives each company's
// establishment; muster lays it out as a queue of figures in the order a
// captain would raise them (himself, then his first squad or section, then
// his sergeant and musicians, then squad after squad) and buys down the
// queue. A figure the money does not reach is passed over and the queue goes
// on: a squad whose lieutenant is too dear is led by its sergeant, and men join
// a squad or section only once it has an officer or NCO to lead it. So nothing
// is left over that would buy a figure the organisation could still take, and
// a veteran company, dearer by the figure, comes out smaller, as the text says.
#include <algorithm>
#include <array>
#include <limits>
#include <map>
#include <string>

#include "rulesets/sow/procedures.hpp"
#include "rulesets/sow/tables.hpp"

namespace muster::sow {

namespace {

// What must be bought before a place can be: nothing, for the captain; the captain, for every other
// officer, NCO and musician (the company exists once he does); an officer or NCO of the place's own
// unit, for a man (he serves in a squad or section that has someone to lead it).
enum class Needs { nothing, captain, leader_in_unit };

Needs needs_of(Rank rank) {
  if (rank == Rank::captain) return Needs::nothing;
  if (rank == Rank::private_soldier || rank == Rank::trooper) return Needs::leader_in_unit;
  return Needs::captain;
}

// One place in the establishment: who fills it, and in which unit.
struct Place {
  std::size_t unit = 0;
  Figure figure;
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
  void place(std::size_t unit, Rank rank, bool armed_as_men, bool horse) {
    Figure f{rank, recipe_.quality, Firearm::none, Blade::none, horse};
    if (armed_as_men) {
      f.firearm = recipe_.firearm;
      f.sidearm = recipe_.sidearm;
      f.blade = recipe_.blade;
    } else if (rank == Rank::captain || rank == Rank::lieutenant) {
      f.firearm = Firearm::pistol;
      f.blade = Blade::sword;
    }
    e_.queue.push_back({unit, f});
  }
  // A unit filled with men up to 14 figures, or fewer when `men_left` runs out.
  void fill(std::size_t unit, int figures_already, Rank man, bool horse, int& men_left) {
    for (int n = figures_already; n < most_figures_in_unit && men_left > 0; ++n, --men_left) place(unit, man, true, horse);
  }
  Establishment take() { return std::move(e_); }

 private:
  const ForceRecipe& recipe_;
  Establishment e_;
};

// Captain, 1st Sergeant and musicians: the company's headquarters.
std::size_t headquarters(EstablishmentBuilder& b, bool horse) {
  const std::size_t unit = b.unit("Company HQ");
  b.place(unit, Rank::captain, false, horse);
  return unit;
}

void first_sergeant_and_musicians(EstablishmentBuilder& b, std::size_t hq, int first_sergeants, int musicians, bool horse) {
  for (int s = 0; s < first_sergeants; ++s) b.place(hq, Rank::first_sergeant, true, horse);
  for (int m = 0; m < musicians; ++m) b.place(hq, Rank::musician, false, horse);
}

// Two platoons of up to six squads. Each platoon's lieutenant leads its first
// squad beside that squad's sergeant; the second squad has the other sergeant,
// the rest a corporal each; a squad holds 14 figures at most, its leaders counted.
Establishment infantry_company(const ForceRecipe& recipe) {
  const CompanyList& list = company_list(CompanyKind::infantry);
  EstablishmentBuilder b(recipe);
  const std::size_t hq = headquarters(b, false);
  int squad_count = 0;
  for (int platoon = 1; platoon <= platoons_in_company; ++platoon) {
    int men_left = list.men.high;
    for (int squad = 1; squad <= squads_in_platoon; ++squad, ++squad_count) {
      const bool horse = mounted_unit(squad_count, recipe.mounted_percent);
      const std::size_t unit = b.unit(ordinal(platoon) + " Platoon, " + ordinal(squad) + " Squad");
      int figures = 0;
      if (squad == 1) {
        b.place(unit, Rank::lieutenant, false, horse);
        ++figures;
      }
      b.place(unit, squad <= list.sergeants ? Rank::sergeant : Rank::corporal, true, horse);
      ++figures;
      b.fill(unit, figures, list.man, horse, men_left);
      if (platoon == 1 && squad == 1) first_sergeant_and_musicians(b, hq, list.first_sergeants, list.musicians, false);
    }
  }
  return b.take();
}

// Sections, each under a lieutenant or a sergeant, with the corporals and
// then the troopers shared among them as evenly as they go, 14 figures to a
// section at most.
Establishment cavalry_company(const ForceRecipe& recipe) {
  const CompanyList& list = company_list(recipe.company);
  EstablishmentBuilder b(recipe);
  const bool mounted_hq = recipe.mounted_percent > 0;
  const std::size_t hq = headquarters(b, mounted_hq);
  const Rank man = list.man;
  int corporals_left = list.corporals;
  int men_left = list.men.high;
  std::vector<Rank> leaders(static_cast<std::size_t>(list.lieutenants), Rank::lieutenant);
  leaders.insert(leaders.end(), static_cast<std::size_t>(list.sergeants), Rank::sergeant);
  for (int section = 1; section <= static_cast<int>(leaders.size()); ++section) {
    const int sections_left = static_cast<int>(leaders.size()) - section + 1;
    const bool horse = mounted_unit(section - 1, recipe.mounted_percent);
    const std::size_t unit = b.unit(ordinal(section) + " Section");
    const Rank rank = leaders[static_cast<std::size_t>(section - 1)];
    b.place(unit, rank, rank != Rank::lieutenant, horse);
    const int corporals = (corporals_left + sections_left - 1) / sections_left;
    for (int c = 0; c < corporals; ++c) b.place(unit, Rank::corporal, true, horse);
    corporals_left -= corporals;
    int men = std::min((men_left + sections_left - 1) / sections_left, most_figures_in_unit - 1 - corporals);
    men_left -= men;
    b.fill(unit, most_figures_in_unit - men, man, horse, men);
    if (section == 1) first_sergeant_and_musicians(b, hq, list.first_sergeants, list.musicians, mounted_hq);
  }
  return b.take();
}

Establishment establishment(const ForceRecipe& recipe) {
  switch (recipe.company) {
    case CompanyKind::infantry: return infantry_company(recipe);
    case CompanyKind::federal_cavalry:
    case CompanyKind::confederate_cavalry: return cavalry_company(recipe);
  }
  return {};
}

}  // namespace

Force build_force(const ForceRecipe& recipe) {
  const Establishment e = establishment(recipe);
  std::vector<Unit> units(e.unit_names.size());
  for (std::size_t u = 0; u < units.size(); ++u) units[u].name = e.unit_names[u];
  std::vector<bool> led(units.size(), false);
  bool captain = false;
  int left = recipe.points;
  for (const Place& place : e.queue) {
    const Needs needs = needs_of(place.figure.rank);
    if ((needs == Needs::captain && !captain) || (needs == Needs::leader_in_unit && !led[place.unit])) continue;
    const int cost = cost_of(place.figure);
    if (cost > left) continue;
    left -= cost;
    captain = captain || place.figure.rank == Rank::captain;
    led[place.unit] = led[place.unit] || needs != Needs::leader_in_unit;
    units[place.unit].figures.push_back(place.figure);
  }
  Force force;
  for (Unit& unit : units)
    if (!unit.figures.empty()) force.units.push_back(std::move(unit));
  return force;
}

// The full company is the recipe bought without a limit: no rank may appear more often than there.
std::vector<ForceProblem> check_bought_force(const Force& force, const ForceRecipe& recipe) {
  ForceRecipe unlimited = recipe;
  unlimited.points = std::numeric_limits<int>::max();
  std::map<Rank, int> establishment;
  for (const Unit& unit : build_force(unlimited).units)
    for (const Figure& figure : unit.figures) ++establishment[figure.rank];
  std::vector<ForceProblem> problems;
  std::map<Rank, int> seen;
  const std::string company = label_of(recipe.company);
  for (std::size_t u = 0; u < force.units.size(); ++u)
    for (std::size_t f = 0; f < force.units[u].figures.size(); ++f) {
      const Figure& figure = force.units[u].figures[f];
      const std::string remedy = ", or remove 'force' to keep the side as a list written by hand";
      if (figure.quality != recipe.quality) {
        problems.push_back({u, f, "this figure is " + label_of(figure.quality) + " in a company bought as " + label_of(recipe.quality),
                            "a bought company is of one class, its officers and musicians too: write 'class: " + key_of(recipe.quality) + "'" + remedy});
      } else if (++seen[figure.rank] == establishment[figure.rank] + 1) {
        const int most = establishment[figure.rank];
        problems.push_back({u, f, "one " + label_of(figure.rank) + " too many: the force list's " + company + " has " + (most == 0 ? "none" : std::to_string(most)),
                            "take the figure out" + remedy});
      }
    }
  return problems;
}

}  // namespace muster::sow
