// The force the game runs, regrouped as the solo rules ask: the force
// commander and the musicians first, then groups of 4 to 10 similar figures,
// each led by its highest rank. What becomes of fewer than 4 figures with no
// like of their own is muster's choice (docs/DECISIONS.md, State of War).
// check_solo_groups says what a force read back from a record breaks of them.
#include <algorithm>
#include <map>
#include <stdexcept>
#include <tuple>

#include "rulesets/sow/procedures.hpp"
#include "rulesets/sow/tables.hpp"

namespace muster::sow {

namespace {

constexpr std::size_t fewest_in_group = 4;
constexpr std::size_t most_in_group = 10;

// Captain 0, lieutenant 1, first sergeant 2, sergeant 3, corporal 4; musicians and men share the last place.
int seniority(Rank rank) {
  switch (rank) {
    case Rank::captain: return 0;
    case Rank::lieutenant: return 1;
    case Rank::first_sergeant: return 2;
    case Rank::sergeant: return 3;
    case Rank::corporal: return 4;
    case Rank::musician:
    case Rank::private_soldier:
    case Rank::trooper: return 5;
  }
  return 5;
}

// What makes figures alike for the solo rules: class, firearm, sidearm, blade, horse.
using Likeness = std::tuple<Quality, Firearm, Firearm, Blade, bool>;
Likeness likeness_of(const Figure& figure) { return {figure.quality, figure.firearm, figure.sidearm, figure.blade, figure.horse}; }

// The highest rank (the first of equals) to the front, the rest in the order they came.
void lead_by_highest_rank(std::vector<Figure>& figures) {
  const auto leader = std::min_element(figures.begin(), figures.end(),
                                       [](const Figure& a, const Figure& b) { return seniority(a.rank) < seniority(b.rank); });
  std::rotate(figures.begin(), leader, leader + 1);
}

// `count` figures cut into as few groups of at most 10 as will hold them, as
// even as can be; from 4 figures on every part holds 4 to 10.
std::vector<std::size_t> even_parts(std::size_t count) {
  const std::size_t parts = (count + most_in_group - 1) / most_in_group;
  std::vector<std::size_t> sizes(parts, count / parts);
  for (std::size_t k = 0; k < count % parts; ++k) ++sizes[k];
  return sizes;
}

// Figures of one likeness, in the order the force lists them.
struct Kind {
  Likeness likeness;
  std::vector<Figure> figures;
};

std::vector<Kind> kinds_of(const std::vector<Figure>& figures) {
  std::vector<Kind> kinds;
  for (const Figure& figure : figures) {
    const Likeness likeness = likeness_of(figure);
    auto found = std::find_if(kinds.begin(), kinds.end(), [&](const Kind& k) { return k.likeness == likeness; });
    if (found == kinds.end()) kinds.push_back({likeness, {figure}});
    else found->figures.push_back(figure);
  }
  return kinds;
}

// A group as it forms: the likeness it was formed of, and its figures.
struct Forming {
  Likeness likeness;
  std::vector<Figure> figures;
};

// A few figures join the group of their own class and horse with room for
// them all that shares the most with them, firearm before sidearm before blade; the first of equals.
Forming* group_for_few(std::vector<Forming>& groups, const Kind& few) {
  Forming* best = nullptr;
  int best_score = -1;
  const auto& [quality, firearm, sidearm, blade, horse] = few.likeness;
  for (Forming& group : groups) {
    const auto& [g_quality, g_firearm, g_sidearm, g_blade, g_horse] = group.likeness;
    if (g_quality != quality || g_horse != horse || group.figures.size() + few.figures.size() > most_in_group) continue;
    // The firearm counts most, then the sidearm, then the blade.
    const int score = (g_firearm == firearm ? 4 : 0) + (g_sidearm == sidearm ? 2 : 0) + (g_blade == blade ? 1 : 0);
    if (score > best_score) best = &group, best_score = score;
  }
  return best;
}

}  // namespace

std::optional<FigureAt> force_commander(const Force& force) {
  std::optional<FigureAt> best;
  int best_seniority = 0;
  for (std::size_t u = 0; u < force.units.size(); ++u)
    for (std::size_t f = 0; f < force.units[u].figures.size(); ++f) {
      const int s = seniority(force.units[u].figures[f].rank);
      if (!best || s < best_seniority) best = FigureAt{u, f}, best_seniority = s;
    }
  return best;
}

Quality unit_quality(const Unit& unit) {
  if (unit.figures.empty()) throw std::invalid_argument("a unit of no figures has no class");
  // The commonest class among the figures given, the lower of equals.
  const auto commonest = [](auto first, auto last) {
    std::map<Quality, int> counts;
    for (auto it = first; it != last; ++it) ++counts[it->quality];
    Quality best = counts.begin()->first;
    for (const auto& [quality, count] : counts)
      if (count >= counts[best]) best = quality;  // the map runs veteran to civilian: the later of equals is the lower class
    return best;
  };
  if (unit.figures.size() == 1) return unit.figures.front().quality;
  const Quality of_the_men = commonest(unit.figures.begin() + 1, unit.figures.end());
  // A leader of a higher class (a lower enum value) does not change the unit's class.
  if (unit.figures.front().quality < of_the_men) return of_the_men;
  return commonest(unit.figures.begin(), unit.figures.end());
}

Force solo_groups(const Force& force) {
  Force regrouped;
  const std::optional<FigureAt> commander = force_commander(force);
  if (!commander) return regrouped;

  std::vector<Figure> headquarters{force.units[commander->unit].figures[commander->figure]}, others;
  for (std::size_t u = 0; u < force.units.size(); ++u)
    for (std::size_t f = 0; f < force.units[u].figures.size(); ++f) {
      if (u == commander->unit && f == commander->figure) continue;
      const Figure& figure = force.units[u].figures[f];
      (figure.rank == Rank::musician ? headquarters : others).push_back(figure);
    }

  std::vector<Forming> groups;
  std::vector<const Kind*> few;
  const std::vector<Kind> kinds = kinds_of(others);
  for (const Kind& kind : kinds) {
    if (kind.figures.size() < fewest_in_group) {
      few.push_back(&kind);
      continue;
    }
    auto next = kind.figures.begin();
    for (std::size_t size : even_parts(kind.figures.size())) {
      groups.push_back({kind.likeness, std::vector<Figure>(next, next + static_cast<std::ptrdiff_t>(size))});
      next += static_cast<std::ptrdiff_t>(size);
    }
  }
  for (const Kind* kind : few) {
    if (Forming* group = group_for_few(groups, *kind)) group->figures.insert(group->figures.end(), kind->figures.begin(), kind->figures.end());
    else groups.push_back({kind->likeness, kind->figures});
  }

  regrouped.units.push_back({"Group 1", headquarters});  // the commander already leads it
  for (Forming& group : groups) {
    lead_by_highest_rank(group.figures);
    regrouped.units.push_back({"Group " + std::to_string(regrouped.units.size() + 1), std::move(group.figures)});
  }
  return regrouped;
}

}  // namespace muster::sow

namespace muster::sow {

namespace {

std::string group_name(const Unit& group, std::size_t index) { return group.name.empty() ? "group " + std::to_string(index + 1) : "'" + group.name + "'"; }

// The leader of the commander's group, and who else may stand in it.
void commander_group_problems(const Force& groups, std::vector<ForceProblem>& problems) {
  if (const auto commander = force_commander(groups); commander && (commander->unit != 0 || commander->figure != 0)) {
    const Figure& figure = groups.units[commander->unit].figures[commander->figure];
    problems.push_back({commander->unit, commander->figure,
                        "this " + label_of(figure.rank) + " outranks " + group_name(groups.units[0], 0) + "'s leader, a " +
                            label_of(groups.units[0].figures.front().rank) + ": the game's first group is led by its force commander",
                        "move the force commander to the front of the first group"});
  }
  const Unit& first = groups.units.front();
  for (std::size_t f = 1; f < first.figures.size(); ++f)
    if (first.figures[f].rank != Rank::musician)
      problems.push_back({0, f, "the game's first group holds the force commander and the musicians; this figure is a " + label_of(first.figures[f].rank),
                          "move it to a group of figures like it"});
}

// A group other than the first: no musician, one class, one horse, at most 10, its highest rank in front.
void group_problems(const Unit& group, std::size_t index, std::vector<ForceProblem>& problems) {
  const std::string name = group_name(group, index);
  if (group.figures.size() > most_in_group)
    problems.push_back({index, std::nullopt, name + " has " + std::to_string(group.figures.size()) + " figures; the game's groups hold 4 to 10",
                        "split it into two groups"});
  const Figure& leader = group.figures.front();
  for (std::size_t f = 0; f < group.figures.size(); ++f) {
    const Figure& figure = group.figures[f];
    if (figure.rank == Rank::musician)
      problems.push_back({index, f, "a Musician stands in " + name, "the game's musicians stand with the force commander in the first group"});
    else if (figure.quality != leader.quality)
      problems.push_back({index, f, name + " mixes classes: this figure is " + label_of(figure.quality) + " in a group led by a " + label_of(leader.quality) + " figure",
                          "the game's groups are each of one class"});
    else if (figure.horse != leader.horse)
      problems.push_back({index, f, name + " mixes horse and foot", "the game's groups are all mounted or all on foot: they stand in the same two ranks"});
    else if (seniority(figure.rank) < seniority(leader.rank))
      problems.push_back({index, f, "this " + label_of(figure.rank) + " outranks " + name + "'s leader, a " + label_of(leader.rank),
                          "a group is led by its highest rank: move him to its front"});
  }
}

// A group of fewer than 4 holds only figures too few of their kind to make a group of their own.
void small_group_problems(const Force& groups, std::vector<ForceProblem>& problems) {
  std::map<Likeness, std::size_t> kind_sizes;
  for (std::size_t g = 1; g < groups.units.size(); ++g)
    for (const Figure& figure : groups.units[g].figures) ++kind_sizes[likeness_of(figure)];
  for (std::size_t g = 1; g < groups.units.size(); ++g) {
    const Unit& group = groups.units[g];
    if (group.figures.size() >= fewest_in_group) continue;
    for (std::size_t f = 0; f < group.figures.size(); ++f) {
      const std::size_t like = kind_sizes[likeness_of(group.figures[f])];
      if (like < fewest_in_group) continue;
      problems.push_back({g, std::nullopt, group_name(group, g) + " has " + std::to_string(group.figures.size()) + " figures, though the game's force has " +
                                               std::to_string(like) + " like its " + label_of(group.figures[f].rank) + " (class, arms and horse)",
                          "figures with 3 or more like them form groups of 4 to 10; only the odd ones left over stand in a smaller group"});
      break;
    }
  }
}

}  // namespace

std::vector<ForceProblem> check_solo_groups(const Force& groups) {
  std::vector<ForceProblem> problems;
  if (groups.units.empty()) return {{0, std::nullopt, "the game's force has no groups", "give it the force commander's group at least"}};
  for (std::size_t g = 0; g < groups.units.size(); ++g)
    if (groups.units[g].figures.empty()) problems.push_back({g, std::nullopt, group_name(groups.units[g], g) + " has no figures", "remove it"});
  if (!problems.empty()) return problems;
  commander_group_problems(groups, problems);
  for (std::size_t g = 1; g < groups.units.size(); ++g) group_problems(groups.units[g], g, problems);
  if (problems.empty()) small_group_problems(groups, problems);
  return problems;
}

}  // namespace muster::sow
